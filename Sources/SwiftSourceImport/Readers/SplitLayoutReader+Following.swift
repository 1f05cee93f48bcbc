import LayoutSpecFormat
import SwiftSyntax

/// The split layout followed as the code runs: what the code that makes it sets on it, and what a
/// subclass sets where the layout lays out again.
extension SplitLayoutReader {
    /// Follows the code from where the layout is made, as it runs: what it sets on the layout there
    /// and in the methods it calls is the layout's keys, in the order the code sets them.
    func followLayout() {
        guard let site = madeAt else { return }
        let before = interpreter.made.split.count
        interpreter.follow(upTo: site)
        let made = interpreter.made.split[before...]
        guard let object = made.first(where: { $0.node.id == site.id }) ?? made.first else {
            // Code the interpreter could not follow to the layout (past its budget): said, not guessed.
            passedOver.append((site, "the code that makes this layout is not followed; its properties are left out"))
            return
        }
        layout = object
        let program = interpreter.program
        let names = object.properties.keys.sorted { first, second in
            let places = (object.places[first] ?? object.node, object.places[second] ?? object.node)
            let order = (program.order(of: places.0), program.order(of: places.1))
            return order.0 == order.1 ? first < second : order.0 < order.1
        }
        for name in names {
            guard let value = object.properties[name],
                let read = key(name, value, setAt: object.places[name] ?? object.node)
            else { continue }
            layoutKeys.append((name, read))
        }
        followInvalidation(of: object, at: site)
    }

    /// Runs the subclass's override of `invalidateLayout(with:)`, where the split layout takes the
    /// values that follow the collection view.
    ///
    /// It runs once where no variant's condition holds, which gives the layout's values, then once
    /// where each condition the code tests holds, which gives that variant's. A property the code
    /// sets only to undo a variant, to what the layout has without it, adds no key.
    private func followInvalidation(of object: LayoutObject, at site: Syntax) {
        guard let typeName = object.appType, let type = interpreter.program.types[typeName],
            let (member, _) = interpreter.program.member("invalidateLayout", of: type),
            case .functions(let overloads) = member
        else { return }
        func run() -> [(name: String, value: ReadValue, place: Syntax)] {
            let copy = LayoutObject(copying: object)
            copy.places = [:]
            _ = interpreter.invoke(.function(overloads, .object(copy)), labeled: [], node: site)
            let program = interpreter.program
            return copy.places.sorted { program.order(of: $0.value) < program.order(of: $1.value) }
                .compactMap { name, place in copy.properties[name].map { (name, $0, place) } }
        }
        interpreter.traitConditions = []
        let base = run()
        let conditions = interpreter.traitConditions
        var varied: Set<String> = []
        for condition in conditions {
            interpreter.assumed = [condition]
            defer { interpreter.assumed = [] }
            for (name, value, place) in run() where Self.layoutProperties.contains(name) {
                guard let read = key(name, value, setAt: place) else { continue }
                let otherwise = base.first { $0.name == name }.flatMap { Self.specValue(of: $0.value) }
                guard read != otherwise else { continue }
                varied.insert(name)
                variantKeys.append((condition, name, read, nil))
            }
        }
        for (name, value, place) in base {
            guard let read = key(name, value, setAt: place) else { continue }
            // Where the variant does not hold, a property set to what the layout has without it
            // (UIKit's default, where the code set none) changes nothing: generated code writes that
            // to undo the variant.
            if varied.contains(name), isLayoutValue(read, of: name) { continue }
            record(layout: name, read)
        }
    }

    /// The property `name`, set to `value` at `place`, as the spec writes it; `nil`, said at the place,
    /// where it is no key of a split layout or its value is not one a spec holds.
    private func key(_ name: String, _ value: ReadValue, setAt place: Syntax) -> SpecYAML.Value? {
        guard Self.layoutProperties.contains(name) else {
            passedOver.append((place, "\(name) is not a key of a split layout spec; it is left out"))
            return nil
        }
        guard let read = Self.specValue(of: value) else {
            passedOver.append(
                (
                    OperatorExpressions.value(assignedAt: place),
                    "the value of \(name) is not written out in the code; it is left out"
                )
            )
            return nil
        }
        return read
    }

    /// A value the code gave a layout property, as the spec writes it: a number, a flag, a case, insets
    /// as their four numbers, a value computed from the environment as its expression.
    static func specValue(of value: ReadValue) -> SpecYAML.Value? {
        switch value {
        case .number(let number), .named(_, let number): return .number(number)
        case .bool(let flag): return .scalar(flag ? "true" : "false")
        case .member("zero", let arguments) where arguments.isEmpty: return .numbers([0, 0, 0, 0])
        case .member(let name, let arguments) where arguments.isEmpty: return .scalar(name)
        case .object(let object) where object.type == "UIEdgeInsets":
            let sides = ["top", "left", "bottom", "right"].compactMap { object[$0]?.number }
            if sides.count == 4 { return .numbers(sides) }
            return SwiftValue.spec(of: value)?.yaml
        default: return SwiftValue.spec(of: value)?.yaml
        }
    }
}
