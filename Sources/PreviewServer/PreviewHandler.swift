import LayoutPublishing
import Logging
import NIOCore
import NIOHTTP1

/// One HTTP connection of the preview page: the page itself, or its event stream.
final class PreviewHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    /// The most bytes of events queued for one page past the state it was sent when it connected;
    /// a page that falls this far behind is disconnected, and its browser reconnects and starts
    /// from the current state.
    static let queueLimit = 8 << 20
    /// A connection that sends nothing for this long, while it is not following events, is closed
    /// (a request never finished, or a keep-alive connection left open).
    static let requestTimeout = TimeAmount.seconds(15)
    /// An event stream with nothing to say sends a comment this often, so that a page that does not
    /// read is seen not to.
    static let heartbeat = TimeAmount.seconds(15)
    /// An event stream whose page took none of the bytes queued for it for this long is closed.
    static let stallTimeout = TimeAmount.seconds(45)
    /// How often a connection's timeouts are checked.
    static let checkInterval = TimeAmount.seconds(5)

    /// The answer past ``PageConnections/limit``, written before the connection is closed.
    static let tooManyConnections =
        "HTTP/1.1 503 Service Unavailable\r\ncontent-type: text/plain\r\ncontent-length: 46\r\n"
        + "connection: close\r\nretry-after: 5\r\n\r\ntoo many preview connections; try again soon\r\n"

    let board: PreviewBoard
    let version: String
    let logger: Logger
    private var request: HTTPRequestHead?
    /// The board's token while this connection streams events.
    private var watcher: Int?
    private var queued = 0
    /// The most bytes that may be queued: ``queueLimit`` plus the state sent on connecting.
    private var allowance = PreviewHandler.queueLimit
    private var lastRead = NIODeadline.uptimeNanoseconds(0)
    private var lastWrite = NIODeadline.uptimeNanoseconds(0)
    private var lastDrained = NIODeadline.uptimeNanoseconds(0)
    private var checks: RepeatedTask?

    init(board: PreviewBoard, version: String, logger: Logger) {
        self.board = board
        self.version = version
        self.logger = logger
    }

    func handlerAdded(context: ChannelHandlerContext) {
        let now = context.eventLoop.now
        (lastRead, lastWrite, lastDrained) = (now, now, now)
        let bound = NIOLoopBound((handler: self, context: context), eventLoop: context.eventLoop)
        checks = context.eventLoop.scheduleRepeatedTask(
            initialDelay: Self.checkInterval,
            delay: Self.checkInterval
        ) { _ in
            let (handler, context) = bound.value
            handler.checkTimeouts(context: context)
        }
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        checks?.cancel()
        checks = nil
    }

    /// Closes a connection idle past its timeout; keeps a quiet event stream talking.
    private func checkTimeouts(context: ChannelHandlerContext) {
        let now = context.eventLoop.now
        guard watcher != nil else {
            if now - lastRead >= Self.requestTimeout {
                context.close(promise: nil)
            }
            return
        }
        if queued > 0 && now - lastDrained >= Self.stallTimeout {
            logger.notice(
                "a preview page read nothing for \(Self.stallTimeout.nanoseconds / 1_000_000_000) s; disconnected"
            )
            stopStreaming(context: context)
        } else if now - lastWrite >= Self.heartbeat {
            write(PreviewEvents.heartbeat, context: context)
        }
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        lastRead = context.eventLoop.now
        switch unwrapInboundIn(data) {
        case .head(let head):
            request = head
        case .body:
            break
        case .end:
            guard let head = request else { return }
            request = nil
            respond(to: head, context: context)
        }
    }

    func channelInactive(context: ChannelHandlerContext) {
        if let watcher { board.stopWatching(watcher) }
        watcher = nil
        context.fireChannelInactive()
    }

    private func respond(to head: HTTPRequestHead, context: ChannelHandlerContext) {
        // Exactly one `Host`: with two, which one a proxy or a browser believed is anyone's guess.
        let hosts = head.headers["host"]
        guard hosts.count == 1, Self.isAddressedHere(hosts.first) else {
            send(.forbidden, "text/plain", "layoutd's preview answers to 127.0.0.1 and localhost only\n", head, context)
            return
        }
        guard head.method == .GET else {
            send(.methodNotAllowed, "text/plain", "only GET\n", head, context)
            return
        }
        switch head.uri.split(separator: "?", maxSplits: 1).first ?? "" {
        case "/":
            send(.ok, "text/html; charset=utf-8", PreviewPage.html(version: version), head, context)
        case "/events":
            streamEvents(head, context)
        default:
            send(.notFound, "text/plain", "not found; the preview page is at /\n", head, context)
        }
    }

    /// Whether the request names this machine's loopback address, with a port of digits or none.
    ///
    /// Anything after the name but a port (`127.0.0.1:evil.com`) is refused: a rebinding page could
    /// otherwise pass a `Host` that some software reads as another name.
    static func isAddressedHere(_ host: String?) -> Bool {
        guard let host else { return false }
        let name = host.hasPrefix("[") ? String(host.prefix { $0 != "]" }) + "]" : String(host.prefix { $0 != ":" })
        let rest = host.dropFirst(name.count)
        let port = rest.first == ":" ? rest.dropFirst() : rest
        guard rest.isEmpty || (!port.isEmpty && port.allSatisfy(\.isASCII) && port.allSatisfy(\.isNumber)) else {
            return false
        }
        return ["127.0.0.1", "localhost", "[::1]"].contains(name.lowercased())
    }

    private func send(
        _ status: HTTPResponseStatus,
        _ contentType: String,
        _ body: String,
        _ request: HTTPRequestHead,
        _ context: ChannelHandlerContext
    ) {
        var headers = HTTPHeaders()
        headers.add(name: "content-type", value: contentType)
        headers.add(name: "content-length", value: "\(body.utf8.count)")
        headers.add(name: "cache-control", value: "no-store")
        let keepAlive = request.isKeepAlive
        if !keepAlive { headers.add(name: "connection", value: "close") }
        context.write(
            wrapOutboundOut(.head(HTTPResponseHead(version: request.version, status: status, headers: headers))),
            promise: nil
        )
        context.write(wrapOutboundOut(.body(.byteBuffer(ByteBuffer(string: body)))), promise: nil)
        let channel = context.channel
        context.writeAndFlush(wrapOutboundOut(.end(nil))).whenComplete { _ in
            if !keepAlive { channel.close(promise: nil) }
        }
    }

    /// Answers with an open `text/event-stream`: a `reset`, every spec's current state, then each
    /// update as the daemon posts it, drawn here on the connection's event loop.
    private func streamEvents(_ request: HTTPRequestHead, _ context: ChannelHandlerContext) {
        var headers = HTTPHeaders()
        headers.add(name: "content-type", value: "text/event-stream; charset=utf-8")
        headers.add(name: "cache-control", value: "no-store")
        context.write(
            wrapOutboundOut(.head(HTTPResponseHead(version: request.version, status: .ok, headers: headers))),
            promise: nil
        )
        write(PreviewEvents.reset(version: version), context: context)
        let loop = context.eventLoop
        let bound = NIOLoopBound((handler: self, context: context), eventLoop: loop)
        watcher = board.watch { update in
            loop.execute {
                let (handler, context) = bound.value
                guard handler.watcher != nil else { return }
                handler.write(PreviewEvents.event(update), context: context)
            }
        }
        // After the current state, which `watch` queued on this loop already: the bound counts
        // from there.
        loop.execute {
            let (handler, context) = bound.value
            guard handler.watcher != nil else { return }
            handler.write(PreviewEvents.ready, context: context)
            handler.allowance = Self.queueLimit + handler.queued
        }
    }

    private func write(_ text: String, context: ChannelHandlerContext) {
        let bytes = text.utf8.count
        queued += bytes
        guard queued <= allowance else {
            logger.notice("a preview page fell \(queued) bytes behind; disconnected (it reconnects)")
            stopStreaming(context: context)
            return
        }
        lastWrite = context.eventLoop.now
        let bound = NIOLoopBound((handler: self, loop: context.eventLoop), eventLoop: context.eventLoop)
        context.writeAndFlush(wrapOutboundOut(.body(.byteBuffer(ByteBuffer(string: text))))).whenComplete { _ in
            let (handler, loop) = bound.value
            handler.queued -= bytes
            handler.lastDrained = loop.now
        }
    }

    private func stopStreaming(context: ChannelHandlerContext) {
        if let watcher { board.stopWatching(watcher) }
        watcher = nil
        context.close(promise: nil)
    }
}
