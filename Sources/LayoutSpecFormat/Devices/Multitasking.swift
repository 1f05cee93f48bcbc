import LayoutEngine

/// An iPad app's window beside another app: Split View, where two apps share the screen with a
/// 10-point divider, or Slide Over, a narrow window above another app (spec-format.md, "Split View and
/// Slide Over").
///
/// The widths follow the sizes Apple publishes for the iPads that had them: the narrow side is 375
/// points on a screen at least 1194 points wide in landscape, or 1024 in portrait, and 320 on others;
/// the wide side is what the narrow one and the divider leave; halves (landscape only) are half of what
/// the divider leaves, to whole points. A window is regular-width from 678 points, as the halves of the
/// largest iPads are. Windows of Stage Manager or of iPadOS 26 are any size: give `size` and
/// `sizeClass`.
enum Multitasking: String, CaseIterable, Sendable {
    case fullScreen
    case splitViewOneThird
    case splitViewHalf
    case splitViewTwoThirds
    case slideOver

    static let dividerWidth = 10.0

    /// What the environment's default name ends with.
    var slugSuffix: String {
        switch self {
        case .fullScreen: ""
        case .splitViewOneThird: "-split-one-third"
        case .splitViewHalf: "-split-half"
        case .splitViewTwoThirds: "-split-two-thirds"
        case .slideOver: "-slide-over"
        }
    }

    /// The narrow window's width on a screen of `size`.
    static func narrowWidth(screen size: Size) -> Double {
        let isLandscape = size.width > size.height
        return size.width >= (isLandscape ? 1194 : 1024) ? 375 : 320
    }

    /// The window's width on a full screen of `size`; `nil` for a half in portrait, which iPads do not
    /// offer.
    func width(screen size: Size) -> Double? {
        let narrow = Self.narrowWidth(screen: size)
        switch self {
        case .fullScreen: return size.width
        case .splitViewOneThird, .slideOver: return narrow
        case .splitViewTwoThirds: return size.width - Self.dividerWidth - narrow
        case .splitViewHalf:
            guard size.width > size.height else { return nil }
            return ((size.width - Self.dividerWidth) / 2).rounded(.down)
        }
    }

    /// The horizontal size class of a window this wide.
    static func horizontalClass(width: Double) -> SizeClass {
        width >= 678 ? .regular : .compact
    }
}
