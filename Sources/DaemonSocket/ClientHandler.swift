import Foundation
import LayoutProtocol
import LayoutPublishing
import NIOCore

/// One client connection: a JSON command a line in, an answer a line out.
///
/// See protocol.md, "Commands". A malformed line gets an error and the connection stays open.
final class ClientHandler: ChannelInboundHandler {
    typealias InboundIn = ByteBuffer
    typealias OutboundOut = ByteBuffer

    let context: ServerContext
    /// The answers not yet taken by the client: they count toward the same bound as a subscriber's
    /// events (`subscriberQueueBytes`).
    private var backlog: AnswerBacklog<ByteBuffer>

    init(context: ServerContext) {
        self.context = context
        backlog = AnswerBacklog(limit: context.subscribers.queueLimit)
    }

    func channelInactive(context channelContext: ChannelHandlerContext) {
        backlog.dropWaiting()
        context.subscribers.remove(channelContext.channel)
        channelContext.fireChannelInactive()
    }

    func errorCaught(context channelContext: ChannelHandlerContext, error: any Error) {
        if error is ByteToMessageDecoderError.PayloadTooLargeError {
            // Written at once, before the close: nothing else is sent on a connection that is closing.
            let line = Self.json(["error": "a line is longer than 1 MiB; closing the connection"]) + "\n"
            channelContext.writeAndFlush(wrapOutboundOut(ByteBuffer(string: line)), promise: nil)
        }
        channelContext.close(promise: nil)
    }

    func channelRead(context channelContext: ChannelHandlerContext, data: NIOAny) {
        // The lines of one read come one after another; once the client is gone (an answer's write
        // failed), the rest are not handled: a thousand `subscribe` lines sent before a close would
        // each make a catch-up no one reads.
        guard channelContext.channel.isActive else {
            backlog.dropWaiting()
            return
        }
        guard let line = backlog.admit(unwrapInboundIn(data)) else {
            // Nothing more is read from a client that does not take its answers.
            channelContext.channel.setOption(ChannelOptions.autoRead, value: false).whenFailure { _ in }
            return
        }
        handle(line, on: channelContext)
    }

    /// Handles the requests that waited, as far as the answers queued allow; reads again once none waits.
    private func handleWaiting(on channelContext: ChannelHandlerContext) {
        // A client that went away is owed nothing: its requests are not answered into a closed socket,
        // each answer a copy of a layout, while every other client waits for the event loop.
        guard channelContext.channel.isActive else {
            backlog.dropWaiting()
            return
        }
        while let line = backlog.next() { handle(line, on: channelContext) }
        if !backlog.isHoldingRequests {
            channelContext.channel.setOption(ChannelOptions.autoRead, value: true).whenFailure { _ in }
        }
    }

    private func handle(_ line: ByteBuffer, on channelContext: ChannelHandlerContext) {
        let request = SocketRequest(line: Data(line.readableBytesView))
        let id = request.id
        func answer(_ fields: [String: Any]) {
            var fields = fields
            if let id { fields["id"] = id }
            send(fields, on: channelContext)
        }
        switch request.command {
        case .failure(let rejection):
            answer(["error": rejection.message])
        case .success(.ping):
            answer(["ok": true])
        case .success(.status):
            answer(context.status())
        case .success(.list):
            let specs = context.published.all.map { spec, entry -> [String: Any] in
                ["spec": spec, "generation": entry.generation, "status": entry.hasError ? "error" : "ok"]
            }
            answer(["specs": specs])
        case .success(.get(let spec)):
            if let layout = context.published[spec]?.layout {
                answerRaw(id: id, key: "layout", json: layout, on: channelContext)
            } else {
                answer(["error": "no layout for \"\(spec)\""])
            }
        case .success(.subscribe(let globs, let since)):
            subscribe(globs: globs, since: since, id: id, on: channelContext)
        case .success(.sync):
            let channel = channelContext.channel
            let idJSON = id.map(Self.json)
            // At most `pendingLimit` syncs of a client wait at once; the daemon answers the syncs of
            // one turn with one cookie a root.
            backlog.began()
            let bound = NIOLoopBound((handler: self, context: channelContext), eventLoop: channel.eventLoop)
            context.requestSync { outcome in
                var line = "{"
                if let idJSON { line += "\"id\": \(idJSON), " }
                switch outcome {
                case .synced(let clock): line += "\"ok\": true, \"clock\": \"\(clock)\"}\n"
                case .failed(let reason): line += "\"error\": \(Self.json(reason))}\n"
                }
                let answer = ByteBuffer(string: line)
                channel.eventLoop.execute {
                    channel.writeAndFlush(answer, promise: nil)
                    let (handler, channelContext) = bound.value
                    handler.backlog.ended()
                    handler.handleWaiting(on: channelContext)
                }
            }
        case .success(.unsubscribe):
            context.subscribers.remove(channelContext.channel)
            answer(["ok": true])
        }
    }

    /// Registers the subscription and sends what the subscriber is to get first (``CatchUp``), as one
    /// step with respect to the daemon's events.
    private func subscribe(globs: [SpecGlob], since: DaemonClock?, id: Any?, on channelContext: ChannelHandlerContext) {
        let channel = channelContext.channel
        func matching(_ spec: String) -> Bool { globs.contains { $0.matches(spec) } }
        let limit = context.subscribers.queueLimit
        // The catch-up counts in the client's backlog like an answer: a client that subscribes again
        // and again without reading holds at most the bound, its later requests waiting.
        let bound = NIOLoopBound((handler: self, context: channelContext), eventLoop: channel.eventLoop)
        context.published.catchUp(since: since, matching: matching, limitBytes: limit) { lines, clock, startsOver in
            var fields: [String: Any] = ["ok": true, "clock": clock.description]
            // The client's clock means nothing here: it drops what it holds, and what follows is all.
            if startsOver { fields["fresh"] = true }
            if let id { fields["id"] = id }
            let all = [Self.json(fields)] + lines
            let bytes = all.reduce(0) { $0 + $1.utf8.count + 1 }
            bound.value.handler.backlog.sending(bytes: bytes)
            // Until its catch-up is written, a subscribe counts as a request not yet answered: a
            // client's thousand `subscribe` lines are caught up a few at a time, and those still
            // waiting when it goes away cost nothing.
            bound.value.handler.backlog.began()
            context.subscribers.add(channel, globs: globs, lines: all) {
                let (handler, channelContext) = bound.value
                handler.backlog.written(bytes: bytes)
                handler.backlog.ended()
                handler.handleWaiting(on: channelContext)
            }
        }
    }

    private func answerRaw(id: Any?, key: String, json: String, on channelContext: ChannelHandlerContext) {
        var line = "{"
        if let id { line += "\"id\": \(Self.json(id)), " }
        line += "\"\(key)\": \(json)}\n"
        answer(line, on: channelContext)
    }

    private func send(_ fields: [String: Any], on channelContext: ChannelHandlerContext) {
        answer(Self.json(fields) + "\n", on: channelContext)
    }

    /// Writes an answer, counted in the client's backlog and, for a subscriber, in its event queue:
    /// answers it does not read make its events fall behind, as events it does not read would.
    private func answer(_ line: String, on channelContext: ChannelHandlerContext) {
        let buffer = ByteBuffer(string: line)
        let bytes = buffer.readableBytes
        let channel = channelContext.channel
        backlog.sending(bytes: bytes)
        context.subscribers.sendingAnswer(bytes: bytes, to: channel)
        let bound = NIOLoopBound((handler: self, context: channelContext), eventLoop: channel.eventLoop)
        Self.answer(buffer, on: channel) {
            let (handler, channelContext) = bound.value
            handler.backlog.written(bytes: bytes)
            handler.context.subscribers.answerWritten(bytes: bytes, to: channel)
            handler.handleWaiting(on: channelContext)
        }
    }

    /// Writes an answer behind the events already on their way to this connection.
    ///
    /// The daemon's events reach a subscriber's connection as tasks of its event loop, and a command
    /// read meanwhile is handled before the tasks that are waiting: written at once, the answer to a
    /// `ping` sent after a `sync` could overtake events that `sync` said were published. Queued as a
    /// task too, it comes after them.
    private static func answer(
        _ buffer: ByteBuffer,
        on channel: any Channel,
        written: @escaping @Sendable () -> Void
    ) {
        channel.eventLoop.execute {
            channel.writeAndFlush(buffer).whenComplete { _ in written() }
        }
    }

    static func json(_ value: Any) -> String {
        guard let data = try? JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed, .sortedKeys])
        else { return "null" }
        return String(decoding: data, as: UTF8.self)
    }
}
