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

/// `@MainActor class UIScreen : NSObject`: the screen's bounds, which layout code reads.
@MainActor open class UIScreen: NSObject {
    /// `class var main: UIScreen { get }`.
    open class var main: UIScreen { UIScreen() }
    /// `var bounds: CGRect { get }`.
    open var bounds: CGRect { .zero }
}

/// `@MainActor class UIView : UIResponder`: the geometry and traits a flow layout's delegate reads.
@MainActor open class UIView: UIResponder {
    /// `var bounds: CGRect { get set }`.
    open var bounds: CGRect = .zero
    /// `var frame: CGRect { get set }`.
    open var frame: CGRect = .zero
    /// `var safeAreaInsets: UIEdgeInsets { get }`.
    open var safeAreaInsets: UIEdgeInsets { .zero }
    /// `var layoutMargins: UIEdgeInsets { get set }`.
    open var layoutMargins: UIEdgeInsets = .zero
    /// `var readableContentGuide: UILayoutGuide { get }`.
    open var readableContentGuide: UILayoutGuide { UILayoutGuide() }
    /// `var traitCollection: UITraitCollection { get }`.
    open var traitCollection: UITraitCollection { UITraitCollection() }
}

/// `@MainActor class UILayoutGuide : NSObject`.
@MainActor open class UILayoutGuide: NSObject {
    /// `var layoutFrame: CGRect { get }`.
    open var layoutFrame: CGRect { .zero }
}

/// `@MainActor class UIScrollView : UIView`.
@MainActor open class UIScrollView: UIView {
    /// `var contentInset: UIEdgeInsets { get set }`.
    open var contentInset: UIEdgeInsets = .zero
    /// `var adjustedContentInset: UIEdgeInsets { get }`.
    open var adjustedContentInset: UIEdgeInsets { .zero }
}

/// `@MainActor class UICollectionView : UIScrollView`.
@MainActor open class UICollectionView: UIScrollView {
    /// `enum UICollectionView.ScrollDirection: Int`.
    public enum ScrollDirection: Int, Sendable {
        case vertical = 0
        case horizontal = 1
    }

    /// `func numberOfItems(inSection section: Int) -> Int`: what a `sizeForItemAt` that shares the
    /// width among a section's items reads.
    open func numberOfItems(inSection section: Int) -> Int { 0 }

    /// `class let elementKindSectionHeader: String`: the kind of a flow layout's section header, which
    /// apps use for compositional headers too.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// `class let elementKindSectionFooter: String`.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
}

// MARK: Layouts

/// `@MainActor class UICollectionViewLayout : NSObject`: what a subclass that computes its values
/// before each layout pass uses.
@MainActor open class UICollectionViewLayout: NSObject {
    public override init() {}
    /// `var collectionView: UICollectionView? { get }`.
    open var collectionView: UICollectionView? { nil }
    /// `var collectionViewContentSize: CGSize { get }`.
    open var collectionViewContentSize: CGSize { .zero }
    /// `func prepare()`.
    open func prepare() {}
    /// `func invalidateLayout()`.
    open func invalidateLayout() {}
    /// `func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext)`.
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {}
}

/// `@MainActor class UICollectionViewLayoutInvalidationContext : NSObject`.
@MainActor open class UICollectionViewLayoutInvalidationContext: NSObject {}

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
    /// `var estimatedItemSize: CGSize { get set }`.
    open var estimatedItemSize = CGSize.zero
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

// MARK: Compositional layouts

/// `struct NSDirectionalEdgeInsets`: `init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat)`.
public struct NSDirectionalEdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}

/// `struct NSDirectionalRectEdge: OptionSet`.
@available(iOS 13.0, *)
public struct NSDirectionalRectEdge: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
}

/// `enum NSRectAlignment: Int`.
@available(iOS 13.0, *)
public enum NSRectAlignment: Int, Sendable {
    case none = 0
    case top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}

/// `enum UIContentInsetsReference: Int`.
@available(iOS 14.0, *)
public enum UIContentInsetsReference: Int, Sendable {
    case automatic = 0
    case none, safeArea, layoutMargins, readableContent
}

/// `enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int`.
@available(iOS 13.0, *)
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    case none = 0
    case continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}

/// `@MainActor class NSCollectionLayoutDimension : NSObject`.
@available(iOS 13.0, *)
@MainActor open class NSCollectionLayoutDimension: NSObject {
    required public override init() {}
    /// `class func fractionalWidth(_ fractionalWidth: CGFloat) -> Self`.
    open class func fractionalWidth(_ fractionalWidth: CGFloat) -> Self { Self() }
    /// `class func fractionalHeight(_ fractionalHeight: CGFloat) -> Self`.
    open class func fractionalHeight(_ fractionalHeight: CGFloat) -> Self { Self() }
    /// `class func absolute(_ absoluteDimension: CGFloat) -> Self`.
    open class func absolute(_ absoluteDimension: CGFloat) -> Self { Self() }
    /// `class func estimated(_ estimatedDimension: CGFloat) -> Self`.
    open class func estimated(_ estimatedDimension: CGFloat) -> Self { Self() }
}

/// `@MainActor class NSCollectionLayoutSize : NSObject`.
@available(iOS 13.0, *)
@MainActor open class NSCollectionLayoutSize: NSObject {
    /// `convenience init(widthDimension: NSCollectionLayoutDimension, heightDimension: NSCollectionLayoutDimension)`.
    public init(widthDimension: NSCollectionLayoutDimension, heightDimension: NSCollectionLayoutDimension) {}
}

/// `@MainActor class NSCollectionLayoutSpacing : NSObject`.
@available(iOS 13.0, *)
@MainActor open class NSCollectionLayoutSpacing: NSObject {
    required public override init() {}
    /// `class func fixed(_ fixedSpacing: CGFloat) -> Self`.
    open class func fixed(_ fixedSpacing: CGFloat) -> Self { Self() }
    /// `class func flexible(_ flexibleSpacing: CGFloat) -> Self`.
    open class func flexible(_ flexibleSpacing: CGFloat) -> Self { Self() }
}

/// `@MainActor class NSCollectionLayoutEdgeSpacing : NSObject`.
@available(iOS 13.0, *)
@MainActor open class NSCollectionLayoutEdgeSpacing: NSObject {
    /// `convenience init(leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?,
    /// trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?)`.
    public init(
        leading: NSCollectionLayoutSpacing?,
        top: NSCollectionLayoutSpacing?,
        trailing: NSCollectionLayoutSpacing?,
        bottom: NSCollectionLayoutSpacing?
    ) {}
}

/// `@MainActor class NSCollectionLayoutAnchor : NSObject`.
@available(iOS 13.0, *)
@MainActor open class NSCollectionLayoutAnchor: NSObject {
    /// `convenience init(edges: NSDirectionalRectEdge)`.
    public init(edges: NSDirectionalRectEdge) {}
    /// `convenience init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint)`.
    public init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {}
    /// `convenience init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint)`.
    public init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {}
}

/// `@MainActor class NSCollectionLayoutItem : NSObject`.
@available(iOS 13.0, *)
@MainActor open class NSCollectionLayoutItem: NSObject {
    /// `var contentInsets: NSDirectionalEdgeInsets { get set }`.
    open var contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    /// `var edgeSpacing: NSCollectionLayoutEdgeSpacing? { get set }`.
    open var edgeSpacing: NSCollectionLayoutEdgeSpacing?

    required public override init() {}
    /// `convenience init(layoutSize: NSCollectionLayoutSize)`.
    public convenience init(layoutSize: NSCollectionLayoutSize) { self.init() }
    /// `convenience init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem])`.
    public convenience init(
        layoutSize: NSCollectionLayoutSize,
        supplementaryItems: [NSCollectionLayoutSupplementaryItem]
    ) {
        self.init()
    }
}

/// `@MainActor class NSCollectionLayoutGroup : NSCollectionLayoutItem`.
@available(iOS 13.0, *)
@MainActor open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    /// `var interItemSpacing: NSCollectionLayoutSpacing? { get set }`.
    open var interItemSpacing: NSCollectionLayoutSpacing?

    /// `class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self`.
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
        Self()
    }
    /// `class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int)
    /// -> Self` (deprecated in iOS 16).
    @available(iOS, introduced: 13.0, deprecated: 16.0)
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> Self
    {
        Self()
    }
    /// `class func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
    /// count: Int) -> Self` (iOS 16).
    @available(iOS 16.0, *)
    open class func horizontal(
        layoutSize: NSCollectionLayoutSize,
        repeatingSubitem subitem: NSCollectionLayoutItem,
        count: Int
    ) -> Self { Self() }
    /// `class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self`.
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self { Self() }
    /// `class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int)
    /// -> Self` (deprecated in iOS 16).
    @available(iOS, introduced: 13.0, deprecated: 16.0)
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> Self {
        Self()
    }
    /// `class func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
    /// count: Int) -> Self` (iOS 16).
    @available(iOS 16.0, *)
    open class func vertical(
        layoutSize: NSCollectionLayoutSize,
        repeatingSubitem subitem: NSCollectionLayoutItem,
        count: Int
    ) -> Self { Self() }
}

/// `@MainActor class NSCollectionLayoutSupplementaryItem : NSCollectionLayoutItem`.
@available(iOS 13.0, *)
@MainActor open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    /// `var zIndex: Int { get set }`.
    open var zIndex = 1
    /// `convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String,
    /// containerAnchor: NSCollectionLayoutAnchor)`.
    public convenience init(
        layoutSize: NSCollectionLayoutSize,
        elementKind: String,
        containerAnchor: NSCollectionLayoutAnchor
    ) {
        self.init()
    }
    /// `convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String,
    /// containerAnchor: NSCollectionLayoutAnchor, itemAnchor: NSCollectionLayoutAnchor)`.
    public convenience init(
        layoutSize: NSCollectionLayoutSize,
        elementKind: String,
        containerAnchor: NSCollectionLayoutAnchor,
        itemAnchor: NSCollectionLayoutAnchor
    ) { self.init() }
}

/// `@MainActor class NSCollectionLayoutBoundarySupplementaryItem : NSCollectionLayoutSupplementaryItem`.
@available(iOS 13.0, *)
@MainActor open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    /// `var extendsBoundary: Bool { get set }`.
    open var extendsBoundary = true
    /// `var pinToVisibleBounds: Bool { get set }`.
    open var pinToVisibleBounds = false

    /// `convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment)`.
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.init()
    }
    /// `convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment,
    /// absoluteOffset: CGPoint)`.
    public convenience init(
        layoutSize: NSCollectionLayoutSize,
        elementKind: String,
        alignment: NSRectAlignment,
        absoluteOffset: CGPoint
    ) { self.init() }
}

/// `@MainActor class NSCollectionLayoutDecorationItem : NSCollectionLayoutItem`.
@available(iOS 13.0, *)
@MainActor open class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    /// `var zIndex: Int { get set }`.
    open var zIndex = 0
    /// `class func background(elementKind: String) -> Self`.
    open class func background(elementKind: String) -> Self { Self() }
}

/// `@MainActor protocol NSCollectionLayoutEnvironment : NSObjectProtocol`.
@available(iOS 13.0, *)
@MainActor public protocol NSCollectionLayoutEnvironment: NSObjectProtocol {
    /// `var container: any NSCollectionLayoutContainer { get }`.
    var container: any NSCollectionLayoutContainer { get }
    /// `var traitCollection: UITraitCollection { get }`.
    var traitCollection: UITraitCollection { get }
}

/// `@MainActor protocol NSCollectionLayoutContainer : NSObjectProtocol`.
@available(iOS 13.0, *)
@MainActor public protocol NSCollectionLayoutContainer: NSObjectProtocol {
    /// `var contentSize: CGSize { get }`.
    var contentSize: CGSize { get }
    /// `var effectiveContentSize: CGSize { get }`.
    var effectiveContentSize: CGSize { get }
    /// `var contentInsets: NSDirectionalEdgeInsets { get }`.
    var contentInsets: NSDirectionalEdgeInsets { get }
    /// `var effectiveContentInsets: NSDirectionalEdgeInsets { get }`.
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

// MARK: Colours

/// `class UIColor : NSObject`: a split section's background colour.
open class UIColor: NSObject, @unchecked Sendable {
    public override init() {}
    /// `init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)`.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    /// `init?(named name: String)`: a colour of the app's asset catalog.
    public init?(named name: String) {}
    /// `class var black: UIColor { get }`.
    open class var black: UIColor { UIColor() }
    /// `class var darkGray: UIColor { get }`.
    open class var darkGray: UIColor { UIColor() }
    /// `class var lightGray: UIColor { get }`.
    open class var lightGray: UIColor { UIColor() }
    /// `class var white: UIColor { get }`.
    open class var white: UIColor { UIColor() }
    /// `class var gray: UIColor { get }`.
    open class var gray: UIColor { UIColor() }
    /// `class var red: UIColor { get }`.
    open class var red: UIColor { UIColor() }
    /// `class var green: UIColor { get }`.
    open class var green: UIColor { UIColor() }
    /// `class var blue: UIColor { get }`.
    open class var blue: UIColor { UIColor() }
    /// `class var cyan: UIColor { get }`.
    open class var cyan: UIColor { UIColor() }
    /// `class var yellow: UIColor { get }`.
    open class var yellow: UIColor { UIColor() }
    /// `class var magenta: UIColor { get }`.
    open class var magenta: UIColor { UIColor() }
    /// `class var orange: UIColor { get }`.
    open class var orange: UIColor { UIColor() }
    /// `class var purple: UIColor { get }`.
    open class var purple: UIColor { UIColor() }
    /// `class var brown: UIColor { get }`.
    open class var brown: UIColor { UIColor() }
    /// `class var clear: UIColor { get }`.
    open class var clear: UIColor { UIColor() }
}

// MARK: Traits

/// `class UITraitCollection : NSObject`: the traits the generated code reads.
open class UITraitCollection: NSObject, @unchecked Sendable {
    /// `var horizontalSizeClass: UIUserInterfaceSizeClass { get }`.
    open var horizontalSizeClass: UIUserInterfaceSizeClass { .unspecified }
    /// `var verticalSizeClass: UIUserInterfaceSizeClass { get }`.
    open var verticalSizeClass: UIUserInterfaceSizeClass { .unspecified }
    /// `var displayScale: CGFloat { get }`.
    open var displayScale: CGFloat { 0 }
    /// `var layoutDirection: UITraitEnvironmentLayoutDirection { get }`.
    open var layoutDirection: UITraitEnvironmentLayoutDirection { .unspecified }
    /// `var preferredContentSizeCategory: UIContentSizeCategory { get }`.
    open var preferredContentSizeCategory: UIContentSizeCategory { .unspecified }
    /// `var userInterfaceIdiom: UIUserInterfaceIdiom { get }`.
    open var userInterfaceIdiom: UIUserInterfaceIdiom { .unspecified }
}

/// `enum UIUserInterfaceIdiom : Int, @unchecked Sendable`.
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1
    case phone = 0
    case pad = 1
    case tv = 2
    case carPlay = 3
    case mac = 5
    case vision = 6
}

/// `enum UIUserInterfaceSizeClass : Int, @unchecked Sendable`.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified = 0
    case compact = 1
    case regular = 2
}

/// `enum UITraitEnvironmentLayoutDirection : Int, @unchecked Sendable`.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    case unspecified = -1
    case leftToRight = 0
    case rightToLeft = 1
}

/// `struct UIContentSizeCategory : Hashable, Equatable, RawRepresentable, @unchecked Sendable`, and
/// `extension UIContentSizeCategory : Comparable` (the categories in order of size).
public struct UIContentSizeCategory: Hashable, RawRepresentable, Sendable, Comparable {
    public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool {
        order.firstIndex(of: lhs.rawValue) ?? 0 < order.firstIndex(of: rhs.rawValue) ?? 0
    }

    private static let order = [
        "UICTContentSizeCategoryXS", "UICTContentSizeCategoryS", "UICTContentSizeCategoryM",
        "UICTContentSizeCategoryL", "UICTContentSizeCategoryXL", "UICTContentSizeCategoryXXL",
        "UICTContentSizeCategoryXXXL", "UICTContentSizeCategoryAccessibilityM",
        "UICTContentSizeCategoryAccessibilityL", "UICTContentSizeCategoryAccessibilityXL",
        "UICTContentSizeCategoryAccessibilityXXL", "UICTContentSizeCategoryAccessibilityXXXL",
    ]

    public var rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    /// `static let unspecified: UIContentSizeCategory`.
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    /// `static let extraSmall: UIContentSizeCategory`, and the larger ones in order.
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXL"
    )
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXL"
    )
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXXL"
    )

    /// `var isAccessibilityCategory: Bool { get }`.
    public var isAccessibilityCategory: Bool { rawValue.contains("Accessibility") }
}

/// `struct UICollectionLayoutListConfiguration`.
@available(iOS 14.0, *)
public struct UICollectionLayoutListConfiguration {
    /// `enum UICollectionLayoutListConfiguration.Appearance`.
    public enum Appearance: Sendable { case plain, grouped, insetGrouped, sidebar, sidebarPlain }
    /// `enum UICollectionLayoutListConfiguration.HeaderMode`.
    public enum HeaderMode: Sendable { case none, supplementary, firstItemInSection }
    /// `enum UICollectionLayoutListConfiguration.FooterMode`.
    public enum FooterMode: Sendable { case none, supplementary }

    /// `var headerMode: UICollectionLayoutListConfiguration.HeaderMode`.
    public var headerMode = HeaderMode.none
    /// `var footerMode: UICollectionLayoutListConfiguration.FooterMode`.
    public var footerMode = FooterMode.none
    /// `var headerTopPadding: CGFloat?`.
    @available(iOS 15.0, *)
    public var headerTopPadding: CGFloat?
    /// `var showsSeparators: Bool`.
    public var showsSeparators = true

    /// `init(appearance: UICollectionLayoutListConfiguration.Appearance)`.
    public init(appearance: Appearance) {}
}

/// `@MainActor class NSCollectionLayoutSection : NSObject`.
@available(iOS 13.0, *)
@MainActor open class NSCollectionLayoutSection: NSObject {
    /// `var contentInsets: NSDirectionalEdgeInsets { get set }`.
    open var contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    /// `var interGroupSpacing: CGFloat { get set }`.
    open var interGroupSpacing: CGFloat = 0
    /// `var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior { get set }`.
    open var orthogonalScrollingBehavior = UICollectionLayoutSectionOrthogonalScrollingBehavior.none
    /// `var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] { get set }`.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// `var decorationItems: [NSCollectionLayoutDecorationItem] { get set }`.
    open var decorationItems: [NSCollectionLayoutDecorationItem] = []
    /// `var contentInsetsReference: UIContentInsetsReference { get set }`.
    @available(iOS 14.0, *)
    open var contentInsetsReference = UIContentInsetsReference.automatic
    /// `var supplementaryContentInsetsReference: UIContentInsetsReference { get set }` (iOS 16).
    @available(iOS 16.0, *)
    open var supplementaryContentInsetsReference = UIContentInsetsReference.automatic
    /// `var supplementariesFollowContentInsets: Bool { get set }`.
    open var supplementariesFollowContentInsets = true

    /// `convenience init(group: NSCollectionLayoutGroup)`.
    public init(group: NSCollectionLayoutGroup) {}

    /// `static func list(using configuration: UICollectionLayoutListConfiguration,
    /// layoutEnvironment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection`.
    @available(iOS 14.0, *)
    public static func list(
        using configuration: UICollectionLayoutListConfiguration,
        layoutEnvironment: any NSCollectionLayoutEnvironment
    ) -> NSCollectionLayoutSection { NSCollectionLayoutSection(group: NSCollectionLayoutGroup()) }
}

/// `typealias UICollectionViewCompositionalLayoutSectionProvider = (Int, any NSCollectionLayoutEnvironment)
/// -> NSCollectionLayoutSection?`.
public typealias UICollectionViewCompositionalLayoutSectionProvider = (Int, any NSCollectionLayoutEnvironment) ->
    NSCollectionLayoutSection?

/// `@MainActor class UICollectionViewCompositionalLayoutConfiguration : NSObject`.
@available(iOS 13.0, *)
@MainActor open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
    /// `var scrollDirection: UICollectionView.ScrollDirection { get set }`.
    open var scrollDirection = UICollectionView.ScrollDirection.vertical
    /// `var interSectionSpacing: CGFloat { get set }`.
    open var interSectionSpacing: CGFloat = 0
    /// `var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] { get set }`.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// `var contentInsetsReference: UIContentInsetsReference { get set }`.
    @available(iOS 14.0, *)
    open var contentInsetsReference = UIContentInsetsReference.automatic
}

/// `@MainActor class UICollectionViewCompositionalLayout : UICollectionViewLayout`.
@available(iOS 13.0, *)
@MainActor open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    /// `init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider)`.
    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {}

    /// `init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
    /// configuration: UICollectionViewCompositionalLayoutConfiguration)`.
    public init(
        sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
        configuration: UICollectionViewCompositionalLayoutConfiguration
    ) {}
}
