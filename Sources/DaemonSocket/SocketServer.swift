import Foundation
import Glibc
public import LayoutPublishing
public import Logging
import NIOCore
import NIOExtras
import NIOPosix
import UnixSockets

/// The daemon's Unix socket (Documentation/protocol.md), on SwiftNIO.
///
/// Newline-delimited JSON both ways, lines of at most 1 MiB (NIO's `LineBasedFrameDecoder` with a
/// bounded buffer), at most `maximumClients` connections. The socket file is created with
/// `socketMode` (the umask is set before `bind`, so there is no window with wider bits) in a folder
/// only its owner can write; a stale socket of a dead daemon is replaced, a live one is an error.
/// Peers are checked with `SO_PEERCRED`: the daemon's own user and root, and the socket's group when
/// `socketMode` grants it.
public final class SocketServer: Sendable {
    public let path: String
    let context: ServerContext
    let mode: Int
    let logger: Logger
    private let channel: any Channel

    /// Binds the socket and starts accepting.
    public init(
        path: String,
        mode: Int,
        published: PublishedSpecs,
        subscribers: Subscribers,
        version: String,
        maximumClients: Int = 256,
        previewURL: String? = nil,
        requestSync: @escaping @Sendable (@escaping @Sendable (SyncOutcome) -> Void) -> Void,
        isDefaultPath: Bool = false,
        logger: Logger
    ) async throws {
        self.path = path
        self.mode = mode
        self.logger = logger
        let context = ServerContext(
            published: published,
            subscribers: subscribers,
            version: version,
            maximumClients: maximumClients,
            previewURL: previewURL,
            requestSync: requestSync
        )
        self.context = context
        try Self.prepare(path: path, isDefault: isDefaultPath)
        let allowGroup = mode & 0o060 != 0
        let bootstrap = ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .serverChannelOption(.backlog, value: 256)
            .childChannelInitializer { channel in
                context.track(channel)
                return channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHandler(
                        ByteToMessageHandler(LineBasedFrameDecoder(), maximumBufferSize: 1 << 20)
                    )
                    try channel.pipeline.syncOperations.addHandler(
                        AdmissionHandler(context: context, allowGroup: allowGroup, logger: logger)
                    )
                    try channel.pipeline.syncOperations.addHandler(ClientHandler(context: context))
                }
            }
        channel = try await Self.bind(bootstrap, at: path, mode: mode)
    }

    /// Binds the socket at `path` with `mode` and no moment with wider bits, without touching the
    /// process's umask (which would change the mode of files other threads create meanwhile).
    ///
    /// The socket is bound in a new folder only its owner can enter, given its mode there, and
    /// renamed into place. A path too long for that detour is bound in place under a narrowed umask.
    static func bind(_ bootstrap: ServerBootstrap, at path: String, mode: Int) async throws -> any Channel {
        let folder = (path as NSString).deletingLastPathComponent
        var template = Array("\(folder)/.XXXXXX".utf8CString)
        guard folder.utf8.count + 10 < MemoryLayout.size(ofValue: sockaddr_un().sun_path),
            template.withUnsafeMutableBufferPointer({ $0.baseAddress.flatMap(mkdtemp) }) != nil
        else {
            let previous = umask(mode_t(0o777 & ~mode))
            defer { umask(previous) }
            let channel = try await bootstrap.bind(unixDomainSocketPath: path).get()
            chmod(path, mode_t(mode))
            return channel
        }
        let staging = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        defer { rmdir(staging) }
        let temporary = staging + "/s"
        let channel = try await bootstrap.bind(unixDomainSocketPath: temporary).get()
        guard chmod(temporary, mode_t(mode)) == 0, rename(temporary, path) == 0 else {
            let code = errno
            try? await channel.close()
            unlink(temporary)
            throw SocketError("cannot put the socket in place at \(path): \(String(cString: strerror(code)))")
        }
        return channel
    }

    /// Tells subscribers the daemon stops, closes the socket and every connection, and removes its
    /// file.
    public func shutdown() async {
        for future in context.subscribers.announceShutdown() { try? await future.get() }
        try? await channel.close()
        for future in context.closeConnections() { try? await future.get() }
        unlink(path)
    }

    /// Makes sure the socket can be created: its folder exists and only its owner can write there,
    /// and no live daemon listens at `path` (a dead one's file is removed).
    ///
    /// `isDefault` says `path` is the default socket, whose folder must be `user`'s own
    /// (``SocketFolder``).
    static func prepare(path: String, isDefault: Bool, user: uid_t = getuid()) throws {
        let folder = (path as NSString).deletingLastPathComponent
        if !FileManager.default.fileExists(atPath: folder) {
            try FileManager.default.createDirectory(
                atPath: folder,
                withIntermediateDirectories: true,
                attributes: [.posixPermissions: 0o700]
            )
        }
        guard let found = SocketFolder.of(socketPath: path) else {
            throw SocketError("cannot read the folder of the socket, \(folder)")
        }
        if let problem = found.problem(for: user, isDefault: isDefault) { throw SocketError(problem) }
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        guard (info.st_mode & S_IFMT) == S_IFSOCK else {
            throw SocketError("\(path) exists and is not a socket")
        }
        if isLive(path) {
            // Most often a second daemon started with the first one's configuration or defaults.
            throw SocketError(
                "another layoutd is serving \(path); to run a second daemon beside it, give this one its own socket with --socket PATH (or `socket:` in its configuration)"
            )
        }
        unlink(path)
    }

    /// Whether something accepts connections at `path`.
    static func isLive(_ path: String) -> Bool {
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        return UnixSocketAddress.with(path) { connect(descriptor, $0, $1) == 0 } ?? false
    }
}

/// Refuses clients over the connection limit and peers of other users.
final class AdmissionHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer
    typealias OutboundOut = ByteBuffer

    let context: ServerContext
    let allowGroup: Bool
    let logger: Logger

    init(context: ServerContext, allowGroup: Bool, logger: Logger) {
        self.context = context
        self.allowGroup = allowGroup
        self.logger = logger
    }

    /// Whether this connection was counted against the limit (and so is uncounted when it ends).
    private var counted = false

    func channelActive(context channelContext: ChannelHandlerContext) {
        guard context.connected() else {
            refuse(channelContext, "too many clients (\(context.maximumClients)); try again later")
            return
        }
        counted = true
        guard let provider = channelContext.channel as? any SocketOptionProvider else {
            channelContext.fireChannelActive()
            return
        }
        // On the channel's own event loop the option is read at once, so the callback runs now.
        let credentials: EventLoopFuture<PeerCredentials> = provider.unsafeGetSocketOption(
            level: SocketOptionLevel(SOL_SOCKET),
            name: SocketOptionName(SO_PEERCRED)
        )
        credentials.assumeIsolated().whenComplete { result in
            if case .success(let peer) = result, !Self.admits(peer, allowGroup: self.allowGroup) {
                self.logger.warning("refused a client of uid \(peer.uid) (pid \(peer.pid))")
                self.refuse(channelContext, "permission denied: only the daemon's user may connect")
            } else {
                channelContext.fireChannelActive()
            }
        }
    }

    /// The daemon's own user and root; the daemon's group when the socket's mode grants it.
    static func admits(_ peer: PeerCredentials, allowGroup: Bool) -> Bool {
        peer.uid == 0 || peer.uid == getuid() || (allowGroup && peer.gid == getgid())
    }

    func channelInactive(context channelContext: ChannelHandlerContext) {
        if counted {
            counted = false
            context.disconnected()
        }
        channelContext.fireChannelInactive()
    }

    private func refuse(_ channelContext: ChannelHandlerContext, _ message: String) {
        let line = "{\"error\": \"\(message)\"}\n"
        let channel = channelContext.channel
        channelContext.writeAndFlush(wrapOutboundOut(ByteBuffer(string: line))).whenComplete { _ in
            channel.close(promise: nil)
        }
    }
}

/// `struct ucred` of `SO_PEERCRED` (Glibc declares it only under `_GNU_SOURCE`), field for field.
public struct PeerCredentials: Sendable {
    public var pid: Int32 = 0
    public var uid: UInt32 = 0
    public var gid: UInt32 = 0

    public init(pid: Int32 = 0, uid: UInt32 = 0, gid: UInt32 = 0) {
        self.pid = pid
        self.uid = uid
        self.gid = gid
    }
}

/// A socket that cannot be served, with the reason.
public struct SocketError: Error, CustomStringConvertible {
    public var description: String
    init(_ description: String) { self.description = description }
}
