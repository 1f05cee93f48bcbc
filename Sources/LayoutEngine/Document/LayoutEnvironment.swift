/// How the safe area joins `contentInset` in `adjustedContentInset`
/// (`UIScrollView.ContentInsetAdjustmentBehavior`).
public enum ContentInsetAdjustment: String, Hashable, Sendable, CaseIterable {
    case automatic
    case scrollableAxes
    case never
    case always
}

/// One collection view a spec is laid out in: its bounds, screen scale, insets and traits, all resolved.
///
/// Device presets are resolved by the spec format before an environment reaches the engine, so the
/// engine only ever sees numbers.
public struct LayoutEnvironment: Hashable, Sendable {
    /// Unique within the spec; names output files.
    public var name: String
    /// The collection view's bounds size.
    public var size: Size
    /// Screen scale, for pixel rounding.
    public var scale: Double
    public var safeArea: EdgeInsets
    public var contentInset: EdgeInsets
    public var contentInsetAdjustment: ContentInsetAdjustment
    public var sizeClasses: SizeClasses
    public var layoutMargins: EdgeInsets
    /// The scroll position the spec gives, if it gives one.
    ///
    /// `nil` is at rest, where the collection view starts (``contentOffset(scrollsVertically:)``).
    /// Only pinned headers and footers, and the pictures, depend on it.
    public var contentOffset: Point?
    /// The preset's canonical name when the environment came from one, for `device` conditions.
    public var device: String?
    public var orientation: Orientation
    /// The device's kind: a preset's, or set by the spec (`idiom:`).
    public var idiom: UserInterfaceIdiom
    /// The screen's bounds in this orientation (`UIScreen.main.bounds`); `nil` is the collection view's size.
    ///
    /// A preset's whole screen, which a collection view in Split View or of a spec's own `size` is
    /// smaller than.
    public var screenSize: Size?
    /// The iOS version the environment runs (`systemVersion`), such as 26 or 16.4.
    public var systemVersion: Double
    public var layoutDirection: LayoutDirection
    /// Dynamic Type: the user's text size, which sets the readable width.
    public var preferredContentSizeCategory: ContentSizeCategory
    /// `UIDesignRequiresCompatibility`: on iOS 26, `true` keeps the design before Liquid Glass, and its
    /// 44-point list rows.
    public var designRequiresCompatibility: Bool
    /// The bars around the collection view, whose heights the safe area holds: drawn by pictures,
    /// never read by layout.
    public var bars = ScreenBars()

    public init(
        name: String,
        size: Size,
        scale: Double = 2,
        safeArea: EdgeInsets = .zero,
        contentInset: EdgeInsets = .zero,
        contentInsetAdjustment: ContentInsetAdjustment = .automatic,
        sizeClasses: SizeClasses? = nil,
        layoutMargins: EdgeInsets? = nil,
        contentOffset: Point? = nil,
        device: String? = nil,
        orientation: Orientation = .portrait,
        idiom: UserInterfaceIdiom? = nil,
        systemVersion: Double = 26,
        layoutDirection: LayoutDirection = .leftToRight,
        preferredContentSizeCategory: ContentSizeCategory = .large,
        designRequiresCompatibility: Bool = false
    ) {
        self.name = name
        self.size = size
        self.scale = scale
        self.safeArea = safeArea
        self.contentInset = contentInset
        self.contentInsetAdjustment = contentInsetAdjustment
        self.sizeClasses = sizeClasses ?? Self.defaultSizeClasses(for: size)
        self.layoutMargins =
            layoutMargins
            ?? Self.rootViewLayoutMargins(size: size, safeArea: safeArea, sizeClasses: self.sizeClasses)
        self.contentOffset = contentOffset
        self.device = device
        self.orientation = orientation
        self.idiom = idiom ?? .default(for: size)
        self.screenSize = nil
        self.systemVersion = systemVersion
        self.layoutDirection = layoutDirection
        self.preferredContentSizeCategory = preferredContentSizeCategory
        self.designRequiresCompatibility = designRequiresCompatibility
    }

    /// The scroll position of a layout that scrolls vertically, or not: the spec's, or at rest, where a
    /// collection view starts, `[−adjustedContentInset.left, −adjustedContentInset.top]`, so that the first
    /// row shows below the status bar (spec-format.md, "Environments").
    ///
    /// Right to left and scrolling horizontally, a collection view starts at the right end of its
    /// content; the layout is then computed left to right at this offset and mirrored, which is the same.
    public func contentOffset(scrollsVertically: Bool) -> Point {
        if let contentOffset { return contentOffset }
        let adjusted = adjustedContentInset(scrollsVertically: scrollsVertically)
        // 0 − x, not −x: no inset gives 0, not −0, which would print as "-0".
        return Point(x: 0 - adjusted.left, y: 0 - adjusted.top)
    }

    /// `layoutMarginsGuide.layoutFrame` with the bounds' origin at 0, 0: the bounds less the layout
    /// margins. (In the collection view's own coordinates it moves with the content offset.)
    public var layoutMarginsFrame: Rect {
        Rect(
            x: layoutMargins.left,
            y: layoutMargins.top,
            width: max(size.width - layoutMargins.left - layoutMargins.right, 0),
            height: max(size.height - layoutMargins.top - layoutMargins.bottom, 0)
        )
    }

    /// `readableContentGuide.layoutFrame` with the bounds' origin at 0, 0: as tall as the margins guide,
    /// as wide as the readable width of the text size where the margins guide is wider, centred in it,
    /// on the pixel grid (spec-format.md, "Environments").
    public var readableContentFrame: Rect {
        let margins = layoutMarginsFrame
        let width = min(preferredContentSizeCategory.readableWidth, margins.width)
        let inset = roundToPixel((margins.width - width) / 2, scale: scale)
        return Rect(x: margins.minX + inset, y: margins.minY, width: margins.width - 2 * inset, height: margins.height)
    }

    /// The layout margins UIKit gives a view controller's root view: the safe area, plus 20 points on
    /// the left and right in a regular width or on a wide phone, 16 otherwise (spec-format.md,
    /// "Environments").
    ///
    /// A phone is an environment whose shorter side is under 600 points; a wide one, whose shorter side
    /// (its portrait width) is at least 414, as the Plus and Max iPhones are.
    public static func rootViewLayoutMargins(size: Size, safeArea: EdgeInsets, sizeClasses: SizeClasses) -> EdgeInsets {
        let shorterSide = min(size.width, size.height)
        let isWidePhone = shorterSide < 600 && shorterSide >= 414
        let margin: Double = sizeClasses.horizontal == .regular || isWidePhone ? 20 : 16
        return EdgeInsets(
            top: safeArea.top,
            left: safeArea.left + margin,
            bottom: safeArea.bottom,
            right: safeArea.right + margin
        )
    }

    /// The size classes of an environment that names none: regular where the width (height) is at
    /// least 600 points, compact below (spec-format.md, Environments).
    public static func defaultSizeClasses(for size: Size) -> SizeClasses {
        SizeClasses(
            horizontal: size.width >= 600 ? .regular : .compact,
            vertical: size.height >= 600 ? .regular : .compact
        )
    }

    /// `adjustedContentInset`: `contentInset` plus the parts of the safe area the adjustment behaviour adds.
    ///
    /// `automatic` and `scrollableAxes` add the safe area on the two edges of the scroll axis only;
    /// the other two edges are left to `sectionInsetReference` (spec-format.md, Environments).
    public func adjustedContentInset(scrollsVertically: Bool) -> EdgeInsets {
        let safe = safeArea
        switch contentInsetAdjustment {
        case .never:
            return contentInset
        case .always:
            return contentInset + safe
        case .automatic, .scrollableAxes:
            if scrollsVertically {
                return contentInset + EdgeInsets(top: safe.top, left: 0, bottom: safe.bottom, right: 0)
            }
            return contentInset + EdgeInsets(top: 0, left: safe.left, bottom: 0, right: safe.right)
        }
    }
}
