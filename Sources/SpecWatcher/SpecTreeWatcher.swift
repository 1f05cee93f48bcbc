import Glibc

/// Watches directory trees for specs through ``Inotify`` and turns raw events into ``WatchChange``s.
///
/// Directories are watched first and read second, so a file created in a brand-new directory is
/// either found by the read or reported by the watch, never missed (operations.md, "How saves are seen").
/// Renames of directories inside the tree keep their watches; directories moved out lose them.
/// Everything runs on the daemon's thread.
public final class SpecTreeWatcher {
    /// The watched roots, absolute, without a trailing `/`, as configured: a spec's identity.
    public let roots: [String]
    /// Each root with its links followed, as it is watched and read: found again by every rescan,
    /// and by every poll for a root that is missing.
    public private(set) var resolvedRoots: [String]
    /// Directory names never entered (`.git`, `node_modules`…).
    public let excludedNames: Set<String>
    /// Absolute directories never entered (the output folder, when it lies inside a root).
    public let excludedPaths: Set<String>

    fileprivate var inotify: Inotify?
    fileprivate var table = WatchTable()
    /// Directories that could not be watched (the watch limit): polled instead.
    public private(set) var unwatched: Set<SpecPath> = []
    /// Roots that are missing: polled until they come back.
    public private(set) var missingRoots: Set<Int> = []
    /// Problems met since they were last taken: unreadable directories, the watch limit.
    private var problems: [WatchError] = []
    /// YAML files that are not specs (``SpecName/isOtherYAML(_:)``) found by a scan or written since
    /// they were last taken.
    private var otherYAML: [SpecPath] = []

    /// The names of the files `sync` writes into a root and waits to see come back (watchman's cookies).
    public static let cookiePrefix = ".layoutd-sync-"

    public init(roots: [String], excludedNames: Set<String>, excludedPaths: Set<String> = []) {
        self.roots = roots.map { $0.count > 1 && $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
        resolvedRoots = self.roots
        self.excludedNames = excludedNames
        self.excludedPaths = excludedPaths
    }

    /// The inotify descriptor to wait on, once ``rescan()`` has run.
    public var fileDescriptor: Int32? { inotify?.fileDescriptor }

    /// How many directories are watched.
    public var watchCount: Int { table.count }

    /// Where `path` is on disk: under its root with the root's links followed.
    public func absolutePath(_ path: SpecPath) -> String {
        path.path.isEmpty ? resolvedRoots[path.root] : "\(resolvedRoots[path.root])/\(path.path)"
    }

    /// Whether a root is reached through a symbolic link.
    ///
    /// Such a root is polled: a link pointed
    /// elsewhere (`ln -sfn`, the way deploys switch folders) gives no event on the folder it left.
    public var followsLinks: Bool { roots != resolvedRoots }

    /// The root at `index` with its links followed, or as configured while it does not exist.
    private func resolve(_ index: Int) -> String {
        guard let resolved = realpath(roots[index], nil) else { return roots[index] }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Takes the problems met since the last call.
    public func takeProblems() -> [WatchError] {
        defer { problems.removeAll() }
        return problems
    }

    /// Takes the YAML files that are not specs found or written since the last call.
    public func takeOtherYAML() -> [SpecPath] {
        defer { otherYAML.removeAll() }
        return otherYAML
    }

    /// Starts over: a new inotify instance, every root watched and read again.
    ///
    /// Nothing stale of the old instance survives. Returns one `.scanned` change per root.
    public func rescan() throws(WatchError) -> [WatchChange] {
        inotify?.close()
        inotify = nil
        table.removeAll()
        unwatched.removeAll()
        missingRoots.removeAll()
        inotify = try Inotify()
        resolvedRoots = roots.indices.map(resolve)
        return roots.indices.map { root in
            let directory = SpecPath(root: root, path: "")
            var specs: [SpecPath] = []
            var unreadable: [SpecPath] = []
            if !scan(directory, into: &specs, unreadable: &unreadable) { missingRoots.insert(root) }
            return .scanned(directory, specs: specs, unreadable: unreadable)
        }
    }

    /// Reads the queued events and interprets them.
    public func readChanges(limit: Int = 1 << 16) -> [WatchChange] {
        guard let inotify else { return [] }
        return interpret(inotify.readEvents(limit: limit))
    }

    /// Tries again what could not be watched: missing roots and directories over the watch limit.
    ///
    /// Returns a `.scanned` change for each directory read.
    public func poll() -> [WatchChange] {
        var changes: [WatchChange] = []
        for root in roots.indices where !missingRoots.contains(root) && resolvedRoots[root] != roots[root] {
            let resolved = resolve(root)
            if resolved != resolvedRoots[root] {
                return [.rescan(reason: "\(roots[root]) now leads to \(resolved)")]
            }
        }
        for root in missingRoots.sorted() {
            resolvedRoots[root] = resolve(root)
            let directory = SpecPath(root: root, path: "")
            var specs: [SpecPath] = []
            var unreadable: [SpecPath] = []
            if scan(directory, into: &specs, unreadable: &unreadable) {
                missingRoots.remove(root)
                changes.append(.scanned(directory, specs: specs, unreadable: unreadable))
            }
        }
        let polled = unwatched.sorted().filter { directory in
            !unwatched.contains { directory != $0 && directory.isWithin($0) }
        }
        for directory in polled {
            var specs: [SpecPath] = []
            var unreadable: [SpecPath] = []
            if scan(directory, into: &specs, unreadable: &unreadable) {
                changes.append(.scanned(directory, specs: specs, unreadable: unreadable))
            } else {
                unwatched = unwatched.filter { !$0.isWithin(directory) }
                changes.append(.directoryGone(directory))
            }
        }
        return changes
    }

    /// Turns one read's worth of events into changes, in order.
    public func interpret(_ events: [InotifyEvent]) -> [WatchChange] {
        var changes: [WatchChange] = []
        // Directories renamed away in this read, by cookie: a `MOVED_TO` with the same cookie makes the
        // pair a rename inside the tree; one without a partner left the tree.
        var movedAway: [UInt32: SpecPath] = [:]
        var movedAwayOrder: [UInt32] = []
        for event in events {
            if event.mask.contains(.queueOverflow) {
                changes.append(.rescan(reason: "the inotify queue overflowed"))
                continue
            }
            guard let directory = table.directory(of: event.watch) else {
                if !event.mask.contains(.ignored) {
                    changes.append(.rescan(reason: "an event arrived for an unknown watch (\(event.watch))"))
                }
                continue
            }
            if event.mask.contains(.ignored) {
                table.remove(event.watch)
                continue
            }
            guard !event.nameIsMalformed else {
                problems.append(Self.skipped(directory.appending(event.name), "its name is not UTF-8; rename it"))
                continue
            }
            if event.name.isEmpty {
                // The directory itself: only a root's own deletion or move matters; the others are
                // seen through their parents.
                if directory.path.isEmpty && !event.mask.isDisjoint(with: [.deleteSelf, .moveSelf, .unmount]) {
                    for watch in table.removeSubtree(directory) { inotify?.removeWatch(watch) }
                    missingRoots.insert(directory.root)
                    changes.append(.directoryGone(directory))
                }
                continue
            }
            let path = directory.appending(event.name)
            if event.mask.contains(.isDirectory) {
                guard !isExcluded(path, name: event.name) else { continue }
                if event.mask.contains(.create) || event.mask.contains(.attributes) {
                    // An attribute change may make a folder readable that could not be read.
                    changes.append(scanned(path))
                } else if event.mask.contains(.movedFrom) {
                    movedAway[event.cookie] = path
                    movedAwayOrder.append(event.cookie)
                } else if event.mask.contains(.movedTo) {
                    if let old = movedAway.removeValue(forKey: event.cookie) {
                        table.renameSubtree(old, to: path)
                        changes.append(.directoryGone(old))
                    }
                    changes.append(scanned(path))
                } else if event.mask.contains(.delete) {
                    _ = table.removeSubtree(path)
                    changes.append(.directoryGone(path))
                }
                continue
            }
            if event.name.hasPrefix(Self.cookiePrefix) {
                if !event.mask.isDisjoint(with: [.create, .closeWrite, .movedTo]) { changes.append(.cookie(path)) }
                continue
            }
            guard SpecName.isSpec(event.name) else {
                if SpecName.isOtherYAML(event.name), !event.mask.isDisjoint(with: [.closeWrite, .movedTo]) {
                    otherYAML.append(path)
                }
                continue
            }
            if !event.mask.isDisjoint(with: [.closeWrite, .movedTo]) {
                changes.append(.completed(path))
            } else if event.mask.contains(.attributes) {
                changes.append(.attributesChanged(path))
            } else if !event.mask.isDisjoint(with: [.delete, .movedFrom]) {
                changes.append(.vanished(path))
            } else if !event.mask.isDisjoint(with: [.create, .modify]) {
                changes.append(.touched(path))
            }
        }
        for cookie in movedAwayOrder {
            guard let old = movedAway[cookie] else { continue }
            for watch in table.removeSubtree(old) { inotify?.removeWatch(watch) }
            unwatched = unwatched.filter { !$0.isWithin(old) }
            changes.append(.directoryGone(old))
        }
        return changes
    }

    private func scanned(_ directory: SpecPath) -> WatchChange {
        var specs: [SpecPath] = []
        var unreadable: [SpecPath] = []
        _ = scan(directory, into: &specs, unreadable: &unreadable)
        return .scanned(directory, specs: specs, unreadable: unreadable)
    }

    /// A problem for an entry passed over, with why.
    private static func skipped(_ path: SpecPath, _ reason: String) -> WatchError {
        WatchError(operation: "skipped", path: path.path, code: 0, reason: reason)
    }

    private func isExcluded(_ path: SpecPath, name: String) -> Bool {
        excludedNames.contains(name) || excludedPaths.contains(absolutePath(path))
    }

    /// Watches `directory`, then reads it, recursively, appending the specs found.
    ///
    /// Returns false if the directory is gone or is not a directory.
    ///
    /// Per-entry failures never abort the walk: a dangling link is skipped, an unreadable directory is
    /// a problem reported and passed over (a dangling link never breaks a scan), and listed in
    /// `unreadable`, so that the specs known in it are kept rather than taken for deleted.
    @discardableResult
    private func scan(
        _ directory: SpecPath,
        into specs: inout [SpecPath],
        unreadable: inout [SpecPath]
    ) -> Bool {
        let absolute = absolutePath(directory)
        if let inotify {
            do {
                let watch = try inotify.watchDirectory(absolute)
                table.set(watch, for: directory)
                unwatched.remove(directory)
            } catch {
                if error.code == ENOENT || error.code == ENOTDIR { return false }
                if error.isWatchLimit {
                    // Said once, when the directory goes unwatched: every poll tries again, and would
                    // otherwise log it again every 2 seconds.
                    if unwatched.insert(directory).inserted { problems.append(error) }
                } else {
                    // Not permitted (`chmod 000`): polled until it can be watched, since a root's own
                    // mode change has no watch above it to report it; said once.
                    if unwatched.insert(directory).inserted { problems.append(error) }
                    unreadable.append(directory)
                    return true
                }
            }
        }
        guard let stream = opendir(absolute) else {
            if errno == ENOENT || errno == ENOTDIR { return false }
            let code = errno
            if unwatched.insert(directory).inserted {
                problems.append(WatchError(operation: "opendir", path: absolute, code: code))
            }
            unreadable.append(directory)
            return true
        }
        var entries: [(name: String, type: UInt8)] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes -> String? in
                String(validating: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard let name else {
                let shown = withUnsafeBytes(of: entry.pointee.d_name) {
                    String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
                }
                problems.append(Self.skipped(directory.appending(shown), "its name is not UTF-8; rename it"))
                continue
            }
            if name != "." && name != ".." { entries.append((name, entry.pointee.d_type)) }
        }
        closedir(stream)
        for (name, type) in entries.sorted(by: { $0.name < $1.name }) {
            let path = directory.appending(name)
            var kind = type
            if kind == UInt8(DT_UNKNOWN) {
                var info = stat()
                guard lstat(absolutePath(path), &info) == 0 else { continue }
                kind =
                    (info.st_mode & S_IFMT) == S_IFDIR
                    ? UInt8(DT_DIR) : (info.st_mode & S_IFMT) == S_IFLNK ? UInt8(DT_LNK) : UInt8(DT_REG)
            }
            switch kind {
            case UInt8(DT_DIR):
                if !isExcluded(path, name: name) { scan(path, into: &specs, unreadable: &unreadable) }
            case UInt8(DT_REG):
                if SpecName.isSpec(name) {
                    specs.append(path)
                } else if SpecName.isOtherYAML(name) {
                    otherYAML.append(path)
                }
            case UInt8(DT_LNK):
                // A link to a spec is read through the link; a dangling one is not a spec.
                var info = stat()
                if SpecName.isSpec(name), stat(absolutePath(path), &info) == 0, (info.st_mode & S_IFMT) != S_IFDIR {
                    specs.append(path)
                }
            default:
                // A FIFO, a socket or a device named like a spec is read like one, and its read says
                // what it is: skipped here, it would be the only spec left without a word.
                if SpecName.isSpec(name) { specs.append(path) }
            }
        }
        return true
    }
}

/// What the watcher saw, in terms of specs.
public enum WatchChange: Equatable, Sendable {
    /// A save of the spec completed (`IN_CLOSE_WRITE`, `IN_MOVED_TO`).
    case completed(SpecPath)
    /// The spec was created or modified without completing.
    case touched(SpecPath)
    /// The spec was deleted or renamed away.
    case vanished(SpecPath)
    /// The spec's mode, owner or links changed (`chmod`, `touch`): a spec that could not be read may
    /// be readable now.
    case attributesChanged(SpecPath)
    /// The directory and everything in it left the tree.
    case directoryGone(SpecPath)
    /// The directory was read: these are every spec in it and below it, but for the folders in
    /// `unreadable` (a `chmod 000`), whose specs are unknown, not gone.
    case scanned(SpecPath, specs: [SpecPath], unreadable: [SpecPath] = [])
    /// The events cannot be trusted any more: everything must be read again.
    case rescan(reason: String)
    /// A `sync` cookie file appeared: every event before it has been seen.
    case cookie(SpecPath)
}

extension SpecTreeWatcher {
    /// Stops watching: the inotify instance ends, so another watcher can start (libinotifytools has one).
    public func close() {
        inotify?.close()
        inotify = nil
        table.removeAll()
    }
}

extension SpecTreeWatcher {
    /// The directory a watch descriptor watches, as layoutd's table has it.
    public func directory(of watch: Int32) -> SpecPath? { table.directory(of: watch) }

    /// The watch descriptor of a directory, if it is watched.
    public func watch(of directory: SpecPath) -> Int32? { table.watch(of: directory) }
}
