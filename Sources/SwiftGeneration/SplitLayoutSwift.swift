import LayoutEngine
import LayoutSpecFormat

/// A split spec as the Swift an iOS developer writes with yahoojapan's `UICollectionViewSplitLayout`:
/// the configured layout, and the `UICollectionViewDelegateSectionSplitLayout` it cannot do without,
/// which gives every section's side and every item's size (the layout has no item size of its own),
/// and what sections set apart from the layout.
struct SplitLayoutSwift {
    let typeName: String
    let split: SplitParameters
    let sections: [Section]
    /// The values the spec computes from the environment: the delegate computes a section's from
    /// the collection view it is given, and the layout's own are set where it lays out
    /// (``writeSubclass(to:)``).
    let computed: ComputedValues
    /// The variants that change keys (not those that set only items).
    var variants: [TraitVariant<SplitParameters>] = []
    /// The spec's variants as written, by whose index a variant's values are found in the spec.
    var writtenVariants: [TraitVariant<SplitParameters>] = []

    /// The variant that sets `key` for the section `id` (or, for `nil`, the layout): its condition as
    /// the delegate tests it, and its value.
    func variant<Value>(
        _ key: KeyPath<SplitParameters, Value?>,
        section id: SectionID?
    ) -> (condition: [String], value: Value)? {
        VariantCondition.delegateValue(variants, key, section: id)
    }

    /// The delegate's methods: the last parameters after `layout:` as the split layout names them,
    /// the result type, and the body.
    typealias DelegateMethod = (parameters: [String], returns: String, body: (inout SwiftSource) -> Void)

    static let side = "side: UICollectionViewSplitLayoutSide"

    /// The delegate methods: the two required ones, then the optional ones some section needs, in the
    /// protocol's order.
    var delegateMethods: [DelegateMethod] {
        var methods: [DelegateMethod] = [
            (["sideForSection section: Int"], "UICollectionViewSplitLayoutSide", writeSides),
            (["sizeForItemAtIndexPath indexPath: IndexPath", "width: CGFloat", Self.side], "CGSize", writeSizes),
        ]
        for key in SpecKeyCatalogue.splitDelegateKeys {
            guard let parameter = key.splitParameter, let label = key.delegateLabel else { continue }
            // A property of the layout defaults to the layout's own value; the header, footer and
            // colour have no property on the layout: the delegate gives the layout's too.
            let fallback: SwiftExpression =
                key.property.map { .infix(.token(Self.layoutValue + "?.\($0.name)"), "??", Self.defaultValue(of: key)) }
                ?? parameter.value(split).map { delegateLiteral($0, "") }
                ?? (parameter.kind == .text ? "nil" : ".zero")
            // A value of the layout's own that is no property of it: only the delegate gives it.
            let needed =
                sections.contains { parameter.value($0.split) != nil || variant(parameter, section: $0.id) != nil }
                || key.property == nil && parameter.value(split) != nil
            guard needed else { continue }
            let first = "\(label) section: Int"
            let parameters =
                parameter.kind == .splitSupplementarySize ? [first, "width: CGFloat", Self.side] : [first, Self.side]
            methods.append(
                (
                    parameters, Self.swiftType(of: parameter.kind),
                    { writeSwitch(key, parameter, fallback: fallback, &$0) }
                )
            )
        }
        return methods
    }

    /// The Swift type of a delegate method's answer of `kind`.
    static func swiftType(of kind: LayoutParameterKind) -> String {
        switch kind {
        case .number: "CGFloat"
        case .insets: "UIEdgeInsets"
        case .text: "UIColor?"
        default: "CGSize"
        }
    }

    /// A value as a delegate method returns it, with what the spec computes at `path` as expressions.
    func delegateLiteral(_ value: LayoutParameterValue, _ path: String) -> SwiftExpression {
        switch value {
        case .number(let number): computed.number(number, at: path)
        case .insets(let insets): self.insets(insets, path)
        case .splitSupplementarySize(let size): supplementary(size)
        case .text(let color): SplitColor.swift(color)
        default: value.swiftLiteral ?? ""
        }
    }

    /// The variant that sets the key `parameter` holds, for the section `id` (or the layout), and
    /// where the spec writes its value (``VariantCondition/setPrefix(_:in:section:)``).
    func variant(
        _ parameter: SplitParameter,
        section id: SectionID?
    ) -> (condition: [String], value: LayoutParameterValue, prefix: String)? {
        VariantCondition.delegateVariant(variants, parameter.value, section: id).map {
            ($0.condition, $0.value, VariantCondition.setPrefix($0.variant, in: writtenVariants, section: id))
        }
    }

    func write(to source: inout SwiftSource) {
        source.line("/// The spec's `UICollectionViewSplitLayout`.")
        source.line("///")
        source.line("/// Make ``\(typeName)Delegate`` the collection view's delegate: it gives each section's")
        source.line("/// side and each item's size.")
        source.type(.topLevel("enum", typeName)) { source in
            source.function(
                .member(["public", "static"], "func", "makeLayout"),
                result: " -> UICollectionViewSplitLayout"
            ) {
                source in
                source.line("let layout = \(followsCollectionView ? subclassName : "UICollectionViewSplitLayout")()")
                for key in SpecKeyCatalogue.splitLayoutProperties where !computesLayout(key.name) {
                    if let value = literal(of: split, key) { source.assignment("layout.\(Self.property(key))", value) }
                }
                source.line("return layout")
            }
        }
        writeSubclass(to: &source)
        source.line()
        source.line("/// The sides, item sizes and per-section values of the spec, as the split layout asks its")
        source.line("/// collection view's delegate for them.")
        source.type(
            .topLevel(
                "class",
                "\(typeName)Delegate",
                inheriting: ["NSObject", "UICollectionViewDelegateSectionSplitLayout"]
            )
        ) { source in
            for (index, method) in delegateMethods.enumerated() {
                if index > 0 { source.line() }
                source.layoutDelegateMethod(
                    ["public"],
                    parameters: method.parameters,
                    returns: method.returns,
                    method.body
                )
            }
        }
    }

    /// `layout` as the split layout the delegate's values default to.
    static let layoutValue = "(collectionViewLayout as? UICollectionViewSplitLayout)"

    /// Every section's side, as a `switch` on the section or one value for all.
    ///
    /// A `case` takes the sections on the side the last section is not on, and `default:` the rest;
    /// a section whose side a variant changes has a case of its own, which tests the variant's
    /// condition first.
    func writeSides(_ source: inout SwiftSource) {
        let sides = sections.map { $0.split.side ?? split.side ?? .left }
        let varied = sections.map { variant(\.side, section: $0.id) }
        let common = sides.last ?? .left
        let others = sides.indices.filter { sides[$0] != common && varied[$0] == nil }
        guard !others.isEmpty || varied.contains(where: { $0 != nil }) else {
            source.line(".\(common.rawValue)")
            return
        }
        source.switchBlock("section") { source in
            for (index, variant) in varied.enumerated() {
                guard let variant else { continue }
                source.caseReturn(
                    "case \(index):",
                    .token(".\(sides[index].rawValue)"),
                    variant: (variant.condition, .token(".\(variant.value.rawValue)"))
                )
            }
            if !others.isEmpty {
                source.line("case \(others.map(String.init).joined(separator: ", ")): return .\(common.other.rawValue)")
            }
            source.line("default: return .\(common.rawValue)")
        }
    }

    /// A `switch` on the section: the sections that set `key`, then `fallback`; where a variant sets
    /// a section's value, its case tests the variant's condition first.
    func writeSwitch(
        _ key: SpecKey,
        _ parameter: SplitParameter,
        fallback: SwiftExpression,
        _ source: inout SwiftSource
    ) {
        computed.reader = .flowDelegate(section: "section")
        source.switchBlock("section") { source in
            for (index, section) in sections.enumerated() {
                let varied = variant(parameter, section: section.id).map {
                    ($0.condition, delegateLiteral($0.value, $0.prefix + key.name))
                }
                guard
                    let value = parameter.value(section.split).map({
                        delegateLiteral($0, "sections[\(index)].\(key.name)")
                    }) ?? varied.map({ _ in fallback })
                else { continue }
                source.caseReturn("case \(index):", value, variant: varied)
            }
            source.caseReturn("default:", fallback)
        }
    }

    /// `UIEdgeInsets(…)` with the values the spec computes at `path` as expressions.
    func insets(_ insets: EdgeInsets, _ path: String) -> SwiftExpression { computed.insets(insets, at: path) }

    /// Each item's size: the items that give one, then their section's, then the layout's; a width
    /// of `{columns: N}` is the split layout's own helper, with the section's spacing and insets.
    func writeSizes(_ source: inout SwiftSource) {
        let usesColumns =
            ([split.itemSize] + sections.map(\.split.itemSize) + sections.flatMap { $0.items.map(\.splitSize) })
            .contains { if case .columns = $0?.width { true } else { false } }
        if usesColumns {
            source.line("guard let layout = collectionViewLayout as? UICollectionViewSplitLayout else { return .zero }")
        }
        computed.reader = .flowDelegate(section: "indexPath.section")
        writeLets(&source)
        source.switchBlock("(indexPath.section, indexPath.item)") { source in
            for (index, section) in sections.enumerated() {
                var first = 0
                for (number, run) in section.items.enumerated() {
                    defer { first += run.count }
                    guard let size = run.splitSize, run.count > 0 else { continue }
                    let items = run.count == 1 ? "\(first)" : "\(first)...\(first + run.count - 1)"
                    // Where the spec computes the size: the list's entry, or the one run of a mapping.
                    let path = "sections[\(index)].items"
                    let entries = ["\(path)[\(number)]"] + (section.items.count == 1 ? [path] : [])
                    writeSize(size, label: "case (\(index), \(items)):", section: section, paths: entries, &source)
                }
                if let size = section.split.itemSize {
                    writeSize(size, label: "case (\(index), _):", section: section, &source)
                }
            }
            if let size = split.itemSize {
                writeSize(size, label: "default:", section: nil, &source)
            } else {
                source.line("default: return .zero")
            }
        }
    }

    /// The `let` constants of the names of `let:` the item sizes read, every section's.
    func writeLets(_ source: inout SwiftSource) {
        var declared: Set<String> = []
        func expressions(under prefix: String) -> [SpecExpression] {
            computed.sources.filter { $0.key.hasPrefix(prefix) && $0.key.contains("item") }.sorted { $0.key < $1.key }
                .map(\.value)
        }
        let declarations =
            computed.letDeclarations(for: expressions(under: "layout."), section: nil)
            + sections.indices.flatMap {
                computed.letDeclarations(for: expressions(under: "sections[\($0)]."), section: $0)
            }
        for declaration in declarations where declared.insert(declaration.name).inserted {
            declaration.write(to: &source)
        }
    }

    /// One `case` of the item sizes; `section` is `nil` for the layout's, whose spacing and insets
    /// are the layout's own.
    func writeSize(
        _ size: SplitItemSize,
        label: String,
        section: Section?,
        paths: [String] = [],
        _ source: inout SwiftSource
    ) {
        func dimension(_ dimension: SplitItemDimension, square: SwiftExpression, side: Int) -> SwiftExpression {
            switch dimension {
            case .points(let points):
                return computed.number(points, at: paths.flatMap { ["\($0)[\(side)]", "\($0).size[\(side)]"] })
            case .columns: return "columnWidth"
            case .square: return square
            }
        }
        guard case .columns(let count) = size.width else {
            let width = dimension(size.width, square: "0", side: 0)
            source.caseReturn(label, .size(width: width, height: dimension(size.height, square: width, side: 1)))
            return
        }
        let inter =
            section?.split.minimumInterItemSpacing.map(SwiftExpression.number) ?? "layout.minimumInterItemSpacing"
        let inset = section?.split.sectionInset.map(SwiftExpression.insets) ?? "layout.sectionInset"
        source.block(label, closing: nil) { source in
            source.assignment(
                "let columnWidth",
                .call(
                    "layout.calculateFixedWidthRaughly",
                    [
                        .init("to", .token("\(count)")), .init("of", "side"), .init(.minimumInterItemSpacing, inter),
                        .init(.sectionInset, inset),
                    ]
                )
            )
            source.returnStatement(
                .size(width: "columnWidth", height: dimension(size.height, square: "columnWidth", side: 1))
            )
        }
    }

    /// A header or footer size: a height spans its side's width, which the delegate is given.
    func supplementary(_ size: SplitSupplementarySize) -> SwiftExpression {
        switch size {
        case .height(let height): .size(width: "width", height: .number(height))
        case .size(let size): .size(size)
        }
    }
}

extension SplitSide {
    /// The other column.
    fileprivate var other: SplitSide { self == .left ? .right : .left }
}
