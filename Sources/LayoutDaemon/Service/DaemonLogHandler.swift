public import Foundation
import Glibc
import LayoutProtocol
import LayoutPublishing
public import Logging

/// Log lines on standard error, one per event, in the form journald expects under systemd.
///
/// Under systemd (`$JOURNAL_STREAM` names our standard error), a line starts with its syslog priority,
/// `<6>`, which journald strips and records (operations.md, "Logs"). In a terminal it starts with the time
/// and the level instead. Metadata follows the message as `key=value`, sorted.
public struct DaemonLogHandler: LogHandler {
    public var logLevel: Logger.Level
    public var metadata: Logger.Metadata = [:]
    public var metadataProvider: Logger.MetadataProvider?
    private let journal: Bool
    private let descriptor: Int32

    /// Lines go to `descriptor`: standard error unless a daemon run in process (a test's) gives its own
    /// log file.
    public init(
        level: Logger.Level,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        descriptor: Int32? = nil
    ) {
        logLevel = level
        self.descriptor = descriptor ?? STDERR_FILENO
        journal = descriptor == nil && Self.standardErrorIsJournal(environment["JOURNAL_STREAM"])
    }

    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    public func log(event: LogEvent) {
        var fields = metadata
        if let extra = event.metadata { fields.merge(extra) { $1 } }
        var line = journal ? "<\(Self.priority(event.level))>" : "\(Self.timestamp()) \(event.level) "
        line += Self.escaped("\(event.message)")
        for (key, value) in fields.sorted(by: { $0.key < $1.key }) {
            line += " \(Self.escaped(key))=\(Self.escaped("\(value)"))"
        }
        line += "\n"
        // One write(2) per line, so that lines of different threads never interleave.
        _ = line.utf8CString.withUnsafeBufferPointer { write(descriptor, $0.baseAddress, $0.count - 1) }
    }

    /// `text` with its control characters written out, so that one event stays one line: a spec's
    /// file name may hold a newline or a terminal escape, and must not forge a log line or rewrite
    /// the terminal (``TerminalText/escaped(_:)``).
    static func escaped(_ text: String) -> String { TerminalText.escaped(text) }

    /// syslog priorities: 7 debug … 2 critical.
    static func priority(_ level: Logger.Level) -> Int {
        switch level {
        case .trace, .debug: 7
        case .info: 6
        case .notice: 5
        case .warning: 4
        case .error: 3
        case .critical: 2
        }
    }

    static func timestamp() -> String {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        var seconds = now.tv_sec
        var parts = tm()
        gmtime_r(&seconds, &parts)
        let millis = now.tv_nsec / 1_000_000
        return String(
            format: "%04d-%02d-%02dT%02d:%02d:%02d.%03dZ",
            parts.tm_year + 1900,
            parts.tm_mon + 1,
            parts.tm_mday,
            parts.tm_hour,
            parts.tm_min,
            parts.tm_sec,
            millis
        )
    }

    /// Whether `$JOURNAL_STREAM` (`device:inode`) is our standard error, not just set by an ancestor.
    static func standardErrorIsJournal(_ value: String?) -> Bool {
        guard let value else { return false }
        let parts = value.split(separator: ":")
        guard parts.count == 2, let device = UInt64(parts[0]), let inode = UInt64(parts[1]) else { return false }
        var info = stat()
        guard fstat(STDERR_FILENO, &info) == 0 else { return false }
        return UInt64(info.st_dev) == device && UInt64(info.st_ino) == inode
    }
}
