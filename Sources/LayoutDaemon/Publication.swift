import Synchronization

/// One event the daemon published, as subscribers receive it.
public struct Publication: Sendable {
    public enum Kind: String, Sendable {
        case layout, diff, error, removed, rescan
    }

    public var kind: Kind
    /// The spec's path relative to its watched folder; `nil` for a rescan.
    public var spec: String?
    public var clock: String
    /// The event as one line of JSON, without the line break.
    public var line: String

    public init(kind: Kind, spec: String?, clock: String, line: String) {
        self.kind = kind
        self.spec = spec
        self.clock = clock
        self.line = line
    }
}

/// The latest state of every spec, readable from any thread: what `get`, `list` and a new
/// subscriber's first events are made of.
public final class PublishedSpecs: Sendable {
    public struct Entry: Sendable, Equatable {
        public var generation: Int
        public var hasError: Bool
        /// The current `layout.json` on one line, once there is a good layout.
        public var layout: String?
        /// The clock of that layout.
        public var layoutClock: String?
    }

    private struct State {
        var entries: [String: Entry] = [:]
        var clock = "c:0:0"
        var watches = 0
    }

    /// Guards the entries, and also each delivery of an event, so that a subscriber registering
    /// under ``withEntries(_:)`` gets either a spec's new state or the event that led to it, never
    /// both and never neither.
    private let state = Mutex(State())

    public init() {}

    public subscript(spec: String) -> Entry? { state.withLock { $0.entries[spec] } }

    /// Every spec, sorted by path.
    public var all: [(spec: String, entry: Entry)] {
        state.withLock { $0.entries.sorted { $0.key < $1.key }.map { ($0.key, $0.value) } }
    }

    /// How many folders the daemon watches.
    public var watchCount: Int { state.withLock { $0.watches } }

    func setWatchCount(_ count: Int) { state.withLock { $0.watches = count } }

    /// The clock of the latest publication.
    public var latestClock: String { state.withLock { $0.clock } }

    /// Runs `body` with the entries and the latest clock while no event is being delivered.
    public func withEntries<T>(_ body: ([String: Entry], String) -> T) -> T {
        state.withLock { body($0.entries, $0.clock) }
    }

    /// Records a spec's new state (`nil`: it is gone) and delivers its event, as one step.
    func record(_ spec: String?, _ entry: Entry?, clock: String, deliver: () -> Void) {
        state.withLock { state in
            if let spec { state.entries[spec] = entry }
            state.clock = clock
            deliver()
        }
    }
}
