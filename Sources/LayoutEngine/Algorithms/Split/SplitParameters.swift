/// A partial set of split layout keys: what one level of a spec (layout, variant, section) sets.
///
/// As with ``FlowParameters``, `nil` means "not set here" and levels merge with ``overlaid(by:)``.
/// The section-only keys (`side`, `header`, `footer`, `backgroundColor`) live here too, so that a
/// trait variant can move a section to the other side.
public struct SplitParameters: OverlaidParameters {
    public var leftSideRatio: Double?
    public var splitSpacing: Double?
    public var minimumItemLineSpacing: Double?
    public var minimumInterItemSpacing: Double?
    public var sectionInset: EdgeInsets?
    public var sectionInsetReference: SplitInsetReference?
    public var isNormalizingLineHeight: Bool?
    public var sectionPinToVisibleBounds: Bool?
    /// The size of items that give none.
    public var itemSize: SplitItemSize?
    public var side: SplitSide?
    public var header: SplitSupplementarySize?
    public var footer: SplitSupplementarySize?
    /// Any string; copied to the section's background element.
    public var backgroundColor: String?

    public init() {}

    /// These parameters with every key that `other` sets replaced by `other`'s value.
    public func overlaid(by other: SplitParameters) -> SplitParameters {
        var merged = self
        merged.leftSideRatio = other.leftSideRatio ?? leftSideRatio
        merged.splitSpacing = other.splitSpacing ?? splitSpacing
        merged.minimumItemLineSpacing = other.minimumItemLineSpacing ?? minimumItemLineSpacing
        merged.minimumInterItemSpacing = other.minimumInterItemSpacing ?? minimumInterItemSpacing
        merged.sectionInset = other.sectionInset ?? sectionInset
        merged.sectionInsetReference = other.sectionInsetReference ?? sectionInsetReference
        merged.isNormalizingLineHeight = other.isNormalizingLineHeight ?? isNormalizingLineHeight
        merged.sectionPinToVisibleBounds = other.sectionPinToVisibleBounds ?? sectionPinToVisibleBounds
        merged.itemSize = other.itemSize ?? itemSize
        merged.side = other.side ?? side
        merged.header = other.header ?? header
        merged.footer = other.footer ?? footer
        merged.backgroundColor = other.backgroundColor ?? backgroundColor
        return merged
    }
}
