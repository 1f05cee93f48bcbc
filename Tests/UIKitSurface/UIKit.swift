// The part of UIKit that `layoutd generate swift` may emit, declared with the signatures of Apple's
// documentation, so that the generated files type-check on Linux (GeneratedSwiftTests). Nothing
// else is declared: an API the generator emits that is missing here is a failing test, not a line to
// add. The classes above the layouts (UIResponder, UIView, UIScrollView) are here only as the
// superclasses Apple's declarations name. Optional Objective-C protocol methods are requirements
// with default implementations, which is how Swift without the Objective-C runtime spells them.
@_exported import Foundation

// MARK: Geometry

/// `struct UIEdgeInsets`: `init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat)`.
public struct UIEdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// `static let zero: UIEdgeInsets`.
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// UIKit's additions to `IndexPath`: `var item: Int`, `var section: Int`.
extension IndexPath {
    public var item: Int { self[1] }
    public var section: Int { self[0] }
}

// MARK: Views

/// `@MainActor class UIResponder : NSObject`.
@MainActor open class UIResponder: NSObject {}

/// `@MainActor class UIView : UIResponder`.
@MainActor open class UIView: UIResponder {}

/// `@MainActor class UIScrollView : UIView`.
@MainActor open class UIScrollView: UIView {}

/// `@MainActor class UICollectionView : UIScrollView`.
@MainActor open class UICollectionView: UIScrollView {
    /// `enum UICollectionView.ScrollDirection: Int`.
    public enum ScrollDirection: Int, Sendable {
        case vertical = 0
        case horizontal = 1
    }
}

// MARK: Layouts

/// `@MainActor class UICollectionViewLayout : NSObject`.
@MainActor open class UICollectionViewLayout: NSObject {
    public override init() {}
}

/// `@MainActor class UICollectionViewFlowLayout : UICollectionViewLayout`.
@MainActor open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// `enum UICollectionViewFlowLayout.SectionInsetReference: Int`.
    public enum SectionInsetReference: Int, Sendable {
        case fromContentInset = 0
        case fromSafeArea = 1
        case fromLayoutMargins = 2
    }

    /// `var scrollDirection: UICollectionView.ScrollDirection { get set }`.
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
    /// `var itemSize: CGSize { get set }`.
    open var itemSize = CGSize(width: 50, height: 50)
    /// `var minimumLineSpacing: CGFloat { get set }`.
    open var minimumLineSpacing: CGFloat = 10
    /// `var minimumInteritemSpacing: CGFloat { get set }`.
    open var minimumInteritemSpacing: CGFloat = 10
    /// `var sectionInset: UIEdgeInsets { get set }`.
    open var sectionInset = UIEdgeInsets.zero
    /// `var sectionInsetReference: UICollectionViewFlowLayout.SectionInsetReference { get set }`.
    open var sectionInsetReference: SectionInsetReference = .fromContentInset
    /// `var headerReferenceSize: CGSize { get set }`.
    open var headerReferenceSize = CGSize.zero
    /// `var footerReferenceSize: CGSize { get set }`.
    open var footerReferenceSize = CGSize.zero
    /// `var sectionHeadersPinToVisibleBounds: Bool { get set }`.
    open var sectionHeadersPinToVisibleBounds = false
    /// `var sectionFootersPinToVisibleBounds: Bool { get set }`.
    open var sectionFootersPinToVisibleBounds = false
}

// MARK: Delegates

/// `@MainActor protocol UIScrollViewDelegate : NSObjectProtocol`.
@MainActor public protocol UIScrollViewDelegate: NSObjectProtocol {}

/// `@MainActor protocol UICollectionViewDelegate : UIScrollViewDelegate`.
@MainActor public protocol UICollectionViewDelegate: UIScrollViewDelegate {}

/// `@MainActor protocol UICollectionViewDelegateFlowLayout : UICollectionViewDelegate`, whose
/// methods are all optional.
@MainActor public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    func collectionView(
        _ collectionView: UICollectionView,
        layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize
    func collectionView(
        _ collectionView: UICollectionView,
        layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets
    func collectionView(
        _ collectionView: UICollectionView,
        layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat
    func collectionView(
        _ collectionView: UICollectionView,
        layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat
    func collectionView(
        _ collectionView: UICollectionView,
        layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize
    func collectionView(
        _ collectionView: UICollectionView,
        layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize
}

/// The optional methods' absence: the layout's own values.
extension UICollectionViewDelegateFlowLayout {
    public func collectionView(
        _ collectionView: UICollectionView,
        layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize { (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero }
    public func collectionView(
        _ collectionView: UICollectionView,
        layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets { (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero }
    public func collectionView(
        _ collectionView: UICollectionView,
        layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat { (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 0 }
    public func collectionView(
        _ collectionView: UICollectionView,
        layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat { (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 0 }
    public func collectionView(
        _ collectionView: UICollectionView,
        layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize { (collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize ?? .zero }
    public func collectionView(
        _ collectionView: UICollectionView,
        layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize { (collectionViewLayout as? UICollectionViewFlowLayout)?.footerReferenceSize ?? .zero }
}
