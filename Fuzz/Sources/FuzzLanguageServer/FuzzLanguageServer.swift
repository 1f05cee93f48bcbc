import Foundation
import FuzzDriver
import LanguageServer

/// What an editor sends `layoutd lsp`, two ways.
///
/// The bytes as they arrive on standard input, cut into frames and handled (once as they come, once
/// read ahead as `layoutd lsp` reads them, changes a newer one follows passed over); and the same
/// bytes as the text of an open spec, with completion, hover and quick fixes asked at places the input
/// chooses. Nothing may crash, and every completion and hover is answered.
@main
enum FuzzLanguageServer {
    static func main() {
        fuzz { data in
            FuzzLanguageServer.run(data)
        }
    }

    static let uri = "file:///fuzz/home.layout.yaml"

    static func run(_ data: Data) {
        let bytes = [UInt8](data)
        // The bytes as a stream, in two reads split where the first byte says.
        let server = LanguageServer()
        _ = server.handle(body(["jsonrpc": "2.0", "id": 0, "method": "initialize", "params": [:]]))
        var framer = MessageFramer()
        let split = bytes.isEmpty ? 0 : Int(bytes[0]) % (bytes.count + 1)
        for chunk in [bytes[..<split], bytes[split...]] {
            framer.append(chunk)
            while let frame = framer.next() { _ = server.handle(frame) }
        }
        // The same frames read ahead into an inbox, as `layoutd lsp` reads them while it lays out:
        // changes a newer one follows are dropped or given up, only the newest laid out.
        let inbox = Inbox()
        var ahead = MessageFramer()
        ahead.append(bytes)
        while let frame = ahead.next() { inbox.put(Inbound(frame)) }
        inbox.end()
        let coalescing = LanguageServer()
        coalescing.newerChangeWaits = { inbox.holdsReplacement(of: $0) }
        coalescing.replacementFollows = { inbox.replacementFollows($0) }
        coalescing.awaitQuiet = { inbox.awaitQuiet(for: $0) }
        _ = coalescing.handle(body(["jsonrpc": "2.0", "id": 0, "method": "initialize", "params": [:]]))
        while let inbound = inbox.take() { _ = coalescing.handle(inbound) }
        // The bytes as a spec being edited.
        let text = String(decoding: bytes, as: UTF8.self)
        let open: [String: Any] = ["uri": uri, "languageId": "yaml", "version": 1, "text": text]
        _ = server.handle(body(["jsonrpc": "2.0", "method": "textDocument/didOpen", "params": ["textDocument": open]]))
        let lines = max(1, text.split(separator: "\n", omittingEmptySubsequences: false).count)
        for (index, byte) in bytes.prefix(8).enumerated() {
            let position: [String: Any] = ["line": Int(byte) % (lines + 1), "character": Int(byte) % 40]
            let params: [String: Any] = ["textDocument": ["uri": uri], "position": position]
            for method in ["textDocument/completion", "textDocument/hover"] {
                let request: [String: Any] = ["jsonrpc": "2.0", "id": index + 1, "method": method, "params": params]
                let answer = server.handle(body(request))
                guard answer.messages.count == 1 else { fatalError("\(method) was not answered once") }
            }
            let range: [String: Any] = ["start": position, "end": position]
            let action: [String: Any] = ["textDocument": ["uri": uri], "range": range, "context": ["diagnostics": []]]
            let fixes: [String: Any] = [
                "jsonrpc": "2.0", "id": 100 + index, "method": "textDocument/codeAction", "params": action,
            ]
            _ = server.handle(body(fixes))
        }
    }

    static func body(_ message: [String: Any]) -> Data {
        (try? JSONSerialization.data(withJSONObject: message)) ?? Data()
    }
}
