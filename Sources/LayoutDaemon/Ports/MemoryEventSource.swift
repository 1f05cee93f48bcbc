import SpecWatcher

/// The watched folders' changes as a test makes them, over ``MemorySpecFiles``.
///
/// A test saves, deletes and moves files through it, which changes the files and queues the change
/// the kernel would report; ``rescan()`` and ``poll()`` read the files as the watcher reads the disk.
/// Changes may also be queued alone (``queue(_:)``): an overflow, an event without its file.
final class MemoryEventSource: SpecEventSource {
    let roots: [String]
    let files: MemorySpecFiles
    private var queued: [WatchChange] = []
    private(set) var missingRoots: Set<Int> = []
    /// Directories the test marks as past the watch limit.
    var unwatched: Set<SpecPath> = []
    /// Problems the test makes the source report.
    var problems: [WatchError] = []
    private var otherYAML: [SpecPath] = []
    private(set) var rescanCount = 0

    init(roots: [String], files: MemorySpecFiles) {
        self.roots = roots
        self.files = files
        // A `sync` cookie comes back as the kernel reports it: an event after every one before it.
        files.created = { [unowned self] path in
            for (index, root) in roots.enumerated() where path.hasPrefix(root + "/") {
                let name = String(path.dropFirst(root.count + 1))
                if name.hasPrefix(SpecTreeWatcher.cookiePrefix) { queue(.cookie(SpecPath(root: index, path: name))) }
            }
        }
    }

    var fileDescriptor: Int32? { nil }
    var watchCount: Int { roots.indices.filter { !missingRoots.contains($0) }.count }
    var followsLinks: Bool { false }

    func absolutePath(_ path: SpecPath) -> String {
        path.path.isEmpty ? roots[path.root] : "\(roots[path.root])/\(path.path)"
    }

    // MARK: What the test does

    /// Queues a change as the kernel would report it.
    func queue(_ change: WatchChange) {
        queued.append(change)
    }

    /// Writes a spec and queues its completed save.
    func save(_ path: String, _ text: String, root: Int = 0) {
        let spec = SpecPath(root: root, path: path)
        files.write(absolutePath(spec), text)
        let name = Self.lastComponent(path)
        if SpecName.isSpec(name) {
            queue(.completed(spec))
        } else if SpecName.isOtherYAML(name) {
            otherYAML.append(spec)
        }
    }

    /// Deletes a spec and queues its removal.
    func delete(_ path: String, root: Int = 0) {
        let spec = SpecPath(root: root, path: path)
        files.delete(absolutePath(spec))
        queue(.vanished(spec))
    }

    /// Removes a whole root, as `rm -rf` or a move away would.
    func removeRoot(_ root: Int) {
        files.delete(roots[root])
        missingRoots.insert(root)
        queue(.directoryGone(SpecPath(root: root, path: "")))
    }

    // MARK: SpecEventSource

    func rescan() throws(WatchError) -> [WatchChange] {
        rescanCount += 1
        // A new inotify instance has seen nothing yet: what was written before is found by the scan.
        queued.removeAll()
        missingRoots = []
        return roots.indices.map { root in
            let directory = SpecPath(root: root, path: "")
            if files.kind(of: roots[root]) != .directory { missingRoots.insert(root) }
            // As the watcher's scan does, YAML files that are not specs are set aside for a hint.
            for name in files.files(under: roots[root]) where SpecName.isOtherYAML(Self.lastComponent(name)) {
                otherYAML.append(SpecPath(root: root, path: name))
            }
            return .scanned(directory, specs: specs(in: root))
        }
    }

    func readChanges(limit: Int) -> [WatchChange] {
        let taken = Array(queued.prefix(limit))
        queued.removeFirst(taken.count)
        return taken
    }

    func poll() -> [WatchChange] {
        var changes: [WatchChange] = []
        for root in missingRoots.sorted() where files.kind(of: roots[root]) == .directory {
            missingRoots.remove(root)
            changes.append(.scanned(SpecPath(root: root, path: ""), specs: specs(in: root)))
        }
        return changes
    }

    func takeProblems() -> [WatchError] {
        defer { problems.removeAll() }
        return problems
    }

    func takeOtherYAML() -> [SpecPath] {
        defer { otherYAML.removeAll() }
        return otherYAML
    }

    func close() {
        queued.removeAll()
    }

    private func specs(in root: Int) -> [SpecPath] {
        files.files(under: roots[root]).filter { SpecName.isSpec(Self.lastComponent($0)) }.map {
            SpecPath(root: root, path: $0)
        }
    }

    private static func lastComponent(_ path: String) -> String {
        String(path.split(separator: "/").last ?? "")
    }
}
