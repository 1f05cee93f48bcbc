/// `UICollectionView.ScrollDirection`.
public enum ScrollDirection: String, Hashable, Sendable, CaseIterable {
    case vertical
    case horizontal
}

/// `UICollectionViewFlowLayout.SectionInsetReference`: what `sectionInset` is measured from.
public enum SectionInsetReference: String, Hashable, Sendable, CaseIterable {
    case fromContentInset
    case fromSafeArea
    case fromLayoutMargins
}

/// AlignedCollectionViewFlowLayout's horizontal alignment; `justified` is plain UIKit.
public enum HorizontalAlignment: String, Hashable, Sendable, CaseIterable {
    case justified
    case left
    case right
}

/// AlignedCollectionViewFlowLayout's vertical alignment; `center` is plain UIKit.
public enum VerticalAlignment: String, Hashable, Sendable, CaseIterable {
    case center
    case top
    case bottom
}

/// Benoit Pasquier's `CollectionDisplay` (spec-format.md, flow).
public enum CollectionDisplay: Hashable, Sendable {
    /// Full-width rows of `listHeight` (130).
    case list
    /// A horizontal strip of items `inlineFraction` (0.9) of the width and `inlineHeight` (300) tall.
    case inline
    /// `columns` square items per row.
    case grid(columns: Int)
}

/// A header or footer reference size: a bare number is the scroll-axis extent, a size is UIKit's
/// `headerReferenceSize` (of which only the scroll-axis component counts).
public enum SupplementarySize: Hashable, Sendable {
    case extent(Double)
    case size(Size)

    /// The scroll-axis extent: the height when scrolling vertically, the width when horizontally.
    public func extent(scrollDirection: ScrollDirection) -> Double {
        switch self {
        case .extent(let value): return value
        case .size(let size): return scrollDirection == .vertical ? size.height : size.width
        }
    }
}
