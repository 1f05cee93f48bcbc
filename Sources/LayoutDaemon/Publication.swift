public import LayoutProtocol

/// One event the daemon published, as subscribers receive it.
public struct Publication: Sendable {
    public enum Kind: String, Sendable {
        case layout, diff, error, removed, rescan
    }

    public var kind: Kind
    /// The spec's path relative to its watched folder; `nil` for a rescan.
    public var spec: String?
    public var clock: DaemonClock
    /// The generation a `layout` or `diff` gives its spec; `nil` for the other kinds.
    public var generation: Int?
    /// The event as one line of JSON, without the line break.
    public var line: String

    public init(kind: Kind, spec: String?, clock: DaemonClock, generation: Int? = nil, line: String) {
        self.kind = kind
        self.spec = spec
        self.clock = clock
        self.generation = generation
        self.line = line
    }
}
