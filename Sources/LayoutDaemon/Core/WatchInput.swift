import LayoutProtocol
import LayoutPublishing
import SpecWatcher

/// What the driver tells ``WatchCore``: what the watched folders did, what a read led to, and that
/// time passed.
enum WatchInput {
    /// The watcher's changes; `fromEvents` is `false` for what a rescan or a poll found, which is not
    /// held to the internal overflow's bound.
    case changes([WatchChange], WatchView, fromEvents: Bool)
    /// What a rescan (or the start's scan) found: every root read again.
    case rescanned([WatchChange], WatchView)
    /// The first scan is in: what it found is read now, and the timers start.
    case started(watchdogInterval: Duration?)
    /// Time passed: rescans, polls and output retries that are due.
    case housekeeping
    /// Time passed: the reads and removals that are due, unless a checkout holds publishing.
    case publishDue(checkoutLocked: Bool)
    /// A read asked for by ``WatchEffect/read(_:emptyIsConfirmed:)`` ended.
    case readEnded(SpecPath, ReadResult)
    /// Whether a spec whose grace period ended has a file again (``WatchEffect/checkRemoval(_:)``).
    case removalChecked(SpecPath, fileExists: Bool)
    /// The rescan asked for could not start watching.
    case rescanFailed(String)
    /// Whether the output folder or the journal is behind on writes.
    case outputBehind(Bool)
    /// A `sync` wrote these cookies and waits for them.
    case syncBegun(cookies: Set<SpecPath>, done: @Sendable (SyncOutcome) -> Void)
    /// Answers the syncs that are done, with the clock of the latest publication; `layingOut` are the
    /// specs whose layouts are in progress, which a sync waits for as for pending reads.
    case syncProgress(latest: DaemonClock, layingOut: Set<SpecPath> = [])
    /// The configuration was read again; `known` are the known specs as the new roots number them.
    case reloaded(settle: Duration, maximumPendingSpecs: Int, known: Set<SpecPath>)
    /// A spec gave frames back to the daemon's budget (it was removed, or laid out smaller): the
    /// specs waiting for room are read again.
    case roomFreed
    /// The daemon stops: completed saves are still read, syncs fail.
    case stopping
}

/// How watching stands after the changes it comes with.
struct WatchView: Equatable {
    /// The roots that do not exist (as the watcher numbers them).
    var missingRoots: Set<Int> = []
    /// Whether some folders are read by polling: missing roots, folders past the watch limit, roots
    /// reached through a link.
    var needsPolling = false
    /// The spec being read while the changes came, if one is: a folder moved away during its read
    /// counts as its removal, though it is not known yet.
    var reading: SpecPath?
}

/// What a read led to, as the core needs it.
struct ReadResult: Equatable {
    var outcome: SpecLayouts.Outcome
    /// Whether the spec is one of the known specs after the read.
    var isKnown: Bool
    /// Whether it was not laid out for want of room in the daemon's frame budget.
    var waitsForRoom = false
}
