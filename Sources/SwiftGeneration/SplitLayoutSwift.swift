import LayoutEngine

/// A split spec as the Swift an iOS developer writes with yahoojapan's `UICollectionViewSplitLayout`:
/// the configured layout, and the `UICollectionViewDelegateSectionSplitLayout` it cannot do without,
/// which gives every section's side and every item's size (the layout has no item size of its own),
/// and what sections set apart from the layout.
struct SplitLayoutSwift {
    let typeName: String
    let split: SplitParameters
    let sections: [Section]

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
        // The header, footer and colour have no property on the layout: the delegate gives the
        // layout's too.
        func perSection<Value>(
            _ parameter: String,
            _ returns: String,
            _ key: KeyPath<SplitParameters, Value?>,
            fallback: String,
            takesWidth: Bool = false,
            _ literal: @escaping (Value) -> String
        ) {
            let needed =
                sections.contains { $0.split[keyPath: key] != nil }
                || fallback.first != "(" && fallback != ".zero" && fallback != "nil"
            guard needed else { return }
            let parameters = takesWidth ? [parameter, "width: CGFloat", Self.side] : [parameter, Self.side]
            methods.append((parameters, returns, { writeSwitch(key, fallback: fallback, literal, &$0) }))
        }
        perSection(
            "referenceSizeForHeaderInSection section: Int",
            "CGSize",
            \.header,
            fallback: split.header.map(supplementary) ?? ".zero",
            takesWidth: true,
            supplementary
        )
        perSection(
            "referenceSizeForFooterInSection section: Int",
            "CGSize",
            \.footer,
            fallback: split.footer.map(supplementary) ?? ".zero",
            takesWidth: true,
            supplementary
        )
        perSection(
            "insetForSectionAtIndex section: Int",
            "UIEdgeInsets",
            \.sectionInset,
            fallback: Self.layoutValue + "?.sectionInset ?? .zero",
            SwiftSource.insets
        )
        perSection(
            "minimumInterItemSpacingForSectionAtIndex section: Int",
            "CGFloat",
            \.minimumInterItemSpacing,
            fallback: Self.layoutValue + "?.minimumInterItemSpacing ?? 0",
            SwiftSource.number
        )
        perSection(
            "minimumItemLineSpacingForSectionAtIndex section: Int",
            "CGFloat",
            \.minimumItemLineSpacing,
            fallback: Self.layoutValue + "?.minimumItemLineSpacing ?? 0",
            SwiftSource.number
        )
        perSection(
            "itemsBackgroundColorFor section: Int",
            "UIColor?",
            \.backgroundColor,
            fallback: split.backgroundColor.map(SplitColor.swift) ?? "nil",
            SplitColor.swift
        )
        return methods
    }

    func write(to source: inout SwiftSource) {
        source.line("/// The spec's `UICollectionViewSplitLayout`.")
        source.line("///")
        source.line("/// Make ``\(typeName)Delegate`` the collection view's delegate: it gives each section's")
        source.line("/// side and each item's size.")
        source.line("@MainActor")
        source.block("public enum \(typeName) {") { source in
            source.block("public static func makeLayout() -> UICollectionViewSplitLayout {") { source in
                source.line("let layout = UICollectionViewSplitLayout()")
                if let ratio = split.leftSideRatio {
                    source.line("layout.leftSideRatio = \(SwiftSource.number(ratio))")
                }
                if let spacing = split.splitSpacing {
                    source.line("layout.splitSpacing = \(SwiftSource.number(spacing))")
                }
                if let spacing = split.minimumItemLineSpacing {
                    source.line("layout.minimumItemLineSpacing = \(SwiftSource.number(spacing))")
                }
                if let spacing = split.minimumInterItemSpacing {
                    source.line("layout.minimumInterItemSpacing = \(SwiftSource.number(spacing))")
                }
                if let insets = split.sectionInset {
                    source.line("layout.sectionInset = \(SwiftSource.insets(insets))")
                }
                if let reference = split.sectionInsetReference {
                    source.line("layout.sectionInsetReference = .\(reference.rawValue)")
                }
                if let normalizing = split.isNormalizingLineHeight {
                    source.line("layout.isNormalizingLineHeight = \(normalizing)")
                }
                if let pins = split.sectionPinToVisibleBounds {
                    source.line("layout.sectionPinToVisibleBounds = \(pins)")
                }
                source.line("return layout")
            }
        }
        source.line()
        source.line("/// The sides, item sizes and per-section values of the spec, as the split layout asks its")
        source.line("/// collection view's delegate for them.")
        source.line("@MainActor")
        // `swift format` breaks a declaration too long for a line after the superclass.
        let declaration =
            "public final class \(typeName)Delegate: NSObject, UICollectionViewDelegateSectionSplitLayout {"
        if source.fits(declaration) {
            source.line(declaration)
        } else {
            source.line("public final class \(typeName)Delegate: NSObject,")
            source.line("    UICollectionViewDelegateSectionSplitLayout")
            source.line("{")
        }
        source.indent()
        for (index, method) in delegateMethods.enumerated() {
            if index > 0 { source.line() }
            source.line("public func collectionView(")
            source.indent()
            source.line("_ collectionView: UICollectionView,")
            source.line("layout collectionViewLayout: UICollectionViewLayout,")
            for (number, parameter) in method.parameters.enumerated() {
                source.line(parameter + (number == method.parameters.count - 1 ? "" : ","))
            }
            source.outdent()
            source.block(") -> \(method.returns) {", method.body)
        }
        source.outdent()
        source.line("}")
    }

    /// `layout` as the split layout the delegate's values default to.
    static let layoutValue = "(collectionViewLayout as? UICollectionViewSplitLayout)"

    /// Every section's side: a `case` for the sections on the side the last section is not on, and
    /// that side for the rest; a plain `return` when every section is on one side.
    func writeSides(_ source: inout SwiftSource) {
        let sides = sections.map { $0.split.side ?? split.side ?? .left }
        let common = sides.last ?? .left
        let others = sides.indices.filter { sides[$0] != common }
        guard !others.isEmpty else {
            source.line(".\(common.rawValue)")
            return
        }
        source.line("switch section {")
        source.line("case \(others.map(String.init).joined(separator: ", ")): return .\(common.other.rawValue)")
        source.line("default: return .\(common.rawValue)")
        source.line("}")
    }

    /// A `switch` on the section: the sections that set `key`, then `fallback`.
    func writeSwitch<Value>(
        _ key: KeyPath<SplitParameters, Value?>,
        fallback: String,
        _ literal: (Value) -> String,
        _ source: inout SwiftSource
    ) {
        source.line("switch section {")
        for (index, section) in sections.enumerated() {
            guard let value = section.split[keyPath: key] else { continue }
            source.caseReturn("case \(index):", literal(value))
        }
        source.caseReturn("default:", fallback)
        source.line("}")
    }

    /// Each item's size: the items that give one, then their section's, then the layout's; a width
    /// of `{columns: N}` is the split layout's own helper, with the section's spacing and insets.
    func writeSizes(_ source: inout SwiftSource) {
        let usesColumns =
            ([split.itemSize] + sections.map(\.split.itemSize) + sections.flatMap { $0.items.map(\.splitSize) })
            .contains { if case .columns = $0?.width { true } else { false } }
        if usesColumns {
            source.line("guard let layout = collectionViewLayout as? UICollectionViewSplitLayout else { return .zero }")
        }
        source.line("switch (indexPath.section, indexPath.item) {")
        for (index, section) in sections.enumerated() {
            var first = 0
            for run in section.items {
                defer { first += run.count }
                guard let size = run.splitSize, run.count > 0 else { continue }
                let items = run.count == 1 ? "\(first)" : "\(first)...\(first + run.count - 1)"
                writeSize(size, label: "case (\(index), \(items)):", section: section, &source)
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
        source.line("}")
    }

    /// One `case` of the item sizes; `section` is `nil` for the layout's, whose spacing and insets
    /// are the layout's own.
    func writeSize(_ size: SplitItemSize, label: String, section: Section?, _ source: inout SwiftSource) {
        func dimension(_ dimension: SplitItemDimension, square: String) -> String {
            switch dimension {
            case .points(let points): return SwiftSource.number(points)
            case .columns: return "columnWidth"
            case .square: return square
            }
        }
        guard case .columns(let count) = size.width else {
            let width = dimension(size.width, square: "0")
            source.caseReturn(label, "CGSize(width: \(width), height: \(dimension(size.height, square: width)))")
            return
        }
        let inter = section?.split.minimumInterItemSpacing.map(SwiftSource.number) ?? "layout.minimumInterItemSpacing"
        let inset = section?.split.sectionInset.map(SwiftSource.insets) ?? "layout.sectionInset"
        source.line(label)
        source.indent()
        source.call(
            "let columnWidth = layout.calculateFixedWidthRaughly",
            ["to: \(count)", "of: side", "minimumInterItemSpacing: \(inter)", "sectionInset: \(inset)"]
        )
        source.line("return CGSize(width: columnWidth, height: \(dimension(size.height, square: "columnWidth")))")
        source.outdent()
    }

    /// A header or footer size: a height spans its side's width, which the delegate is given.
    func supplementary(_ size: SplitSupplementarySize) -> String {
        switch size {
        case .height(let height): return "CGSize(width: width, height: \(SwiftSource.number(height)))"
        case .size(let size): return SwiftSource.size(size)
        }
    }
}

extension SplitSide {
    /// The other column.
    fileprivate var other: SplitSide { self == .left ? .right : .left }
}
