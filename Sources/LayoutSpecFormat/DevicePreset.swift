public import LayoutEngine

/// A device the spec can name instead of giving sizes: bounds, scale, safe areas and size classes
/// per orientation (spec-format.md, "Device presets").
public struct DevicePreset: Hashable, Sendable {
    /// The canonical name, as Apple writes it.
    public var name: String
    /// Portrait bounds, in points.
    public var portraitSize: Size
    public var scale: Double
    public var portraitSafeArea: EdgeInsets
    public var landscapeSafeArea: EdgeInsets
    public var portraitSizeClasses: SizeClasses
    public var landscapeSizeClasses: SizeClasses

    /// Every preset the format knows, in the order of the format's table.
    public static let all: [DevicePreset] = [
        phone("iPhone SE (1st generation)", 320, 568, scale: 2, landscapeHorizontal: .compact),
        phone("iPhone 8", 375, 667, scale: 2, landscapeHorizontal: .compact),
        phone("iPhone 8 Plus", 414, 736, scale: 3, landscapeHorizontal: .regular),
        notchedPhone("iPhone 15", 393, 852, landscapeHorizontal: .compact),
        notchedPhone("iPhone 15 Pro Max", 430, 932, landscapeHorizontal: .regular),
        pad("iPad (10th generation)", 820, 1180),
        pad("iPad Pro 12.9-inch", 1024, 1366),
    ]

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

    /// The environment this preset gives in an orientation.
    public func environment(orientation: Orientation) -> LayoutEnvironment {
        let landscape = orientation == .landscape
        let slug = Self.slugs[name] ?? slug
        return LayoutEnvironment(
            name: landscape ? "\(slug)-landscape" : slug,
            size: landscape ? Size(width: portraitSize.height, height: portraitSize.width) : portraitSize,
            scale: scale,
            safeArea: landscape ? landscapeSafeArea : portraitSafeArea,
            sizeClasses: landscape ? landscapeSizeClasses : portraitSizeClasses,
            device: name,
            orientation: orientation
        )
    }

    /// Home-button iPhones: status bar 20 in portrait, no safe area in landscape.
    static func phone(
        _ name: String,
        _ width: Double,
        _ height: Double,
        scale: Double,
        landscapeHorizontal: SizeClass
    )
        -> DevicePreset
    {
        DevicePreset(
            name: name,
            portraitSize: Size(width: width, height: height),
            scale: scale,
            portraitSafeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            landscapeSafeArea: .zero,
            portraitSizeClasses: SizeClasses(horizontal: .compact, vertical: .regular),
            landscapeSizeClasses: SizeClasses(horizontal: landscapeHorizontal, vertical: .compact)
        )
    }

    /// Dynamic Island iPhones at scale 3.
    static func notchedPhone(
        _ name: String,
        _ width: Double,
        _ height: Double,
        landscapeHorizontal: SizeClass
    )
        -> DevicePreset
    {
        DevicePreset(
            name: name,
            portraitSize: Size(width: width, height: height),
            scale: 3,
            portraitSafeArea: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
            landscapeSafeArea: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
            portraitSizeClasses: SizeClasses(horizontal: .compact, vertical: .regular),
            landscapeSizeClasses: SizeClasses(horizontal: landscapeHorizontal, vertical: .compact)
        )
    }

    /// iPads: regular in both orientations.
    static func pad(_ name: String, _ width: Double, _ height: Double) -> DevicePreset {
        let safeArea = EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)
        let regular = SizeClasses(horizontal: .regular, vertical: .regular)
        return DevicePreset(
            name: name,
            portraitSize: Size(width: width, height: height),
            scale: 2,
            portraitSafeArea: safeArea,
            landscapeSafeArea: safeArea,
            portraitSizeClasses: regular,
            landscapeSizeClasses: regular
        )
    }
}
