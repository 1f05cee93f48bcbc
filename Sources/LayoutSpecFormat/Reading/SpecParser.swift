public import LayoutEngine
import Yams

/// Turns the text of a layout spec into a validated ``LayoutDocument``, or into every error it has.
///
/// Parsing never stops at the first mistake: each reader reports what it did not expect and the parse
/// goes on, so one run of `layoutd check` lists every error with its line, column and key path.
/// Text in, values out: no file is read here.
public struct SpecParser: Sendable {
    /// The most items a spec may hold in all (spec-format.md, "Items"): more is an error, not a slow death.
    public static let itemCap = 1_000_000

    /// The environments of specs that name none: the configuration's `defaultEnvironments`.
    public var defaultEnvironments: [LayoutEnvironment]
    /// Asked as a parse reads: `true` gives the parse up, which then fails with no document (the
    /// daemon gives up a save's parse when a newer save of the spec comes).
    public var isCancelled: (@Sendable () -> Bool)?

    /// Built-in default environments: an iPhone 17 in portrait.
    public static let builtInDefaultEnvironments: [LayoutEnvironment] =
        DevicePreset.named("iPhone 17").map {
            [$0.environment(orientation: .portrait)]
        } ?? []

    public init(defaultEnvironments: [LayoutEnvironment] = SpecParser.builtInDefaultEnvironments) {
        self.defaultEnvironments = defaultEnvironments
    }

    /// Parses and validates a spec.
    ///
    /// - Parameters:
    ///   - text: the spec's contents.
    ///   - file: the name errors are reported under, and the source of the default spec name.
    /// - Returns: the validated document.
    /// - Throws: ``SpecErrors`` with every mistake found, in the order of the text.
    public func parse(_ text: String, file: String) throws(SpecErrors) -> LayoutDocument {
        try read(.text(text, previous: nil), file: file).document.get()
    }

    /// What code generation reads of a spec: the document, with each run whose size reads
    /// `indexPath` kept as one run (its sizes are the code's to compute); the text of each value
    /// computed from the environment by its key path (`sections[0].group.horizontal.count`); the items
    /// each variant sets (which the document has only as each environment's items); and the names the
    /// spec's `let:` mappings bind.
    public func parseForGeneration(_ text: String, file: String) throws(SpecErrors) -> GenerationInput {
        let result = read(.text(text, previous: nil), file: file, keepsPerItemRuns: true)
        let document = try result.document.get()
        let bindings = (result.reader?.bound.allBindings ?? []).map { binding in
            SpecBinding(
                name: binding.name,
                expression: binding.source,
                type: binding.type.name,
                sectionIndex: binding.level == .section ? binding.sectionPosition : nil,
                isConstant: binding.slot == nil,
                overrides: (result.reader?.bound.layoutBindings.first {
                    $0.name == binding.name && $0.level == binding.level
                }?
                .overrideTexts ?? [])
            )
        }
        return GenerationInput(
            document: document,
            computedSources: result.reader?.diagnostics.scope.sources ?? [:],
            namedSources: result.reader?.diagnostics.scope.namedSources ?? [:],
            variantItems: result.reader?.variantItems ?? [],
            bindings: bindings
        )
    }

    /// Parses and validates a spec, and gives its warnings (names bound and never used) beside the
    /// document or the errors: what `layoutd check` and the language server show.
    public func parseWithWarnings(
        _ text: String,
        file: String
    ) -> (
        document: Result<LayoutDocument, SpecErrors>, warnings: [SpecError]
    ) {
        let result = read(.text(text, previous: nil), file: file)
        return (result.document, result.warnings)
    }

    /// Parses and validates a spec, composing again only what changed since the text `tree` holds.
    ///
    /// The result is the same as ``parse(_:file:)``'s; only the time differs (``ComposedSpec``).
    ///
    /// - Parameters:
    ///   - text: the spec's contents.
    ///   - file: the name errors are reported under, and the source of the default spec name.
    ///   - tree: on entry, the tree of the spec's previous parse, or `nil`; on return, the tree of
    ///     `text`, or `nil` when it did not compose (or is too large to keep).
    /// - Returns: the validated document.
    /// - Throws: ``SpecErrors`` with every mistake found, in the order of the text.
    public func parse(_ text: String, file: String, tree: inout ComposedSpec?) throws(SpecErrors) -> LayoutDocument {
        var warnings: [SpecError] = []
        return try parse(text, file: file, tree: &tree, warnings: &warnings)
    }

    /// ``parse(_:file:tree:)``, giving the spec's warnings (names bound and never used) in `warnings`
    /// whether it lays out or not: what the language server shows beside the errors.
    public func parse(
        _ text: String,
        file: String,
        tree: inout ComposedSpec?,
        warnings: inout [SpecError]
    ) throws(SpecErrors) -> LayoutDocument {
        let result = read(.text(text, previous: tree), file: file)
        warnings = result.warnings
        let newTree = result.root.flatMap { root in
            // A text composed in part had its bytes and lines counted already.
            if let lines = result.lines {
                return ComposedSpec.kept(bytes: lines.bytes, lineStarts: lines.starts, root: root)
            }
            return ComposedSpec.kept(text: text, root: root)
        }
        tree = newTree
        if let reader = result.reader { tree?.compiledExpressions = reader.diagnostics.scope.compiled }
        // Sections are kept for a clean read only, and without aliases: a reused section's nodes are
        // not counted again against the node budget, which only aliases can come near.
        if case .success(let document) = result.document, tree?.sections?.entryLines.count == document.sections.count,
            !ComposedSpec.mayHoldAlias(text), let reader = result.reader
        {
            tree?.sectionsRead = document.sections
            tree?.sectionsReadingEnvironment = reader.kept.sectionsReadingEnvironment
            tree?.sectionsByValues = reader.kept.sectionsByValues
            tree?.sectionsByEnvironment = reader.kept.sectionsByEnvironment
            tree?.bindingsRead = reader.kept.bindingsRead
        }
        return try result.document.get()
    }

    /// The document of a spec a program built (`layoutd import`), read as its tree rather than a
    /// text it printed: its errors have no line, and their key paths lead to where each value came
    /// from (``SpecYAML/place(at:)``).
    public func check(_ spec: SpecYAML, file: String) throws(SpecErrors) -> LayoutDocument {
        try read(.tree(spec.node), file: file).document.get()
    }

    /// What a parse reads: a spec's text (with the tree of the text before, if any), or a tree already
    /// built.
    private enum Input {
        case text(String, previous: ComposedSpec?)
        case tree(Node)
    }

    /// A parse's document or errors, the tree it composed (and the text's bytes and lines, when
    /// composed in part), its reader on a clean read, and its warnings.
    private typealias ReadResult = (
        document: Result<LayoutDocument, SpecErrors>, root: Node?, lines: (bytes: [UInt8], starts: [Int])?,
        reader: DocumentReader?, warnings: [SpecError]
    )

    /// A parse's document or errors, and the tree it composed.
    private func read(_ input: Input, file: String, keepsPerItemRuns: Bool = false) -> ReadResult {
        let diagnostics = Diagnostics(file: file)
        diagnostics.isCancelled = isCancelled
        let reader = DocumentReader(diagnostics: diagnostics, defaultEnvironments: defaultEnvironments)
        reader.perItem.keepsRuns = keepsPerItemRuns
        // What only the generator reads is kept only for it.
        diagnostics.scope.keepsNamedSources = keepsPerItemRuns
        let document: LayoutDocument?
        switch input {
        case .text(let text, let previous): document = reader.read(text: text, file: file, previous: previous)
        case .tree(let root): document = reader.read(root: root, file: file, previous: nil)
        }
        let errors = diagnostics.errors.enumerated().sorted { lhs, rhs in
            let left = (lhs.element.location.line, lhs.element.location.column, lhs.offset)
            let right = (rhs.element.location.line, rhs.element.location.column, rhs.offset)
            return left < right
        }.map(\.element)
        if isCancelled?() == true {
            let givenUp = SpecError(
                kind: .tooLarge,
                message: "the read was given up",
                location: SourceLocation(file: file, line: 1, column: 1),
                path: ""
            )
            return (.failure(SpecErrors([givenUp])), nil, nil, nil, [])
        }
        guard errors.isEmpty, let document else {
            return (
                .failure(SpecErrors(errors)), reader.kept.composedRoot, reader.kept.composedLines, nil,
                diagnostics.warnings
            )
        }
        return (.success(document), reader.kept.composedRoot, reader.kept.composedLines, reader, diagnostics.warnings)
    }

    /// The spec name a file gives by default: its name without directories and `.layout.yaml`.
    public static func defaultName(forFile file: String) -> String {
        var name = String(file.split(separator: "/").last ?? Substring(file))
        for suffix in [".layout.yaml", ".layout.yml", ".yaml", ".yml"] where name.hasSuffix(suffix) {
            name = String(name.dropLast(suffix.count))
            break
        }
        return name
    }
}
