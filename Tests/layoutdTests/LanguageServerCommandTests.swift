import Foundation
import TestSupport
import Testing

/// `layoutd lsp`, the real binary, against a scripted JSON-RPC client that misbehaves: it answers every
/// mistake with an error, reads a 10 MB document, and ends by itself when the client goes away.
struct LanguageServerCommandTests {
    static let uri = "file:///specs/home.layout.yaml"
    static let spec = SmallGridSpec.text

    static func errorCode(_ message: [String: Any]) -> Int? {
        (message["error"] as? [String: Any])?["code"] as? Int
    }

    func opened(_ server: LanguageServerProcess, _ text: String) throws -> [[String: Any]] {
        server.notify(
            "textDocument/didOpen",
            ["textDocument": ["uri": Self.uri, "languageId": "yaml", "version": 1, "text": text]]
        )
        let published = try server.next { $0["method"] as? String == "textDocument/publishDiagnostics" }
        return (published["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]] ?? []
    }

    @Test func malformedFramesAndUnknownMethodsAreAnsweredWithErrors() throws {
        let server = try LanguageServerProcess()
        // Before `initialize`, a request is refused.
        #expect(Self.errorCode(try server.request("textDocument/hover")) == -32002)
        _ = try server.request("initialize", ["capabilities": [:]])
        // A header without a length, a body that is not JSON, a body that is not an object.
        server.write(Array("Content-Length: lots\r\n\r\n".utf8))
        #expect(Self.errorCode(try server.next { $0["error"] != nil }) == -32700)
        server.write(LanguageServerProcess.frame(Array("{\"jsonrpc\": \"2.0\", \"id\": 1, ".utf8)))
        #expect(Self.errorCode(try server.next { $0["error"] != nil }) == -32700)
        server.write(LanguageServerProcess.frame(Array("[1]".utf8)))
        #expect(Self.errorCode(try server.next { $0["error"] != nil }) == -32600)
        // A method the server does not have, and one with parameters of the wrong shape.
        #expect(Self.errorCode(try server.request("textDocument/rename")) == -32601)
        #expect(Self.errorCode(try server.request("textDocument/hover", ["position": "here"])) == -32602)
        // It still serves: a spec opened after all that gets its diagnostics.
        #expect(try opened(server, Self.spec).isEmpty)
        _ = try server.request("shutdown")
        server.notify("exit", [:])
        let ended = try #require(server.exitStatus())
        #expect(ended.status == 0 && !ended.signalled)
    }

    @Test func aTenMegabyteDocumentIsReadAndServed() throws {
        let server = try LanguageServerProcess()
        _ = try server.request("initialize", ["capabilities": [:]])
        // 10 MB: the spec, then 160,000 comment lines of 64 bytes; the typo comes after them.
        let padding = String(repeating: "# " + String(repeating: "x", count: 61) + "\n", count: 160_000)
        let text = Self.spec + padding + "name: big\nversoin: 1\n"
        #expect(text.utf8.count > 10_000_000)
        let diagnostics = try opened(server, text)
        let line = try #require(
            ((diagnostics.first?["range"] as? [String: Any])?["start"] as? [String: Any])?["line"] as? Int
        )
        // From 0: the spec's 9 lines (0–8), the padding (9–160,008), `name:`, then `versoin:`.
        #expect(line == 9 + 160_000 + 1)
        let hover = try server.request(
            "textDocument/hover",
            ["textDocument": ["uri": Self.uri], "position": ["line": 8, "character": 6]]
        )
        #expect(Self.errorCode(hover) == nil)
        _ = try server.request("shutdown")
        server.notify("exit", [:])
        #expect(server.exitStatus()?.status == 0)
    }

    /// Twenty changes of a spec of 10,000 items written at once, as a fast typist's editor sends
    /// them: the server lays out the newest and publishes its diagnostics, not each version in turn.
    @Test func aBurstOfChangesPublishesTheNewestText() throws {
        let server = try LanguageServerProcess()
        _ = try server.request("initialize", ["capabilities": [:]])
        let items = String(repeating: "      - [100, 40]\n", count: 10_000)
        let text = "environments: [{device: iPhone 17}]\nlayout: {itemSize: [100, 100]}\nsections:\n  - items:\n"
        #expect(try opened(server, text + items).isEmpty)
        var burst: [UInt8] = []
        for version in 2...21 {
            // Only the newest text has a misspelled key.
            let changed = text + items + (version == 21 ? "nmae: typo\n" : "# \(version)\n")
            let message: [String: Any] = [
                "jsonrpc": "2.0", "method": "textDocument/didChange",
                "params": [
                    "textDocument": ["uri": Self.uri, "version": version], "contentChanges": [["text": changed]],
                ],
            ]
            burst += LanguageServerProcess.frame([UInt8](try JSONSerialization.data(withJSONObject: message)))
        }
        server.write(burst)
        var versions: [Int] = []
        var last: [String: Any] = [:]
        while versions.last != 21 {
            let published = try server.next { $0["method"] as? String == "textDocument/publishDiagnostics" }
            last = published["params"] as? [String: Any] ?? [:]
            versions.append(last["version"] as? Int ?? 0)
        }
        #expect(versions.count < 20, "\(versions)")
        #expect(versions == versions.sorted())
        let diagnostics = last["diagnostics"] as? [[String: Any]] ?? []
        #expect(diagnostics.count == 1 && (diagnostics.first?["message"] as? String)?.contains("nmae") == true)
        _ = try server.request("shutdown")
        server.notify("exit", [:])
        #expect(server.exitStatus()?.status == 0)
    }

    @Test func aClientThatGoesAwayMidMessageEndsTheServer() throws {
        let server = try LanguageServerProcess()
        _ = try server.request("initialize", ["capabilities": [:]])
        // Half a frame, then the editor is gone.
        server.write(Array("Content-Length: 500\r\n\r\n{\"jsonrpc\"".utf8))
        server.closeInput()
        let ended = try #require(server.exitStatus(), "the server did not end")
        #expect(!ended.signalled)
        #expect(ended.status == 1)
    }

    @Test func aClientThatStopsReadingEndsTheServerWithoutASignal() throws {
        let server = try LanguageServerProcess()
        _ = try server.request("initialize", ["capabilities": [:]])
        server.closeOutput()
        // Every request is answered into a pipe no one reads: the server notices and ends.
        for index in 0..<50 {
            server.send(["jsonrpc": "2.0", "id": index, "method": "textDocument/rename", "params": [:]])
        }
        let ended = try #require(server.exitStatus(), "the server did not end")
        #expect(!ended.signalled)
        #expect(ended.status == 1)
    }
}
