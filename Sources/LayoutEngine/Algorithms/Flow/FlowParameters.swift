/// A partial set of flow layout keys: what one level of a spec (layout, variant, section) sets.
///
/// `nil` means "not set here"; levels are merged with ``overlaid(by:)``, the more specific level
/// winning, and ``FlowLayout`` fills what is still unset with UIKit's defaults.
public struct FlowParameters: OverlaidParameters {
    public var scrollDirection: ScrollDirection?
    public var itemSize: Size?
    public var estimatedItemSize: Size?
    public var minimumLineSpacing: Double?
    public var minimumInteritemSpacing: Double?
    public var sectionInset: EdgeInsets?
    public var sectionInsetReference: SectionInsetReference?
    public var headerReferenceSize: SupplementarySize?
    public var footerReferenceSize: SupplementarySize?
    public var sectionHeadersPinToVisibleBounds: Bool?
    public var sectionFootersPinToVisibleBounds: Bool?
    /// WideCollectionViewLayout's `numberOfItemsPerRow`.
    public var itemsPerRow: Int?
    /// DSSCollectionViewFlowLayout's `placeEqualSpaceAroundAllCells`.
    public var equalSpacing: Bool?
    public var display: CollectionDisplay?
    public var listHeight: Double?
    public var inlineFraction: Double?
    public var inlineHeight: Double?
    public var horizontalAlignment: HorizontalAlignment?
    public var verticalAlignment: VerticalAlignment?

    public init() {}

    /// Whether this level sets a key that computes `itemSize` or spacings (a seed layout key).
    public var setsSeedLayoutKey: Bool {
        itemsPerRow != nil || equalSpacing != nil || display != nil || listHeight != nil || inlineFraction != nil
            || inlineHeight != nil
    }

    /// These parameters with every key that `other` sets replaced by `other`'s value.
    public func overlaid(by other: FlowParameters) -> FlowParameters {
        var merged = self
        merged.scrollDirection = other.scrollDirection ?? scrollDirection
        merged.itemSize = other.itemSize ?? itemSize
        merged.estimatedItemSize = other.estimatedItemSize ?? estimatedItemSize
        merged.minimumLineSpacing = other.minimumLineSpacing ?? minimumLineSpacing
        merged.minimumInteritemSpacing = other.minimumInteritemSpacing ?? minimumInteritemSpacing
        merged.sectionInset = other.sectionInset ?? sectionInset
        merged.sectionInsetReference = other.sectionInsetReference ?? sectionInsetReference
        merged.headerReferenceSize = other.headerReferenceSize ?? headerReferenceSize
        merged.footerReferenceSize = other.footerReferenceSize ?? footerReferenceSize
        merged.sectionHeadersPinToVisibleBounds =
            other.sectionHeadersPinToVisibleBounds ?? sectionHeadersPinToVisibleBounds
        merged.sectionFootersPinToVisibleBounds =
            other.sectionFootersPinToVisibleBounds ?? sectionFootersPinToVisibleBounds
        merged.itemsPerRow = other.itemsPerRow ?? itemsPerRow
        merged.equalSpacing = other.equalSpacing ?? equalSpacing
        merged.display = other.display ?? display
        merged.listHeight = other.listHeight ?? listHeight
        merged.inlineFraction = other.inlineFraction ?? inlineFraction
        merged.inlineHeight = other.inlineHeight ?? inlineHeight
        merged.horizontalAlignment = other.horizontalAlignment ?? horizontalAlignment
        merged.verticalAlignment = other.verticalAlignment ?? verticalAlignment
        return merged
    }
}
