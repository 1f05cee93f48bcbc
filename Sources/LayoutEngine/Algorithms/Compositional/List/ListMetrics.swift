/// The constants UIKit builds a list section from, in one environment (spec-format.md, "Lists").
///
/// They come from UIKit's table constants: what its code shows for iOS 15 to 18, the row height of
/// iOS 26, and stated policies where the code is not known (the iOS 26 insets are iOS 18's, the
/// header estimate of a plain list scales with the body text, constants go up to the pixel grid).
struct ListMetrics {
    let environment: LayoutEnvironment

    /// The estimated row height: 44 before iOS 26.
    ///
    /// On iOS 26, twice the body text's line height (44 at the large size) without the Liquid Glass
    /// design or in a sidebar, the line height + 30 (52) with it. The text size counts up to
    /// extraExtraExtraLarge.
    func rowHeight(_ appearance: ListAppearance) -> Double {
        guard environment.systemVersion >= 26 else { return 44 }
        let leading = Self.bodyLeading(environment.preferredContentSizeCategory)
        let sidebar = appearance == .sidebar || appearance == .sidebarPlain
        if environment.designRequiresCompatibility || sidebar { return 2 * leading }
        return leading + 30
    }

    /// The body text style's line height: 22 at the large size (documented); the others as Apple's
    /// type tables give them, the accessibility sizes counted as extraExtraExtraLarge.
    static func bodyLeading(_ category: ContentSizeCategory) -> Double {
        switch category {
        case .extraSmall: return 19
        case .small: return 20
        case .medium: return 21
        case .large: return 22
        case .extraLarge: return 24
        case .extraExtraLarge: return 27
        default: return 29
        }
    }

    /// A constant UIKit puts on the pixel boundary: up to the next 1/scale (17.5 stays 17.5 at 2x and
    /// becomes 17.667 at 3x; a policy).
    func onPixelBoundary(_ value: Double) -> Double {
        let scale = environment.scale > 0 ? environment.scale : 1
        return (value * scale).rounded(.up) / scale
    }

    /// The estimated header height: 17.5 in the grouped styles; in a plain one, 28 at the large text
    /// size, scaled with the body text up to extraExtraExtraLarge (a policy for the other sizes).
    func headerEstimate(_ appearance: ListAppearance) -> Double {
        guard appearance.isPlainStyle else { return onPixelBoundary(17.5) }
        let size = min(environment.preferredContentSizeCategory, .extraExtraExtraLarge).bodyPointSize
        return onPixelBoundary(28 * size / 17)
    }

    /// The estimated footer height: as the header's (17.5 grouped; a plain footer as a plain header,
    /// a policy).
    func footerEstimate(_ appearance: ListAppearance) -> Double { headerEstimate(appearance) }

    /// The automatic padding above a section header: 22 in the plain styles (whose headers have had no
    /// background since iOS 15), 0 in the others; the first section's as the others' (a policy).
    func automaticHeaderTopPadding(_ appearance: ListAppearance) -> Double {
        appearance.isPlainStyle ? 22 : 0
    }

    /// `defaultTableLayoutMarginsForScreen`: 20 on a wide phone (one whose portrait width is at least
    /// 414 points, the policy of the root view's margins), 16 elsewhere, iPads included.
    var tableMargin: Double {
        let shorterSide = min(environment.size.width, environment.size.height)
        return shorterSide < 600 && shorterSide >= 414 ? 20 : 16
    }

    /// Above the first section of a grouped list that has no header.
    static let paddingAboveFirstSectionWithoutHeader = 35.0
    /// Below the last section of a grouped list that has no footer.
    static let paddingBelowLastSection = 20.0
    /// Below each section of a sidebar that has no footer.
    static let sidebarPaddingBelowSection = 10.0
}
