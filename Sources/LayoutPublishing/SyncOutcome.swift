public import LayoutProtocol

/// The answer to `sync` (protocol.md, "Sync").
public enum SyncOutcome: Sendable, Equatable {
    /// Everything saved before the request is published; the clock of the latest publication.
    case synced(DaemonClock)
    /// The daemon could not confirm it, and why.
    case failed(String)
}
