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
        /// The `layout` event that gives a new subscriber this spec.
        public var layoutEvent: String?
    }

    private let entries = Mutex<[String: Entry]>([:])
    private let clock = Mutex<String>("c:0:0")

    public init() {}

    public subscript(spec: String) -> Entry? { entries.withLock { $0[spec] } }

    /// Every spec, sorted by path.
    public var all: [(spec: String, entry: Entry)] {
        entries.withLock { $0.sorted { $0.key < $1.key }.map { ($0.key, $0.value) } }
    }

    /// The clock of the latest publication.
    public var latestClock: String { clock.withLock { $0 } }

    func update(_ spec: String, _ entry: Entry?, clock: String) {
        entries.withLock { $0[spec] = entry }
        self.clock.withLock { $0 = clock }
    }

    func advance(to clock: String) {
        self.clock.withLock { $0 = clock }
    }
}
