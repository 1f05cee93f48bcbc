import Foundation
import LanguageServer

/// Talks to a ``LanguageServer`` in process, as an editor would over stdio, and keeps what it sent back.
final class Client {
    let server = LanguageServer()
    private var nextID = 1
    /// Every notification the server sent, in order.
    private(set) var notifications: [[String: Any]] = []

    init() {
        _ = request("initialize", [:])
        notify("initialized", [:])
    }

    /// Sends a request and returns its response (with `result` or `error`).
    @discardableResult
    func request(_ method: String, _ params: [String: Any]) -> [String: Any] {
        let id = nextID
        nextID += 1
        let messages = send(["jsonrpc": "2.0", "id": id, "method": method, "params": params])
        return messages.first { ($0["id"] as? Int) == id } ?? [:]
    }

    func notify(_ method: String, _ params: [String: Any]) {
        _ = send(["jsonrpc": "2.0", "method": method, "params": params])
    }

    /// Sends raw bytes as one message body.
    func send(body: Data) -> [[String: Any]] {
        let output = server.handle(body)
        let messages = output.messages.compactMap {
            (try? JSONSerialization.jsonObject(with: $0)) as? [String: Any]
        }
        notifications += messages.filter { $0["method"] != nil }
        return messages
    }

    func send(_ message: [String: Any]) -> [[String: Any]] {
        guard let body = try? JSONSerialization.data(withJSONObject: message) else { return [] }
        return send(body: body)
    }

    static let uri = "file:///specs/home.layout.yaml"

    func open(_ text: String) {
        notify(
            "textDocument/didOpen",
            ["textDocument": ["uri": Self.uri, "languageId": "yaml", "version": 1, "text": text]]
        )
    }

    func change(_ text: String, version: Int) {
        notify(
            "textDocument/didChange",
            ["textDocument": ["uri": Self.uri, "version": version], "contentChanges": [["text": text]]]
        )
    }

    /// The diagnostics of the latest publication.
    var diagnostics: [[String: Any]] {
        let last = notifications.last { $0["method"] as? String == "textDocument/publishDiagnostics" }
        return (last?["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]] ?? []
    }

    func at(_ line: Int, _ character: Int) -> [String: Any] {
        ["textDocument": ["uri": Self.uri], "position": ["line": line, "character": character]]
    }

    func completionLabels(_ line: Int, _ character: Int) -> [String] {
        let result = request("textDocument/completion", at(line, character))["result"] as? [String: Any]
        return (result?["items"] as? [[String: Any]])?.compactMap { $0["label"] as? String } ?? []
    }

    func hover(_ line: Int, _ character: Int) -> String? {
        let result = request("textDocument/hover", at(line, character))["result"] as? [String: Any]
        return (result?["contents"] as? [String: Any])?["value"] as? String
    }
}

/// The start of a diagnostic's range, as (line, character).
func start(of diagnostic: [String: Any]) -> (Int, Int)? {
    guard let range = diagnostic["range"] as? [String: Any], let start = range["start"] as? [String: Any],
        let line = start["line"] as? Int, let character = start["character"] as? Int
    else { return nil }
    return (line, character)
}
