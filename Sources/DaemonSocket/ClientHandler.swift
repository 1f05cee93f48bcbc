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
            subscribe(globs: patterns.map(SpecGlob.init), fresh: request["since"] != nil, id: id, on: channelContext)
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

    /// Registers the subscription and sends the current layouts, as one step with respect to the
    /// daemon's events (see ``PublishedSpecs/withEntries(_:)``).
    private func subscribe(globs: [SpecGlob], fresh: Bool, id: Any?, on channelContext: ChannelHandlerContext) {
        let channel = channelContext.channel
        context.published.withEntries { entries, clock in
            context.subscribers.add(channel, globs: globs)
            var fields: [String: Any] = ["ok": true, "clock": clock]
            if let id { fields["id"] = id }
            var lines = [Self.json(fields)]
            for spec in entries.keys.sorted() where globs.contains(where: { $0.matches(spec) }) {
                guard let entry = entries[spec], let layout = entry.layout, let layoutClock = entry.layoutClock
                else { continue }
                lines.append(
                    SocketEvent.layout(
                        spec: spec,
                        clock: layoutClock,
                        generation: entry.generation,
                        json: layout,
                        fresh: fresh
                    )
                )
            }
            for line in lines { channel.write(ByteBuffer(string: line + "\n"), promise: nil) }
            channel.flush()
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
