import Glibc
import UnixSockets

/// systemd's readiness protocol, spoken directly: one datagram per message to `$NOTIFY_SOCKET`.
///
/// No libsystemd (operations.md, "The service"): the protocol is a `KEY=VALUE` line per field in an `AF_UNIX`
/// datagram; a leading `@` names an abstract socket. Outside systemd there is no socket and every
/// message is dropped silently. Sending never blocks: a datagram socket whose reader lags has a
/// short queue (`net.unix.max_dgram_qlen`), and the event loop must not wait on it.
public final class ServiceNotifier: @unchecked Sendable {
    private let address: String
    private let descriptor: Int32
    /// Half of `$WATCHDOG_USEC`: how often the event loop proves it is alive, when systemd asks.
    public let watchdogInterval: Duration?

    /// Reads `NOTIFY_SOCKET` and `WATCHDOG_USEC` from `environment` and removes them from this
    /// process's environment, so that no child ever talks to systemd in the daemon's name.
    public init(environment: [String: String]) {
        let address = environment["NOTIFY_SOCKET"] ?? ""
        self.address = address
        descriptor =
            address.isEmpty ? -1 : socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        let watchdogPID = environment["WATCHDOG_PID"].flatMap { pid_t($0) }
        if let micros = environment["WATCHDOG_USEC"].flatMap({ Int64($0) }), micros > 0,
            watchdogPID == nil || watchdogPID == getpid()
        {
            watchdogInterval = .microseconds(micros / 2)
        } else {
            watchdogInterval = nil
        }
        unsetenv("NOTIFY_SOCKET")
        unsetenv("WATCHDOG_USEC")
        unsetenv("WATCHDOG_PID")
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }

    /// Whether a service manager is listening.
    public var isActive: Bool { descriptor >= 0 }

    /// The first scan is done and the daemon serves.
    public func ready(status: String) { send("READY=1\nSTATUS=\(status)") }

    /// A reload begins (`SIGHUP`); `ready` follows when it is done.
    public func reloading() {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        let micros = Int64(now.tv_sec) * 1_000_000 + Int64(now.tv_nsec) / 1_000
        send("RELOADING=1\nMONOTONIC_USEC=\(micros)")
    }

    public func stopping() { send("STOPPING=1") }

    public func status(_ text: String) { send("STATUS=\(text)") }

    public func watchdog() { send("WATCHDOG=1") }

    private func send(_ message: String) {
        guard descriptor >= 0 else { return }
        let bytes = Array(message.utf8)
        _ = UnixSocketAddress.with(address) { address, length in
            bytes.withUnsafeBytes {
                sendto(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL | MSG_DONTWAIT), address, length)
            }
        }
    }
}
