public import LayoutPublishing
public import Logging
import NIOCore
import NIOHTTP1
import NIOPosix

/// The live preview page (`serve --preview PORT`), on SwiftNIO's HTTP/1 server.
///
/// It listens on 127.0.0.1 only and answers only requests addressed to it by that name or
/// `localhost` (the `Host` header), so that a web page elsewhere cannot read the layouts through
/// a DNS name that points here. `GET /` is the page (``PreviewPage``); `GET /events` is the
/// server-sent event stream the page follows (``PreviewEvents``), fed by the ``PreviewBoard``.
///
/// It holds at most ``PageConnections/limit`` connections, closes those that stay idle
/// (``PreviewHandler/requestTimeout``) and bounds what it queues for each page
/// (``PreviewHandler/queueLimit``), so that pages cannot take what the daemon needs.
public final class PreviewServer: Sendable {
    /// The port it listens on (the one chosen when it was asked for port 0).
    public let port: Int
    private let channel: any Channel
    private let connections: PageConnections

    /// Binds `127.0.0.1:port` (0: any free port) and starts serving.
    public init(port: Int, board: PreviewBoard, version: String, logger: Logger) async throws {
        let connections = PageConnections()
        self.connections = connections
        let bootstrap = ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .serverChannelOption(.backlog, value: 64)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .childChannelInitializer { channel in
                connections.track(channel)
                if case .refused(let report) = connections.admit() {
                    if report {
                        logger.warning(
                            "refusing preview connections: \(connections.limit) are open (reported again once one closes)"
                        )
                    }
                    return channel.eventLoop.makeCompletedFuture {
                        try channel.pipeline.syncOperations.addHandler(RefusedPageConnection())
                    }
                }
                channel.closeFuture.whenComplete { _ in connections.release() }
                return channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.configureHTTPServerPipeline(withErrorHandling: true)
                    try channel.pipeline.syncOperations.addHandler(
                        PreviewHandler(board: board, version: version, logger: logger)
                    )
                }
            }
        channel = try await bootstrap.bind(host: "127.0.0.1", port: port).get()
        self.port = channel.localAddress?.port ?? port
    }

    /// The page's address.
    public var url: String { "http://127.0.0.1:\(port)/" }

    /// Stops listening and closes every connection; open pages see their event stream end.
    public func shutdown() async {
        try? await channel.close()
        for future in connections.closeAll() { try? await future.get() }
    }
}
