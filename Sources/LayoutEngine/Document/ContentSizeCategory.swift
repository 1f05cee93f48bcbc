/// The user's preferred text size (`UIContentSizeCategory`): Dynamic Type.
///
/// The cases are in UIKit's order, smallest first, so that they compare as UIKit's do
/// (`category >= .accessibilityMedium`).
public enum ContentSizeCategory: String, Hashable, Sendable, CaseIterable, Comparable {
    case extraSmall
    case small
    case medium
    case large
    case extraLarge
    case extraExtraLarge
    case extraExtraExtraLarge
    case accessibilityMedium
    case accessibilityLarge
    case accessibilityExtraLarge
    case accessibilityExtraExtraLarge
    case accessibilityExtraExtraExtraLarge

    /// Whether the category is one of the accessibility sizes (`isAccessibilityCategory`).
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// The point size of the body text style at this size.
    public var bodyPointSize: Double {
        switch self {
        case .extraSmall: return 14
        case .small: return 15
        case .medium: return 16
        case .large: return 17
        case .extraLarge: return 19
        case .extraExtraLarge: return 21
        case .extraExtraExtraLarge: return 23
        case .accessibilityMedium: return 28
        case .accessibilityLarge: return 33
        case .accessibilityExtraLarge: return 40
        case .accessibilityExtraExtraLarge: return 47
        case .accessibilityExtraExtraExtraLarge: return 53
        }
    }

    /// The readable width at this size: 672 points at `large`, in proportion to the body text's point
    /// size at the others, to the nearest point (Documentation/spec-format.md, "Environments").
    public var readableWidth: Double {
        (672 * bodyPointSize / 17).rounded()
    }

    public static func < (lhs: Self, rhs: Self) -> Bool {
        lhs.order < rhs.order
    }

    private var order: Int { Self.allCases.firstIndex(of: self) ?? 0 }
}
