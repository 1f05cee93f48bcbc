import Foundation
import LayoutFiles
import LayoutSpecFormat

/// Watched folders held in memory, for the daemon embedded in a test: files are written and removed
/// by the test, and read by the daemon as it reads the disk's, with the same errors.
final class MemorySpecFiles: SpecFiles {
    /// Regular files by absolute path.
    private(set) var files: [String: Data] = [:]
    /// Folders made explicitly (folders holding files exist too).
    private var folders: Set<String> = []
    /// Paths that are neither files nor folders (a FIFO, a socket).
    private var others: Set<String> = []
    /// Files that exist but cannot be opened, with the reason the system would give.
    private var unreadable: [String: String] = [:]

    /// Folders the daemon may not search (`chmod 000`): what is in them cannot be looked at.
    private var unreachableFolders: Set<String> = []

    /// The mount table's mount points, as the test sets them.
    var mounts: [String] = ["/"]

    func mountPoints() -> [String] { mounts }

    /// Told of each file the daemon creates (``createNew(_:)``).
    var created: (String) -> Void = { _ in }

    init() {}

    // MARK: What the test does

    func write(_ path: String, _ text: String) {
        files[path] = Data(text.utf8)
        unreadable[path] = nil
    }

    func makeFolder(_ path: String) {
        folders.insert(path)
    }

    func makeOther(_ path: String) {
        others.insert(path)
    }

    func makeUnreadable(_ path: String, reason: String) {
        unreadable[path] = reason
    }

    /// `chmod 000` on a folder (`reachable: false`), and `chmod 755` again.
    func setFolder(_ path: String, reachable: Bool) {
        if reachable { unreachableFolders.remove(path) } else { unreachableFolders.insert(path) }
    }

    private func isBehindUnreachableFolder(_ path: String) -> Bool {
        unreachableFolders.contains { path.hasPrefix($0 + "/") }
    }

    /// Removes the file, or the folder and everything in it.
    func delete(_ path: String) {
        files[path] = nil
        others.remove(path)
        let inside = path + "/"
        files = files.filter { !$0.key.hasPrefix(inside) }
        folders = folders.filter { $0 != path && !$0.hasPrefix(inside) }
    }

    /// The regular files under `folder`, as paths relative to it, sorted.
    func files(under folder: String) -> [String] {
        let inside = folder + "/"
        return files.keys.filter { $0.hasPrefix(inside) }.map { String($0.dropFirst(inside.count)) }.sorted()
    }

    // MARK: SpecFiles

    func fileNames(in folder: String) -> [String] {
        let inside = folder + "/"
        return files.keys.filter { $0.hasPrefix(inside) && !$0.dropFirst(inside.count).contains("/") }
            .map { String($0.dropFirst(inside.count)) }.sorted()
    }

    func kind(of path: String) -> SpecFileKind? {
        if isBehindUnreachableFolder(path) { return .unreachable }
        if files[path] != nil { return .regular }
        if others.contains(path) { return .other }
        let inside = path + "/"
        if folders.contains(path) || folders.contains(where: { $0.hasPrefix(inside) })
            || files.keys.contains(where: { $0.hasPrefix(inside) })
        {
            return .directory
        }
        return nil
    }

    func contents(_ path: String, confinedTo folder: String) throws(SpecErrors) -> Data {
        if let reason = unreadable[path] {
            throw SpecFile.failure(.syntax, "cannot read the file: \(reason)", file: path)
        }
        switch kind(of: path) {
        case nil: throw SpecFile.failure(.syntax, "cannot read the file: no such file", file: path)
        case .unreachable:
            throw SpecFile.failure(.syntax, "cannot read the file: you don't have permission", file: path)
        case .directory: throw SpecFile.failure(.syntax, "cannot read the file: it is a folder", file: path)
        case .other:
            throw SpecFile.failure(.syntax, "not a regular file (a device or a FIFO); specs are files", file: path)
        case .regular: break
        }
        guard path.hasPrefix(folder + "/"), let data = files[path] else {
            throw SpecFile.failure(.syntax, "a file outside the watched folder \(folder)", file: path)
        }
        guard data.count <= SpecFile.maximumBytes else {
            throw SpecFile.failure(.syntax, "the file is larger than 16 MiB", file: path)
        }
        return data
    }

    func head(of path: String, upTo count: Int) -> [UInt8] {
        files[path].map { Array($0.prefix(count)) } ?? []
    }

    func resolvedPath(_ path: String) -> String? {
        kind(of: path) == nil ? nil : path
    }

    func createNew(_ path: String) throws(FileError) {
        guard kind(of: path) == nil else { throw FileError(description: "File exists") }
        files[path] = Data()
        created(path)
    }

    func remove(_ path: String) {
        files[path] = nil
    }
}
