/// A glob over spec paths, as subscribers write them: `*` and `?` stay within a folder, `**` matches
/// across folders (`**` alone matches every spec; `screens/**` every spec under `screens/`).
public struct SpecGlob: Sendable, Hashable {
    public let pattern: String
    private let parts: [Substring]

    public init(_ pattern: String) {
        self.pattern = pattern
        parts = pattern.split(separator: "/", omittingEmptySubsequences: true)
    }

    /// Whether `path` (relative, `/`-separated) matches.
    public func matches(_ path: String) -> Bool {
        let components = path.split(separator: "/", omittingEmptySubsequences: true)
        return Self.match(parts[...], components[...])
    }

    private static func match(_ parts: ArraySlice<Substring>, _ components: ArraySlice<Substring>) -> Bool {
        guard let part = parts.first else { return components.isEmpty }
        if part == "**" {
            // Any number of folders, including none.
            var rest = components
            while true {
                if match(parts.dropFirst(), rest) { return true }
                guard !rest.isEmpty else { return false }
                rest = rest.dropFirst()
            }
        }
        guard let component = components.first, matchComponent(Array(part.utf8)[...], Array(component.utf8)[...])
        else { return false }
        return match(parts.dropFirst(), components.dropFirst())
    }

    /// `*` and `?` within one folder name.
    private static func matchComponent(_ pattern: ArraySlice<UInt8>, _ name: ArraySlice<UInt8>) -> Bool {
        guard let first = pattern.first else { return name.isEmpty }
        switch first {
        case UInt8(ascii: "*"):
            var rest = name
            while true {
                if matchComponent(pattern.dropFirst(), rest) { return true }
                guard !rest.isEmpty else { return false }
                rest = rest.dropFirst()
            }
        case UInt8(ascii: "?"):
            return !name.isEmpty && matchComponent(pattern.dropFirst(), name.dropFirst())
        default:
            return name.first == first && matchComponent(pattern.dropFirst(), name.dropFirst())
        }
    }
}
