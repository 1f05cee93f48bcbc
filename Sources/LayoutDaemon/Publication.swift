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
    /// The event as one line of JSON, without the line break.
    public var line: String

    public init(kind: Kind, spec: String?, clock: DaemonClock, line: String) {
        self.kind = kind
        self.spec = spec
        self.clock = clock
        self.line = line
    }
}
