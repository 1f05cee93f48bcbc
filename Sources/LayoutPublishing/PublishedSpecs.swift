import Foundation
import Glibc
public import LayoutProtocol
import Synchronization

/// The latest state of every spec and the journal of recent events, readable from any thread: what
/// `get`, `list` and a subscriber's first events are made of.
public final class PublishedSpecs: Sendable {
    /// One spec as `get`, `list` and catch-up see it: its ``SpecState`` after the events published
    /// about it, and the text of its `layout.json` while that is what it stands on.
    public struct Entry: Sendable {
        public var state: SpecState
        /// The current `layout.json` as read back from the output folder at start, sent as it is
        /// until the next layout replaces it.
        public var layoutDocument: String?

        public init(state: SpecState = SpecState(), layoutDocument: String? = nil) {
            self.state = state
            self.layoutDocument = layoutDocument
        }

        public var generation: Int { state.generation }
        public var hasError: Bool { state.hasErrors }
        /// The current layout as laid out since the start; encoded only when asked for.
        public var layoutFile: LayoutFile? { layoutDocument == nil ? state.layout : nil }
        /// The current layout on one line, as `get` answers and catch-up sends it; made when asked
        /// for, as live events carry only the diff.
        public var layout: String? {
            layoutDocument.map(SocketEvent.oneLine) ?? state.layout.map { SocketEvent.oneLine($0.json()) }
        }
        public var layoutClock: DaemonClock? { state.layoutClock }
        /// The latest `error` event, while the spec has errors and its clock is known.
        public var errorEvent: String? {
            guard let errors = state.errors, let clock = state.errorClock else { return nil }
            return SocketEvent.error(errors, clock: clock.description)
        }
        public var errorClock: DaemonClock? { state.errorClock }

        /// Applies a new layout of the spec published at `clock`, as a diff when it follows from the
        /// layout held (so from what subscribers hold), whole otherwise; returns the event applied.
        package mutating func publish(_ file: LayoutFile, diff: DiffFile?, at clock: DaemonClock) -> SpecEvent {
            if let diff, (try? state.apply(.diff(diff, result: file), at: clock)) != nil {
                layoutDocument = nil
                return .diff(diff, result: file)
            }
            let event = SpecEvent.layout(file, fresh: false)
            try? state.apply(event, at: clock)  // a whole layout always applies
            layoutDocument = nil
            return event
        }

        /// Applies the spec's errors published at `clock`.
        package mutating func fail(_ errors: ErrorFile, at clock: DaemonClock) {
            try? state.apply(.error(errors), at: clock)  // errors always apply
        }
    }

    private struct State {
        var entries: [String: Entry] = [:]
        var clock = DaemonClock(epoch: 0)
        var health = WatchHealth()
        var unwritten = 0
        var unwrittenReason: String?
        var journal: Journal?
    }

    /// Guards the entries and the journal, and also each delivery of an event, so that a subscriber
    /// registering under ``catchUp(since:matching:limitBytes:_:)`` gets either a spec's new state or
    /// the event that led to it, never both and never neither.
    private let state = Mutex(State())
    /// Runs a compaction of the journal's file off the thread that publishes.
    private let compact: @Sendable (@escaping @Sendable () -> Void) -> Void

    /// The state of a daemon whose journal is compacted on a thread of its own at the lowest
    /// priority, or by `compactJournal` (a test's, which runs it when it says).
    public init(compactJournal: (@Sendable (@escaping @Sendable () -> Void) -> Void)? = nil) {
        compact = compactJournal ?? Self.onThreadOfItsOwn
    }

    /// Runs `work` on a new thread at the lowest priority: compactions are a few a thousand events.
    private static func onThreadOfItsOwn(_ work: @escaping @Sendable () -> Void) {
        Thread.detachNewThread {
            // On Linux the nice value is a thread's own, and `0` names the calling thread.
            _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 19)
            work()
        }
    }

    public subscript(spec: String) -> Entry? { state.withLock { $0.entries[spec] } }

    /// Every spec, sorted by path.
    public var all: [(spec: String, entry: Entry)] {
        state.withLock { $0.entries.sorted { $0.key < $1.key }.map { ($0.key, $0.value) } }
    }

    /// How watching stands: watches, polled folders, missing roots, rescans.
    public var watchHealth: WatchHealth { state.withLock { $0.health } }

    package func setWatchHealth(_ health: WatchHealth) { state.withLock { $0.health = health } }

    /// How many specs' files the output folder is behind on, and why (a full or read-only disk).
    public var unwritten: (count: Int, reason: String?) { state.withLock { ($0.unwritten, $0.unwrittenReason) } }

    package func setUnwritten(count: Int, reason: String?) {
        state.withLock {
            $0.unwritten = count
            $0.unwrittenReason = reason
        }
    }

    /// Writes the journal's file again if a write failed; whether it is up to date.
    package func writeJournalIfBehind() -> Bool {
        state.withLock { $0.journal?.writeIfBehind() ?? true }
    }

    /// The clock of the latest publication.
    public var latestClock: DaemonClock { state.withLock { $0.clock } }

    /// The clock the next publication gets: the latest one's, one sequence on.
    ///
    /// This is the daemon's one clock: it is moved on only by ``record(_:entry:deliver:)``, which the
    /// publisher calls with the clock it took here before taking the next.
    package func nextClock() -> DaemonClock {
        state.withLock { state in
            var clock = state.clock
            return clock.tick()
        }
    }

    /// Takes over the journal (and its clock) the daemon opened at start.
    package func use(_ journal: Journal) {
        state.withLock { state in
            state.journal?.close()
            state.journal = journal
            state.clock = DaemonClock(epoch: journal.epoch, sequence: journal.sequence)
        }
    }

    /// Sets a spec's state without an event: a layout restored from the output folder at start.
    package func restore(_ spec: String, _ entry: Entry) {
        state.withLock { $0.entries[spec] = entry }
    }

    /// Forgets a spec without an event: one the previous run removed, as its journal says.
    package func forget(_ spec: String) {
        state.withLock { $0.entries[spec] = nil }
    }

    /// The specs the journal holds events of.
    package func journaledSpecs() -> [String] {
        state.withLock { state in
            (state.journal?.events.keys).map { $0.filter { !$0.isEmpty }.sorted() } ?? []
        }
    }

    /// Where `spec`'s files stand in the journal, given the generation of its `layout.json`, and the
    /// clock to give what the journal no longer holds: that of the spec's newest dropped event (the
    /// layout it stands for is no later), `c:EPOCH:0` when none was dropped.
    package func journalPosition(
        of spec: String,
        generation: Int?
    ) -> (position: JournalPosition, fallback: DaemonClock) {
        state.withLock { state in
            let epoch = state.journal?.epoch ?? state.clock.epoch
            let floor = state.journal?.floors[spec] ?? 0
            let position = JournalPosition(of: state.journal?.events[spec] ?? [], floor: floor, generation: generation)
            return (position, DaemonClock(epoch: epoch, sequence: floor))
        }
    }

    package func moveJournal(to directory: String) throws {
        try state.withLock { state in try state.journal?.move(to: directory) }
    }

    package func setHistory(_ history: Int) {
        state.withLock { $0.journal?.history = history }
    }

    /// Records a spec's new state (`nil`: it is gone; rescans leave the entries alone), journals the
    /// event and delivers it, as one step; then starts compacting the journal's file if it is due.
    package func record(_ publication: Publication, entry: Entry?, deliver: (Publication) -> Void) {
        let compaction = state.withLock { state -> JournalCompaction? in
            if let spec = publication.spec { state.entries[spec] = entry }
            state.clock = publication.clock
            state.journal?.append(Journal.Event(publication))
            deliver(publication)
            return state.journal?.startCompaction()
        }
        guard let compaction else { return }
        compact { [self] in
            let written = compaction.write()
            state.withLock { $0.journal?.finishCompaction(compaction, written: written) }
        }
    }

    /// Runs `body` with what a subscriber is sent before live events, and the current clock, while
    /// no event is being delivered: the subscriber registers inside `body`.
    ///
    /// See ``CatchUp`` for what is sent.
    public func catchUp<T>(
        since: DaemonClock?,
        matching: (String) -> Bool,
        limitBytes: Int,
        _ body: (_ lines: [String], _ clock: DaemonClock, _ startsOver: Bool) -> T
    ) -> T {
        state.withLock { state in
            let catchUp = CatchUp(entries: state.entries, journal: state.journal)
            let lines = catchUp.lines(since: since, matching: matching, limitBytes: limitBytes)
            return body(lines, state.clock, catchUp.startsOver(since: since))
        }
    }
}
