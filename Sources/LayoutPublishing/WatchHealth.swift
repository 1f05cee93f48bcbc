/// How watching stands, for `status`: what a client needs to see to understand a daemon that has
/// gone quiet (a root that is gone, rescans backing off, folders only polled).
public struct WatchHealth: Sendable, Equatable {
    /// inotify watches in use.
    public var watches = 0
    /// Folders read every 2 seconds instead of watched, because the inotify watch limit was reached.
    public var polledFolders = 0
    /// Watched roots that do not exist now; the specs of one deleted while the daemon runs keep their
    /// last layouts until it is back.
    public var missingRoots: [String] = []
    /// Rescans since the daemon started (the start's own scan not counted).
    public var rescans = 0
    /// Why the last rescan happened.
    public var lastRescanReason: String?
    /// How long the next rescan waits after the last one: more than zero while rescans come back to
    /// back (watchman's recrawl storms), so that a storm cannot keep the daemon busy rescanning.
    public var rescanBackoffMilliseconds = 0
    /// When the back-off lapses: 10 quiet seconds after the last rescan.
    public var rescanBackoffLapses: ContinuousClock.Instant?
    /// Times the output folder was found removed while the daemon served, and written again.
    public var outputRewrites = 0
    /// The frames the specs' layouts hold together, and the daemon's budget for them.
    public var framesHeld = 0
    public var frameBudget = 0

    public init() {}

    /// The back-off a rescan requested at `now` would wait for; 0 once it lapsed.
    public func rescanBackoff(at now: ContinuousClock.Instant) -> Int {
        guard let lapses = rescanBackoffLapses, now < lapses else { return 0 }
        return rescanBackoffMilliseconds
    }
}
