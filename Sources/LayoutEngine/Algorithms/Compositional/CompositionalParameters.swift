/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`: whether a section scrolls across the layout.
///
/// Every behaviour other than `none` lays the section's groups out in one row across the scroll axis;
/// layoutd reports them unscrolled.
public enum OrthogonalScrollingBehavior: String, Hashable, Sendable, CaseIterable {
    case none
    case continuous
    case continuousGroupLeadingBoundary
    case paging
    case groupPaging
    case groupPagingCentered
}

/// A partial set of compositional keys: what one level of a spec (layout, variant, section) sets.
///
/// As with ``FlowParameters``, `nil` means "not set here". The layout level sets the configuration's
/// keys (`scrollDirection`, `interSectionSpacing`, `contentInsetsReference` and the global
/// `boundarySupplementaryItems`); a section sets the `NSCollectionLayoutSection` keys, and then
/// `boundarySupplementaryItems` are the section's own.
public struct CompositionalParameters: OverlaidParameters {
    public var scrollDirection: ScrollDirection?
    public var interSectionSpacing: Double?
    public var contentInsetsReference: ContentInsetsReference?
    /// A section's `supplementaryContentInsetsReference`: what its boundary items are measured from.
    public var supplementaryContentInsetsReference: ContentInsetsReference?
    public var boundarySupplementaryItems: [CollectionLayoutBoundarySupplementaryItem]?
    public var group: CollectionLayoutGroup?
    public var contentInsets: EdgeInsets?
    public var interGroupSpacing: Double?
    public var orthogonalScrollingBehavior: OrthogonalScrollingBehavior?
    public var supplementariesFollowContentInsets: Bool?
    public var decorationItems: [CollectionLayoutDecorationItem]?
    /// A list section in place of `group` (or, at the layout level, every section a list).
    public var list: ListConfiguration?
    /// The room above a list's own header (`headerTopPadding` resolved), which belongs to the section.
    var paddingToBoundarySupplementaries: Double?

    public init() {}

    /// These parameters with every key that `other` sets replaced by `other`'s value.
    public func overlaid(by other: CompositionalParameters) -> CompositionalParameters {
        var merged = self
        merged.scrollDirection = other.scrollDirection ?? scrollDirection
        merged.interSectionSpacing = other.interSectionSpacing ?? interSectionSpacing
        merged.contentInsetsReference = other.contentInsetsReference ?? contentInsetsReference
        merged.supplementaryContentInsetsReference =
            other.supplementaryContentInsetsReference ?? supplementaryContentInsetsReference
        merged.boundarySupplementaryItems = other.boundarySupplementaryItems ?? boundarySupplementaryItems
        merged.group = other.group ?? group
        merged.contentInsets = other.contentInsets ?? contentInsets
        merged.interGroupSpacing = other.interGroupSpacing ?? interGroupSpacing
        merged.orthogonalScrollingBehavior = other.orthogonalScrollingBehavior ?? orthogonalScrollingBehavior
        merged.supplementariesFollowContentInsets =
            other.supplementariesFollowContentInsets ?? supplementariesFollowContentInsets
        merged.decorationItems = other.decorationItems ?? decorationItems
        merged.list = other.list ?? list
        return merged
    }
}
