import LayoutSpecFormat
public import SpecImport
import SwiftOperators
import SwiftParser
import SwiftSyntax

/// Specs read out of Swift sources: the layouts `layoutd generate swift` writes, and the layout code
/// apps write by hand, read from all the files given as one program.
///
/// A file that `generate swift` wrote starts with a comment that keeps the spec's environments and
/// items; they are taken from there. Without it the spec gets one section of
/// ``defaultItemCount`` items for each section the code names, and the default environment. What
/// the reader cannot take (a value only the running app knows, a property that is not a spec's
/// key) is a warning at its line and column.
public enum SwiftSourceImport {
    public static let defaultItemCount = 12

    public typealias Warning = ImportWarning
    public typealias Failure = ImportFailure

    /// The files parsed and read together as one program, and those that do not parse.
    static func parsed(_ sources: [(text: String, file: String)]) -> (program: SwiftProgram, failures: [Failure]) {
        let program = SwiftProgram()
        var failures: [Failure] = []
        for (text, file) in sources {
            do {
                program.add(try parse(text, file: file), text: text, file: file)
            } catch {
                failures.append(error)
            }
        }
        return (program, failures)
    }

    /// A spec read from the files: its name, its text, and the place of the code that makes it.
    public struct Spec: Sendable {
        public var name: String
        public var text: String
        public var file: String
        public var line: Int
        public var column: Int
    }

    /// What reading a program gives: a spec for each layout made anywhere in it, the warnings (in
    /// the order of the files, then of their lines), and the errors.
    public struct Result: Sendable {
        public var specs: [Spec] = []
        public var warnings: [Warning] = []
        public var failures: [Failure] = []
    }

    /// The spec of the one Swift source `text`, read from the file `file`, and the warnings.
    public static func spec(
        in text: String,
        file: String
    ) throws(Failure) -> (name: String, text: String, warnings: [Warning]) {
        let result = specs(in: [(text, file)])
        if let failure = result.failures.first { throw failure }
        guard let spec = result.specs.first else {
            throw Failure(file: file, line: 1, column: 1, message: "no layout is made here")
        }
        return (spec.name, spec.text, result.warnings)
    }

    /// The specs of the layouts the Swift sources make, read together: a file with no layout of its
    /// own is context (the types, constants and helpers the others read).
    ///
    /// `nibs` are the nibs the code may load by name (`UINib(nibName: "FavoriteCell", …)`), each
    /// read from its document: a cell measured by loading its nib has the size the nib archives.
    /// `documentLayouts` are the flow layouts storyboards archive in the scenes of the app's view
    /// controllers: a controller that is only its layout's delegate configures the one of its scene.
    public static func specs(
        in sources: [(text: String, file: String)],
        nibs: [String: Nib] = [:],
        documentLayouts: [DocumentFlowLayout] = []
    ) -> Result {
        let total = sources.reduce(0) { $0 + $1.text.utf8.count }
        if total > maximumProgramBytes, let first = sources.first {
            var result = Result()
            result.failures.append(
                Failure(
                    file: first.file,
                    line: 1,
                    column: 1,
                    message:
                        "the \(sources.count) Swift files given are \(total) bytes in all; at most \(maximumProgramBytes) bytes (8 MiB) are read together: give the files the layout code is in and those it reads"
                )
            )
            return result
        }
        return DeepStack.run {
            ReadArena.reading { readWithChoices(sources, nibs: nibs, documentLayouts: documentLayouts) }
        }
    }

    /// The largest Swift file read: hand-written Swift files are rarely past 200 KB, and reading
    /// takes about 200 bytes of memory for each byte of source.
    public static let maximumFileBytes = 512 << 10
    /// The most Swift read together, as one program: about 1.6 GB of memory.
    public static let maximumProgramBytes = 8 << 20

    /// One reading of the program, taking the ways `forcing` says at the choices on what only the
    /// app knows, and the choices it met (with where, and their ways).
    ///
    /// `parsed` is the program and the files' failures to parse, made once for every reading.
    static func read(
        _ sources: [(text: String, file: String)],
        parsed: (program: SwiftProgram, failures: [Failure]),
        forcing: [AppStateChoice: Int]
    ) -> (Result, [(AppStateChoice, (file: String, line: Int, column: Int), [String], String?)]) {
        var result = Result()
        result.failures = parsed.failures
        let program = parsed.program
        guard !program.files.isEmpty else { return (result, []) }
        let unparsed = result.failures.count
        let interpreter = LayoutCodeInterpreter(program: program)
        interpreter.runTime.forcedChoices = forcing
        var readers: [SpecReader] = []
        let flow = FlowLayoutReader(interpreter)
        flow.walkProgram()
        if flow.makesFlowLayout { flow.followLayout() }
        let split = SplitLayoutReader(interpreter)
        if !flow.makesFlowLayout { split.walkProgram() }
        let compositional = compositionalCalls(in: program)
        var warnings: [(node: Syntax?, warning: Warning)] = []
        if let placeholder = placeholderFlowLayout(flow, besides: compositional) {
            // `ViewController(collectionViewLayout: UICollectionViewFlowLayout())`, the code's own
            // compositional layout set in its place: that one is the screen's.
            let at = program.place(of: placeholder)
            let message =
                "this flow layout is set nowhere and a compositional layout is made in these files; it is read as a placeholder the compositional layout replaces, and gives no spec"
            warnings.append((placeholder, .init(file: at.file, line: at.line, column: at.column, message: message)))
        } else if flow.makesFlowLayout
            || (flow.delegateMethod != nil && !split.makesSplitLayout && compositional.isEmpty)
        {
            readers.append(.flow(flow))
        } else if split.makesSplitLayout {
            readers.append(.split(split))
        }
        readers += compositional.map { SpecReader.compositional($0) }
        // Spent while looking for layouts, the budget is why none may have been found.
        if let failure = spentBudget(interpreter, program) {
            result.failures.append(failure)
            return (result, [])
        }
        guard !readers.isEmpty else {
            let first = program.files[0]
            result.failures.append(
                Failure(
                    file: first.name,
                    line: 1,
                    column: 1,
                    message: program.files.count == 1
                        ? "no UICollectionViewFlowLayout, UICollectionViewSplitLayout or UICollectionViewCompositionalLayout is made here"
                        : "no UICollectionViewFlowLayout, UICollectionViewSplitLayout or UICollectionViewCompositionalLayout is made in these files"
                )
            )
            return (result, [])
        }
        // The files each spec comes from, for names: one spec a file is named after it, several
        // `Name-1`, `Name-2`… in the order of the code.
        let places = readers.map { program.place(of: $0.node) }
        for (index, reader) in readers.enumerated() {
            let place = places[index]
            let sameFile = places.indices.filter { places[$0].file == place.file }
            let fileText = sources.first { $0.file == place.file }?.text ?? ""
            let header = GeneratedHeader(fileText)
            var name = header.specName ?? stem(of: place.file)
            if sameFile.count > 1, header.specName == nil {
                name += "-\((sameFile.firstIndex(of: index) ?? 0) + 1)"
            }
            var builder = SpecBuilder(
                name: name,
                file: place.file,
                header: header,
                program: program,
                interpreter: interpreter
            )
            builder.madeAt = (place.line, place.column)
            switch reader {
            case .flow(let flow): builder.readFlow(flow)
            case .split(let split): builder.readSplit(split)
            case .compositional(let call): builder.readCompositional(call)
            }
            warnings += builder.warnings
            do {
                let text = try builder.finish()
                result.specs.append(
                    Spec(name: name, text: text, file: place.file, line: place.line, column: place.column)
                )
            } catch {
                result.failures.append(error)
            }
        }
        if let failure = spentBudget(interpreter, program) {
            // What was read before the budget was spent is not the program's layout, nor are the
            // errors of the specs made of it.
            result.specs = []
            result.failures = Array(result.failures.prefix(unparsed)) + [failure]
        }
        // In the order of the files given, then of the lines, as a compiler gives them; each once.
        result.warnings = ordered(warnings.map(\.warning), files: program.files.map(\.name))
        let choices = interpreter.runTime.choicesMet.map { ($0.choice, program.place(of: $0.node), $0.ways, $0.why) }
        return (result, choices)
    }

    /// The flow layout made only to be replaced: a bare `UICollectionViewFlowLayout()` given to a
    /// collection view (controller) as its `collectionViewLayout:`, no key of it set and no delegate
    /// method, in a program that makes a compositional layout.
    private static func placeholderFlowLayout(
        _ flow: FlowLayoutReader,
        besides compositional: [FunctionCallExprSyntax]
    ) -> Syntax? {
        guard !compositional.isEmpty, flow.layoutKeys.isEmpty, flow.delegateMethod == nil,
            let made = flow.madeAt?.as(FunctionCallExprSyntax.self), made.arguments.isEmpty,
            made.calledExpression.trimmedDescription == "UICollectionViewFlowLayout",
            made.parent?.as(LabeledExprSyntax.self)?.label?.text == "collectionViewLayout"
        else { return nil }
        return Syntax(made)
    }

    /// The error that says where the reader's budget was spent, if it was.
    private static func spentBudget(_ interpreter: LayoutCodeInterpreter, _ program: SwiftProgram) -> Failure? {
        guard let spent = interpreter.budget.spent else { return nil }
        let at = program.place(of: spent.node)
        return Failure(file: at.file, line: at.line, column: at.column, message: spent.message)
    }

    /// What makes one spec: the flow layout of the program, its split layout, or a compositional
    /// layout made at a call.
    enum SpecReader {
        case flow(FlowLayoutReader)
        case split(SplitLayoutReader)
        case compositional(FunctionCallExprSyntax)

        /// Where the layout is made (or, for a delegate alone, its first method).
        var node: Syntax {
            switch self {
            case .flow(let reader): return reader.madeAt ?? reader.delegateMethod ?? Syntax(reader.firstFile)
            case .split(let reader): return reader.madeAt ?? Syntax(reader.firstFile)
            case .compositional(let call): return Syntax(call)
            }
        }
    }

    /// The file's tree, or the error that keeps it from being read: brackets or nesting too deep for
    /// the parser's tools, or Swift that does not parse.
    static func parse(_ text: String, file: String) throws(Failure) -> SourceFileSyntax {
        let size = text.utf8.count
        if size > maximumFileBytes {
            throw Failure(
                file: file,
                line: 1,
                column: 1,
                message:
                    "the file is \(size) bytes; Swift files of at most \(maximumFileBytes) bytes (512 KiB) are read"
            )
        }
        if let refusal = ParseCost(text).refusal {
            throw Failure(file: file, line: refusal.line, column: refusal.column, message: refusal.message)
        }
        var tree = Parser.parse(source: text)
        // The code the phone's build compiles: other platforms' `#if` clauses left out.
        if text.utf8.contains(UInt8(ascii: "#")), let active = PhoneBuild.activeCode(of: tree, text: text) {
            tree = active.tree
        }
        let lineStarts = SwiftProgram.lineStarts(of: text)
        func place(_ node: some SyntaxProtocol) -> (line: Int, column: Int) {
            SwiftProgram.place(of: node, lineStarts: lineStarts)
        }
        let depth = SyntaxDepth(tree)
        if depth.depth > SyntaxDepth.limit {
            // Where the nesting goes past the limit: the start of the deepest node's line.
            let at = place(depth.deepest)
            throw Failure(
                file: file,
                line: at.line,
                column: at.column,
                message: "the code nests more than \(SyntaxDepth.limit) levels deep here; no more are read"
            )
        }
        if tree.hasError {
            // The first token the parser had to invent or could not place.
            let broken = tree.tokens(viewMode: .all).first {
                $0.presence == .missing || $0.parent?.is(UnexpectedNodesSyntax.self) == true
            }
            let at = broken.map { place($0) } ?? (line: 1, column: 1)
            throw Failure(file: file, line: at.line, column: at.column, message: "the file does not parse as Swift")
        }
        return tree
    }

    /// Throws where the spec read does not check, as the tree import built (no text read back): at
    /// the place of the generated file's record it was copied from (edited by hand, most likely), or
    /// where the layout is made.
    static func check(
        _ spec: SpecYAML,
        file: String,
        madeAt: (line: Int, column: Int) = (1, 1)
    ) throws(Failure) {
        do {
            _ = try SpecParser().check(spec, file: file)
        } catch {
            // The tree has no lines: the first error is the one about the first value in the document.
            let first = error.errors.map { ($0, spec.position(of: $0.path)) }
                .min { $0.1.lexicographicallyPrecedes($1.1) }?.0
            try fail(first, file: file, madeAt: madeAt) { _ in
                first.flatMap { spec.place(at: $0.path) }.map { ($0.line, $0.column) }
            }
        }
    }

    /// Throws where lines of the record that are not YAML (`part`, each with its line in the file and
    /// read behind the comment's first `prefix` characters) do not read.
    static func check(_ part: [(text: String, source: Int?)], after prefix: Int, file: String) throws(Failure) {
        do {
            _ = try SpecParser().parse(part.map(\.text).joined(separator: "\n") + "\n", file: file)
        } catch {
            try fail(error.errors.first, file: file, madeAt: (1, 1)) { location in
                let line = part.indices.contains(location.line - 1) ? part[location.line - 1].source : nil
                return line.map { ($0, location.column + prefix) }
            }
        }
    }

    /// Throws `error` at the record's place `place` gives, else at the layout.
    private static func fail(
        _ error: SpecError?,
        file: String,
        madeAt: (line: Int, column: Int),
        place: (LayoutSpecFormat.SourceLocation) -> (line: Int, column: Int)?
    ) throws(Failure) {
        let what = error.map { $0.path.isEmpty ? $0.message : "\($0.path): \($0.message)" } ?? "it does not read"
        let at = error.flatMap { place($0.location) }
        throw Failure(
            file: file,
            line: at?.line ?? madeAt.line,
            column: at?.column ?? madeAt.column,
            message: at == nil
                ? "the spec read from the layout made here does not check: \(what)"
                : "this line of the layoutd comment does not read as a spec: \(what)"
        )
    }

    static func n(_ value: Double) -> String {
        if let whole = Int(exactly: value), abs(whole) < 1_000_000_000_000_000 { return String(whole) }
        return "\(value)"
    }

    /// A file's name without folders and extension.
    static func stem(of file: String) -> String {
        var name = String(file.split(separator: "/").last ?? Substring(file))
        if let dot = name.lastIndex(of: "."), dot != name.startIndex { name = String(name[..<dot]) }
        return name
    }
}
