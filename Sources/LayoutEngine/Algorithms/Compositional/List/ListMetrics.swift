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

    /// The margin rows are inset by beyond the safe area, in the inset styles.
    ///
    /// `insetGrouped`: 20 when the collection view is wider than 390 points, 16 at 390 and below.
    /// Real renders show 20 on 393-, 402- and 440-point phones and 16 on a 390-point phone (iOS 26) and
    /// in a 300-point window; UIKit's switch lies in (390, 393], and placing it just above 390 is a
    /// policy until a closer render exists.
    ///
    /// The sidebars: `defaultTableLayoutMarginsForScreen`, 20 on a wide phone (one whose portrait width
    /// is at least 414 points, the policy of the root view's margins), 16 elsewhere, iPads included.
    func tableMargin(_ appearance: ListAppearance) -> Double {
        if appearance == .insetGrouped { return environment.size.width > 390 ? 20 : 16 }
        let shorterSide = min(environment.size.width, environment.size.height)
        return shorterSide < 600 && shorterSide >= 414 ? 20 : 16
    }

    /// Half the spacing between two grouped sections: below one without a footer, above the next
    /// without a header.
    static let groupedSectionSpacing = 17.5

    /// Whether the list's spacings stay exact until its frames go on the pixel grid (iOS 26, as real
    /// renders show: 35 at 3x between two sections, and a lone 17.5 kept exact) rather than each put
    /// on the grid on its own (17.667 at 3x, 35.333 for two, before).
    var keepsSpacingsExact: Bool { environment.systemVersion >= 26 }

    /// Below a grouped section without a footer that is not the last: 17.5, on the pixel grid before
    /// iOS 26.
    func spacingBelowSection() -> Double {
        keepsSpacingsExact ? Self.groupedSectionSpacing : onPixelBoundary(Self.groupedSectionSpacing)
    }

    /// Above a grouped section without a header that is not the first: 17.5, on the pixel grid before
    /// iOS 26.
    func spacingAboveSection() -> Double {
        keepsSpacingsExact ? Self.groupedSectionSpacing : onPixelBoundary(Self.groupedSectionSpacing)
    }

    /// Whether a list section adds the grouped spacing above itself (when it is not the first).
    static func addsSpacingAbove(_ list: ListConfiguration) -> Bool {
        list.appearance.isVerticallySeparated && !list.hasHeader
    }

    /// Whether a list section adds the grouped spacing below itself (when it is not the last).
    static func addsSpacingBelow(_ list: ListConfiguration) -> Bool {
        list.appearance.isVerticallySeparated && !list.hasFooter
    }

    /// Above the first section of a grouped list that has no header.
    static let paddingAboveFirstSectionWithoutHeader = 35.0
    /// Below the last section of a grouped list that has no footer.
    static let paddingBelowLastSection = 20.0
    /// Below each section of a sidebar that has no footer.
    static let sidebarPaddingBelowSection = 10.0
}
