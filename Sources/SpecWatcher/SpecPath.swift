/// A spec or directory inside one of the watched roots: the root's index and the path relative to it.
///
/// Relative paths are what users see (`a/b/home.layout.yaml`) and what names the output folder.
public struct SpecPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var root: Int
    /// Relative to the root, `/`-separated, no leading or trailing `/`; empty for the root itself.
    public var path: String

    public init(root: Int, path: String) {
        self.root = root
        self.path = path
    }

    /// The entry `name` inside this directory.
    public func appending(_ name: String) -> SpecPath {
        SpecPath(root: root, path: path.isEmpty ? name : "\(path)/\(name)")
    }

    /// Whether this path is `directory` or lies inside it.
    public func isWithin(_ directory: SpecPath) -> Bool {
        guard root == directory.root else { return false }
        guard !directory.path.isEmpty else { return true }
        let prefix = directory.path.utf8
        return path.utf8.starts(with: prefix)
            && (path.utf8.count == prefix.count || path.utf8.dropFirst(prefix.count).first == UInt8(ascii: "/"))
    }

    /// This path with the directory prefix `old` replaced by `new` (a directory renamed).
    public func replacingPrefix(_ old: SpecPath, with new: SpecPath) -> SpecPath {
        guard isWithin(old) else { return self }
        let rest = path.dropFirst(old.path.count).drop { $0 == "/" }
        return rest.isEmpty ? new : new.appending(String(rest))
    }

    // Compared by bytes: names equal only under Unicode normalization are two files on Linux, and
    // Swift's `String` equality would take them for one.
    public static func == (lhs: SpecPath, rhs: SpecPath) -> Bool {
        lhs.root == rhs.root && lhs.path.utf8.elementsEqual(rhs.path.utf8)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(root)
        for byte in path.utf8 { hasher.combine(byte) }
    }

    public static func < (lhs: SpecPath, rhs: SpecPath) -> Bool {
        lhs.root != rhs.root ? lhs.root < rhs.root : lhs.path.utf8.lexicographicallyPrecedes(rhs.path.utf8)
    }

    public var description: String { path.isEmpty ? "." : path }
}
