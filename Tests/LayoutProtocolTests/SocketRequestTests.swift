import Foundation
import LayoutProtocol
import Testing

/// Every line a client can send is read by `SocketRequest`: a command, or the error it is answered with.
struct SocketRequestTests {
    static func read(_ text: String) -> SocketRequest { SocketRequest(line: Data(text.utf8)) }

    static func rejection(_ text: String) -> String? {
        if case .failure(let rejection) = read(text).command { return rejection.message }
        return nil
    }

    @Test func commandsAreReadWithTheirArguments() throws {
        let subscribe = Self.read(#"{"id": 7, "command": "subscribe", "specs": ["screens/**"], "since": "c:17:93"}"#)
        #expect(subscribe.id as? Int == 7)
        guard case .success(.subscribe(let globs, let since)) = subscribe.command else {
            Issue.record("not a subscription: \(subscribe.command)")
            return
        }
        #expect(globs.map(\.pattern) == ["screens/**"])
        #expect(since == DaemonClock(epoch: 17, sequence: 93))

        guard case .success(.subscribe(let all, nil)) = Self.read(#"{"command": "subscribe"}"#).command else {
            Issue.record("a subscription without globs or since is not read as one")
            return
        }
        #expect(all.map(\.pattern) == ["**"])
        guard
            case .success(.get(let spec)) = Self.read(#"{"id": "a", "command": "get", "spec": "x.layout.yaml"}"#)
                .command
        else {
            Issue.record("get is not read")
            return
        }
        #expect(spec == "x.layout.yaml")
        for name in ["ping", "status", "list", "sync", "unsubscribe"] {
            if case .failure(let rejection) = Self.read(#"{"command": "\#(name)"}"#).command {
                Issue.record("\(name) rejected: \(rejection.message)")
            }
        }
    }

    @Test(arguments: [
        ("", "expected one JSON object a line"),
        ("[1, 2]", "expected one JSON object a line"),
        ("{\"command\": ", "expected one JSON object a line"),
        ("\u{FF}\u{FE}", "expected one JSON object a line"),
        (#"{"id": 1}"#, "expected a \"command\" string"),
        (#"{"command": 3}"#, "expected a \"command\" string"),
        (#"{"command": "get"}"#, "expected a \"spec\" string"),
        (#"{"command": "subscribe", "since": "yesterday"}"#, "\"since\" must be a clock like \"c:1732180000:93\""),
        (#"{"command": "subscribe", "since": "c:-1:2"}"#, "\"since\" must be a clock like \"c:1732180000:93\""),
        (#"{"command": "subscribe", "specs": "**"}"#, "\"specs\" must be a list of globs like [\"screens/**\"]"),
        (
            #"{"command": "reboot"}"#,
            "unknown command \"reboot\"; expected one of: subscribe, unsubscribe, get, list, status, ping, sync"
        ),
    ])
    func badLinesGetTheErrorTheyAreAnsweredWith(line: String, message: String) {
        #expect(Self.rejection(line) == message)
    }

    @Test func theIdOfARejectedRequestIsKept() {
        let request = Self.read(#"{"id": [1, "x"], "command": "reboot"}"#)
        #expect((request.id as? [Any])?.count == 2)
    }
}
