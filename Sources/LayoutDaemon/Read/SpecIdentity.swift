import Foundation
import SpecWatcher

/// One spec, the same from the watcher to the output folder, the journal, the socket and the page.
///
/// The watched folder is named by its path, never by its place in the configuration's `watch` list,
/// so reordering, adding or removing other folders on a reload leaves every spec what it was. The
/// relative path is compared by its bytes: two files whose names differ only in Unicode normalization
/// (`é` as one code point or as `e` and a combining accent) are two files on Linux, and two specs.
public struct SpecIdentity: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The watched folder, absolute, as configured.
    public let root: String
    /// The spec's path relative to `root`, `/`-separated.
    public let path: String
    /// The name subscribers, `layout.json` and the page know it by (``WatchedRoots/name(root:path:)``).
    public let name: String

    init(root: String, path: String, name: String) {
        self.root = root
        self.path = path
        self.name = name
    }

    /// Whether the spec lies in `directory` of the watched folder `root` (`""`: the whole folder).
    func isWithin(root: String, directory: String) -> Bool {
        guard self.root.utf8.elementsEqual(root.utf8) else { return false }
        guard !directory.isEmpty else { return true }
        // On the bytes as they are: asked of every known spec on each scan of a folder.
        let prefix = directory.utf8
        return path.utf8.starts(with: prefix)
            && (path.utf8.count == prefix.count || path.utf8.dropFirst(prefix.count).first == UInt8(ascii: "/"))
    }

    public static func == (lhs: SpecIdentity, rhs: SpecIdentity) -> Bool {
        lhs.root.utf8.elementsEqual(rhs.root.utf8) && lhs.path.utf8.elementsEqual(rhs.path.utf8)
    }

    public func hash(into hasher: inout Hasher) {
        for byte in root.utf8 { hasher.combine(byte) }
        hasher.combine(0 as UInt8)
        for byte in path.utf8 { hasher.combine(byte) }
    }

    public static func < (lhs: SpecIdentity, rhs: SpecIdentity) -> Bool {
        if !lhs.root.utf8.elementsEqual(rhs.root.utf8) { return lhs.root.utf8.lexicographicallyPrecedes(rhs.root.utf8) }
        return lhs.path.utf8.lexicographicallyPrecedes(rhs.path.utf8)
    }

    public var description: String { name }
}

/// The watched folders of a configuration, and the names their specs go by.
///
/// With one watched folder, a spec's name is its path relative to it (`a/b/home.layout.yaml`). With
/// several, each name starts with its folder's label: the folder's own name (`App/home.layout.yaml`),
/// and where two folders have the same name, `~2`, `~3`… after it in the order of their full paths
/// (`Layouts`, `Layouts~2`). A label is one path component, so no spec's name can be another
/// folder's; labels depend on the set of folders, never on their order in the configuration.
struct WatchedRoots {
    /// The folders, as the watcher numbers them.
    let paths: [String]
    /// Each folder's label; empty with one folder.
    let labels: [String]

    init(_ paths: [String]) {
        self.paths = paths
        labels = paths.count > 1 ? Self.labels(paths) : paths.map { _ in "" }
    }

    /// The identity of the spec the watcher knows as `spec`.
    func identity(_ spec: SpecPath) -> SpecIdentity {
        let label = labels[spec.root]
        let name = Self.name(spec.path)
        return SpecIdentity(root: paths[spec.root], path: spec.path, name: label.isEmpty ? name : "\(label)/\(name)")
    }

    /// The watcher's path of a spec in one of these folders; `nil` when its folder is not watched.
    func specPath(_ identity: SpecIdentity) -> SpecPath? {
        paths.firstIndex { $0.utf8.elementsEqual(identity.root.utf8) }.map { SpecPath(root: $0, path: identity.path) }
    }

    /// Of `known` specs, those these roots no longer hold under the same name.
    ///
    /// Their folder is not watched any more, or their name changed (a second folder was added, and names now start with
    /// their folder's label). A reload removes them; specs are known by their folder's path, not its
    /// place in the list, so reordering the folders keeps every one.
    func noLongerNamed(_ known: [SpecIdentity]) -> [SpecIdentity] {
        known.filter { spec in
            guard let path = specPath(spec) else { return true }
            return identity(path).name != spec.name
        }
    }

    /// A relative path as a name that no other path's name equals, even as Swift compares strings.
    ///
    /// Swift's `String` equality is Unicode's canonical equivalence, and so is every dictionary of
    /// names in the daemon and in most clients: `é` as one code point and as `e` with a combining
    /// accent are one string, yet two files. A path in composed form (NFC) without `%` is its own
    /// name; any other has its `%` and its bytes outside ASCII percent-encoded
    /// (`e%CC%81.layout.yaml`), which only such names contain.
    static func name(_ path: String) -> String {
        let isPlain =
            path.utf8.allSatisfy { $0 < 0x80 && $0 != UInt8(ascii: "%") }
            || (!path.utf8.contains(UInt8(ascii: "%"))
                && path.precomposedStringWithCanonicalMapping.utf8.elementsEqual(path.utf8))
        guard !isPlain else { return path }
        var escaped = ""
        for byte in path.utf8 {
            if byte < 0x80 && byte != UInt8(ascii: "%") {
                escaped.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                escaped += "%" + String(byte, radix: 16, uppercase: true)
            }
        }
        return escaped
    }

    /// Each folder's name, with `~N` after those that share it.
    static func labels(_ paths: [String]) -> [String] {
        var labels = paths.map { path in path.split(separator: "/").last.map(String.init) ?? "_" }
        // Repeated while a suffixed label meets a folder so named (`Layouts~2` beside two `Layouts`).
        while true {
            let groups = Dictionary(grouping: labels.indices, by: { labels[$0] }).filter { $0.value.count > 1 }
            guard !groups.isEmpty else { return labels }
            for (_, members) in groups {
                let ranked = members.sorted { paths[$0].utf8.lexicographicallyPrecedes(paths[$1].utf8) }
                for (rank, index) in ranked.enumerated() where rank > 0 {
                    labels[index] += "~\(rank + 1)"
                }
            }
        }
    }
}
