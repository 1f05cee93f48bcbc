import LayoutSpecFormat
import SwiftSyntax

/// A seed layout's `prepare()`, run by the interpreter: how it shows its items (`display`, a
/// list's height, an inline item's share and height) where each test of the environment it makes
/// holds.
extension FlowLayoutReader {
    /// Runs the followed layout's own `prepare()` once where no test of the environment holds, then
    /// once where each test it made holds: a display key whose value differs there from the first
    /// run is that test's variant.
    ///
    /// The method computes the keys into locals of the properties' names (`let display:
    /// CollectionDisplay`, set in each branch, `self.display` in the last), so the values are read
    /// from its locals at its end, not from the layout. It runs on a copy of the followed layout:
    /// what it sets there (the item size it computes) is not the spec's.
    func followPrepare() {
        guard let object = followed?.object, let body = Self.prepareBody(of: object, in: interpreter.program) else {
            return
        }
        func run() -> [String: SwiftValue] {
            let locals = interpreter.locals(afterRunning: body, on: LayoutObject(copying: object))
            // What it says of the rest of the method (the sizes it computes) is not of these keys.
            _ = interpreter.takePassedOver()
            return locals.compactMapValues(Self.displayValue)
        }
        interpreter.traitConditions = []
        let base = run()
        // The first test in the code wins, as the later variant does in the spec: read back to front.
        for condition in interpreter.traitConditions.reversed() {
            interpreter.assumed = [condition]
            defer { interpreter.assumed = [] }
            let varied = run()
            for key in Self.displayKeys {
                guard let value = varied[key], value != base[key] else { continue }
                variantKeys.append((condition, key, value, nil))
            }
        }
    }

    /// The body of `prepare()` that the program's class of `object`, or a class it inherits from,
    /// declares.
    private static func prepareBody(of object: LayoutObject, in program: SwiftProgram) -> CodeBlockSyntax? {
        guard let name = object.appType, let type = program.types[name],
            let (member, _) = program.member("prepare", of: type), case .functions(let overloads) = member
        else { return nil }
        return overloads.first { $0.signature.parameterClause.parameters.isEmpty }?.body
    }

    /// A display key's value as the spec writes it: a case by its name, `.grid(columns: 3)` as
    /// `{grid: 3}`, a number as itself.
    static func displayValue(_ value: ReadValue) -> SwiftValue? {
        switch value {
        case .member(let name, let arguments), .enumCase(_, let name, let arguments):
            if arguments.isEmpty { return .member(name) }
            guard name == "grid", arguments.count == 1, let columns = arguments[0].number else { return nil }
            return .spec(.mapping([.init("grid", .number(columns))], flow: true))
        case .number(let number): return .number(number)
        default: return SwiftValue.spec(of: value)
        }
    }
}
