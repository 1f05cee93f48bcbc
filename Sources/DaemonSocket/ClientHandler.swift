import Foundation
import LayoutDaemon
import LayoutProtocol
import NIOCore

/// One client connection: a JSON command a line in, an answer a line out.
///
/// See daemon.md, "Socket protocol". A malformed line gets an error and the connection stays open.
final class ClientHandler: ChannelInboundHandler {
    typealias InboundIn = ByteBuffer
    typealias OutboundOut = ByteBuffer

    let context: ServerContext

    init(context: ServerContext) {
        self.context = context
    }

    func channelInactive(context channelContext: ChannelHandlerContext) {
        context.subscribers.remove(channelContext.channel)
        channelContext.fireChannelInactive()
    }

    func errorCaught(context channelContext: ChannelHandlerContext, error: any Error) {
        if error is ByteToMessageDecoderError.PayloadTooLargeError {
            send(["error": "a line is longer than 1 MiB; closing the connection"], on: channelContext)
        }
        channelContext.close(promise: nil)
    }

    func channelRead(context channelContext: ChannelHandlerContext, data: NIOAny) {
        let line = unwrapInboundIn(data)
        guard let object = try? JSONSerialization.jsonObject(with: Data(line.readableBytesView)),
            let request = object as? [String: Any]
        else {
            send(["error": "expected one JSON object a line"], on: channelContext)
            return
        }
        let id = request["id"]
        func answer(_ fields: [String: Any]) {
            var fields = fields
            if let id { fields["id"] = id }
            send(fields, on: channelContext)
        }
        guard let command = request["command"] as? String else {
            answer(["error": "expected a \"command\" string"])
            return
        }
        switch command {
        case "ping":
            answer(["ok": true])
        case "status":
            answer(context.status())
        case "list":
            let specs = context.published.all.map { spec, entry -> [String: Any] in
                ["spec": spec, "generation": entry.generation, "status": entry.hasError ? "error" : "ok"]
            }
            answer(["specs": specs])
        case "get":
            guard let spec = request["spec"] as? String else {
                answer(["error": "expected a \"spec\" string"])
                return
            }
            if let layout = context.published[spec]?.layout {
                answerRaw(id: id, key: "layout", json: layout, on: channelContext)
            } else {
                answer(["error": "no layout for \"\(spec)\""])
            }
        case "subscribe":
            let patterns = request["specs"] as? [String] ?? ["**"]
            var since: DaemonClock?
            if let value = request["since"] {
                guard let text = value as? String, let clock = DaemonClock(text) else {
                    answer(["error": "\"since\" must be a clock like \"c:1732180000:93\""])
                    return
                }
                since = clock
            }
            subscribe(globs: patterns.map(SpecGlob.init), since: since, id: id, on: channelContext)
        case "sync":
            let channel = channelContext.channel
            let idJSON = id.map(Self.json)
            context.requestSync { outcome in
                var line = "{"
                if let idJSON { line += "\"id\": \(idJSON), " }
                switch outcome {
                case .synced(let clock): line += "\"ok\": true, \"clock\": \"\(clock)\"}\n"
                case .failed(let reason): line += "\"error\": \(Self.json(reason))}\n"
                }
                channel.writeAndFlush(ByteBuffer(string: line), promise: nil)
            }
        case "unsubscribe":
            context.subscribers.remove(channelContext.channel)
            answer(["ok": true])
        default:
            answer([
                "error":
                    "unknown command \"\(command)\"; expected one of: \(ServerContext.commands.joined(separator: ", "))"
            ])
        }
    }

    /// Registers the subscription and sends what the subscriber is to get first (``CatchUp``), as one
    /// step with respect to the daemon's events.
    private func subscribe(globs: [SpecGlob], since: DaemonClock?, id: Any?, on channelContext: ChannelHandlerContext) {
        let channel = channelContext.channel
        func matching(_ spec: String) -> Bool { globs.contains { $0.matches(spec) } }
        let limit = context.subscribers.queueLimit
        context.published.catchUp(since: since, matching: matching, limitBytes: limit) { lines, clock in
            var fields: [String: Any] = ["ok": true, "clock": clock.description]
            if let id { fields["id"] = id }
            context.subscribers.add(channel, globs: globs, lines: [Self.json(fields)] + lines)
        }
    }

    private func answerRaw(id: Any?, key: String, json: String, on channelContext: ChannelHandlerContext) {
        var line = "{"
        if let id { line += "\"id\": \(Self.json(id)), " }
        line += "\"\(key)\": \(json)}\n"
        channelContext.writeAndFlush(wrapOutboundOut(ByteBuffer(string: line)), promise: nil)
    }

    private func send(_ fields: [String: Any], on channelContext: ChannelHandlerContext) {
        channelContext.writeAndFlush(wrapOutboundOut(ByteBuffer(string: Self.json(fields) + "\n")), promise: nil)
    }

    static func json(_ value: Any) -> String {
        guard let data = try? JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed, .sortedKeys])
        else { return "null" }
        return String(decoding: data, as: UTF8.self)
    }
}
