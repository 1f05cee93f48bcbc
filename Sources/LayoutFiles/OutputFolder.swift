public import Foundation
public import LayoutProtocol

/// The output folder: `OUTPUT/a/b/home.layout.yaml/layout.json` for the spec `a/b/home.layout.yaml`.
///
/// Every file is written to a temporary name in the same folder and renamed into place
/// (``AtomicFile``), so a reader sees the old file or the new one, never a mix. Paths never leave the
/// root, and no two specs share a folder (``components(forSpec:)``).
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

    /// The names of the folders from the root to a spec's folder: the spec's name, part by part, each
    /// made safe by ``escaped(_:)``.
    ///
    /// The output folder mirrors the watched tree, the spec's own file name included
    /// (`a/b/home.layout.yaml` → `OUTPUT/a/b/home.layout.yaml/`), so two specs never share a folder:
    /// two files cannot have one name, a file holds no folder, and a spec's folder holds nothing but
    /// its own files. `home.layout.yaml` beside `home.layout.yml`, a folder `home` beside
    /// `home.layout.yaml`, and a spec named `layout.json.layout.yaml` all keep apart.
    static func components(forSpec spec: String) -> [String] {
        spec.split(separator: "/").filter { !$0.isEmpty }.map { escaped(String($0)) }
    }

    /// A name as it is in the output folder: one that begins with `.` or `_` gets a `_` before it.
    ///
    /// So no spec's folder is the daemon's own `.layoutd`, a temporary file, `.` or `..`, and no two
    /// names become one (`_` is added to names that begin with `_` too).
    static func escaped(_ component: String) -> String {
        component.hasPrefix(".") || component.hasPrefix("_") ? "_" + component : component
    }

    /// A spec's folder, created folder by folder, each checked to be a real folder and not a link.
    ///
    /// A link placed in the output folder (`OUTPUT/a` → `/etc`) would otherwise have the daemon write
    /// through it, outside its output folder; such a spec's files are not written, and the error says why.
    func confinedFolder(forSpec spec: String, creating: Bool = true) throws -> URL {
        var path = URL(fileURLWithPath: root, isDirectory: true).path
        // The root itself is the user's to choose, links and all.
        if creating {
            var made = ""
            for part in path.split(separator: "/") {
                made += "/" + part
                guard mkdir(made, 0o755) == 0 || errno == EEXIST else {
                    throw Self.failure("cannot create the output folder \(path): \(String(cString: strerror(errno)))")
                }
            }
        }
        for component in Self.components(forSpec: spec) {
            guard component.utf8.count <= Self.longestName else {
                // Only a name of 255 bytes that begins with `.` or `_` gets here, once escaped.
                throw Self.failure(
                    "cannot write the files of \(spec): its folder in the output folder would be named with \(component.utf8.count) bytes (names beginning with `.` or `_` get a `_` before them), over the \(Self.longestName) a name may have; rename it",
                    permanent: true
                )
            }
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

    static func failure(_ description: String, permanent: Bool = false) -> OutputFileError {
        OutputFileError(description, permanent: permanent)
    }

    /// The longest name a folder may have (bytes), on every file system layoutd writes to.
    static let longestName = 255

    /// Writes `diff.json` (when there is one) and then `layout.json`, and removes a stale `error.json`.
    ///
    /// The diff goes first, so a reader that sees generation N in `layout.json` finds the diff to N.
    /// A first generation removes the `diff.json` of an earlier run.
    public func publish(_ file: LayoutFile, diff: DiffFile? = nil) throws {
        try publish(spec: file.spec, layoutJSON: file.fileForm.json(), diffJSON: diff?.fileForm.json())
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
        /// When the later of the two was last written, in unix seconds: the previous run's clock epoch
        /// is no later, so a new epoch after it differs from that run's.
        public var modified: Int
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
                let modified = ["layout.json", "error.json"].compactMap {
                    try? url.appendingPathComponent($0).resourceValues(forKeys: [.contentModificationDateKey])
                        .contentModificationDate
                }.max()
                let seconds = modified.map { Int($0.timeIntervalSince1970.rounded(.up)) } ?? 0
                found.append(StoredSpec(folder: url.path, layout: layout, errors: errors, modified: seconds))
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

    /// `ENV.svg` for an environment's name, one picture per name.
    ///
    /// `/`, `%`, NUL and a leading `.` are percent-encoded (`a/b` → `a%2Fb.svg`, beside `a_b.svg`), so
    /// no two names share a picture and none leaves the folder. A name too long for a file name (over
    /// 200 bytes encoded) keeps its first 200 bytes and ends with `%~` and a 64-bit hash of the
    /// whole name, which no encoded name contains.
    public static func previewName(_ environment: String) -> String {
        var name = ""
        for (offset, scalar) in environment.unicodeScalars.enumerated() {
            switch scalar {
            case "/", "%", "\0": name += "%" + String(format: "%02X", scalar.value)
            case "." where offset == 0: name += "%2E"
            default: name.unicodeScalars.append(scalar)
            }
        }
        guard name.utf8.count > longestPreviewName else { return name + ".svg" }
        var kept = ""
        for character in name where kept.utf8.count + character.utf8.count <= longestPreviewName {
            kept.append(character)
        }
        // FNV-1a: stable across runs and machines, unlike `Hasher`.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in environment.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return kept + "%~" + String(hash, radix: 16) + ".svg"
    }

    /// The most bytes of an encoded environment name kept in its picture's file name (255 at most).
    static let longestPreviewName = 200

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
