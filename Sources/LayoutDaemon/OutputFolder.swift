public import Foundation
import Glibc
public import LayoutProtocol
import SpecWatcher

/// The output folder of daemon.md: `OUTPUT/a/b/home/layout.json` for the spec `a/b/home.layout.yaml`.
///
/// Every file is written to a temporary name in the same folder and renamed into place
/// (``AtomicFile``), so a reader sees the old file or the new one, never a mix. Paths never leave the
/// root: `..`, `.` and empty components of the spec path are dropped.
public struct OutputFolder: Sendable {
    public var root: String

    public init(root: String) {
        self.root = root
    }

    /// The files layoutd writes into a spec's folder; removing a spec removes these and nothing else.
    static let fileNames = ["layout.json", "diff.json", "error.json"]

    /// The folder a spec's files go in.
    public func folder(forSpec spec: String) -> URL {
        Self.components(forSpec: spec).reduce(URL(fileURLWithPath: root, isDirectory: true)) {
            $0.appendingPathComponent($1, isDirectory: true)
        }
    }

    /// The names of the folders from the root to a spec's folder.
    static func components(forSpec spec: String) -> [String] {
        var components = spec.split(separator: "/").map(String.init).filter { !$0.isEmpty && $0 != "." && $0 != ".." }
        if var last = components.popLast() {
            for suffix in SpecName.suffixes where last.hasSuffix(suffix) {
                last = String(last.dropLast(suffix.count))
                break
            }
            components.append(last.isEmpty ? "_" : last)
        }
        return components.map { $0.replacingOccurrences(of: "\0", with: "_") }
    }

    /// A spec's folder, created folder by folder, each checked to be a real folder and not a link.
    ///
    /// A link placed in the output folder (`OUTPUT/a` → `/etc`) would otherwise have the daemon write
    /// through it, outside its output folder; such a spec's files are not written, and the error says why.
    func confinedFolder(forSpec spec: String, creating: Bool = true) throws -> URL {
        var path = URL(fileURLWithPath: root, isDirectory: true).path
        // The root itself is the user's to choose, links and all.
        if creating { try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true) }
        for component in Self.components(forSpec: spec) {
            path += path.hasSuffix("/") ? component : "/" + component
            if creating && mkdir(path, 0o755) != 0 && errno != EEXIST {
                throw Self.failure("cannot create \(path): \(String(cString: strerror(errno)))")
            }
            var info = stat()
            guard lstat(path, &info) == 0 else {
                throw Self.failure("cannot find \(path): \(String(cString: strerror(errno)))")
            }
            guard (info.st_mode & S_IFMT) == S_IFDIR else {
                throw Self.failure(
                    "\(path) is a link or a file, not a folder; layoutd writes only inside its output folder"
                )
            }
        }
        return URL(fileURLWithPath: path, isDirectory: true)
    }

    static func failure(_ description: String) -> CocoaError {
        CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: description])
    }

    /// Writes `diff.json` (when there is one) and then `layout.json`, and removes a stale `error.json`.
    ///
    /// The diff goes first, so a reader that sees generation N in `layout.json` finds the diff to N.
    /// A first generation removes the `diff.json` of an earlier run.
    public func publish(_ file: LayoutFile, diff: DiffFile? = nil) throws {
        try publish(spec: file.spec, layoutJSON: file.json(), diffJSON: diff?.json())
    }

    /// The same, with the documents already encoded (the daemon sends the same text to subscribers).
    public func publish(spec: String, layoutJSON: String, diffJSON: String?) throws {
        let folder = try confinedFolder(forSpec: spec)
        if let diffJSON {
            try AtomicFile.write(diffJSON, to: folder.appendingPathComponent("diff.json"))
        } else {
            try? FileManager.default.removeItem(at: folder.appendingPathComponent("diff.json"))
        }
        try AtomicFile.write(layoutJSON, to: folder.appendingPathComponent("layout.json"))
        try? FileManager.default.removeItem(at: folder.appendingPathComponent("error.json"))
    }

    /// Writes `error.json`, keeping the last good `layout.json` beside it.
    public func publish(_ file: ErrorFile) throws {
        let folder = try confinedFolder(forSpec: file.spec)
        try AtomicFile.write(file.json(), to: folder.appendingPathComponent("error.json"))
    }

    /// The daemon's own state (the journal) lives in this folder of the root, beside the specs' folders.
    public static let stateFolderName = ".layoutd"

    /// The spec folders a previous run left: the ones holding a `layout.json` or an `error.json`.
    public struct StoredSpec {
        /// The folder's absolute path.
        public var folder: String
        public var layout: Data?
        public var errors: Data?
    }

    /// Every spec folder under the root, as a restarted daemon finds them.
    public func storedSpecs() -> [StoredSpec] {
        let rootURL = URL(fileURLWithPath: root, isDirectory: true)
        guard
            let walker = FileManager.default.enumerator(
                at: rootURL,
                includingPropertiesForKeys: [.isDirectoryKey, .isSymbolicLinkKey],
                options: []
            )
        else { return [] }
        var found: [StoredSpec] = []
        for case let url as URL in walker {
            let kind = try? url.resourceValues(forKeys: [.isDirectoryKey, .isSymbolicLinkKey])
            if kind?.isSymbolicLink == true {
                // Never read through a link: it leads out of the output folder, or somewhere in it twice.
                walker.skipDescendants()
                continue
            }
            guard kind?.isDirectory == true else { continue }
            if url.lastPathComponent == Self.stateFolderName && url.deletingLastPathComponent().path == rootURL.path {
                walker.skipDescendants()
                continue
            }
            let layout = try? Data(contentsOf: url.appendingPathComponent("layout.json"))
            let errors = try? Data(contentsOf: url.appendingPathComponent("error.json"))
            if layout != nil || errors != nil {
                found.append(StoredSpec(folder: url.path, layout: layout, errors: errors))
            }
        }
        return found.sorted { $0.folder < $1.folder }
    }

    /// Writes each environment's preview picture, `ENV.svg`, and removes the pictures of environments
    /// the spec no longer has.
    public func publishPreviews(spec: String, _ pictures: [(environment: String, svg: String)]) throws {
        let folder = try confinedFolder(forSpec: spec, creating: !pictures.isEmpty)
        var kept: Set<String> = []
        for picture in pictures {
            let name = Self.previewName(picture.environment)
            kept.insert(name)
            try AtomicFile.write(picture.svg, to: folder.appendingPathComponent(name))
        }
        for name in previews(in: folder) where !kept.contains(name) {
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
        }
    }

    /// `ENV.svg` for an environment's name; a name that could leave the folder is made safe.
    public static func previewName(_ environment: String) -> String {
        var name = environment.replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "\0", with: "_")
        if name.hasPrefix(".") || name.isEmpty { name = "_" + name }
        return name + ".svg"
    }

    private func previews(in folder: URL) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".svg") && !$0.hasPrefix(".") }
    }

    /// Removes a spec's files, then its folder and the parents it leaves empty, up to the root.
    ///
    /// Folders still holding anything (another spec's files, a nested spec's folder) stay.
    ///
    /// - Throws: when one of the spec's files could not be removed (a read-only disk); the folders
    ///   that could not be removed are not an error.
    public func remove(spec: String) throws {
        // Nothing is removed through a link: the spec's files were never written there.
        guard var folder = try? confinedFolder(forSpec: spec, creating: false) else { return }
        var failure: (any Error)?
        for name in Self.fileNames + previews(in: folder) {
            let path = folder.appendingPathComponent(name).path
            if unlink(path) != 0 && errno != ENOENT {
                failure = Self.failure("cannot remove \(path): \(String(cString: strerror(errno)))")
            }
        }
        let root = URL(fileURLWithPath: root, isDirectory: true).standardizedFileURL.path
        while folder.standardizedFileURL.path.count > root.count,
            (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.isEmpty == true
        {
            try? FileManager.default.removeItem(at: folder)
            folder = folder.deletingLastPathComponent()
        }
        if let failure { throw failure }
    }
}
