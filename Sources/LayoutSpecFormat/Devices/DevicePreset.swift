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

    /// An iPad's presets are `.pad`, an iPhone's `.phone`.
    public var idiom: UserInterfaceIdiom { name.hasPrefix("iPad") ? .pad : .phone }

    /// The environment this preset gives in an orientation, on an iOS version.
    public func environment(orientation: Orientation, systemVersion: Double = 26) -> LayoutEnvironment {
        let landscape = orientation == .landscape
        let slug = Self.slugs[name] ?? slug
        var safeArea = landscape ? landscapeSafeArea : portraitSafeArea
        if landscape, systemVersion < 26, let before = landscapeSafeAreaBefore26 { safeArea = before }
        var environment = LayoutEnvironment(
            name: landscape ? "\(slug)-landscape" : slug,
            size: landscape ? Size(width: portraitSize.height, height: portraitSize.width) : portraitSize,
            scale: scale,
            safeArea: safeArea,
            sizeClasses: landscape ? landscapeSizeClasses : portraitSizeClasses,
            device: name,
            orientation: orientation,
            idiom: idiom,
            systemVersion: systemVersion
        )
        environment.screenSize = environment.size
        return environment
    }
}
