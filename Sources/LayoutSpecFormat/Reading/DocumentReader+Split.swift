import LayoutEngine
import Yams

extension DocumentReader {
    /// The layout keys of `type: split` (besides `type` and `variants`).
    static let splitLayoutKeys = SpecKeyCatalogue.names(in: .splitLayout)
    /// The keys a split section (or a variant, for one section) may set.
    static let splitSectionVariantKeys = SpecKeyCatalogue.names(in: .splitSection)
    static let splitSectionKeys = SpecKeyCatalogue.names(in: .section) + splitSectionVariantKeys

    /// Reads the split keys among `entries`: each key the catalogue holds in the engine's
    /// parameters, read as its kind says.
    func splitParameters(_ entries: SpecEntries, on level: KeyLevel) -> SplitParameters {
        var parameters = SplitParameters()
        read(SpecKeyCatalogue.splitParameterKeys, \.splitParameter, from: entries, on: level, into: &parameters)
        return parameters
    }

    /// A split header or footer: a height, or a size used verbatim.
    func splitSupplementarySize(_ value: SpecValue) -> SplitSupplementarySize? {
        if case .scalar = value.node {
            return value.number(atLeast: 0).map(SplitSupplementarySize.height)
        }
        return value.size().map(SplitSupplementarySize.size)
    }

    /// A split item size: `[w, h]` or `{width:, height:}`, where the width may be `{columns: N}` and the
    /// height `square`.
    func splitItemSize(_ value: SpecValue) -> SplitItemSize? {
        let what = "a size [width, height] (width: a number or {columns: N}; height: a number or square)"
        guard let (width, height) = value.pairValues("width", "height", what: what) else { return nil }
        let widthDimension = splitWidth(width)
        let heightDimension = splitHeight(height)
        guard let widthDimension, let heightDimension else { return nil }
        return SplitItemSize(width: widthDimension, height: heightDimension)
    }

    func splitWidth(_ value: SpecValue) -> SplitItemDimension? {
        if case .mapping = value.node {
            guard let entries = value.mapping(allowed: ["columns"], what: "{columns: N}") else { return nil }
            guard let columns = entries["columns"] else {
                value.expected("{columns: N}")
                return nil
            }
            return columns.smallCount().map(
                SplitItemDimension.columns
            )
        }
        return value.number(atLeast: 0).map(SplitItemDimension.points)
    }

    func splitHeight(_ value: SpecValue) -> SplitItemDimension? {
        if value.node.scalar?.string == "square", value.node.scalar?.style == .plain {
            return .square
        }
        guard case .scalar = value.node else {
            value.expected("a number ≥ 0 or square")
            return nil
        }
        return value.number(atLeast: 0).map(SplitItemDimension.points)
    }
}
