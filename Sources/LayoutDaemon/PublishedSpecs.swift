public import LayoutProtocol
import Synchronization

/// The latest state of every spec and the journal of recent events, readable from any thread: what
/// `get`, `list` and a subscriber's first events are made of.
public final class PublishedSpecs: Sendable {
    public struct Entry: Sendable, Equatable {
        public var generation: Int
        public var hasError: Bool
        /// The current `layout.json` as read back from the output folder at start.
        public var layoutDocument: String?
        /// The current layout as laid out since; encoded only when asked for.
        public var layoutFile: LayoutFile?
        /// The current layout on one line, as `get` answers and catch-up sends it; made when asked
        /// for, as live events carry only the diff.
        public var layout: String? {
            layoutFile.map { SocketEvent.oneLine($0.json()) } ?? layoutDocument.map(SocketEvent.oneLine)
        }
        /// The clock of that layout.
        public var layoutClock: DaemonClock?
        /// The latest `error` event, while the spec has errors.
        public var errorEvent: String?
        public var errorClock: DaemonClock?

        public init(
            generation: Int,
            hasError: Bool,
            layoutDocument: String? = nil,
            layoutFile: LayoutFile? = nil,
            layoutClock: DaemonClock? = nil,
            errorEvent: String? = nil,
            errorClock: DaemonClock? = nil
        ) {
            self.generation = generation
            self.hasError = hasError
            self.layoutDocument = layoutDocument
            self.layoutFile = layoutFile
            self.layoutClock = layoutClock
            self.errorEvent = errorEvent
            self.errorClock = errorClock
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

    public init() {}

    public subscript(spec: String) -> Entry? { state.withLock { $0.entries[spec] } }

    /// Every spec, sorted by path.
    public var all: [(spec: String, entry: Entry)] {
        state.withLock { $0.entries.sorted { $0.key < $1.key }.map { ($0.key, $0.value) } }
    }

    /// How watching stands: watches, polled folders, missing roots, rescans.
    public var watchHealth: WatchHealth { state.withLock { $0.health } }

    func setWatchHealth(_ health: WatchHealth) { state.withLock { $0.health = health } }

    /// How many specs' files the output folder is behind on, and why (a full or read-only disk).
    public var unwritten: (count: Int, reason: String?) { state.withLock { ($0.unwritten, $0.unwrittenReason) } }

    func setUnwritten(count: Int, reason: String?) {
        state.withLock {
            $0.unwritten = count
            $0.unwrittenReason = reason
        }
    }

    /// Writes the journal's file again if a write failed; whether it is up to date.
    func writeJournalIfBehind() -> Bool {
        state.withLock { $0.journal?.writeIfBehind() ?? true }
    }

    /// The clock of the latest publication.
    public var latestClock: DaemonClock { state.withLock { $0.clock } }

    /// The clock the next publication gets: the latest one's, one sequence on.
    ///
    /// This is the daemon's one clock: it is moved on only by ``record(_:entry:deliver:)``, which the
    /// publisher calls with the clock it took here before taking the next.
    func nextClock() -> DaemonClock {
        state.withLock { state in
            var clock = state.clock
            return clock.tick()
        }
    }

    /// Takes over the journal (and its clock) the daemon opened at start.
    func use(_ journal: Journal) {
        state.withLock { state in
            state.journal?.close()
            state.journal = journal
            state.clock = DaemonClock(epoch: journal.epoch, sequence: journal.sequence)
        }
    }

    /// Sets a spec's state without an event: a layout restored from the output folder at start.
    func restore(_ spec: String, _ entry: Entry) {
        state.withLock { $0.entries[spec] = entry }
    }

    /// Forgets a spec without an event: one the previous run removed, as its journal says.
    func forget(_ spec: String) {
        state.withLock { $0.entries[spec] = nil }
    }

    /// The specs the journal holds events of.
    func journaledSpecs() -> [String] {
        state.withLock { state in
            (state.journal?.events.keys).map { $0.filter { !$0.isEmpty }.sorted() } ?? []
        }
    }

    /// Where `spec`'s files stand in the journal, given the generation of its `layout.json`, and the
    /// clock to give what the journal no longer holds: that of the spec's newest dropped event (the
    /// layout it stands for is no later), `c:EPOCH:0` when none was dropped.
    func journalPosition(of spec: String, generation: Int?) -> (position: JournalPosition, fallback: DaemonClock) {
        state.withLock { state in
            let epoch = state.journal?.epoch ?? state.clock.epoch
            let floor = state.journal?.floors[spec] ?? 0
            let position = JournalPosition(of: state.journal?.events[spec] ?? [], floor: floor, generation: generation)
            return (position, DaemonClock(epoch: epoch, sequence: floor))
        }
    }

    func moveJournal(to directory: String) throws {
        try state.withLock { state in try state.journal?.move(to: directory) }
    }

    func setHistory(_ history: Int) {
        state.withLock { $0.journal?.history = history }
    }

    /// Records a spec's new state (`nil`: it is gone; rescans leave the entries alone), journals the
    /// event and delivers it, as one step.
    func record(_ publication: Publication, entry: Entry?, deliver: (Publication) -> Void) {
        state.withLock { state in
            if let spec = publication.spec { state.entries[spec] = entry }
            state.clock = publication.clock
            state.journal?.append(
                Journal.Event(
                    sequence: publication.clock.sequence,
                    spec: publication.spec,
                    kind: publication.kind,
                    generation: publication.generation,
                    line: publication.line
                )
            )
            deliver(publication)
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
