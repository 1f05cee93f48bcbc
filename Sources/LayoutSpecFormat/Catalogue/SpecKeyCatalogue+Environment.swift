import LayoutEngine

extension SpecKeyCatalogue {
    /// An environment's keys: the collection view, its screen and its traits.
    static let environmentRows: [SpecKey] = [
        SpecKey(
            .name,
            [.environment],
            .text,
            "Unique within the spec; names the output files. Default with a device: the preset's slug."
        ),
        SpecKey(
            .device,
            [.environment],
            .word(DevicePreset.all.map(\.name)),
            "A device preset: fills the size, scale, safe area, size classes and margins."
        ),
        SpecKey(
            .orientation,
            [.environment],
            .enumeration(Orientation.allCases.map(\.rawValue)),
            defaultValue: "portrait",
            "`portrait` or `landscape`."
        ),
        SpecKey(
            .idiom,
            [.environment],
            .enumeration(UserInterfaceIdiom.allCases.map(\.rawValue)),
            property: UIKitProperty("UITraitCollection", "userInterfaceIdiom"),
            "UIUserInterfaceIdiom: `phone` or `pad`. Default: the preset's, else `pad` where the shorter side is at least 600."
        ),
        SpecKey(.size, [.environment], .size, "The collection view's bounds, [width, height], in points."),
        SpecKey(
            .scale,
            [.environment],
            .number,
            property: UIKitProperty("UITraitCollection", "displayScale"),
            "The screen scale (2 or 3), for pixel rounding."
        ),
        SpecKey(
            .safeArea,
            [.environment],
            .insets,
            property: UIKitProperty("UIView", "safeAreaInsets"),
            "The safe area insets of the collection view: [top, left, bottom, right]."
        ),
        SpecKey(
            .contentInset,
            [.environment],
            .insets,
            property: UIKitProperty("UIScrollView", "contentInset"),
            "The collection view's contentInset."
        ),
        SpecKey(
            .contentInsetAdjustment,
            [.environment],
            .enumeration(ContentInsetAdjustment.allCases.map(\.rawValue)),
            property: UIKitProperty("UIScrollView", "contentInsetAdjustmentBehavior"),
            "UIScrollView.ContentInsetAdjustmentBehavior: how the safe area joins contentInset."
        ),
        SpecKey(
            .sizeClass,
            [.environment],
            .mapping(.sizeClass),
            "The size classes: {horizontal: compact | regular, vertical: compact | regular}."
        ),
        SpecKey(
            .layoutMargins,
            [.environment],
            .insets,
            property: UIKitProperty("UIView", "layoutMargins"),
            "The collection view's layout margins; default: a view controller's root view's (safe area + 16 or 20)."
        ),
        SpecKey(
            .contentOffset,
            [.environment],
            .point,
            property: UIKitProperty("UIScrollView", "contentOffset"),
            "The scroll position; default: at rest, where the screen opens (−adjustedContentInset)."
        ),
        SpecKey(
            .systemVersion,
            [.environment],
            .number,
            range: 15...26,
            "The iOS version, 15 to 26: pixel rounding, list metrics and landscape safe areas follow it."
        ),
        SpecKey(
            .layoutDirection,
            [.environment],
            .enumeration(LayoutDirection.allCases.map(\.rawValue)),
            property: UIKitProperty("UITraitCollection", "layoutDirection"),
            "`leftToRight`, or `rightToLeft` to mirror the layout as UIKit does."
        ),
        SpecKey(
            .preferredContentSizeCategory,
            [.environment],
            .enumeration(ContentSizeCategory.allCases.map(\.rawValue)),
            property: UIKitProperty("UITraitCollection", "preferredContentSizeCategory"),
            "The user's text size (Dynamic Type): the readable width and list row heights follow it."
        ),
        SpecKey(
            .designRequiresCompatibility,
            [.environment],
            .boolean,
            "UIDesignRequiresCompatibility: on iOS 26, true keeps the design before Liquid Glass (44-point list rows)."
        ),
        SpecKey(
            .navigationBar,
            [.environment],
            .bar(SystemBars.NavigationBar.words),
            "A navigation bar above the collection view: none, standard or largeTitle, or its height; adds to the safe area's top."
        ),
        SpecKey(
            .bottomBar,
            [.environment],
            .bar(SystemBars.BottomBar.words),
            "A tab bar or toolbar below the collection view: none, tabBar or toolbar, or its height; adds to the safe area's bottom."
        ),
        SpecKey(
            .multitasking,
            [.environment],
            .enumeration(Multitasking.allCases.map(\.rawValue)),
            "An iPad window beside another app: fullScreen, splitViewOneThird, splitViewHalf (landscape), splitViewTwoThirds or slideOver."
        ),
        SpecKey(
            .horizontal,
            [.sizeClass],
            .enumeration(SizeClass.allCases.map(\.rawValue)),
            property: UIKitProperty("UITraitCollection", "horizontalSizeClass"),
            "The horizontal size class: `compact` or `regular`."
        ),
        SpecKey(
            .vertical,
            [.sizeClass],
            .enumeration(SizeClass.allCases.map(\.rawValue)),
            property: UIKitProperty("UITraitCollection", "verticalSizeClass"),
            "The vertical size class: `compact` or `regular`."
        ),
    ]
}
