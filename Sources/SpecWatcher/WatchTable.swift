/// The two-way map between watch descriptors and the directories they watch.
///
/// inotify reports a directory by its watch descriptor only, and libinotifytools' own map keeps dead
/// entries, so layoutd keeps this one and updates it on every rename,
/// deletion and `IN_IGNORED`.
public struct WatchTable: Sendable {
    private var directoryOfWatch: [Int32: SpecPath] = [:]
    private var watchOfDirectory: [SpecPath: Int32] = [:]

    public init() {}

    public var count: Int { directoryOfWatch.count }

    public func directory(of watch: Int32) -> SpecPath? { directoryOfWatch[watch] }

    public func watch(of directory: SpecPath) -> Int32? { watchOfDirectory[directory] }

    /// Records that `watch` watches `directory`; the same watch under an older path is moved.
    public mutating func set(_ watch: Int32, for directory: SpecPath) {
        if let old = directoryOfWatch[watch], watchOfDirectory[old] == watch {
            watchOfDirectory[old] = nil
        }
        if let previous = watchOfDirectory[directory], previous != watch {
            directoryOfWatch[previous] = nil
        }
        directoryOfWatch[watch] = directory
        watchOfDirectory[directory] = watch
    }

    /// Forgets a watch the kernel has dropped.
    public mutating func remove(_ watch: Int32) {
        guard let directory = directoryOfWatch.removeValue(forKey: watch) else { return }
        if watchOfDirectory[directory] == watch { watchOfDirectory[directory] = nil }
    }

    /// Forgets every watch of `directory` and the directories inside it, and returns them.
    public mutating func removeSubtree(_ directory: SpecPath) -> [Int32] {
        let watches = directoryOfWatch.filter { $0.value.isWithin(directory) }.map(\.key)
        for watch in watches { remove(watch) }
        return watches.sorted()
    }

    /// Moves every watch at or under `old` to the same place under `new`: a directory renamed in the tree
    /// keeps its inodes, and so its watches.
    public mutating func renameSubtree(_ old: SpecPath, to new: SpecPath) {
        let moved = directoryOfWatch.filter { $0.value.isWithin(old) }
        for watch in moved.keys { remove(watch) }
        for (watch, directory) in moved { set(watch, for: directory.replacingPrefix(old, with: new)) }
    }

    public mutating func removeAll() {
        directoryOfWatch.removeAll()
        watchOfDirectory.removeAll()
    }
}
