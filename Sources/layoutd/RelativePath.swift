import Foundation

/// A file's path as seen from a folder: what a spec written into that folder names its source by,
/// so that a spec committed from one machine does not name another's folders.
enum RelativePath {
    /// `file` from `folder` (`../Sources/Store/StoreViewController.swift`), both taken from the
    /// current directory when relative.
    static func of(_ file: String, from folder: String) -> String {
        let target = components(of: file)
        let base = components(of: folder)
        var common = 0
        while common < target.count - 1, common < base.count, target[common] == base[common] { common += 1 }
        let path = Array(repeating: "..", count: base.count - common) + target[common...]
        return path.joined(separator: "/")
    }

    /// The standardized absolute path's components.
    private static func components(of path: String) -> [String] {
        let url = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath()
        return url.pathComponents.filter { $0 != "/" }
    }
}
