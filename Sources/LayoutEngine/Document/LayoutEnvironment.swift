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
    /// Scroll position; only pinned headers and footers depend on it.
    public var contentOffset: Point
    /// The preset's canonical name when the environment came from one, for `device` conditions.
    public var device: String?
    public var orientation: Orientation

    public init(
        name: String,
        size: Size,
        scale: Double = 2,
        safeArea: EdgeInsets = .zero,
        contentInset: EdgeInsets = .zero,
        contentInsetAdjustment: ContentInsetAdjustment = .automatic,
        sizeClasses: SizeClasses? = nil,
        layoutMargins: EdgeInsets? = nil,
        contentOffset: Point = .zero,
        device: String? = nil,
        orientation: Orientation = .portrait
    ) {
        self.name = name
        self.size = size
        self.scale = scale
        self.safeArea = safeArea
        self.contentInset = contentInset
        self.contentInsetAdjustment = contentInsetAdjustment
        self.sizeClasses = sizeClasses ?? Self.defaultSizeClasses(for: size)
        self.layoutMargins = layoutMargins ?? safeArea + EdgeInsets(all: 8)
        self.contentOffset = contentOffset
        self.device = device
        self.orientation = orientation
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
