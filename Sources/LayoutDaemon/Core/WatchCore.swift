import LayoutProtocol
import Logging
import SpecWatcher

/// The daemon's decisions, as a value: what to read, remove, rescan, poll and write again, and when.
///
/// The driver (``WatchLoop``) gives it what happened as a ``WatchInput`` with the time it happened,
/// and carries out the ``WatchEffect``s it returns, in order; some effects are answered with another
/// input (a read with its outcome, a rescan with what it found). The core touches no file, no clock
/// and no watcher, so every rule is stepped by tests with changes and instants they pick. It owns the
/// rules of `Rules/` and ``SaveTracker``, and what binds them: the known specs, the roots that are
/// lost, the syncs waiting, the files found empty.
///
/// Its state is changed only by its own files (`Core/`); the driver reads it for `status`.
struct WatchCore {
    typealias Instant = ContinuousClock.Instant

    /// How often directories that could not be watched, and missing roots, are read again.
    static let pollInterval = Duration.seconds(2)

    /// The watched folders, as configured; numbered as the watcher numbers them.
    private(set) var roots: [String]
    var tracker: SaveTracker<SpecPath>
    /// More specs waiting to be read than this after events is an internal overflow.
    private(set) var maximumPendingSpecs: Int
    var rescans = RescanSchedule()
    /// Roots deleted or moved away while the daemon runs: their specs keep their last layouts until
    /// the root is back, then are compared with what it holds.
    var lostRoots = LostRoots()
    var nextPoll: Instant?
    /// When the output folder (and the journal) are written again, while a write failed.
    private(set) var outputRetry = OutputRetry()
    private var watchdogInterval: Duration?
    private(set) var nextWatchdog: Instant?
    private var checkout = CheckoutHold()
    /// Specs found empty that were not, and when: an empty read is published only if it lasts.
    var emptied: [SpecPath: Instant] = [:]
    var syncs = PendingSyncs<SpecPath>()
    /// The specs that have a layout or errors published.
    private(set) var known: Set<SpecPath> = []
    /// The specs not laid out for want of room in the daemon's frame budget, read again on
    /// ``WatchInput/roomFreed``.
    private(set) var waitingForRoom: Set<SpecPath> = []

    init(roots: [String], settle: Duration, maximumPendingSpecs: Int) {
        self.roots = roots
        tracker = SaveTracker(timing: SaveTracker.Timing(settle: settle))
        self.maximumPendingSpecs = maximumPendingSpecs
    }

    /// Whether a read or a removal of `spec` is still to come.
    func isPending(_ spec: SpecPath) -> Bool { tracker.isPending(spec) }

    /// Whether syncs are waiting.
    var hasSyncs: Bool { !syncs.isEmpty }

    /// The next moment something is due, after `now`; `nil`: nothing until something happens.
    func nextDeadline(after now: Instant) -> Instant? {
        var deadlines = [rescans.dueAt, nextPoll, nextWatchdog, outputRetry.nextWrite, outputRetry.nextCheck]
        deadlines += syncs.deadlines
        deadlines.append(checkout.nextCheck(after: now) ?? tracker.nextDeadline)
        return deadlines.compactMap { $0 }.min()
    }

    /// Takes in what happened at `now`; returns what the driver does about it, in order.
    mutating func handle(_ input: WatchInput, at now: Instant) -> [WatchEffect] {
        switch input {
        case .changes(let changes, let view, let fromEvents):
            return apply(changes, view: view, fromEvents: fromEvents, at: now)
        case .rescanned(let changes, let view):
            var effects = apply(changes, view: view, fromEvents: false, at: now)
            for root in view.missingRoots.sorted() where !lostRoots.roots.contains(root) {
                effects.append(.log(.warning, "\(roots[root]) does not exist; looking for it every 2 seconds"))
            }
            return effects
        case .started(let interval):
            rescans.started(at: now)
            watchdogInterval = interval
            nextWatchdog = interval.map { now + $0 }
            outputRetry.start(at: now)
            return tracker.takeCompleted().map { read($0, at: now) }
        case .housekeeping:
            return housekeeping(at: now)
        case .publishDue(let locked):
            return publishDue(checkoutLocked: locked, at: now)
        case .readEnded(let spec, let result):
            readEnded(spec, result, at: now)
            return []
        case .removalChecked(let spec, let fileExists):
            guard !fileExists else { return [read(spec, at: now)] }
            emptied[spec] = nil
            known.remove(spec)
            waitingForRoom.remove(spec)
            return [.remove(spec)]
        case .rescanFailed(let reason):
            rescans.request("watching could not start", at: now)
            return [.log(.error, "cannot start watching: \(reason)")]
        case .outputBehind(let behind):
            outputRetry.update(behind: behind, at: now)
            return []
        case .syncBegun(let cookies, let done):
            syncs.add(cookies: cookies, at: now, done: done)
            return []
        case .syncProgress(let latest, let layingOut):
            // A rescan to come reads everything again: the syncs wait for it.
            guard !syncs.isEmpty, rescans.reason == nil else { return [] }
            let pending = tracker.pendingSpecs.union(layingOut)
            return syncs.advance(pending: pending, latest: latest, at: now).map { .deleteCookie($0) }
        case .reloaded(let settle, let maximum, let known):
            tracker.timing.settle = settle
            maximumPendingSpecs = maximum
            self.known = known
            // Roots are numbered anew: a root still missing now is one the daemon starts without.
            lostRoots.removeAll()
            emptied.removeAll()
            return beginRescan("the configuration was reloaded", at: now)
        case .roomFreed:
            // In the order of their paths; one that still finds no room waits again.
            let waiting = waitingForRoom.sorted()
            waitingForRoom.removeAll()
            return waiting.map { read($0, at: now) }
        case .stopping:
            let reads = tracker.takeCompleted().map { read($0, at: now) }
            return reads + syncs.failAll("the daemon is stopping").map { .deleteCookie($0) }
        }
    }

    /// The watchdog ping, when it is due: asked on every turn, and while a large layout runs.
    mutating func watchdog(at now: Instant) -> [WatchEffect] {
        guard let nextWatchdog, nextWatchdog <= now, let watchdogInterval else { return [] }
        self.nextWatchdog = now + watchdogInterval
        return [.pingWatchdog]
    }

    /// Replaces the roots after a reload (the watcher numbers them anew).
    mutating func setRoots(_ roots: [String]) {
        self.roots = roots
    }

    // MARK: Reads

    /// A read of `spec`: an empty file is an error once it stayed empty for the quiet second it was given.
    private mutating func read(_ spec: SpecPath, at now: Instant) -> WatchEffect {
        let confirming = emptied.removeValue(forKey: spec).map { now - $0 >= tracker.timing.modifyQuiet } ?? false
        return .read(spec, emptyIsConfirmed: confirming)
    }

    private mutating func readEnded(_ spec: SpecPath, _ result: ReadResult, at now: Instant) {
        if result.isKnown { known.insert(spec) } else { known.remove(spec) }
        if result.waitsForRoom { waitingForRoom.insert(spec) } else { waitingForRoom.remove(spec) }
        switch result.outcome {
        case .missing where result.isKnown:
            tracker.vanished(spec, at: now)
        case .emptied:
            // Read again after a quiet second, unless the save that emptied it completes first.
            emptied[spec] = now
            tracker.touched(spec, at: now)
        default:
            break
        }
    }

    private mutating func publishDue(checkoutLocked: Bool, at now: Instant) -> [WatchEffect] {
        // Served first: a checkout holding publishing back must not starve systemd's watchdog.
        var effects = watchdog(at: now)
        let (holds, began) = checkout.holds(locked: checkoutLocked, at: now)
        if began {
            effects.append(.log(.info, "a checkout is in progress (.git/index.lock); publishing waits for it"))
        }
        guard !holds else { return effects }
        let due = tracker.takeDue(at: now)
        effects += due.reads.map { read($0, at: now) }
        effects += due.removals.map { .checkRemoval($0) }
        if !due.reads.isEmpty || !due.removals.isEmpty { effects.append(.reportStatus) }
        return effects
    }

    // MARK: Rescans, polls, output

    private mutating func housekeeping(at now: Instant) -> [WatchEffect] {
        var effects: [WatchEffect] = []
        if let reason = rescans.due(at: now) {
            effects += beginRescan(reason, at: now)
        }
        if let nextPoll, nextPoll <= now {
            self.nextPoll = nil
            effects.append(.poll)
        }
        if outputRetry.takeWrite(at: now) { effects.append(.writeUnwritten) }
        if outputRetry.takeCheck(at: now) { effects.append(.checkOutputFolder) }
        return effects
    }

    /// Starts the watcher over.
    ///
    /// Only specs whose bytes changed are published, and specs that are gone are removed after the
    /// usual grace. Cookies lost with the old inotify instance are not waited for.
    private mutating func beginRescan(_ reason: String, at now: Instant) -> [WatchEffect] {
        rescans.begin(reason, at: now)
        var effects: [WatchEffect] = [
            .log(.notice, "rescan of \(roots.count) root(s): \(reason)"), .announce(reason: reason),
        ]
        effects += syncs.forgetCookies().map { .deleteCookie($0) }
        tracker.removeAll()
        nextPoll = nil
        return effects + [.rescan(reason: reason), .publishHealth]
    }
}
