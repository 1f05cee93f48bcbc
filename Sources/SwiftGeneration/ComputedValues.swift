import LayoutEngine
import LayoutSpecFormat

/// The values of a spec computed from the environment, as Swift: the spec's expression, whose
/// types already follow Swift's, with its names as a section provider reads them
/// (`container.effectiveContentSize.width` is `environment.container.effectiveContentSize.width`).
///
/// The generator asks for each number by its key path; a computed one gives its expression, any other
/// its literal. An expression the generator never asked for, or one with a name a section provider
/// cannot read, makes the spec one that is not generated yet, never code that computes less.
final class ComputedValues {
    /// The expressions by key path, as the parser gives them.
    let sources: [String: SpecExpression]
    /// The key paths asked for so far.
    private(set) var used: Set<String> = []
    /// The first expression that could not be written, and why.
    private(set) var refusal: String?
    /// The key path of ``refusal``'s value, for the refusal's line and column.
    private(set) var refusalPath: String?

    /// Where the code reads the environment, which decides how names are written.
    enum Reader {
        /// A compositional section provider's section function, given `environment`.
        case sectionProvider
        /// A flow layout delegate's method, given `collectionView`; the section's index is `section`
        /// (or `indexPath.section`).
        case flowDelegate(section: String)
    }

    /// Where the next values are written.
    var reader = Reader.sectionProvider

    /// Where a variant holds while its code is written: the paths its own values are read at.
    var variantPaths: VariantPaths?

    /// The expressions of values written with the spec's names and the same in every environment, by key
    /// path: written with the names where the code declares them (a compositional section provider).
    let named: [String: SpecExpression]

    /// Every expression by key path: those computed from the environment, and those of names.
    var allSources: [String: SpecExpression] { sources.merging(named) { computed, _ in computed } }

    /// The expression of the value at `path`, at the variant's path where one holds and sets it.
    private func source(at path: String) -> (path: String, expression: SpecExpression)? {
        let read = variantPaths?.path(path) ?? path
        if let text = sources[read] { return (read, text) }
        return named[read].map { (read, $0) }
    }

    /// The names the spec's `let:` mappings bind, written as `let` constants where they are read.
    let bindings: [SpecBinding]

    /// Whether some expression reads what only the collection view gives (its margins, its safe
    /// area, the readable guide): a section provider is then given the collection view too.
    ///
    /// Known from the spec alone, once, and asked for every number written.
    let readsCollectionView: Bool

    init(sources: [String: SpecExpression], named: [String: SpecExpression] = [:], bindings: [SpecBinding] = []) {
        self.sources = sources
        self.named = named
        self.bindings = bindings
        readsCollectionView = (Array(sources.values) + bindings.map(\.expression)).contains { expression in
            Self.names(in: expression).contains {
                $0.hasPrefix("collectionView.") && $0 != "collectionView.bounds.width"
                    && $0 != "collectionView.bounds.height"
            }
        }
    }

    /// Whether the spec computes a value at one of `paths`.
    func computes(_ paths: [String]) -> Bool { paths.contains { source(at: $0) != nil } }

    /// The number at the first of `paths` the spec computes, else `value` as a literal.
    func number(_ value: Double, at paths: [String]) -> SwiftExpression {
        number(value, at: paths.first { source(at: $0) != nil } ?? paths.first ?? "")
    }

    /// The number at `path`: its expression where the spec computes it, else `value` as a literal.
    func number(_ value: Double, at path: String) -> SwiftExpression {
        guard let (path, expression) = source(at: path) else { return .number(value) }
        if sources[path] != nil { used.insert(path) }
        guard let swift = Self.swift(expression, reader: reader, collectionViewGiven: readsCollectionView) else {
            if refusal == nil {
                refusal = "values read from the collection view in a section provider (\(path): \(expression.text))"
                refusalPath = path
            }
            return .number(value)
        }
        return swift
    }

    /// The spec's text of the value at the first of `paths` it computes, quoted as YAML, for the
    /// generated file's record; `nil` where it computes none.
    func recorded(_ paths: [String]) -> String? {
        guard let path = paths.first(where: { sources[$0] != nil }), let expression = sources[path] else { return nil }
        used.insert(path)
        return YAMLScalar.quoted(expression.text)
    }

    /// `UIEdgeInsets(…)` with the sides the spec computes at `path` (`layout.sectionInset`) as
    /// expressions.
    func insets(_ insets: EdgeInsets, at path: String) -> SwiftExpression {
        let sides = [("top", insets.top), ("left", insets.left), ("bottom", insets.bottom), ("right", insets.right)]
        return .call(
            "UIEdgeInsets",
            sides.enumerated().map { index, side in
                .init(side.0, number(side.1, at: ["\(path).\(side.0)", "\(path)[\(index)]", path]))
            }
        )
    }

    /// A whole number at `path` (a group's `count:`).
    func count(_ value: Int, at path: String) -> SwiftExpression {
        source(at: path) == nil ? .token(String(value)) : number(Double(value), at: path)
    }

    /// Whether a computed value under `prefix` (`sections[2].`), or a name it reads, reads `sectionIndex`.
    func readsSectionIndex(under prefix: String) -> Bool {
        let expressions = sources.filter { $0.key.hasPrefix(prefix) }.map(\.value)
        let section = Self.sectionIndex(of: prefix)
        let names = boundNames(readBy: expressions, section: section)
        return (expressions + bindings.filter { names.contains($0.name) }.map(\.expression)).contains {
            Self.names(in: $0).contains("sectionIndex")
        }
    }

    /// `2` for the prefix `sections[2].`.
    static func sectionIndex(of prefix: String) -> Int? {
        guard prefix.hasPrefix("sections["), let close = prefix.firstIndex(of: "]") else { return nil }
        return Int(prefix[prefix.index(prefix.startIndex, offsetBy: "sections[".count)..<close])
    }

    /// The key paths of expressions no code was written for.
    var unused: [String] { sources.keys.filter { !used.contains($0) }.sorted() }

    /// The expression as Swift where `reader` reads it, or `nil` where a section provider would read a
    /// name only a collection view gives (its margins, its safe area, the readable guide) and is not
    /// given one (`collectionViewGiven`).
    static func swift(
        _ expression: SpecExpression,
        reader: Reader = .sectionProvider,
        collectionViewGiven: Bool = false
    ) -> SwiftExpression? {
        SwiftExpression(expression.syntax) { written in
            let name = canonical(written, reader: reader)
            if case .flowDelegate(let section) = reader {
                // A delegate method is given the collection view, and its traits are the view's.
                if name.hasPrefix("traitCollection.") { return "collectionView." + name }
                return name == "sectionIndex" ? section : name
            }
            if name.hasPrefix("container.") || name.hasPrefix("traitCollection.") { return "environment." + name }
            if name == "collectionView.bounds.width" || name == "collectionView.bounds.height", !collectionViewGiven {
                return "environment.container.contentSize." + name.dropFirst("collectionView.bounds.".count)
            }
            if name.hasPrefix("collectionView.") { return collectionViewGiven ? name : nil }
            return name
        }
    }

    /// A name as the generated code reads it, without the prefixes a spec accepts and ignores:
    /// `self.`, `environment.`, `layoutEnvironment.` or `env.` before `container` or `traitCollection`,
    /// and in a section provider `collectionView.` before `traitCollection` (the provider's traits are
    /// its environment's).
    static func canonical(_ name: String, reader: Reader = .sectionProvider) -> String {
        var path = name.split(separator: ".", omittingEmptySubsequences: false)
        if path.count > 1, path[0] == "self" { path.removeFirst() }
        if path.count > 1, ["environment", "layoutEnvironment", "env"].contains(path[0]),
            ["container", "traitCollection"].contains(path[1])
        {
            path.removeFirst()
        }
        if case .sectionProvider = reader, path.count > 1, path[0] == "collectionView", path[1] == "traitCollection" {
            path.removeFirst()
        }
        return path.joined(separator: ".")
    }

    /// The dotted names an expression reads (`container.contentSize.width`, `sectionIndex`).
    static func names(in expression: SpecExpression) -> [String] {
        expression.names.map { canonical($0) }
    }
}

/// The names of `let:`, as generated code declares them.
extension ComputedValues {
    /// The names in scope for the section at `section` (or the layout, for `nil`), innermost last.
    func bindingsInScope(section: Int?) -> [SpecBinding] {
        bindings.filter { $0.sectionIndex == nil || $0.sectionIndex == section }
    }

    /// The names `expressions` read, and the names those read, in the order they are bound.
    func boundNames(readBy expressions: [SpecExpression], section: Int?) -> Set<String> {
        let scope = bindingsInScope(section: section)
        var needed: Set<String> = []
        var pending = expressions
        while let text = pending.popLast() {
            for name in Self.names(in: text) where !needed.contains(name) {
                guard let binding = scope.last(where: { $0.name == name }) else { continue }
                needed.insert(name)
                pending.append(binding.expression)
                pending += binding.overrides.map(\.expression)
            }
        }
        return needed
    }

    /// A `let` constant of a name `let:` binds: `let tile: CGFloat = floor(available / CGFloat(columns))`.
    struct LetDeclaration {
        let name: String
        let type: String
        let value: SwiftExpression

        /// `let name: Type = value`.
        func write(to source: inout SwiftSource) {
            source.constant(name, type: type, value)
        }
    }

    /// The `let` constants that declare every name `expressions` read, in binding order, as ``reader``
    /// writes them.
    ///
    /// `let tile: CGFloat = floor(available / CGFloat(columns))`. A name a variant gives another value
    /// is chosen by the variant's condition, the later variant first.
    func letDeclarations(for expressions: [SpecExpression], section: Int?) -> [LetDeclaration] {
        let needed = boundNames(readBy: expressions, section: section)
        guard !needed.isEmpty else { return [] }
        let (traits, size): (String, String)
        switch reader {
        case .sectionProvider: (traits, size) = ("environment.traitCollection", "environment.container.contentSize")
        case .flowDelegate: (traits, size) = ("collectionView.traitCollection", "collectionView.bounds")
        }
        var declarations: [LetDeclaration] = []
        for binding in bindingsInScope(section: section) where needed.contains(binding.name) {
            guard var value = swiftExpression(binding.expression, name: binding.name) else { continue }
            for override in binding.overrides {
                guard let tests = VariantCondition(condition: override.condition).swift(traits: traits, size: size),
                    let first = tests.first, let other = swiftExpression(override.expression, name: binding.name)
                else { continue }
                let condition = tests.dropFirst().reduce(SwiftExpression.token(first)) { .infix($0, "&&", .token($1)) }
                let then: SwiftExpression = if case .conditional = other { .parenthesized(other) } else { other }
                value = .conditional(condition, then, value)
            }
            declarations.append(LetDeclaration(name: binding.name, type: binding.type, value: value))
        }
        return declarations
    }

    /// A name's expression as Swift where ``reader`` reads it, or `nil` after noting the refusal.
    private func swiftExpression(_ expression: SpecExpression, name: String) -> SwiftExpression? {
        guard let swift = Self.swift(expression, reader: reader, collectionViewGiven: readsCollectionView) else {
            if refusal == nil {
                refusal = "values read from the collection view in a section provider (let \(name): \(expression.text))"
                let section = bindings.first { $0.name == name }?.sectionIndex
                refusalPath = (section.map { "sections[\($0)]." } ?? "") + "let.\(name)"
            }
            return nil
        }
        return swift
    }

    /// Refuses what the generated code cannot declare: two sections binding one name (a delegate
    /// method declares every section's names), a variant's name on a device.
    func checkBindings() throws(SwiftGenerator.Unsupported) {
        var sectionNames: [String: Int] = [:]
        for binding in bindings {
            guard let section = binding.sectionIndex else { continue }
            if let other = sectionNames[binding.name], other != section {
                throw SwiftGenerator.Unsupported(
                    description:
                        "`let: {\(binding.name): …}` in two sections (\(other) and \(section)) is not generated yet",
                    path: "sections[\(section)].let.\(binding.name)"
                )
            }
            sectionNames[binding.name] = section
        }
        let overrides = bindings.flatMap(\.overrides)
        if let device = overrides.first(where: { $0.condition.device != nil }) {
            throw SwiftGenerator.Unsupported(
                description: "variants on a device are not generated yet",
                path: device.path
            )
        }
        // The spec's expressions cannot test the system version: the file's record could not
        // record such a name.
        if let version = overrides.first(where: { $0.condition.minimumSystemVersion != nil }) {
            throw SwiftGenerator.Unsupported(
                description: "a variant's `let:` on the system version is not generated yet",
                path: version.path
            )
        }
    }
}
