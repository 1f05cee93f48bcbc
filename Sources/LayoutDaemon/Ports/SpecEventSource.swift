import SpecWatcher

/// Where the daemon learns what happens in the watched folders: the inotify watcher, or
/// ``MemoryEventSource`` when the daemon runs embedded in a test.
protocol SpecEventSource: AnyObject {
    /// The watched roots, as configured.
    var roots: [String] { get }
    /// The descriptor the driver waits on in `poll(2)`; `nil` for a source that is not a kernel's.
    var fileDescriptor: Int32? { get }
    /// How many directories are watched.
    var watchCount: Int { get }
    /// Directories that could not be watched, polled instead.
    var unwatched: Set<SpecPath> { get }
    /// Roots that do not exist, polled until they come back.
    var missingRoots: Set<Int> { get }
    /// Whether a root is reached through a symbolic link (and so is polled).
    var followsLinks: Bool { get }

    /// Where `path` is on disk.
    func absolutePath(_ path: SpecPath) -> String
    /// Starts over: every root watched and read again; one `.scanned` change per root.
    func rescan() throws(WatchError) -> [WatchChange]
    /// The changes queued since the last call.
    func readChanges(limit: Int) -> [WatchChange]
    /// Reads again what is polled: missing roots, directories past the watch limit.
    func poll() -> [WatchChange]
    /// The problems met since the last call.
    func takeProblems() -> [WatchError]
    /// The YAML files that are not specs found since the last call.
    func takeOtherYAML() -> [SpecPath]
    /// Stops watching.
    func close()
}

extension SpecTreeWatcher: SpecEventSource {}

extension SpecEventSource {
    /// How watching stands, for ``WatchCore``.
    func view(reading: SpecPath? = nil) -> WatchView {
        WatchView(
            missingRoots: missingRoots,
            needsPolling: !unwatched.isEmpty || !missingRoots.isEmpty || followsLinks,
            reading: reading
        )
    }
}
