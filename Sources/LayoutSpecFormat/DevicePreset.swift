public import LayoutEngine

/// A device the spec can name instead of giving sizes: bounds, scale, safe areas and size classes
/// per orientation (spec-format.md, "Device presets").
public struct DevicePreset: Hashable, Sendable {
    /// The canonical name, as Apple writes it.
    public var name: String
    /// The product line, by which error messages group the presets (`iPhone 16`, `iPad Pro`).
    public var family: String
    /// Portrait bounds, in points.
    public var portraitSize: Size
    public var scale: Double
    public var portraitSafeArea: EdgeInsets
    /// The landscape safe area on iOS 26 and later.
    public var landscapeSafeArea: EdgeInsets
    /// The landscape safe area before iOS 26, where it differs: a phone with a sensor housing kept no
    /// status bar in landscape (top 0) and a 21-point home indicator.
    public var landscapeSafeAreaBefore26: EdgeInsets?
    public var portraitSizeClasses: SizeClasses
    public var landscapeSizeClasses: SizeClasses

    /// Every preset the format knows, in the order of the format's tables.
    public static let all: [DevicePreset] = [
        homeButtonPhone("iPhone SE (1st generation)", "iPhone SE", 320, 568, scale: 2, landscapeHorizontal: .compact),
        homeButtonPhone("iPhone 8", "iPhone 8", 375, 667, scale: 2, landscapeHorizontal: .compact),
        homeButtonPhone("iPhone 8 Plus", "iPhone 8", 414, 736, scale: 3, landscapeHorizontal: .regular),
        homeButtonPhone("iPhone SE (3rd generation)", "iPhone SE", 375, 667, scale: 2, landscapeHorizontal: .compact),
        sensorHousingPhone("iPhone 15", "iPhone 15", 393, 852, top: 59, side: 59, landscapeHorizontal: .compact),
        sensorHousingPhone(
            "iPhone 15 Pro Max",
            "iPhone 15",
            430,
            932,
            top: 59,
            side: 59,
            landscapeHorizontal: .regular
        ),
        sensorHousingPhone("iPhone 16e", "iPhone 16", 390, 844, top: 47, side: 47, landscapeHorizontal: .compact),
        sensorHousingPhone("iPhone 16", "iPhone 16", 393, 852, top: 59, side: 59, landscapeHorizontal: .compact),
        sensorHousingPhone("iPhone 16 Plus", "iPhone 16", 430, 932, top: 59, side: 59, landscapeHorizontal: .regular),
        sensorHousingPhone("iPhone 16 Pro", "iPhone 16", 402, 874, top: 62, side: 62, landscapeHorizontal: .compact),
        sensorHousingPhone(
            "iPhone 16 Pro Max",
            "iPhone 16",
            440,
            956,
            top: 62,
            side: 62,
            landscapeHorizontal: .regular
        ),
        sensorHousingPhone("iPhone 17", "iPhone 17", 402, 874, top: 62, side: 62, landscapeHorizontal: .compact),
        sensorHousingPhone("iPhone 17 Pro", "iPhone 17", 402, 874, top: 62, side: 62, landscapeHorizontal: .compact),
        sensorHousingPhone(
            "iPhone 17 Pro Max",
            "iPhone 17",
            440,
            956,
            top: 62,
            side: 62,
            landscapeHorizontal: .regular
        ),
        sensorHousingPhone(
            "iPhone Air",
            "iPhone Air",
            420,
            912,
            top: 68,
            side: 68,
            landscapeHorizontal: .regular,
            landscapeBottom: 29
        ),
        pad("iPad (10th generation)", "iPad", 820, 1180),
        pad("iPad (A16)", "iPad", 820, 1180),
        pad("iPad mini (A17 Pro)", "iPad mini", 744, 1133),
        pad("iPad Air 11-inch (M3)", "iPad Air", 820, 1180),
        pad("iPad Air 13-inch (M3)", "iPad Air", 1024, 1366),
        pad("iPad Pro 12.9-inch", "iPad Pro", 1024, 1366),
        pad("iPad Pro 11-inch (M4)", "iPad Pro", 834, 1210),
        pad("iPad Pro 13-inch (M4)", "iPad Pro", 1032, 1376),
    ]

    /// The known presets grouped by family, for error messages:
    /// `iPhone 16: iPhone 16e, iPhone 16, …; iPad Pro: …`.
    public static var listedByFamily: String {
        var families: [String] = []
        var members: [String: [String]] = [:]
        for preset in all {
            if members[preset.family] == nil { families.append(preset.family) }
            members[preset.family, default: []].append(preset.name)
        }
        return families.map { "\($0): " + (members[$0] ?? []).joined(separator: ", ") }.joined(separator: "; ")
    }

    /// The preset a spec names, matched case-insensitively ignoring spaces, hyphens and parentheses.
    public static func named(_ name: String) -> DevicePreset? {
        byName[name] ?? byMatchKey[matchKey(name)]
    }

    /// The presets by their exact names, built once: the spelling nearly every spec uses, found
    /// without normalizing it (which walks the name's characters, on every save of every spec).
    private static let byName: [String: DevicePreset] = Dictionary(
        all.map { ($0.name, $0) },
        uniquingKeysWith: { first, _ in first }
    )

    /// The presets by `matchKey` of their names, built once: looked up on every save of every spec.
    private static let byMatchKey: [String: DevicePreset] = Dictionary(
        all.map { (matchKey($0.name), $0) },
        uniquingKeysWith: { first, _ in first }
    )

    static func matchKey(_ name: String) -> String {
        String(name.lowercased().filter { !" -()".contains($0) })
    }

    /// The slugs of the presets' names, made once rather than on every save of every spec.
    private static let slugs: [String: String] = Dictionary(
        all.map { ($0.name, $0.slug) },
        uniquingKeysWith: { first, _ in first }
    )

    /// The environment-name slug: `iPhone 15` → `iphone-15`, `iPad (10th generation)` → `ipad-10th-generation`.
    public var slug: String {
        var slug = ""
        var pendingHyphen = false
        for character in name.lowercased() {
            if character.isLetter || character.isNumber || character == "." {
                if pendingHyphen && !slug.isEmpty { slug.append("-") }
                pendingHyphen = false
                slug.append(character)
            } else {
                pendingHyphen = true
            }
        }
        return slug
    }

    /// The environment this preset gives in an orientation, on an iOS version.
    public func environment(orientation: Orientation, systemVersion: Double = 26) -> LayoutEnvironment {
        let landscape = orientation == .landscape
        let slug = Self.slugs[name] ?? slug
        var safeArea = landscape ? landscapeSafeArea : portraitSafeArea
        if landscape, systemVersion < 26, let before = landscapeSafeAreaBefore26 { safeArea = before }
        return LayoutEnvironment(
            name: landscape ? "\(slug)-landscape" : slug,
            size: landscape ? Size(width: portraitSize.height, height: portraitSize.width) : portraitSize,
            scale: scale,
            safeArea: safeArea,
            sizeClasses: landscape ? landscapeSizeClasses : portraitSizeClasses,
            device: name,
            orientation: orientation,
            systemVersion: systemVersion
        )
    }

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

    /// iPhones with a notch or a Dynamic Island, at scale 3.
    ///
    /// The sensor housing takes `top` in portrait and `side` on the left and right in landscape; the
    /// home indicator 34 in portrait. In landscape, iOS 26 shows a 20-point status bar and a 20-point (the
    /// Air: 29) home indicator; earlier versions no status bar and a 21-point indicator.
    static func sensorHousingPhone(
        _ name: String,
        _ family: String,
        _ width: Double,
        _ height: Double,
        top: Double,
        side: Double,
        landscapeHorizontal: SizeClass,
        landscapeBottom: Double = 20
    ) -> DevicePreset {
        DevicePreset(
            name: name,
            family: family,
            portraitSize: Size(width: width, height: height),
            scale: 3,
            portraitSafeArea: EdgeInsets(top: top, left: 0, bottom: 34, right: 0),
            landscapeSafeArea: EdgeInsets(top: 20, left: side, bottom: landscapeBottom, right: side),
            landscapeSafeAreaBefore26: EdgeInsets(top: 0, left: side, bottom: 21, right: side),
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
}
