import Foundation
import Glibc
import LayoutFiles
import LayoutProtocol
import LayoutSpecFormat
import Logging
import SpecWatcher

/// The state of the daemon's one thread: the watcher, what is due when, and the specs' layouts.
///
/// Each turn waits for events or the next deadline, turns events into due reads and removals
/// (``SaveTracker``), and carries out what is due. See ``Daemon`` for why it is one thread.
final class WatchLoop {
    typealias Instant = ContinuousClock.Instant

    /// How often directories that could not be watched, and missing roots, are read again.
    static let pollInterval = Duration.seconds(2)

    let source: ConfigurationSource
    private(set) var configuration: DaemonConfiguration
    var logger: Logger
    let notifier: ServiceNotifier
    let wakeDescriptor: Int32

    private var watcher: SpecTreeWatcher
    /// The watched folders and the names their specs go by; made anew with the watcher on a reload.
    private var roots: WatchedRoots
    private var tracker: SaveTracker<SpecPath>
    private let layouts: SpecLayouts

    private var rescans = RescanSchedule()
    /// Roots deleted or moved away while the daemon runs: their specs keep their last layouts until
    /// the root is back, then are compared with what it holds (``rootLost(_:at:)``).
    private var lostRoots = LostRoots()
    private var nextPoll: Instant?
    /// When the output folder (and the journal) are written again, while a write failed.
    private var outputRetry = OutputRetry()
    private var journalIsBehind = false
    private var nextWatchdog: Instant?
    private var outputRewrites = 0
    private var checkout = CheckoutHold()
    private var lastStatus = ""
    /// Specs found empty that were not, and when: an empty read is published only if it lasts.
    private var emptied: [SpecPath: Instant] = [:]

    private var syncs = PendingSyncs<SpecPath>()
    private var cookieCount = 0
    private var misnamedSpecs = MisnamedSpecHints()

    init(
        source: ConfigurationSource,
        configuration: DaemonConfiguration,
        logger: Logger,
        notifier: ServiceNotifier,
        wakeDescriptor: Int32,
        published: PublishedSpecs,
        publish: @escaping @Sendable (Publication) -> Void,
        board: PreviewBoard?,
        stopRequested: @escaping () -> Bool = { false }
    ) {
        self.source = source
        self.configuration = configuration
        self.logger = logger
        self.notifier = notifier
        self.wakeDescriptor = wakeDescriptor
        watcher = Self.makeWatcher(configuration)
        roots = WatchedRoots(watcher.roots)
        tracker = SaveTracker(timing: SaveTracker.Timing(settle: .milliseconds(configuration.settleMilliseconds)))
        layouts = SpecLayouts(
            output: OutputFolder(root: configuration.output),
            parser: SpecParser(defaultEnvironments: configuration.defaultEnvironments),
            clock: DaemonClock(epoch: 0),
            logger: logger,
            published: published,
            publish: publish,
            board: board
        )
        layouts.setWritesPreviews(configuration.preview == "svg")
        layouts.keepLayingOut = { [unowned self] in
            pingWatchdogIfDue(at: .now)
            return !stopRequested()
        }
    }

    /// Tells systemd the daemon is alive, when it is time to.
    private func pingWatchdogIfDue(at now: Instant) {
        if let nextWatchdog, nextWatchdog <= now, let interval = notifier.watchdogInterval {
            notifier.watchdog()
            self.nextWatchdog = now + interval
        }
    }

    static func makeWatcher(_ configuration: DaemonConfiguration) -> SpecTreeWatcher {
        SpecTreeWatcher(
            roots: configuration.watch,
            excludedNames: Set(configuration.exclude),
            excludedPaths: [configuration.output]
        )
    }

    // MARK: Lifecycle

    /// Whether ``restoreState()`` ran.
    private var restoredState = false
    /// The output folder's lock, held for the daemon's life: one daemon per output folder.
    private var outputLock: OutputLock?

    /// The previous run's state: its files, its journal, and the journal's events after the files.
    ///
    /// Done before the socket takes subscribers: one that subscribed earlier would be given the
    /// files' layouts, which may be behind what it already holds.
    func restoreState() throws {
        guard !restoredState else { return }
        restoredState = true
        // Before anything in the folder is read or written: another daemon's journal is not ours.
        outputLock = try OutputLock(folder: configuration.output)
        logger.info(
            "serving",
            metadata: [
                "watch": "\(configuration.watch.joined(separator: ","))", "output": "\(configuration.output)",
                "pid": "\(getpid())",
            ]
        )
        layouts.restore()
        try openJournal()
        layouts.replayJournal()
    }

    /// The first scan: every root watched and read, every spec laid out; then `READY=1`.
    ///
    /// - Throws: ``WatchError`` when the daemon cannot watch at all (no inotify instance to be had):
    ///   it stops at once rather than run blind or retry for good.
    func start() throws {
        try restoreState()
        try startWatching(at: .now)
        rescans.started(at: .now)
        for spec in tracker.takeCompleted() { read(spec, at: .now) }
        layouts.removeUnclaimed()
        nextWatchdog = notifier.watchdogInterval.map { .now + $0 }
        outputRetry.start(at: .now)
        let status = statusLine()
        notifier.ready(status: status)
        logger.info("ready: \(status)")
    }

    /// Opens `OUTPUT/.layoutd/journal.jsonl`: the clock continues from it, or a new epoch starts.
    private func openJournal() throws {
        let directory = "\(configuration.output)/\(OutputFolder.stateFolderName)"
        // A new epoch is later than any clock of the previous run, even one started the same second.
        let now = max(Int(Date().timeIntervalSince1970), layouts.latestRestoredEpoch + 1)
        let (journal, origin) = try Journal.open(directory: directory, history: configuration.history, now: now)
        switch origin {
        case .created:
            logger.info("new clock epoch \(journal.epoch)")
        case .resumed(let events, let torn):
            let tornNote = torn ? "; a torn last line was discarded" : ""
            logger.info(
                "resuming at c:\(journal.epoch):\(journal.sequence) with \(events) journaled event(s)\(tornNote)"
            )
        case .replaced(let reason):
            logger.warning("the journal could not be read (\(reason)); new clock epoch \(journal.epoch)")
        }
        layouts.clock = DaemonClock(epoch: journal.epoch, sequence: journal.sequence)
        layouts.published.use(journal)
    }

    /// Publishes the saves that completed, and stops (`SIGTERM`).
    func stop() {
        notifier.stopping()
        for spec in tracker.takeCompleted() { read(spec, at: .now) }
        for cookie in syncs.failAll("the daemon is stopping") { unlink(cookie) }
        watcher.close()
        logger.info("stopped")
    }

    /// Reads the configuration again (`SIGHUP`): a configuration with errors is reported and the old
    /// one kept; a good one replaces it and everything is rescanned.
    func reload() {
        notifier.reloading()
        logger.notice("reloading the configuration")
        var new: DaemonConfiguration
        do {
            new = try source.load()
        } catch {
            let summary = error.errors.map(\.description).joined(separator: "; ")
            logger.error("the configuration has errors; the previous one is kept: \(summary)")
            notifier.ready(status: "configuration not reloaded (errors), previous kept; " + statusLine())
            return
        }
        // The socket and the page are listening already; moving them would drop every client.
        if new.socket != configuration.socket {
            logger.warning("`socket` changed; the daemon keeps serving \(configuration.socket) until it restarts")
            new.socket = configuration.socket
        }
        if new.previewPort != configuration.previewPort {
            logger.warning("`previewPort` changed; the preview page keeps its port until the daemon restarts")
            new.previewPort = configuration.previewPort
        }
        logger.logLevel = new.logLevel
        layouts.logger.logLevel = new.logLevel
        tracker.timing.settle = .milliseconds(new.settleMilliseconds)
        layouts.published.setHistory(new.history)
        layouts.setWritesPreviews(new.preview == "svg")
        if new.defaultEnvironments != configuration.defaultEnvironments {
            layouts.parser = SpecParser(defaultEnvironments: new.defaultEnvironments)
            layouts.markAllStale()
        }
        if new.output != configuration.output {
            do {
                outputLock = try OutputLock(folder: new.output)
            } catch {
                logger.error("the output folder stays \(configuration.output): \(error)")
                new.output = configuration.output
            }
        }
        if new.output != configuration.output {
            layouts.output = OutputFolder(root: new.output)
            layouts.markAllStale()
            do {
                try layouts.published.moveJournal(to: "\(new.output)/\(OutputFolder.stateFolderName)")
            } catch {
                logger.error("cannot move the journal to \(new.output): \(error)")
            }
        }
        configuration = new
        // Roots are numbered anew: a root still missing now is one the daemon starts without.
        lostRoots.removeAll()
        emptied.removeAll()
        watcher.close()
        watcher = Self.makeWatcher(new)
        roots = WatchedRoots(watcher.roots)
        for spec in roots.noLongerNamed(layouts.records.keys.sorted()) { layouts.remove(spec) }
        rescan(reason: "the configuration was reloaded", at: .now)
        handleDue(at: .now)
        let status = statusLine()
        notifier.ready(status: status)
        logger.info("reloaded: \(status)")
    }

    // MARK: One turn

    /// Waits for events, a command or the next deadline, then handles what arrived and what is due.
    func waitAndHandle() {
        let now = ContinuousClock.now
        var descriptors = [pollfd(fd: wakeDescriptor, events: Int16(POLLIN), revents: 0)]
        if let inotify = watcher.fileDescriptor {
            descriptors.append(pollfd(fd: inotify, events: Int16(POLLIN), revents: 0))
        }
        var timeout: Int32 = -1
        if let deadline = nextDeadline() {
            let wait = deadline - now
            let millis = wait <= .zero ? 0 : min(Int(wait / .milliseconds(1)) + 1, 60_000)
            timeout = Int32(millis)
        }
        _ = poll(&descriptors, nfds_t(descriptors.count), timeout)
        if descriptors[0].revents != 0 {
            var buffer = [UInt8](repeating: 0, count: 64)
            while Glibc.read(wakeDescriptor, &buffer, buffer.count) > 0 {}
        }
        if descriptors.count > 1 && descriptors[1].revents != 0 {
            apply(watcher.readChanges(), at: .now)
        }
        handleDue(at: .now)
        advanceSyncs(at: .now)
    }

    private func nextDeadline() -> Instant? {
        var deadlines = [rescans.dueAt, nextPoll, nextWatchdog, outputRetry.nextWrite, outputRetry.nextCheck]
        deadlines += syncs.deadlines
        deadlines.append(checkout.nextCheck(after: .now) ?? tracker.nextDeadline)
        return deadlines.compactMap { $0 }.min()
    }

    /// Each watched root with its links followed, found once (until the next rescan) rather than on
    /// every read.
    private var resolvedRoots: [Int: String] = [:]

    /// The root at `index` with its links followed; the path as configured while it does not exist.
    private func resolvedRoot(_ index: Int) -> String {
        if let resolved = resolvedRoots[index] { return resolved }
        let path = watcher.absolutePath(SpecPath(root: index, path: ""))
        guard let resolved = SpecFile.resolvedPath(path) else { return path }
        resolvedRoots[index] = resolved
        return resolved
    }

    /// The spec being read, while it is: events taken in during its read (``read(_:at:)``) may concern it
    /// before it is one of the known specs.
    private var reading: SpecPath?

    /// The known specs at or under `directory`, and the one being read if it is there.
    private func known(within directory: SpecPath) -> [SpecPath] {
        var specs = layouts.known(root: roots.paths[directory.root], within: directory.path).compactMap(roots.specPath)
        if let reading, reading.isWithin(directory), !specs.contains(reading) { specs.append(reading) }
        return specs
    }

    /// Turns what the watcher saw into due reads and removals.
    ///
    /// More specs waiting to be read than `maximumPendingSpecs` after events is an internal overflow,
    /// handled like the kernel's: everything pending is dropped and the roots are rescanned. What a
    /// rescan or a poll finds (`fromEvents: false`) is not held to it, or a root with more specs than
    /// that would rescan for good.
    private func apply(_ changes: [WatchChange], at now: Instant, fromEvents: Bool = true) {
        for change in changes {
            switch change {
            case .completed(let spec):
                tracker.completed(spec, at: now)
            case .touched(let spec):
                tracker.touched(spec, at: now)
            case .vanished(let spec):
                tracker.vanished(spec, at: now)
            case .attributesChanged(let spec) where !tracker.isPending(spec):
                // Read again: a `chmod` may have made a spec that failed to be read readable. Bytes
                // that did not change publish nothing.
                tracker.completed(spec, at: now)
            case .attributesChanged:
                break
            case .directoryGone(let directory)
            where directory.path.isEmpty && watcher.missingRoots.contains(directory.root):
                rootLost(directory.root, at: now)
            case .directoryGone(let directory):
                for spec in known(within: directory) { tracker.vanished(spec, at: now) }
            case .scanned(let directory, let specs):
                if directory.path.isEmpty {
                    switch lostRoots.scanned(directory.root, missing: watcher.missingRoots.contains(directory.root)) {
                    case .stillLost: continue
                    case .back: announceBack(directory.root)
                    case .usual: break
                    }
                }
                for spec in specs { tracker.completed(spec, at: now) }
                let found = Set(specs)
                for spec in known(within: directory) where !found.contains(spec) {
                    tracker.vanished(spec, at: now)
                }
            case .rescan(let reason):
                requestRescan(reason, at: now)
            case .cookie(let path):
                let cookie = watcher.absolutePath(path)
                if syncs.cookieSeen(cookie) { unlink(cookie) }
            }
        }
        if fromEvents && tracker.count > configuration.maximumPendingSpecs {
            tracker.removeAll()
            requestRescan("more than \(configuration.maximumPendingSpecs) specs were waiting to be read", at: now)
        }
        for path in watcher.takeOtherYAML() {
            let head = Self.head(of: watcher.absolutePath(path), upTo: MisnamedSpecHints.headBytes)
            if let hint = misnamedSpecs.hint(path: path.path, head: head) { logger.notice("hint: \(hint)") }
        }
        for problem in watcher.takeProblems() {
            if problem.isWatchLimit {
                logger.error("\(problem); polling it every 2 seconds instead")
            } else {
                logger.warning("\(problem)")
            }
        }
        if nextPoll == nil && (!watcher.unwatched.isEmpty || !watcher.missingRoots.isEmpty || watcher.followsLinks) {
            nextPoll = now + Self.pollInterval
        }
    }

    /// The first bytes of a regular file; none for anything else or a file that cannot be read.
    private static func head(of path: String, upTo count: Int) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return [] }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return [] }
        var bytes = [UInt8](repeating: 0, count: count)
        let read = bytes.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, count) }
        return read > 0 ? Array(bytes[..<read]) : []
    }

    /// Writes what the output folder and the journal are behind on (a full or read-only disk).
    private func writeUnwritten() {
        layouts.writeUnwritten()
        let wasBehind = journalIsBehind
        journalIsBehind = !layouts.published.writeJournalIfBehind()
        if wasBehind && !journalIsBehind {
            logger.notice("the journal is written again")
        }
    }

    /// Writes the output again in a while if a write failed; keeps `status` up to date.
    private func scheduleOutputRetry(at now: Instant) {
        let unwritten = layouts.unwritten
        let published = layouts.published.unwritten
        if published.count != unwritten.count || published.reason != unwritten.reason {
            layouts.published.setUnwritten(count: unwritten.count, reason: unwritten.reason)
        }
        if !journalIsBehind, !layouts.published.writeJournalIfBehind() {
            journalIsBehind = true
            logger.error("cannot write the journal; it is written again every 2 seconds until the disk takes writes")
        }
        outputRetry.update(behind: !unwritten.isEmpty || journalIsBehind, at: now)
    }

    /// Carries out what is due at `now`.
    private func handleDue(at now: Instant) {
        if let reason = rescans.due(at: now) {
            rescan(reason: reason, at: now)
        }
        if let nextPoll, nextPoll <= now {
            self.nextPoll = nil
            apply(watcher.poll(), at: now)
        }
        if outputRetry.takeWrite(at: now) {
            writeUnwritten()
        }
        if outputRetry.takeCheck(at: now), outputLock?.isIntact == false {
            rewriteOutputFolder()
        }
        defer { scheduleOutputRetry(at: now) }
        if holdForCheckout(at: now) { return }
        let due = tracker.takeDue(at: now)
        for spec in due.reads { read(spec, at: now) }
        for spec in due.removals { confirmRemoval(spec, at: now) }
        pingWatchdogIfDue(at: now)
        if !due.reads.isEmpty || !due.removals.isEmpty {
            let status = statusLine()
            if status != lastStatus {
                notifier.status(status)
                lastStatus = status
            }
        }
    }

    /// Writes the output folder again after it was removed while the daemon served: its lock, its
    /// journal, and every spec's files as they stand.
    private func rewriteOutputFolder() {
        let folder = configuration.output
        do {
            outputLock = try OutputLock(folder: folder)
        } catch {
            logger.error("the output folder \(folder) was removed and cannot be made again: \(error)")
            return
        }
        outputRewrites += 1
        // `status` says so by the time the files are back.
        publishHealth()
        logger.error("the output folder \(folder) was removed while serving; writing every spec's files again")
        do {
            try layouts.published.moveJournal(to: "\(folder)/\(OutputFolder.stateFolderName)")
        } catch {
            journalIsBehind = true
            logger.error("cannot write the journal again: \(error)")
        }
        layouts.rewriteOutput()
        notifier.status(statusLine())
    }

    /// Whether publishing waits for a checkout: `.git/index.lock` in a watched root, for at most 10 s.
    private func holdForCheckout(at now: Instant) -> Bool {
        // Asked on every turn, before every publication: one `stat` a root.
        var info = stat()
        let locked = configuration.watch.contains { stat("\($0)/.git/index.lock", &info) == 0 }
        let (holds, began) = checkout.holds(locked: locked, at: now)
        if began {
            logger.info("a checkout is in progress (.git/index.lock); publishing waits for it")
        }
        return holds
    }

    private func read(_ spec: SpecPath, at now: Instant) {
        // The kernel queues a writer's events within its system call, so a save that began while the
        // file was read (an editor saving twice in a row, truncating first) has its events queued by
        // the time the read returns: taking them in tells whether what was read may be torn.
        // An empty file is an error once it stayed empty for the quiet second it was given.
        let confirming = emptied.removeValue(forKey: spec).map { now - $0 >= tracker.timing.modifyQuiet } ?? false
        // A folder moved away while the spec is read is seen here, before the spec is known: it must
        // count as the spec's removal, or a spec no longer there would stay published.
        reading = spec
        defer { reading = nil }
        let identity = roots.identity(spec)
        let outcome = layouts.refresh(
            identity,
            absolutePath: watcher.absolutePath(spec),
            root: resolvedRoot(spec.root),
            emptyIsConfirmed: confirming
        ) {
            apply(watcher.readChanges(), at: .now)
            return !tracker.isPending(spec)
        }
        switch outcome {
        case .missing where layouts.records[identity] != nil:
            tracker.vanished(spec, at: now)
        case .emptied:
            // Read again after a quiet second, unless the save that emptied it completes first.
            emptied[spec] = now
            tracker.touched(spec, at: now)
        default:
            break
        }
    }

    /// At the end of a grace period: a spec whose file is back is read, one still missing is removed.
    private func confirmRemoval(_ spec: SpecPath, at now: Instant) {
        var info = stat()
        if stat(watcher.absolutePath(spec), &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG {
            read(spec, at: now)
        } else {
            emptied[spec] = nil
            layouts.remove(roots.identity(spec))
        }
    }

    // MARK: Sync

    /// Starts a `sync`: writes a cookie file in each watched root (watchman's way), and answers once
    /// every cookie came back through inotify and the specs then pending are published.
    ///
    /// Directories read by polling are read now; a root that is missing has nothing to wait for.
    func beginSync(_ done: @escaping @Sendable (SyncOutcome) -> Void, at now: Instant) {
        if !watcher.unwatched.isEmpty || !watcher.missingRoots.isEmpty {
            apply(watcher.poll(), at: now)
        }
        var cookies: Set<String> = []
        for index in watcher.roots.indices where !watcher.missingRoots.contains(index) {
            // Where the events come from: the folder a linked root leads to.
            let root = watcher.absolutePath(SpecPath(root: index, path: ""))
            cookieCount += 1
            let cookie = "\(root)/\(SpecTreeWatcher.cookiePrefix)\(getpid())-\(cookieCount)"
            let descriptor = open(cookie, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
            if descriptor >= 0 {
                close(descriptor)
                cookies.insert(cookie)
            } else {
                logger.warning("cannot write the sync cookie \(cookie): \(String(cString: strerror(errno)))")
            }
        }
        syncs.add(cookies: cookies, at: now, done: done)
    }

    /// Answers the syncs whose cookies came back and whose pending specs are published.
    func advanceSyncs(at now: Instant) {
        // A rescan to come reads everything again: the syncs wait for it.
        guard !syncs.isEmpty, rescans.reason == nil else { return }
        let pending = Set(tracker.pendingSpecs)
        for cookie in syncs.advance(pending: pending, latest: layouts.published.latestClock, at: now) {
            unlink(cookie)
        }
    }

    // MARK: Rescans

    private func requestRescan(_ reason: String, at now: Instant) {
        rescans.request(reason, at: now)
    }

    /// Starts the watcher over and reads every root again.
    ///
    /// Only specs whose bytes changed are published, and specs that are gone are removed after the
    /// usual grace.
    private func rescan(reason: String, at now: Instant) {
        logger.notice("rescan of \(configuration.watch.count) root(s): \(reason)")
        layouts.announceRescan(reason: reason)
        rescans.begin(reason, at: now)
        resolvedRoots = [:]
        for cookie in syncs.forgetCookies() { unlink(cookie) }
        do {
            try startWatching(at: now)
        } catch {
            logger.error("cannot start watching: \(error)")
            requestRescan("watching could not start", at: now)
        }
        publishHealth()
    }

    /// A new inotify instance, every root watched and read again.
    private func startWatching(at now: Instant) throws(WatchError) {
        tracker.removeAll()
        nextPoll = nil
        apply(try watcher.rescan(), at: now, fromEvents: false)
        for root in watcher.missingRoots.sorted() where !lostRoots.roots.contains(root) {
            logger.warning("\(watcher.roots[root]) does not exist; looking for it every 2 seconds")
        }
    }

    /// A watched root was deleted or moved away.
    ///
    /// Its specs keep their last layouts, and nothing is removed: a folder that vanishes whole is far
    /// more often being replaced (a tool regenerating it, a checkout, `rm -rf` and a clone) than given
    /// up, and previews should not flash empty meanwhile. The root is looked for every 2 seconds; once
    /// it is back, its specs are compared with their last layouts: diffs for those that changed,
    /// `removed` for those it no longer holds, nothing for the rest. Removals of its specs still in
    /// their grace period (the files deleted just before the folder) are called off.
    private func rootLost(_ root: Int, at now: Instant) {
        lostRoots.lose(root)
        for spec in tracker.pendingSpecs where spec.root == root { tracker.forget(spec) }
        for spec in emptied.keys where spec.root == root { emptied[spec] = nil }
        let path = watcher.roots[root]
        let count = layouts.known(root: roots.paths[root], within: "").count
        let kept = "its \(count) spec(s) keep their last layouts until it is back (looked for every 2 seconds)"
        logger.warning("\(path) was deleted or moved away; \(kept)")
        // `status` says so by the time subscribers hear of it.
        publishHealth()
        layouts.announceRescan(reason: "\(path) is gone; its specs keep their last layouts until it is back")
    }

    /// Announces a lost root that exists again.
    private func announceBack(_ root: Int) {
        let path = watcher.roots[root]
        logger.notice("\(path) is back; its specs are read again and compared with their last layouts")
        // `status` says so by the time subscribers hear of it.
        publishHealth()
        layouts.announceRescan(reason: "\(path) is back; its specs are read again")
    }

    /// Makes how watching stands visible to `status`.
    private func publishHealth() {
        var health = WatchHealth()
        health.watches = watcher.watchCount
        health.polledFolders = watcher.unwatched.count
        health.missingRoots = watcher.missingRoots.sorted().map { watcher.roots[$0] }
        health.rescans = rescans.count
        health.lastRescanReason = rescans.lastReason
        health.rescanBackoffMilliseconds = Int(rescans.backoff / .milliseconds(1))
        health.rescanBackoffLapses = rescans.backoffLapses
        health.outputRewrites = outputRewrites
        layouts.published.setWatchHealth(health)
    }

    /// The one-line status for systemd and the log.
    func statusLine() -> String {
        publishHealth()
        var parts = [
            "watching \(configuration.watch.count) root(s)",
            "\(layouts.count) specs (\(layouts.errorCount) with errors)",
            "\(watcher.watchCount) watches",
        ]
        if !watcher.unwatched.isEmpty {
            parts.append("\(watcher.unwatched.count) directories polled (inotify watch limit)")
        }
        if !watcher.missingRoots.isEmpty {
            parts.append("\(watcher.missingRoots.count) root(s) missing")
        }
        if outputRewrites > 0 {
            parts.append("output folder written again \(outputRewrites) time(s) after it was removed")
        }
        if !layouts.unwritten.isEmpty {
            parts.append(
                "output of \(layouts.unwritten.count) spec(s) not written (\(layouts.unwritten.reason ?? "?"))"
            )
        }
        return parts.joined(separator: ", ")
    }
}
