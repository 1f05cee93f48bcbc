import LayoutDaemon
import Logging
import NIOCore
import NIOHTTP1

/// One HTTP connection of the preview page: the page itself, or its event stream.
final class PreviewHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    /// The most bytes of events queued for one page; a page that falls this far behind is
    /// disconnected, and its browser reconnects and starts from the current state.
    static let queueLimit = 64 << 20

    let board: PreviewBoard
    let version: String
    let logger: Logger
    private var request: HTTPRequestHead?
    /// The board's token while this connection streams events.
    private var watcher: Int?
    private var queued = 0

    init(board: PreviewBoard, version: String, logger: Logger) {
        self.board = board
        self.version = version
        self.logger = logger
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
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
        // After the current state, which `watch` queued on this loop already.
        loop.execute {
            let (handler, context) = bound.value
            guard handler.watcher != nil else { return }
            handler.write(PreviewEvents.ready, context: context)
        }
    }

    private func write(_ text: String, context: ChannelHandlerContext) {
        let bytes = text.utf8.count
        queued += bytes
        guard queued <= Self.queueLimit else {
            logger.notice("a preview page fell \(queued) bytes behind; disconnected (it reconnects)")
            if let watcher { board.stopWatching(watcher) }
            watcher = nil
            context.close(promise: nil)
            return
        }
        let bound = NIOLoopBound(self, eventLoop: context.eventLoop)
        context.writeAndFlush(wrapOutboundOut(.body(.byteBuffer(ByteBuffer(string: text))))).whenComplete { _ in
            bound.value.queued -= bytes
        }
    }
}
