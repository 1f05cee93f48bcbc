/// One key of the daemon's configuration file: its name, its default as the file writes it, and what
/// it means.
public struct ConfigurationKey: Sendable, Equatable {
    public let name: String
    /// The default as the file writes it (`256`, `[.]`, `$XDG_STATE_HOME/layoutd/out`); for a key that
    /// is off unless given, an example value (``isOffByDefault``).
    public let written: String
    /// Whether the key is off unless given, ``written`` then an example.
    public let isOffByDefault: Bool
    public let summary: String

    init(_ name: String, _ written: String, offByDefault: Bool = false, _ summary: String) {
        self.name = name
        self.written = written
        self.isOffByDefault = offByDefault
        self.summary = summary
    }
}

/// Every key of `layoutd.yaml`, a row each in the order the documentation lists them: the file's
/// reader allows these keys, and the tests hold `config/layoutd.yaml`, operations.md's table and the
/// daemon's built-in defaults to them.
public enum ConfigurationKeys {
    public static let all: [ConfigurationKey] = [
        .init("watch", "[.]", "folders watched recursively for `*.layout.yaml` (and `*.layout.yml`)"),
        .init("exclude", "[\".git\", \".build\", \"node_modules\"]", "folder names never entered"),
        .init("output", "$XDG_STATE_HOME/layoutd/out", "the output folder"),
        .init("socket", "$XDG_RUNTIME_DIR/layoutd.sock", "the subscribers' socket"),
        .init("socketMode", "0600", "its permission bits, in octal"),
        .init("defaultEnvironments", "[{device: iPhone 17}]", "for specs that name none, written as in a spec"),
        .init("settleMilliseconds", "0", "extra quiet time after a burst of events before a spec is read"),
        .init("preview", "svg", "`svg` or `none`: whether `ENV.svg` pictures are written beside each `layout.json`"),
        .init("previewPort", "7878", offByDefault: true, "the live preview page on `127.0.0.1:PORT`"),
        .init("history", "256", "events kept per spec in the journal, for subscribers that catch up with `since`"),
        .init("maximumClients", "256", "clients connected to the socket at once"),
        .init(
            "subscriberQueueBytes",
            "8388608",
            "bytes queued for one subscriber before it is caught up later instead (at least 4096)"
        ),
        .init(
            "subscriberTimeoutSeconds",
            "60",
            "how long a subscriber held back may go without reading before it is disconnected"
        ),
        .init(
            "maximumPendingSpecs",
            "65536",
            "specs waiting to be read at once before the folders are rescanned instead"
        ),
        .init("logLevel", "info", "`trace` … `critical`"),
    ]
}
