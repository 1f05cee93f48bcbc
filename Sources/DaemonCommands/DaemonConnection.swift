import DaemonSocket
import Foundation
import Glibc
import LayoutDaemon
import SystemPackage
import UnixSockets

/// A blocking client of the daemon's socket, for `layoutd subscribe` and `layoutd status`: one JSON
/// line out, JSON lines back.
final class DaemonConnection {
    private let descriptor: Int32
    private var buffer: [UInt8] = []
    /// How long a line may take in all, when the connection has a timeout: a peer that sends a byte
    /// now and then, never a line break, would otherwise reset each read's timeout for good.
    private let lineTimeout: Duration?

    /// The longest line read: an answer is far smaller, and a peer that streams bytes without a line
    /// break must not grow the buffer without end.
    static let maximumLineBytes = 64 << 20

    /// The socket `serve` would listen on with the same configuration: `--socket`, else the
    /// configuration file's, else the default.
    static func socketPath(_ explicit: String?) -> String {
        if let explicit { return explicit }
        return (try? ConfigurationSource(file: nil).load())?.socket ?? DaemonConfiguration.builtIn().socket
    }

    /// Connects to the daemon at `path`, once its folder and the daemon's process can be trusted
    /// (``SocketFolder``): a socket another local user put in the daemon's place is refused.
    ///
    /// With `timeout`, connecting and each read give up after it (a daemon stopped with `SIGSTOP`, or a
    /// socket no daemon serves any more, would otherwise keep the command waiting for good).
    init(path: String, timeout: Duration? = nil) throws {
        let isDefault = path == DaemonConfiguration.builtIn().socket
        if let folder = SocketFolder.of(socketPath: path),
            let problem = folder.problem(for: getuid(), isDefault: isDefault)
        {
            throw ConnectionError(problem)
        }
        lineTimeout = timeout
        descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { throw ConnectionError("cannot create a socket") }
        if let timeout {
            let (seconds, attoseconds) = timeout.components
            var value = timeval(tv_sec: Int(seconds), tv_usec: Int(attoseconds / 1_000_000_000_000))
            let size = socklen_t(MemoryLayout<timeval>.size)
            // Linux bounds a Unix socket's connect by the send timeout, and each read by the receive one.
            setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &value, size)
            setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &value, size)
        }
        guard let connected = UnixSocketAddress.with(path, { connect(descriptor, $0, $1) }) else {
            close(descriptor)
            throw ConnectionError("the socket path is too long for a Unix socket: \(path)")
        }
        guard connected == 0 else {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            if errno == EAGAIN, let timeout {
                throw ConnectionError("cannot connect to \(path) within \(timeout): the daemon takes no connections")
            }
            throw ConnectionError("cannot connect to \(path): \(reason); is `layoutd serve` running?")
        }
        var credentials = PeerCredentials()
        var length = socklen_t(MemoryLayout<PeerCredentials>.size)
        if getsockopt(descriptor, SOL_SOCKET, SO_PEERCRED, &credentials, &length) == 0,
            let problem = SocketFolder.peerProblem(
                peer: credentials.uid,
                user: getuid(),
                socketPath: path,
                isDefault: isDefault
            )
        {
            close(descriptor)
            throw ConnectionError(problem)
        }
    }

    deinit { close(descriptor) }

    func send(_ object: [String: Any]) throws {
        var data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
        data.append(UInt8(ascii: "\n"))
        let written = data.withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        guard written == data.count else {
            // A refused client is told why before the daemon closes: read it if it is there.
            if let line = readLine(),
                let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                let error = object["error"] as? String
            {
                throw ConnectionError(error)
            }
            throw ConnectionError("the daemon closed the connection")
        }
    }

    /// The next line, without its line break; `nil` when the daemon closed the connection, the line
    /// took longer than the connection's timeout in all, or passed ``maximumLineBytes``.
    func readLine() -> String? {
        let deadline = lineTimeout.map { ContinuousClock.now + $0 }
        while true {
            if let end = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffer[..<end], as: UTF8.self)
                buffer.removeSubrange(...end)
                return line
            }
            guard buffer.count <= Self.maximumLineBytes else { return nil }
            if let deadline {
                let left = deadline - ContinuousClock.now
                guard left > .zero else { return nil }
                let (seconds, attoseconds) = left.components
                var value = timeval(tv_sec: Int(seconds), tv_usec: max(Int(attoseconds / 1_000_000_000_000), 1))
                setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &value, socklen_t(MemoryLayout<timeval>.size))
            }
            var chunk = [UInt8](repeating: 0, count: 65_536)
            let count = read(descriptor, &chunk, chunk.count)
            guard count > 0 else { return nil }
            buffer.append(contentsOf: chunk[..<count])
        }
    }

    /// How forwarding ended.
    enum ForwardingEnd: Equatable {
        /// `output` was closed (the reader went away).
        case outputClosed
        /// The daemon closed the connection; `stopped` tells whether its last line was the
        /// `shutdown` event of a daemon stopping as asked, rather than a daemon that died.
        case daemonClosed(stopped: Bool)
    }

    /// Copies whole lines from the daemon to `output` as they arrive, until the daemon closes the
    /// connection or `output` is closed.
    ///
    /// The bytes go through as they are, without being decoded: a subscriber's events are on their way
    /// to an editor or a script, and each read's lines are written at once (standard output is a pipe
    /// more often than not), never held back for a buffer to fill.
    func forwardLines(to output: FileDescriptor) -> ForwardingEnd {
        let newline = UInt8(ascii: "\n")
        let shutdown = Array("{\"event\": \"shutdown\"}\n".utf8)
        // What was read but not written yet: the start of a line whose end has not arrived.
        var carry = buffer
        buffer = []
        var lastLineWasShutdown = false
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            if let end = carry.lastIndex(of: newline) {
                guard (try? output.writeAll(carry[...end])) != nil else { return .outputClosed }
                lastLineWasShutdown = carry[...end].reversed().starts(with: shutdown.reversed())
                carry.removeSubrange(...end)
            }
            let count = read(descriptor, &chunk, chunk.count)
            guard count > 0 else { return .daemonClosed(stopped: lastLineWasShutdown && carry.isEmpty) }
            carry.append(contentsOf: chunk[..<count])
        }
    }
}

struct ConnectionError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
