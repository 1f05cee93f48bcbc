/// The column a split section goes in (`UICollectionViewSplitLayout.SplitSide`).
public enum SplitSide: String, Hashable, Sendable, CaseIterable {
    case left
    case right
}

/// What a split layout's `sectionInset` is measured from; the split layout knows only these two.
public enum SplitInsetReference: String, Hashable, Sendable, CaseIterable {
    case fromSafeArea
    case fromContentInset
}

/// One dimension of a split item: points, or one of the split layout's width helpers.
public enum SplitItemDimension: Hashable, Sendable {
    case points(Double)
    /// `calculateFixedWidthRaughly(to: N, …)`: the integer width that fits N items in the side (width only).
    case columns(Int)
    /// The item's width (height only).
    case square
}

/// A split item's size as the spec writes it, resolved against its side when laid out.
public struct SplitItemSize: Hashable, Sendable {
    public var width: SplitItemDimension
    public var height: SplitItemDimension

    public init(width: SplitItemDimension, height: SplitItemDimension) {
        self.width = width
        self.height = height
    }
}

/// A split header or footer: a height (the width is its side's) or a size used verbatim.
public enum SplitSupplementarySize: Hashable, Sendable {
    case height(Double)
    case size(Size)
}
