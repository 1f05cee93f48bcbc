import LayoutEngine
import Yams

extension DocumentReader {
    /// Every `type: flow` layout key (spec-format.md); all but `scrollDirection` may be set on a section.
    static let flowKeys = SpecKeyCatalogue.names(in: .flow)

    /// Reads the flow keys among `entries` (other keys are the caller's).
    func flowParameters(_ entries: SpecEntries, on level: KeyLevel) -> FlowParameters {
        var parameters = FlowParameters()
        if let value = entries["scrollDirection"] {
            if level == .section {
                value.report(.invalidValue, "scrollDirection can only be set on the layout, not on a section")
            } else {
                parameters.scrollDirection = value.enumeration(ScrollDirection.self)
            }
        }
        parameters.itemSize = entries["itemSize"]?.size()
        if let estimated = entries["estimatedItemSize"]?.size(), estimated != .zero {
            // UIKit treats a zero estimate as "no self-sizing".
            parameters.estimatedItemSize = estimated
        }
        parameters.minimumLineSpacing = entries["minimumLineSpacing"]?.number(atLeast: 0)
        parameters.minimumInteritemSpacing = entries["minimumInteritemSpacing"]?.number(atLeast: 0)
        parameters.sectionInset = entries["sectionInset"]?.insets()
        parameters.sectionInsetReference = entries["sectionInsetReference"]?.enumeration(SectionInsetReference.self)
        parameters.headerReferenceSize = entries["headerReferenceSize"].flatMap(supplementarySize)
        parameters.footerReferenceSize = entries["footerReferenceSize"].flatMap(supplementarySize)
        parameters.sectionHeadersPinToVisibleBounds = entries["sectionHeadersPinToVisibleBounds"]?.bool()
        parameters.sectionFootersPinToVisibleBounds = entries["sectionFootersPinToVisibleBounds"]?.bool()
        parameters.itemsPerRow = entries["itemsPerRow"]?.smallCount()
        parameters.equalSpacing = entries["equalSpacing"]?.bool()
        parameters.display = entries["display"].flatMap(display)
        parameters.listHeight = entries["listHeight"]?.number(atLeast: 0)
        parameters.inlineFraction = entries["inlineFraction"]?.number(atLeast: 0)
        parameters.inlineHeight = entries["inlineHeight"]?.number(atLeast: 0)
        if let word = entries["horizontalAlignment"]?.word(among: ["justified", "left", "leading", "right", "trailing"])
        {
            parameters.horizontalAlignment =
                switch word {
                case "left", "leading": .left
                case "right", "trailing": .right
                default: .justified
                }
        }
        parameters.verticalAlignment = entries["verticalAlignment"]?.enumeration(VerticalAlignment.self)
        return parameters
    }

    /// A header or footer size: a number (the scroll-axis extent) or a size.
    func supplementarySize(_ value: SpecValue) -> SupplementarySize? {
        if case .scalar = value.node {
            switch value.swiftInitializer(.size) {
            case .notSwift: return value.number(atLeast: 0).map(SupplementarySize.extent)
            case .failed: return nil
            case .arguments: break
            }
        }
        return value.size().map(SupplementarySize.size)
    }

    /// `list`, `inline` or `{grid: N}`.
    func display(_ value: SpecValue) -> CollectionDisplay? {
        let what = "\"list\", \"inline\" or {grid: N}"
        if case .scalar = value.node {
            switch value.word(among: ["list", "inline"]) {
            case "list": return .list
            case "inline": return .inline
            default: return nil
            }
        }
        guard let entries = value.mapping(allowed: ["grid"], what: what) else { return nil }
        guard let columns = entries["grid"] else {
            value.expected(what)
            return nil
        }
        return columns.smallCount().map {
            CollectionDisplay.grid(columns: $0)
        }
    }
}
