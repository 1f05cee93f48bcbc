import CMalloc
import Foundation
import Glibc
import LayoutFiles
import LayoutProtocol
import LayoutPublishing
import LayoutSpecFormat
import Logging
import SpecWatcher

/// The daemon's one thread, between its ports and its decisions: it takes in what the event source
/// saw, asks ``WatchCore`` what to do, and does it with the files port, the specs' layouts and the
/// output folder.
///
/// It never blocks and never reads the time itself: ``Daemon`` waits in `poll(2)` and gives it the
/// instant of each turn, and a test embedding it gives instants of its own (``clock``).
final class WatchLoop {
    typealias Instant = ContinuousClock.Instant

    let configurationSource: ConfigurationSource
    var configuration: DaemonConfiguration
    var logger: Logger
    let notifier: ServiceNotifier
    /// Makes the event source for a configuration: at start, and anew on every reload.
    let makeSource: (DaemonConfiguration) -> any SpecEventSource
    let files: any SpecFiles
    /// The time, asked while a read takes in the events that came meanwhile, and while the first
    /// scan's layouts are waited for (the watchdog is still served meanwhile).
    let clock: () -> Instant
    /// Where specs are laid out (``LayoutPool`` in the daemon), and where their results come back.
    let runner: any LayoutRunner
    let completed: CompletedLayouts
    /// The jobs given up for a newer save of their spec (or its removal), for a worker to skip.
    let givenUp = GivenUpJobs()
    /// Asked while layouts are waited for: a stop gives them up.
    let stopRequested: () -> Bool
    /// How long a stop waits for the layouts in progress (those of the saves that completed): longer
    /// ones are given up, their specs' last layouts kept.
    var stopWait: TimeInterval = 1

    var source: any SpecEventSource
    /// The watched folders and the names their specs go by; made anew with the source on a reload.
    var roots: WatchedRoots
    var core: WatchCore
    let layouts: SpecLayouts

    /// Whether ``restoreState()`` ran.
    var restoredState = false
    /// The output folder's lock, held for the daemon's life: one daemon per output folder.
    var outputLock: OutputLock?
    var journalIsBehind = false
    var outputRewrites = 0
    var lastStatus = ""
    var cookieCount = 0
    var misnamedSpecs = MisnamedSpecHints()
    /// Each watched root with its links followed, found once (until the next rescan) rather than on
    /// every read.
    var resolvedRoots: [Int: String] = [:]
    /// Mounts and unmounts in the watched folders, which inotify does not report.
    var mounts = MountWatch()
    /// When owed pictures are drawn, unless a sync wants them sooner; and the owing seen last.
    var picturesDue: Instant?
    var picturesOwedSeen = 0
    /// When a burst of pictures hands its memory back.
    var memoryTrim = MemoryTrim()
    /// The specs being laid out on a worker.
    var layingOut: [SpecPath: SpecIdentity] = [:]
    /// Set during the first scan, whose layouts are published in the order it found the specs.
    var scanning = false
    /// The first scan's layouts that finished ahead of one handed over before them, held until it
    /// finishes (``finishScanLayouts(at:)``).
    var scanOrder = ScanOrder<LayoutJob.Completion>()

    init(
        configurationSource: ConfigurationSource,
        configuration: DaemonConfiguration,
        logger: Logger,
        notifier: ServiceNotifier,
        published: PublishedSpecs,
        subscribers: [any PublicationSink],
        board: PreviewBoard?,
        makeSource: @escaping (DaemonConfiguration) -> any SpecEventSource = WatchLoop.makeWatcher,
        files: any SpecFiles = DiskSpecFiles(),
        clock: @escaping () -> Instant = { .now },
        runner: any LayoutRunner = InlineLayoutRunner(),
        completed: CompletedLayouts = CompletedLayouts(),
        drawer: PictureDrawer = PictureDrawer(),
        stopRequested: @escaping () -> Bool = { false }
    ) {
        self.configurationSource = configurationSource
        self.configuration = configuration
        self.logger = logger
        self.notifier = notifier
        self.makeSource = makeSource
        self.files = files
        self.clock = clock
        self.runner = runner
        self.completed = completed
        self.stopRequested = stopRequested
        source = makeSource(configuration)
        roots = WatchedRoots(source.roots)
        core = WatchCore(
            roots: source.roots,
            settle: .milliseconds(configuration.settleMilliseconds),
            maximumPendingSpecs: configuration.maximumPendingSpecs
        )
        layouts = SpecLayouts(
            output: OutputFolder(root: configuration.output),
            parser: SpecParser(defaultEnvironments: configuration.defaultEnvironments),
            files: files,
            logger: logger,
            published: published,
            live: subscribers,
            board: board
        )
        layouts.outputSink.setWritesPreviews(configuration.preview == "svg")
        layouts.outputSink.drawer = drawer
    }

    /// The inotify watcher of a configuration.
    static func makeWatcher(_ configuration: DaemonConfiguration) -> any SpecEventSource {
        SpecTreeWatcher(
            roots: configuration.watch,
            excludedNames: Set(configuration.exclude),
            excludedPaths: [configuration.output]
        )
    }

    /// A spec whose last parse and layout took less than this many microseconds is laid out on the
    /// daemon's thread: the hand-over to a worker and back costs about a tenth of a millisecond,
    /// which a typical save feels, and a spec this quick delays no other.
    var inlineMicros = 2_000

    /// How long after the last publication owed pictures wait: the saves of an edit in progress are
    /// drawn once, when it pauses.
    static let picturesQuiet = Duration.milliseconds(300)

    /// When the next turn is due; `nil`: not before something happens.
    func nextDeadline(after now: Instant) -> Instant? {
        // Owed pictures are drawn once the saves pause, or at once for a sync.
        let pictures = layouts.outputSink.owedPictures.isEmpty ? nil : (core.hasSyncs ? now : picturesDue)
        return [pictures, core.nextDeadline(after: now)].compactMap { $0 }.min()
    }

    // MARK: One turn

    /// The kernel said the mount table changed: a mount or unmount within a watched folder rescans.
    ///
    /// The first call only learns the table.
    public func mountTableChanged(at now: Instant) {
        let roots = configuration.watch.indices.map(resolvedRoot)
        if let reason = mounts.looked(at: files.mountPoints(), roots: roots) {
            takeIn([.rescan(reason: reason)], fromEvents: false, at: now)
        }
    }

    /// Publishes the layouts the workers finished, then takes in what the source saw, then carries
    /// out what is due at `now`.
    func turn(at now: Instant) {
        finishLayouts(at: now)
        takeIn(source.readChanges(limit: 1 << 16), fromEvents: true, at: now)
        execute(core.handle(.housekeeping, at: now), at: now)
        // Asked on every turn, before every publication: one `stat` a root.
        let locked = configuration.watch.contains { files.kind(of: "\($0)/.git/index.lock") != nil }
        execute(core.handle(.publishDue(checkoutLocked: locked), at: now), at: now)
        scheduleOutputRetry(at: now)
        drawPictures(at: now)
        advanceSyncs(at: now)
    }

    /// Draws owed pictures, a few specs a turn, once the saves paused for ``picturesQuiet`` (a
    /// publication since pushes that back) or a sync waits for them.
    func drawPictures(at now: Instant) {
        if layouts.outputSink.picturesOwed != picturesOwedSeen {
            picturesOwedSeen = layouts.outputSink.picturesOwed
            picturesDue = now + Self.picturesQuiet
        }
        layouts.outputSink.writeDrawnPictures()
        if memoryTrim.written(layouts.outputSink.picturesWritten, owesMore: layouts.outputSink.owesPictures) {
            _ = malloc_trim(0)
        }
        guard !layouts.outputSink.owedPictures.isEmpty, core.hasSyncs || picturesDue.map({ now >= $0 }) ?? true else {
            return
        }
        layouts.outputSink.drawOwedPictures()
    }

    /// Gives the core the source's changes, and says what the source met meanwhile.
    func takeIn(_ changes: [WatchChange], fromEvents: Bool, reading: SpecPath? = nil, at now: Instant) {
        execute(core.handle(.changes(changes, source.view(reading: reading), fromEvents: fromEvents), at: now), at: now)
        reportWhatTheSourceMet()
    }

    /// Logs the problems the source met, and hints for YAML files that look like misnamed specs.
    func reportWhatTheSourceMet() {
        for path in source.takeOtherYAML() {
            let head = files.head(of: source.absolutePath(path), upTo: MisnamedSpecHints.headBytes)
            if let hint = misnamedSpecs.hint(path: path.path, head: head) { logger.notice("hint: \(hint)") }
        }
        for problem in source.takeProblems() {
            if problem.isWatchLimit {
                logger.error("\(problem); polling it every 2 seconds instead")
            } else {
                logger.warning("\(problem)")
            }
        }
    }

    /// Carries out the core's effects, in order, answering those that ask for an answer.
    func execute(_ effects: [WatchEffect], at now: Instant) {
        for effect in effects {
            switch effect {
            case .read(let spec, let confirming):
                read(spec, emptyIsConfirmed: confirming, at: now)
            case .checkRemoval(let spec):
                // A spec behind a folder we may not search may still be there: kept, not removed.
                let kind = files.kind(of: source.absolutePath(spec))
                let exists = kind == .regular || kind == .unreachable
                execute(core.handle(.removalChecked(spec, fileExists: exists), at: now), at: now)
            case .remove(let spec):
                giveUpLayout(of: spec)
                let held = layouts.framesHeld
                layouts.remove(roots.identity(spec))
                if layouts.framesHeld < held { execute(core.handle(.roomFreed, at: now), at: now) }
            case .rescan:
                resolvedRoots = [:]
                do {
                    let changes = try source.rescan()
                    execute(core.handle(.rescanned(changes, source.view()), at: now), at: now)
                    reportWhatTheSourceMet()
                } catch {
                    execute(core.handle(.rescanFailed("\(error)"), at: now), at: now)
                }
            case .poll:
                takeIn(source.poll(), fromEvents: false, at: now)
            case .announce(let reason):
                layouts.announceRescan(reason: reason)
            case .publishHealth:
                publishHealth()
            case .log(let level, let message):
                logger.log(level: level, "\(message)")
            case .deleteCookie(let cookie):
                files.remove(source.absolutePath(cookie))
            case .writeUnwritten:
                writeUnwritten()
            case .checkOutputFolder:
                if outputLock?.isIntact == false { rewriteOutputFolder() }
            case .pingWatchdog:
                notifier.watchdog()
            case .reportStatus:
                let status = statusLine()
                if status != lastStatus {
                    notifier.status(status)
                    lastStatus = status
                }
            }
        }
    }

    /// The root at `index` with its links followed; the path as configured while it does not exist.
    func resolvedRoot(_ index: Int) -> String {
        if let resolved = resolvedRoots[index] { return resolved }
        let path = source.absolutePath(SpecPath(root: index, path: ""))
        guard let resolved = files.resolvedPath(path) else { return path }
        resolvedRoots[index] = resolved
        return resolved
    }

    /// Reads a spec: its bytes here, its layout on a worker (``LayoutRunner``), whose result
    /// ``finishLayouts(at:)`` publishes; a layout of an earlier save still in progress is given up.
    private func read(_ spec: SpecPath, emptyIsConfirmed: Bool, at now: Instant) {
        // The kernel queues a writer's events within its system call, so a save that began while the
        // file was read (an editor saving twice in a row, truncating first) has its events queued by
        // the time the read returns: taking them in tells whether what was read may be torn.
        let identity = roots.identity(spec)
        let earlier = layouts.layingOut[identity]?.ticket
        let held = layouts.framesHeld
        let begun = layouts.beginRefresh(
            identity,
            absolutePath: source.absolutePath(spec),
            root: resolvedRoot(spec.root),
            emptyIsConfirmed: emptyIsConfirmed
        ) {
            takeIn(source.readChanges(limit: 1 << 16), fromEvents: true, reading: spec, at: clock())
            return !core.isPending(spec)
        }
        if let earlier, layouts.layingOut[identity]?.ticket != earlier { givenUp.add(earlier) }
        switch begun {
        case .ended(let outcome):
            if layouts.layingOut[identity] == nil { layingOut[spec] = nil }
            readEnded(spec, identity, outcome, framesHeldBefore: held, at: now)
        case .layOut(var job):
            layingOut[spec] = identity
            job.isGivenUp = { [givenUp, ticket = job.ticket] in givenUp.contains(ticket) }
            if runner.canWait, let micros = layouts.records[identity]?.readMicros, micros < inlineMicros {
                // A spec that read quickly last time: handing it over would cost more than it does.
                completed.add(job.run())
            } else {
                runner.submit(job) { [completed] in completed.add($0) }
            }
            // An inline runner has finished it already; the first scan's are published in its order
            // (``finishScanLayouts(at:)``).
            if scanning { finishScanLayouts(at: now) } else { finishLayouts(at: now) }
        }
    }

    /// Publishes the layouts the workers finished, in the order they finished; a result a newer save
    /// (or the spec's removal) took the place of is dropped.
    func finishLayouts(at now: Instant) {
        finish(completed.take(), at: now)
    }

    private func finish(_ completions: [LayoutJob.Completion], at now: Instant) {
        for completion in completions {
            givenUp.remove(completion.ticket)
            let held = layouts.framesHeld
            guard let outcome = layouts.finishRefresh(completion),
                let spec = layingOut.first(where: { $0.value == completion.spec })?.key
            else { continue }
            layingOut[spec] = nil
            readEnded(spec, completion.spec, outcome, framesHeldBefore: held, at: now)
        }
    }

    /// Tells the core how a read ended.
    private func readEnded(
        _ spec: SpecPath,
        _ identity: SpecIdentity,
        _ outcome: SpecLayouts.Outcome,
        framesHeldBefore held: Int,
        at now: Instant
    ) {
        let result = ReadResult(
            outcome: outcome,
            isKnown: layouts.records[identity] != nil,
            waitsForRoom: layouts.waitingForRoom.contains(identity)
        )
        execute(core.handle(.readEnded(spec, result), at: now), at: now)
        if layouts.framesHeld < held { execute(core.handle(.roomFreed, at: now), at: now) }
    }

    /// Gives up the layout in progress of `spec`, if there is one: a worker skips it, and its result
    /// is dropped.
    func giveUpLayout(of spec: SpecPath) {
        guard let identity = layingOut.removeValue(forKey: spec) else { return }
        if let ticket = layouts.layingOut.removeValue(forKey: identity)?.ticket { givenUp.add(ticket) }
    }

    /// Waits for the layouts in progress until they are published or `deadline` passes (`nil`: until
    /// they are, or a stop is asked for), serving the watchdog meanwhile; whether none is left.
    ///
    /// `inOrder` publishes them once all are finished, in the order they were handed over, as the
    /// first scan's are.
    @discardableResult
    func waitForLayouts(until deadline: Date?, inOrder: Bool = false) -> Bool {
        while !layingOut.isEmpty, runner.canWait {
            if stopRequested() { return false }
            let slice = Date().addingTimeInterval(0.05)
            let until = deadline.map { min($0, slice) } ?? slice
            _ = completed.wait(until: until)
            let now = clock()
            execute(core.watchdog(at: now), at: now)
            if inOrder {
                finishScanLayouts(at: now)
            } else {
                finishLayouts(at: now)
            }
            if let deadline, Date() >= deadline { return layingOut.isEmpty }
        }
        if inOrder {
            finishScanLayouts(at: clock())
            // What is still held when the wait ends (a stop, or a runner the daemon cannot wait for)
            // is published as it is, none left behind.
            let held = scanOrder.takeAll()
            if !held.isEmpty { finish(held, at: clock()) }
        }
        return layingOut.isEmpty
    }

    /// Publishes the first scan's finished layouts in the scan's order, each once every layout
    /// handed over before it is published (``ScanOrder``).
    func finishScanLayouts(at now: Instant) {
        let ready = scanOrder.take(
            completed.take().map { ($0.ticket, $0) },
            inFlight: layouts.layingOut.values.map(\.ticket)
        )
        if !ready.isEmpty { finish(ready, at: now) }
    }
}
