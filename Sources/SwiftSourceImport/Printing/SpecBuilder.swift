import LayoutSpecFormat
import SpecImport
import SwiftSyntax

/// One spec read from Swift, built as a ``SpecYAML`` document: the generated record's environments,
/// names and items (each value keeping the line of the Swift file it was copied from), the layout's
/// keys from one of the readers, and the warnings at their places in the program.
struct SpecBuilder {
    let name: String
    let file: String
    /// Where the layout is made, the place of an error in the spec read from it.
    var madeAt: (line: Int, column: Int) = (1, 1)
    let header: GeneratedHeader
    let program: SwiftProgram
    let interpreter: LayoutCodeInterpreter
    var warnings: [(node: Syntax?, warning: SwiftSourceImport.Warning)] = []
    /// The `layout:` entries and the `sections:` items, as the reader of the layout's kind builds them.
    var layout: [SpecYAML.Entry] = []
    var sectionList: [SpecYAML.Value] = []
    /// The record's sections, or as many of `{items: …}` as the code makes where there is no record.
    var sections: [SpecYAML.Value]
    /// Why no spec can be made, said at the code.
    var failure: SwiftSourceImport.Failure?
    /// The names the flow delegate's constants give the spec.
    var flowBindings: [(name: String, text: String)] = []
    /// The constants a compositional layout's provider computed from the environment, named.
    var compositionalBindings: [(name: String, text: String)] = []
    /// The expressions the spec's keys compute from the environment, which read those of
    /// ``compositionalBindings`` the spec declares.
    var expressions: [String] = []

    init(name: String, file: String, header: GeneratedHeader, program: SwiftProgram, interpreter: LayoutCodeInterpreter)
    {
        self.name = name
        self.file = file
        self.header = header
        self.program = program
        self.interpreter = interpreter
        sections = header.sectionValues
        if header.environments.isEmpty {
            warnings.append(
                (
                    nil,
                    .init(file: file, line: 1, column: 1, message: "no environments recorded; the default one is used")
                )
            )
        }
    }

    mutating func warn(_ passedOver: [(node: Syntax, message: String)]) {
        for (node, message) in passedOver {
            let at = program.place(of: node)
            warnings.append(
                (
                    node,
                    .init(file: at.file.isEmpty ? file : at.file, line: at.line, column: at.column, message: message)
                )
            )
        }
    }

    /// Where the record has no sections: `count` sections of the default items, with a warning.
    mutating func recordedItems(count: Int) {
        guard sections.isEmpty else { return }
        sections = (0..<count).map { _ in
            .mapping([.init(.items, .number(Double(SwiftSourceImport.defaultItemCount)))], flow: true)
        }
        warnings.append(
            (
                nil,
                .init(
                    file: file,
                    line: 1,
                    column: 1,
                    message: "no items recorded; each section gets \(SwiftSourceImport.defaultItemCount) items to edit"
                )
            )
        )
    }

    // MARK: The document

    /// The bindings `expressions` read, and those the read ones read, in their order.
    static func used(
        _ bindings: [(name: String, text: String)],
        by expressions: [String]
    ) -> [(name: String, text: String)] {
        func names(in text: String) -> Set<String> {
            Set((ExpressionReferences.names(in: text) ?? []).map { String($0.name.prefix { $0 != "." }) })
        }
        var needed = expressions.reduce(into: Set<String>()) { $0.formUnion(names(in: $1)) }
        for binding in bindings.reversed() where needed.contains(binding.name) {
            needed.formUnion(names(in: binding.text))
        }
        return bindings.filter { needed.contains($0.name) }
    }

    /// The one-word names `texts` read, in the order they first appear.
    static func names(in texts: [String]) -> [String] {
        var seen: Set<String> = []
        return texts.flatMap { text in
            (ExpressionReferences.names(in: text) ?? []).map(\.name).filter { !$0.contains(".") }
        }
        .filter { seen.insert($0).inserted }
    }

    /// The spec's `let:` entries: the record's, then the app's named numbers the values read (other
    /// names may read them), then the delegate's constants computed from the collection view and
    /// those of a provider's the spec reads (a name the record has is the same name).
    func bindingEntries(recorded entries: [SpecYAML.Entry]) -> [SpecYAML.Entry] {
        var entries = entries
        let recorded = Set(entries.map(\.key))
        let bindings = flowBindings + Self.used(compositionalBindings, by: expressions)
        let taken = recorded.union(bindings.map(\.name))
        for name in Self.names(in: expressions + bindings.map(\.text)) where !taken.contains(name) {
            if let value = interpreter.namedConstants.value(name) { entries.append(.init(name, .scalar(value))) }
        }
        for (name, text) in bindings where !recorded.contains(name) {
            entries.append(.init(name, .expression(ExpressionPrinter.minimallyParenthesized(text))))
        }
        return entries
    }

    /// The spec, checked: an error where it does not check (the warnings stay said).
    mutating func finish() throws(SwiftSourceImport.Failure) -> String {
        if let failure { throw failure }
        let record = try header.environmentsAndBindings(file: file)
        var root: [SpecYAML.Entry] = [.init(.name, .text(name))]
        if let environments = record.environments { root.append(.init(.environments, environments)) }
        let names = bindingEntries(recorded: record.bindings)
        if !names.isEmpty { root.append(.init(.`let`, .mapping(names, flow: false))) }
        root.append(.init(.layout, .mapping(layout, flow: false)))
        root.append(.init(.sections, .list(sectionList, flow: false)))
        let spec = SpecYAML(comments: ["Imported by layoutd from \(file)."], root: root)
        try SwiftSourceImport.check(spec, file: file, madeAt: madeAt)
        return spec.text
    }
}
