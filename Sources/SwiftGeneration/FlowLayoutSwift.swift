import LayoutEngine

/// A flow spec as the Swift an iOS developer writes for it: a configured `UICollectionViewFlowLayout`
/// for the layout's keys, and a `UICollectionViewDelegateFlowLayout` for what sections and items set
/// apart from it (each method only where some section needs it).
struct FlowLayoutSwift {
    let typeName: String
    let flow: FlowParameters
    let sections: [Section]

    /// One `UICollectionViewDelegateFlowLayout` method: its last parameter as UIKit names it, its
    /// result type, and its body.
    typealias DelegateMethod = (parameter: String, returns: String, body: (inout SwiftSource) -> Void)

    /// The delegate methods some section or item needs, in UIKit's order.
    var delegateMethods: [DelegateMethod] {
        var methods: [DelegateMethod] = []
        if sections.contains(where: { $0.flow.itemSize != nil || $0.items.contains { $0.size != nil } }) {
            methods.append(("sizeForItemAt indexPath: IndexPath", "CGSize", writeSizes))
        }
        func perSection<Value>(
            _ parameter: String,
            _ returns: String,
            _ key: KeyPath<FlowParameters, Value?>,
            _ name: String,
            _ literal: @escaping (Value) -> String
        ) {
            guard sections.contains(where: { $0.flow[keyPath: key] != nil }) else { return }
            methods.append((parameter, returns, { writeSwitch(key, name, literal, &$0) }))
        }
        perSection("insetForSectionAt section: Int", "UIEdgeInsets", \.sectionInset, "sectionInset", SwiftSource.insets)
        perSection(
            "minimumLineSpacingForSectionAt section: Int",
            "CGFloat",
            \.minimumLineSpacing,
            "minimumLineSpacing",
            SwiftSource.number
        )
        perSection(
            "minimumInteritemSpacingForSectionAt section: Int",
            "CGFloat",
            \.minimumInteritemSpacing,
            "minimumInteritemSpacing",
            SwiftSource.number
        )
        perSection(
            "referenceSizeForHeaderInSection section: Int",
            "CGSize",
            \.headerReferenceSize,
            "headerReferenceSize",
            supplementary
        )
        perSection(
            "referenceSizeForFooterInSection section: Int",
            "CGSize",
            \.footerReferenceSize,
            "footerReferenceSize",
            supplementary
        )
        return methods
    }

    var scrollsHorizontally: Bool { flow.scrollDirection == .horizontal }

    func write(to source: inout SwiftSource) {
        let methods = delegateMethods
        let hasDelegate = !methods.isEmpty
        source.line("/// The spec's `UICollectionViewFlowLayout`.")
        if hasDelegate {
            source.line("///")
            source.line("/// Sections that set their own values get them from ``\(typeName)Delegate``: make it the")
            source.line("/// collection view's delegate.")
        }
        source.line("@MainActor")
        source.block("public enum \(typeName) {") { source in
            source.block("public static func makeLayout() -> UICollectionViewFlowLayout {") { source in
                source.line("let layout = UICollectionViewFlowLayout()")
                if let direction = flow.scrollDirection {
                    source.line("layout.scrollDirection = .\(direction.rawValue)")
                }
                if let size = flow.itemSize { source.line("layout.itemSize = \(SwiftSource.size(size))") }
                if let spacing = flow.minimumLineSpacing {
                    source.line("layout.minimumLineSpacing = \(SwiftSource.number(spacing))")
                }
                if let spacing = flow.minimumInteritemSpacing {
                    source.line("layout.minimumInteritemSpacing = \(SwiftSource.number(spacing))")
                }
                if let insets = flow.sectionInset { source.line("layout.sectionInset = \(SwiftSource.insets(insets))") }
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
                source.line("return layout")
            }
        }
        guard hasDelegate else { return }
        source.line()
        source.line("/// What the spec's sections and items set apart from the layout, as the collection view's")
        source.line("/// `UICollectionViewDelegateFlowLayout` gives it.")
        source.line("@MainActor")
        source.block("public final class \(typeName)Delegate: NSObject, UICollectionViewDelegateFlowLayout {") {
            source in
            for (index, method) in methods.enumerated() {
                if index > 0 { source.line() }
                source.line("public func collectionView(")
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
        _ literal: (Value) -> String,
        _ source: inout SwiftSource
    ) {
        source.line("switch section {")
        for (index, section) in sections.enumerated() {
            guard let value = section.flow[keyPath: key] else { continue }
            source.line("case \(index): return \(literal(value))")
        }
        source.line("default: return \(Self.layoutValue)?.\(name) ?? .zero")
        source.line("}")
    }

    /// Each item's size: the items that give one, then their section's, then the layout's.
    func writeSizes(_ source: inout SwiftSource) {
        source.line("switch (indexPath.section, indexPath.item) {")
        for (index, section) in sections.enumerated() {
            var first = 0
            for run in section.items {
                defer { first += run.count }
                guard let size = run.size, run.count > 0 else { continue }
                let items = run.count == 1 ? "\(first)" : "\(first)...\(first + run.count - 1)"
                source.line("case (\(index), \(items)): return \(SwiftSource.size(size))")
            }
            if let size = section.flow.itemSize { source.line("case (\(index), _): return \(SwiftSource.size(size))") }
        }
        source.line("default: return \(Self.layoutValue)?.itemSize ?? .zero")
        source.line("}")
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
