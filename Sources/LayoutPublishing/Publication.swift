public import LayoutProtocol

/// One event the daemon published, as subscribers receive it.
public struct Publication: Sendable {
    public enum Kind: String, Sendable {
        case layout, diff, error, removed, rescan

        package init(_ kind: SpecEvent.Kind) {
            switch kind {
            case .layout: self = .layout
            case .diff: self = .diff
            case .error: self = .error
            case .removed: self = .removed
            }
        }

        /// The kind of event about one spec; `nil` for a rescan.
        package var specEventKind: SpecEvent.Kind? { SpecEvent.Kind(rawValue: rawValue) }
    }

    public var kind: Kind
    /// The spec's path relative to its watched folder; `nil` for a rescan.
    public var spec: String?
    public var clock: DaemonClock
    /// The generation a `layout` or `diff` gives its spec; `nil` for the other kinds.
    public var generation: Int?
    /// The event as one line of JSON, without the line break.
    public var line: String
    /// The spec's change ``line`` encodes, when the publication was made from one
    /// (``init(_:clock:)``): the journal keeps a whole layout as that layout, not as its text.
    package private(set) var event: SpecEvent?

    public init(kind: Kind, spec: String?, clock: DaemonClock, generation: Int? = nil, line: String) {
        self.kind = kind
        self.spec = spec
        self.clock = clock
        self.generation = generation
        self.line = line
    }

    /// An event about a spec, encoded here once: the line subscribers get and the journal keeps.
    package init(_ event: SpecEvent, clock: DaemonClock) {
        self.init(
            kind: Kind(event.kind),
            spec: event.spec,
            clock: clock,
            generation: event.generation,
            line: event.line(clock: clock)
        )
        self.event = event
    }
}
