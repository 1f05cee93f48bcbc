import LayoutEngine

/// The seed flow layouts and alignments of a flow spec as the Swift they are: a small
/// `UICollectionViewFlowLayout` subclass that computes its item size (and, for equal spacing, its
/// spacings) in `prepare()`, as WideCollectionViewLayout, DSSCollectionViewFlowLayout and
/// CollectionDisplay do, on top of mischa-hildebrand's `AlignedCollectionViewFlowLayout` when the
/// spec aligns its items.
///
/// Each computation is the original's, with its property names (`numberOfItemsPerRow`,
/// `placeEqualSpaceAroundAllCells`, `display`); a value is set only when it changes, since setting
/// one invalidates the layout.
struct FlowSeedSwift {
    /// The spec's type name (`WideGridLayout`); the subclass is `WideGridFlowLayout`.
    let typeName: String
    let flow: FlowParameters
    /// The variants that change how the items are shown (`display`, `listHeight`, `inlineFraction`,
    /// `inlineHeight`): `prepare()` tests their conditions on the collection view.
    var variants: [TraitVariant<FlowParameters>] = []

    /// The display keys: each one's name, and its value in `parameters` as Swift.
    static let displayKeys: [(name: String, type: String, value: @Sendable (FlowParameters) -> String?)] = [
        ("display", "CollectionDisplay", { $0.display.map(FlowSeedSwift.display) }),
        ("listHeight", "CGFloat", { $0.listHeight.map(SwiftSource.number) }),
        ("inlineFraction", "CGFloat", { $0.inlineFraction.map(SwiftSource.number) }),
        ("inlineHeight", "CGFloat", { $0.inlineHeight.map(SwiftSource.number) }),
    ]

    /// A `CollectionDisplay` case as Swift.
    static func display(_ display: CollectionDisplay) -> String {
        switch display {
        case .list: return ".list"
        case .inline: return ".inline"
        case .grid(let columns): return ".grid(columns: \(columns))"
        }
    }

    var computesItemsPerRow: Bool { flow.itemsPerRow != nil }
    var computesEqualSpacing: Bool { flow.equalSpacing == true }
    var computesDisplay: Bool {
        ([flow] + variants.map(\.layout)).contains { parameters in
            Self.displayKeys.contains { $0.value(parameters) != nil }
        }
    }
    var horizontalAlignment: HorizontalAlignment? { flow.horizontalAlignment.flatMap { $0 == .justified ? nil : $0 } }
    var verticalAlignment: VerticalAlignment? { flow.verticalAlignment.flatMap { $0 == .center ? nil : $0 } }

    /// Whether the items are re-aligned after UIKit's layout: `AlignedCollectionViewFlowLayout`.
    var aligns: Bool { horizontalAlignment != nil || verticalAlignment != nil }
    /// Whether the spec needs a subclass of its own.
    var subclasses: Bool { computesItemsPerRow || computesEqualSpacing || computesDisplay }
    var subclassName: String { typeName.dropLast("Layout".count) + "FlowLayout" }
    var superclass: String { aligns ? "AlignedCollectionViewFlowLayout" : "UICollectionViewFlowLayout" }

    /// What `makeLayout()` makes its layout with, and the properties it then sets, each a property's
    /// name and value.
    var construction: (make: SwiftExpression, assignments: [SwiftExpression.Argument]) {
        var assignments: [SwiftExpression.Argument] = []
        if let count = flow.itemsPerRow { assignments.append(.init("numberOfItemsPerRow", .token("\(count)"))) }
        if computesEqualSpacing { assignments.append(.init("placeEqualSpaceAroundAllCells", "true")) }
        if let display = flow.display { assignments.append(.init("display", .token(Self.display(display)))) }
        if let height = flow.listHeight { assignments.append(.init("listHeight", .number(height))) }
        if let fraction = flow.inlineFraction { assignments.append(.init("inlineFraction", .number(fraction))) }
        if let height = flow.inlineHeight { assignments.append(.init("inlineHeight", .number(height))) }
        var alignments: [SwiftExpression.Argument] = []
        if let horizontal = horizontalAlignment {
            alignments.append(.init("horizontalAlignment", .token(".\(horizontal.rawValue)")))
        }
        if let vertical = verticalAlignment {
            alignments.append(.init("verticalAlignment", .token(".\(vertical.rawValue)")))
        }
        // The subclass is made with no arguments and set like any other property; an aligned layout
        // takes its alignments as arguments.
        if subclasses { return (.call(subclassName, []), assignments + alignments) }
        if aligns { return (.call("AlignedCollectionViewFlowLayout", alignments), assignments) }
        return (.call("UICollectionViewFlowLayout", []), assignments)
    }

    func writeSubclass(to source: inout SwiftSource) {
        guard subclasses else { return }
        source.line()
        source.line("/// A flow layout that computes its item size from the collection view before each layout pass.")
        source.type(.topLevel("class", subclassName, inheriting: [superclass])) { source in
            var properties: [(comment: [String], name: String, type: String?, value: SwiftExpression)] = []
            if computesItemsPerRow {
                properties.append(
                    (
                        [
                            "How many items a row holds: they share the width left by the insets and spacings, and",
                            "keep the aspect ratio of `itemSize` (WideCollectionViewLayout).",
                        ],
                        "numberOfItemsPerRow", nil, "1"
                    )
                )
            }
            if computesEqualSpacing {
                properties.append(
                    (
                        [
                            "Whether the spacings and the section insets are the one spacing that leaves equal space",
                            "around all cells (DSSCollectionViewFlowLayout).",
                        ],
                        "placeEqualSpaceAroundAllCells", nil, "false"
                    )
                )
            }
            if computesDisplay {
                source.line("/// How the items are shown (CollectionDisplay).")
                source.type(.member(["public"], "enum", "CollectionDisplay", inheriting: ["Equatable"])) { source in
                    source.line("case inline")
                    source.line("case list")
                    source.line("case grid(columns: Int)")
                }
                source.line()
                properties += [
                    (
                        ["A list, an inline strip or a grid of squares, sized from the collection view's width."],
                        "display", nil, "CollectionDisplay.list"
                    ),
                    (["The height of a list's rows."], "listHeight", "CGFloat", "130"),
                    (["The share of the width an inline item takes."], "inlineFraction", "CGFloat", "0.9"),
                    (["The height of inline items."], "inlineHeight", "CGFloat", "300"),
                ]
            }
            for property in properties {
                for line in property.comment { source.line("/// " + line) }
                source.property(.member(["public"], "var", property.name), type: property.type, property.value) {
                    $0.line("didSet { invalidateLayout() }")
                }
                source.line()
            }
            source.function(.member(["public", "override"], "func", "prepare")) { source in
                source.line("super.prepare()")
                // Equal spacing reads the content size, not the collection view.
                let readsCollectionView = computesItemsPerRow || computesDisplay
                source.line(
                    readsCollectionView
                        ? "guard let collectionView else { return }" : "guard collectionView != nil else { return }"
                )
                if computesItemsPerRow { writeItemsPerRow(&source) }
                if computesEqualSpacing { writeEqualSpacing(&source) }
                if computesDisplay { writeDisplay(&source) }
            }
        }
    }

    func writeItemsPerRow(_ source: inout SwiftSource) {
        source.line("let count = CGFloat(max(numberOfItemsPerRow, 1))")
        source.line("let room = collectionView.bounds.width - sectionInset.left - sectionInset.right")
        source.line("let width = (room - minimumInteritemSpacing * (count - 1)) / count")
        source.line("let keepsRatio = itemSize.width > 0 && itemSize.height > 0")
        source.line("let height = keepsRatio ? width / (itemSize.width / itemSize.height) : itemSize.height")
        source.block("if itemSize != CGSize(width: width, height: height) {") {
            $0.line("itemSize = CGSize(width: width, height: height)")
        }
    }

    func writeEqualSpacing(_ source: inout SwiftSource) {
        source.block("if placeEqualSpaceAroundAllCells {") { source in
            source.line("let vertical = scrollDirection == .vertical")
            source.line("let extent = vertical ? collectionViewContentSize.width : collectionViewContentSize.height")
            source.line("let item = vertical ? itemSize.width : itemSize.height")
            source.line("// As many items as fit a line, and the room left shared among the gaps around them.")
            source.line("let (count, room) = Int(extent).quotientAndRemainder(dividingBy: Int(max(item, 1)))")
            source.line("let spacing = CGFloat(Int(CGFloat(room) / CGFloat(count + 1)))")
            source.line("let insets = UIEdgeInsets(top: spacing, left: spacing, bottom: spacing, right: spacing)")
            source.line("if minimumLineSpacing != spacing { minimumLineSpacing = spacing }")
            source.line("if minimumInteritemSpacing != spacing { minimumInteritemSpacing = spacing }")
            source.line("if sectionInset != insets { sectionInset = insets }")
        }
    }

    func writeDisplay(_ source: inout SwiftSource) {
        source.line("let containerWidth = collectionView.bounds.width")
        // Where a variant holds, its values, the later variant first; elsewhere the layout's own.
        for key in Self.displayKeys {
            let chain = variants.reversed().compactMap { variant -> (clauses: [String], value: String)? in
                guard let value = key.value(variant.layout),
                    let clauses = VariantCondition(condition: variant.condition).swift(
                        traits: "collectionView.traitCollection",
                        size: "collectionView.bounds"
                    )
                else { return nil }
                return (clauses, value)
            }
            guard !chain.isEmpty else { continue }
            source.line("let \(key.name): \(key.type)")
            for (index, branch) in chain.enumerated() {
                source.ifBlock(branch.clauses, keyword: index == 0 ? "if" : "} else if", closing: nil) {
                    $0.line("\(key.name) = \(branch.value)")
                }
            }
            source.block("} else {") { $0.line("\(key.name) = self.\(key.name)") }
        }
        source.line("let direction: UICollectionView.ScrollDirection")
        source.line("let size: CGSize")
        // A `switch`'s cases are as deep as the `switch`, as `swift format` writes them.
        source.switchBlock("display") { source in
            source.block("case .list:", closing: nil) { source in
                source.line("direction = .vertical")
                source.line("size = CGSize(width: containerWidth, height: listHeight)")
            }
            source.block("case .inline:", closing: nil) { source in
                source.line("direction = .horizontal")
                source.line("size = CGSize(width: containerWidth * inlineFraction, height: inlineHeight)")
            }
            source.block("case .grid(let columns):", closing: nil) { source in
                source.line("direction = .vertical")
                source.line("// The columns are spaced by the line spacing, as in the original.")
                source.line(
                    "let side = (containerWidth - CGFloat(columns - 1) * minimumLineSpacing) / CGFloat(columns)"
                )
                source.line("size = CGSize(width: side, height: side)")
            }
        }
        source.line("if scrollDirection != direction { scrollDirection = direction }")
        source.line("if itemSize != size { itemSize = size }")
    }
}
