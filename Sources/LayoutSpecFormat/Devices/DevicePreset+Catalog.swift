import LayoutEngine

/// The presets: every iPhone and iPad that runs iOS 17 or later, and the iPhone SE (1st generation),
/// iPhone 8 and iPhone 8 Plus that specs written for earlier versions name.
///
/// Sizes and scales are Apple's published screen metrics. Safe areas are those devices report, from
/// tables published by others: a sensor housing's depth is the top inset in portrait and the left and
/// right ones in landscape; iPads with a Home button have a 20-point status bar and no bottom inset,
/// the others 24 and a 20-point home indicator (spec-format.md, "Device presets").
extension DevicePreset {
    /// Every preset the format knows, in the order of the format's tables.
    public static let all: [DevicePreset] = phones + pads

    static let phones: [DevicePreset] = [
        homeButtonPhone("iPhone SE (1st generation)", "iPhone SE", 320, 568, scale: 2, landscapeHorizontal: .compact),
        homeButtonPhone("iPhone 8", "iPhone 8", 375, 667, scale: 2, landscapeHorizontal: .compact),
        homeButtonPhone("iPhone 8 Plus", "iPhone 8", 414, 736, scale: 3, landscapeHorizontal: .regular),
        homeButtonPhone("iPhone SE (2nd generation)", "iPhone SE", 375, 667, scale: 2, landscapeHorizontal: .compact),
        homeButtonPhone("iPhone SE (3rd generation)", "iPhone SE", 375, 667, scale: 2, landscapeHorizontal: .compact),
        sensorHousingPhone("iPhone XS", "iPhone X", 375, 812, top: 44, landscapeHorizontal: .compact),
        sensorHousingPhone("iPhone XS Max", "iPhone X", 414, 896, top: 44, landscapeHorizontal: .regular),
        sensorHousingPhone("iPhone XR", "iPhone X", 414, 896, scale: 2, top: 48, landscapeHorizontal: .regular),
        sensorHousingPhone("iPhone 11", "iPhone 11", 414, 896, scale: 2, top: 48, landscapeHorizontal: .regular),
        sensorHousingPhone("iPhone 11 Pro", "iPhone 11", 375, 812, top: 44, landscapeHorizontal: .compact),
        sensorHousingPhone("iPhone 11 Pro Max", "iPhone 11", 414, 896, top: 44, landscapeHorizontal: .regular),
        sensorHousingPhone("iPhone 12 mini", "iPhone 12", 375, 812, top: 50, landscapeHorizontal: .compact),
        sensorHousingPhone("iPhone 12", "iPhone 12", 390, 844, top: 47, landscapeHorizontal: .compact),
        sensorHousingPhone("iPhone 12 Pro", "iPhone 12", 390, 844, top: 47, landscapeHorizontal: .compact),
        sensorHousingPhone("iPhone 12 Pro Max", "iPhone 12", 428, 926, top: 47, landscapeHorizontal: .regular),
        sensorHousingPhone("iPhone 13 mini", "iPhone 13", 375, 812, top: 50, landscapeHorizontal: .compact),
        sensorHousingPhone("iPhone 13", "iPhone 13", 390, 844, top: 47, landscapeHorizontal: .compact),
        sensorHousingPhone("iPhone 13 Pro", "iPhone 13", 390, 844, top: 47, landscapeHorizontal: .compact),
        sensorHousingPhone("iPhone 13 Pro Max", "iPhone 13", 428, 926, top: 47, landscapeHorizontal: .regular),
        sensorHousingPhone("iPhone 14", "iPhone 14", 390, 844, top: 47, landscapeHorizontal: .compact),
        sensorHousingPhone("iPhone 14 Plus", "iPhone 14", 428, 926, top: 47, landscapeHorizontal: .regular),
        sensorHousingPhone("iPhone 14 Pro", "iPhone 14", 393, 852, top: 59, landscapeHorizontal: .compact),
        sensorHousingPhone("iPhone 14 Pro Max", "iPhone 14", 430, 932, top: 59, landscapeHorizontal: .regular),
        sensorHousingPhone("iPhone 15", "iPhone 15", 393, 852, top: 59, landscapeHorizontal: .compact),
        sensorHousingPhone("iPhone 15 Plus", "iPhone 15", 430, 932, top: 59, landscapeHorizontal: .regular),
        sensorHousingPhone("iPhone 15 Pro", "iPhone 15", 393, 852, top: 59, landscapeHorizontal: .compact),
        sensorHousingPhone("iPhone 15 Pro Max", "iPhone 15", 430, 932, top: 59, landscapeHorizontal: .regular),
        sensorHousingPhone("iPhone 16e", "iPhone 16", 390, 844, top: 47, landscapeHorizontal: .compact),
        sensorHousingPhone("iPhone 16", "iPhone 16", 393, 852, top: 59, landscapeHorizontal: .compact),
        sensorHousingPhone("iPhone 16 Plus", "iPhone 16", 430, 932, top: 59, landscapeHorizontal: .regular),
        sensorHousingPhone("iPhone 16 Pro", "iPhone 16", 402, 874, top: 62, landscapeHorizontal: .compact),
        sensorHousingPhone("iPhone 16 Pro Max", "iPhone 16", 440, 956, top: 62, landscapeHorizontal: .regular),
        sensorHousingPhone("iPhone 17", "iPhone 17", 402, 874, top: 62, landscapeHorizontal: .compact),
        sensorHousingPhone("iPhone 17 Pro", "iPhone 17", 402, 874, top: 62, landscapeHorizontal: .compact),
        sensorHousingPhone("iPhone 17 Pro Max", "iPhone 17", 440, 956, top: 62, landscapeHorizontal: .regular),
        sensorHousingPhone(
            "iPhone Air",
            "iPhone Air",
            420,
            912,
            top: 68,
            landscapeHorizontal: .regular,
            landscapeBottom: 29
        ),
    ]

    static let pads: [DevicePreset] = [
        homeButtonPad("iPad (6th generation)", "iPad", 768, 1024),
        homeButtonPad("iPad (7th generation)", "iPad", 810, 1080),
        homeButtonPad("iPad (8th generation)", "iPad", 810, 1080),
        homeButtonPad("iPad (9th generation)", "iPad", 810, 1080),
        pad("iPad (10th generation)", "iPad", 820, 1180),
        pad("iPad (A16)", "iPad", 820, 1180),
        homeButtonPad("iPad mini (5th generation)", "iPad mini", 768, 1024),
        pad("iPad mini (6th generation)", "iPad mini", 744, 1133),
        pad("iPad mini (A17 Pro)", "iPad mini", 744, 1133),
        homeButtonPad("iPad Air (3rd generation)", "iPad Air", 834, 1112),
        pad("iPad Air (4th generation)", "iPad Air", 820, 1180),
        pad("iPad Air (5th generation)", "iPad Air", 820, 1180),
        pad("iPad Air 11-inch (M2)", "iPad Air", 820, 1180),
        pad("iPad Air 13-inch (M2)", "iPad Air", 1024, 1366),
        pad("iPad Air 11-inch (M3)", "iPad Air", 820, 1180),
        pad("iPad Air 13-inch (M3)", "iPad Air", 1024, 1366),
        homeButtonPad("iPad Pro 10.5-inch", "iPad Pro", 834, 1112),
        homeButtonPad("iPad Pro 12.9-inch (2nd generation)", "iPad Pro", 1024, 1366),
        pad("iPad Pro 11-inch (1st generation)", "iPad Pro", 834, 1194),
        pad("iPad Pro 11-inch (2nd generation)", "iPad Pro", 834, 1194),
        pad("iPad Pro 11-inch (3rd generation)", "iPad Pro", 834, 1194),
        pad("iPad Pro 11-inch (4th generation)", "iPad Pro", 834, 1194),
        pad("iPad Pro 12.9-inch", "iPad Pro", 1024, 1366),
        pad("iPad Pro 12.9-inch (3rd generation)", "iPad Pro", 1024, 1366),
        pad("iPad Pro 12.9-inch (4th generation)", "iPad Pro", 1024, 1366),
        pad("iPad Pro 12.9-inch (5th generation)", "iPad Pro", 1024, 1366),
        pad("iPad Pro 12.9-inch (6th generation)", "iPad Pro", 1024, 1366),
        pad("iPad Pro 11-inch (M4)", "iPad Pro", 834, 1210),
        pad("iPad Pro 13-inch (M4)", "iPad Pro", 1032, 1376),
    ]

    /// iPhones with a Home button: status bar 20 in portrait, no safe area in landscape.
    static func homeButtonPhone(
        _ name: String,
        _ family: String,
        _ width: Double,
        _ height: Double,
        scale: Double,
        landscapeHorizontal: SizeClass
    ) -> DevicePreset {
        DevicePreset(
            name: name,
            family: family,
            portraitSize: Size(width: width, height: height),
            scale: scale,
            portraitSafeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            landscapeSafeArea: .zero,
            landscapeSafeAreaBefore26: nil,
            portraitSizeClasses: SizeClasses(horizontal: .compact, vertical: .regular),
            landscapeSizeClasses: SizeClasses(horizontal: landscapeHorizontal, vertical: .compact)
        )
    }

    /// iPhones with a notch or a Dynamic Island.
    ///
    /// The sensor housing takes `top` in portrait, and as much on the left and right in landscape; the
    /// home indicator 34 in portrait. In landscape, iOS 26 shows a 20-point status bar and a 20-point (the
    /// Air: 29) home indicator; earlier versions no status bar and a 21-point indicator.
    static func sensorHousingPhone(
        _ name: String,
        _ family: String,
        _ width: Double,
        _ height: Double,
        scale: Double = 3,
        top: Double,
        landscapeHorizontal: SizeClass,
        landscapeBottom: Double = 20
    ) -> DevicePreset {
        DevicePreset(
            name: name,
            family: family,
            portraitSize: Size(width: width, height: height),
            scale: scale,
            portraitSafeArea: EdgeInsets(top: top, left: 0, bottom: 34, right: 0),
            landscapeSafeArea: EdgeInsets(top: 20, left: top, bottom: landscapeBottom, right: top),
            landscapeSafeAreaBefore26: EdgeInsets(top: 0, left: top, bottom: 21, right: top),
            portraitSizeClasses: SizeClasses(horizontal: .compact, vertical: .regular),
            landscapeSizeClasses: SizeClasses(horizontal: landscapeHorizontal, vertical: .compact)
        )
    }

    /// iPads with a home indicator: status bar 24 and indicator 20 in both orientations, regular in both.
    static func pad(_ name: String, _ family: String, _ width: Double, _ height: Double) -> DevicePreset {
        let safeArea = EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)
        let regular = SizeClasses(horizontal: .regular, vertical: .regular)
        return DevicePreset(
            name: name,
            family: family,
            portraitSize: Size(width: width, height: height),
            scale: 2,
            portraitSafeArea: safeArea,
            landscapeSafeArea: safeArea,
            landscapeSafeAreaBefore26: nil,
            portraitSizeClasses: regular,
            landscapeSizeClasses: regular
        )
    }

    /// iPads with a Home button: a 20-point status bar and no bottom inset in both orientations.
    static func homeButtonPad(_ name: String, _ family: String, _ width: Double, _ height: Double) -> DevicePreset {
        var preset = pad(name, family, width, height)
        preset.portraitSafeArea = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        preset.landscapeSafeArea = preset.portraitSafeArea
        return preset
    }
}
