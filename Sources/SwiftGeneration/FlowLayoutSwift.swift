import LayoutEngine

/// A flow spec as the Swift an iOS developer writes for it: a configured `UICollectionViewFlowLayout`
/// for the layout's keys, and a `UICollectionViewDelegateFlowLayout` for what sections and items set
/// apart from it (each method only where some section needs it).
struct FlowLayoutSwift {
    let typeName: String
    let flow: FlowParameters
    let sections: [Section]
    /// The values the spec computes from the environment: the delegate computes them, from the
    /// collection view it is given.
    let computed: ComputedValues
    /// The variants that change keys (not those that set only items): the delegate tests their
    /// conditions on the collection view it is given.
    var variants: [TraitVariant<FlowParameters>] = []

    /// The variant that sets `key` for the section `id` (or, for `nil`, the layout): its condition as
    /// the delegate tests it, and its value.
    func variant<Value>(
        _ key: KeyPath<FlowParameters, Value?>,
        section id: SectionID?
    ) -> (condition: [String], value: Value)? {
        VariantCondition.delegateValue(variants, key, section: id)
    }

    /// Whether a variant sets `key`, for the layout or a section.
    func varies<Value>(_ key: KeyPath<FlowParameters, Value?>) -> Bool {
        variants.contains { variant in
            variant.layout[keyPath: key] != nil || variant.sections.values.contains { $0[keyPath: key] != nil }
        }
    }

    /// Whether the layout (not a section) computes `key` from the environment; then `makeLayout()`
    /// leaves it out and the delegate's method gives it for every section.
    func layoutComputes(_ key: String) -> Bool {
        computed.sources.keys.contains {
            $0 == "layout.\(key)" || $0.hasPrefix("layout.\(key)[") || $0.hasPrefix("layout.\(key).")
        }
    }

    /// One `UICollectionViewDelegateFlowLayout` method: its last parameter as UIKit names it, its
    /// result type, and its body.
    typealias DelegateMethod = (parameter: String, returns: String, body: (inout SwiftSource) -> Void)

    /// The delegate methods some section or item needs, in UIKit's order.
    var delegateMethods: [DelegateMethod] {
        var methods: [DelegateMethod] = []
        if sections.contains(where: { $0.flow.itemSize != nil || !selfSizing && $0.items.contains { $0.size != nil } })
            || layoutComputes("itemSize") || varies(\.itemSize)
        {
            methods.append(("sizeForItemAt indexPath: IndexPath", "CGSize", writeSizes))
        }
        func perSection<Value>(
            _ parameter: String,
            _ returns: String,
            _ key: KeyPath<FlowParameters, Value?>,
            _ name: String,
            _ literal: @escaping (Value, String) -> String
        ) {
            guard sections.contains(where: { $0.flow[keyPath: key] != nil }) || layoutComputes(name) || varies(key)
            else { return }
            methods.append((parameter, returns, { writeSwitch(key, name, literal, &$0) }))
        }
        perSection("insetForSectionAt section: Int", "UIEdgeInsets", \.sectionInset, "sectionInset", insets)
        perSection(
            "minimumLineSpacingForSectionAt section: Int",
            "CGFloat",
            \.minimumLineSpacing,
            "minimumLineSpacing",
            { computed.number($0, at: $1) }
        )
        perSection(
            "minimumInteritemSpacingForSectionAt section: Int",
            "CGFloat",
            \.minimumInteritemSpacing,
            "minimumInteritemSpacing",
            { computed.number($0, at: $1) }
        )
        perSection(
            "referenceSizeForHeaderInSection section: Int",
            "CGSize",
            \.headerReferenceSize,
            "headerReferenceSize",
            { size, _ in supplementary(size) }
        )
        perSection(
            "referenceSizeForFooterInSection section: Int",
            "CGSize",
            \.footerReferenceSize,
            "footerReferenceSize",
            { size, _ in supplementary(size) }
        )
        return methods
    }

    var scrollsHorizontally: Bool { flow.scrollDirection == .horizontal }

    /// `parameters` without the keys the delegate gives.
    static func withoutDelegateKeys(_ parameters: FlowParameters) -> FlowParameters {
        var rest = parameters
        rest.itemSize = nil
        rest.sectionInset = nil
        rest.minimumLineSpacing = nil
        rest.minimumInteritemSpacing = nil
        rest.headerReferenceSize = nil
        rest.footerReferenceSize = nil
        return rest
    }

    /// The keys the delegate gives, each with whether `parameters` sets it.
    static func delegateKeys(of parameters: FlowParameters) -> [(String, Bool)] {
        [
            ("itemSize", parameters.itemSize != nil), ("sectionInset", parameters.sectionInset != nil),
            ("minimumLineSpacing", parameters.minimumLineSpacing != nil),
            ("minimumInteritemSpacing", parameters.minimumInteritemSpacing != nil),
            ("headerReferenceSize", parameters.headerReferenceSize != nil),
            ("footerReferenceSize", parameters.footerReferenceSize != nil),
        ]
    }

    /// The seed layouts and alignments the layout uses.
    var seed: FlowSeedSwift { FlowSeedSwift(typeName: typeName, flow: flow, variants: variants) }

    /// Whether cells size themselves (`estimatedItemSize`): then the items' sizes are what the cells
    /// measure, which the file's first comment records, not the delegate's answers.
    var selfSizing: Bool { flow.estimatedItemSize != nil }

    func write(to source: inout SwiftSource) {
        let methods = delegateMethods
        let hasDelegate = !methods.isEmpty
        source.line("/// The spec's `UICollectionViewFlowLayout`.")
        if hasDelegate {
            source.line("///")
            source.line("/// Sections that set their own values get them from the delegate methods below, which the")
            source.line("/// collection view's own `UICollectionViewDelegateFlowLayout` calls.")
        }
        source.beginTopLevelDeclaration()
        source.line("@MainActor")
        source.block("public enum \(typeName) {") { source in
            source.block("public static func makeLayout() -> UICollectionViewFlowLayout {") { source in
                source.line(seed.construction.make)
                if let direction = flow.scrollDirection {
                    source.line("layout.scrollDirection = .\(direction.rawValue)")
                }
                // What the layout computes from the environment, the delegate gives.
                if let size = flow.itemSize, !layoutComputes("itemSize") {
                    source.line("layout.itemSize = \(SwiftSource.size(size))")
                }
                if let size = flow.estimatedItemSize {
                    source.line("layout.estimatedItemSize = \(SwiftSource.size(size))")
                }
                if let spacing = flow.minimumLineSpacing, !layoutComputes("minimumLineSpacing") {
                    source.line("layout.minimumLineSpacing = \(SwiftSource.number(spacing))")
                }
                if let spacing = flow.minimumInteritemSpacing, !layoutComputes("minimumInteritemSpacing") {
                    source.line("layout.minimumInteritemSpacing = \(SwiftSource.number(spacing))")
                }
                if let insets = flow.sectionInset, !layoutComputes("sectionInset") {
                    source.line("layout.sectionInset = \(SwiftSource.insets(insets))")
                }
                if let reference = flow.sectionInsetReference {
                    source.line("layout.sectionInsetReference = .\(reference.rawValue)")
                }
                if let header = flow.headerReferenceSize {
                    source.line("layout.headerReferenceSize = \(supplementary(header))")
                }
                if let footer = flow.footerReferenceSize {
                    source.line("layout.footerReferenceSize = \(supplementary(footer))")
                }
                if let pins = flow.sectionHeadersPinToVisibleBounds {
                    source.line("layout.sectionHeadersPinToVisibleBounds = \(pins)")
                }
                if let pins = flow.sectionFootersPinToVisibleBounds {
                    source.line("layout.sectionFootersPinToVisibleBounds = \(pins)")
                }
                for assignment in seed.construction.assignments { source.line(assignment) }
                source.line("return layout")
            }
        }
        seed.writeSubclass(to: &source)
        guard hasDelegate else { return }
        source.line()
        source.line("/// What the spec's sections and items set apart from the layout, with the signatures of")
        source.line("/// `UICollectionViewDelegateFlowLayout`: the app's delegate (its view controller, most often)")
        source.line("/// answers each of these methods by calling this one, so no second object competes with it:")
        source.line("///")
        source.line("///     func collectionView(")
        source.line(
            "///         _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,"
        )
        source.line("///         \(methods[0].parameter)")
        source.line("///     ) -> \(methods[0].returns) {")
        let argument = methods[0].parameter.split(separator: " ").prefix(2)
        source.line("///         \(typeName).collectionView(")
        source.line(
            "///             collectionView, layout: collectionViewLayout, \(argument.first ?? ""): \(argument.last ?? ""))"
        )
        source.line("///     }")
        source.beginTopLevelDeclaration()
        source.block("extension \(typeName) {") { source in
            for (index, method) in methods.enumerated() {
                if index > 0 { source.line() }
                source.line("public static func collectionView(")
                source.indent()
                source.line("_ collectionView: UICollectionView,")
                source.line("layout collectionViewLayout: UICollectionViewLayout,")
                source.line(method.parameter)
                source.outdent()
                source.block(") -> \(method.returns) {", method.body)
            }
        }
    }

    /// `layout` as the flow layout the delegate's values default to.
    static let layoutValue = "(collectionViewLayout as? UICollectionViewFlowLayout)"

    /// A `switch` on the section: the sections that set `key`, then the layout's own value.
    func writeSwitch<Value>(
        _ key: KeyPath<FlowParameters, Value?>,
        _ name: String,
        _ literal: (Value, String) -> String,
        _ source: inout SwiftSource
    ) {
        computed.reader = .flowDelegate(section: "section")
        writeLets(reading: { $0 == name || $0.hasPrefix(name + "[") || $0.hasPrefix(name + ".") }, &source)
        let fallback = "\(Self.layoutValue)?.\(name) ?? .zero"
        // Only the layout's value, which a variant changes: no switch.
        if !sections.contains(where: { $0.flow[keyPath: key] != nil || variant(key, section: $0.id) != nil }),
            !layoutComputes(name), let varied = variant(key, section: nil)
        {
            source.ifBlock(varied.condition) { $0.line("return \(literal(varied.value, ""))") }
            source.line("return \(fallback)")
            return
        }
        source.line("switch section {")
        for (index, section) in sections.enumerated() {
            let varied = variant(key, section: section.id).map { ($0.condition, literal($0.value, "")) }
            guard
                let value = section.flow[keyPath: key].map({ literal($0, "sections[\(index)].\(name)") })
                    ?? varied.map({ _ in fallback })
            else { continue }
            source.caseReturn("case \(index):", value, variant: varied)
        }
        let varied = variant(key, section: nil).map { ($0.condition, literal($0.value, "")) }
        if layoutComputes(name), let value = flow[keyPath: key] {
            source.caseReturn("default:", literal(value, "layout.\(name)"), variant: varied)
        } else {
            source.caseReturn("default:", fallback, variant: varied)
        }
        source.line("}")
    }

    /// `CGSize(…)` with the values the spec computes at `path` (`layout.itemSize`) as expressions.
    func size(_ size: Size, _ path: String) -> String {
        "CGSize(width: \(computed.number(size.width, at: [path + "[0]", path + ".width"])), "
            + "height: \(computed.number(size.height, at: [path + "[1]", path + ".height"])))"
    }

    /// `UIEdgeInsets(…)` with the values the spec computes at `path` as expressions.
    func insets(_ insets: EdgeInsets, _ path: String) -> String { computed.insets(insets, at: path) }

    /// Each item's size: the items that give one, then their section's, then the layout's.
    func writeSizes(_ source: inout SwiftSource) {
        computed.reader = .flowDelegate(section: "indexPath.section")
        writeLets(reading: { $0.hasPrefix("items") || $0.hasPrefix("itemSize") }, &source)
        source.line("switch (indexPath.section, indexPath.item) {")
        for (index, section) in sections.enumerated() {
            var first = 0
            for (number, run) in section.items.enumerated() where !selfSizing {
                defer { first += run.count }
                guard let size = run.size, run.count > 0 else { continue }
                let items = run.count == 1 ? "\(first)" : "\(first)...\(first + run.count - 1)"
                // A size computed per item is the spec's expression, at its list entry or in the one
                // run of a mapping.
                let path = "sections[\(index)].items"
                let entries = ["\(path)[\(number)]"] + (section.items.count == 1 ? [path] : [])
                let width = computed.number(size.width, at: entries.flatMap { ["\($0)[0]", "\($0).size[0]"] })
                let height = computed.number(size.height, at: entries.flatMap { ["\($0)[1]", "\($0).size[1]"] })
                source.caseReturn("case (\(index), \(items)):", "CGSize(width: \(width), height: \(height))")
            }
            let varied = variant(\.itemSize, section: section.id).map { ($0.condition, SwiftSource.size($0.value)) }
            if let size = section.flow.itemSize {
                source.caseReturn(
                    "case (\(index), _):",
                    self.size(size, "sections[\(index)].itemSize"),
                    variant: varied
                )
            } else if varied != nil {
                source.caseReturn("case (\(index), _):", "\(Self.layoutValue)?.itemSize ?? .zero", variant: varied)
            }
        }
        let varied = variant(\.itemSize, section: nil).map { ($0.condition, SwiftSource.size($0.value)) }
        if layoutComputes("itemSize"), let size = flow.itemSize {
            source.caseReturn("default:", self.size(size, "layout.itemSize"), variant: varied)
        } else {
            source.caseReturn("default:", "\(Self.layoutValue)?.itemSize ?? .zero", variant: varied)
        }
        source.line("}")
    }

    /// The `let` constants of the names of `let:` that the values at the key paths `reads` accepts
    /// read (the part after `sections[N].` or `layout.`): every section's, as one method answers for
    /// every section (the generator refuses two sections that bind one name).
    func writeLets(reading reads: (String) -> Bool, _ source: inout SwiftSource) {
        var declared: Set<String> = []
        func declare(_ lines: [String]) {
            for line in lines {
                let name = String(line.dropFirst("let ".count).prefix { $0 != ":" })
                if declared.insert(name).inserted { source.declaration(line) }
            }
        }
        func texts(under prefix: String) -> [String] {
            computed.sources.filter { $0.key.hasPrefix(prefix) && reads(String($0.key.dropFirst(prefix.count))) }
                .sorted { $0.key < $1.key }.map(\.value)
        }
        declare(computed.letLines(for: texts(under: "layout."), section: nil))
        for index in sections.indices {
            declare(computed.letLines(for: texts(under: "sections[\(index)]."), section: index))
        }
    }

    /// A header or footer reference size: only the extent along the scroll axis counts.
    func supplementary(_ size: SupplementarySize) -> String {
        switch size {
        case .size(let size): return SwiftSource.size(size)
        case .extent(let extent):
            return scrollsHorizontally
                ? SwiftSource.size(Size(width: extent, height: 0)) : SwiftSource.size(Size(width: 0, height: extent))
        }
    }
}
