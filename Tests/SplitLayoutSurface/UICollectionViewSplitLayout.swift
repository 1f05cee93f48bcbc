// The part of yahoojapan's UICollectionViewSplitLayout (1.0.1) that `layoutd generate swift` may
// emit, declared with the package's own signatures, so that generated split layouts type-check on
// Linux (GeneratedSwiftTests). As in the `UIKit` module beside it, nothing else is declared, and the
// delegate's optional Objective-C methods are requirements with default implementations.
public import UIKit

/// `@objc public enum UICollectionViewSplitLayoutSide: Int`.
public enum UICollectionViewSplitLayoutSide: Int, Sendable {
    case left = 1
    case right = 0
}

/// `open class UICollectionViewSplitLayout: UICollectionViewLayout`.
@MainActor open class UICollectionViewSplitLayout: UICollectionViewLayout {
    /// `public enum SectionInsetReference: Int`.
    public enum SectionInsetReference: Int, Sendable {
        case fromContentInset
        case fromSafeArea
    }

    /// `open var minimumInterItemSpacing: CGFloat`.
    open var minimumInterItemSpacing: CGFloat = 0
    /// `open var minimumItemLineSpacing: CGFloat`.
    open var minimumItemLineSpacing: CGFloat = 0
    /// `open var sectionInset: UIEdgeInsets`.
    open var sectionInset: UIEdgeInsets = .zero
    /// `public var sectionInsetReference: SectionInsetReference`.
    public var sectionInsetReference: SectionInsetReference = .fromSafeArea
    /// `public var sectionPinToVisibleBounds: Bool`.
    public var sectionPinToVisibleBounds = false
    /// `open var leftSideRatio: CGFloat`.
    open var leftSideRatio: CGFloat = 1
    /// `open var splitSpacing: CGFloat`.
    open var splitSpacing: CGFloat = 0
    /// `open var isNormalizingLineHeight: Bool`.
    open var isNormalizingLineHeight = false

    /// `public override init()`.
    public override init() {}

    /// `open func calculateFixedWidthRaughly(to num: Int, of side: UICollectionViewSplitLayoutSide,
    /// minimumInterItemSpacing: CGFloat, sectionInset: UIEdgeInsets) -> CGFloat`.
    open func calculateFixedWidthRaughly(
        to num: Int,
        of side: UICollectionViewSplitLayoutSide,
        minimumInterItemSpacing: CGFloat,
        sectionInset: UIEdgeInsets
    ) -> CGFloat { 0 }
}

/// `@objc public protocol UICollectionViewDelegateSectionSplitLayout: UICollectionViewDelegate`: the
/// side and the item size are required, the rest optional.
@MainActor public protocol UICollectionViewDelegateSectionSplitLayout: UICollectionViewDelegate {
    func collectionView(
        _ collectionView: UICollectionView,
        layout collectionViewLayout: UICollectionViewLayout,
        sideForSection section: Int
    ) -> UICollectionViewSplitLayoutSide
    func collectionView(
        _ collectionView: UICollectionView,
        layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAtIndexPath indexPath: IndexPath,
        width: CGFloat,
        side: UICollectionViewSplitLayoutSide
    ) -> CGSize
    func collectionView(
        _ collectionView: UICollectionView,
        layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int,
        width: CGFloat,
        side: UICollectionViewSplitLayoutSide
    ) -> CGSize
    func collectionView(
        _ collectionView: UICollectionView,
        layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int,
        width: CGFloat,
        side: UICollectionViewSplitLayoutSide
    ) -> CGSize
    func collectionView(
        _ collectionView: UICollectionView,
        layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAtIndex section: Int,
        side: UICollectionViewSplitLayoutSide
    ) -> UIEdgeInsets
    func collectionView(
        _ collectionView: UICollectionView,
        layout collectionViewLayout: UICollectionViewLayout,
        minimumInterItemSpacingForSectionAtIndex section: Int,
        side: UICollectionViewSplitLayoutSide
    ) -> CGFloat
    func collectionView(
        _ collectionView: UICollectionView,
        layout collectionViewLayout: UICollectionViewLayout,
        minimumItemLineSpacingForSectionAtIndex section: Int,
        side: UICollectionViewSplitLayoutSide
    ) -> CGFloat
    func collectionView(
        _ collectionView: UICollectionView,
        layout collectionViewLayout: UICollectionViewLayout,
        itemsBackgroundColorFor section: Int,
        side: UICollectionViewSplitLayoutSide
    ) -> UIColor?
}

/// The optional methods' absence: no header or footer, the layout's own values, no colour.
extension UICollectionViewDelegateSectionSplitLayout {
    public func collectionView(
        _ collectionView: UICollectionView,
        layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int,
        width: CGFloat,
        side: UICollectionViewSplitLayoutSide
    ) -> CGSize { .zero }
    public func collectionView(
        _ collectionView: UICollectionView,
        layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int,
        width: CGFloat,
        side: UICollectionViewSplitLayoutSide
    ) -> CGSize { .zero }
    public func collectionView(
        _ collectionView: UICollectionView,
        layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAtIndex section: Int,
        side: UICollectionViewSplitLayoutSide
    ) -> UIEdgeInsets { (collectionViewLayout as? UICollectionViewSplitLayout)?.sectionInset ?? .zero }
    public func collectionView(
        _ collectionView: UICollectionView,
        layout collectionViewLayout: UICollectionViewLayout,
        minimumInterItemSpacingForSectionAtIndex section: Int,
        side: UICollectionViewSplitLayoutSide
    ) -> CGFloat { (collectionViewLayout as? UICollectionViewSplitLayout)?.minimumInterItemSpacing ?? 0 }
    public func collectionView(
        _ collectionView: UICollectionView,
        layout collectionViewLayout: UICollectionViewLayout,
        minimumItemLineSpacingForSectionAtIndex section: Int,
        side: UICollectionViewSplitLayoutSide
    ) -> CGFloat { (collectionViewLayout as? UICollectionViewSplitLayout)?.minimumItemLineSpacing ?? 0 }
    public func collectionView(
        _ collectionView: UICollectionView,
        layout collectionViewLayout: UICollectionViewLayout,
        itemsBackgroundColorFor section: Int,
        side: UICollectionViewSplitLayoutSide
    ) -> UIColor? { nil }
}
