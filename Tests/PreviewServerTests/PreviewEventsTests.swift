import Foundation
import LayoutDaemon
import LayoutEngine
import LayoutProtocol
import Testing

@testable import PreviewServer

/// The event stream's framing and the page's address check.
struct PreviewEventsTests {
    @Test func everyEventIsOneNameAndOneLineOfJSON() throws {
        let errors = #"{"event": "error", "spec": "a\nb.layout.yaml", "clock": "c:1:2", "errors": []}"#
        let frames = [
            PreviewEvents.reset(version: "1.0 \"beta\""),
            PreviewEvents.event(.errors(spec: "a", event: errors.replacingOccurrences(of: "\n", with: "\\n"))),
            PreviewEvents.event(.removed(spec: "quote\"and\nline.layout.yaml")),
            PreviewEvents.ready,
        ]
        for frame in frames {
            #expect(frame.hasSuffix("\n\n"))
            let lines = frame.dropLast(2).split(separator: "\n", omittingEmptySubsequences: false)
            let data = try #require(lines.last { $0.hasPrefix("data: ") }).dropFirst(6)
            #expect(lines.filter { $0.hasPrefix("data: ") }.count == 1)
            #expect(lines.filter { $0.hasPrefix("event: ") }.count == 1)
            #expect(try JSONSerialization.jsonObject(with: Data(data.utf8)) is [String: Any])
        }
        let removed = try JSONSerialization.jsonObject(
            with: Data(PreviewEvents.event(.removed(spec: "q\"\n.yaml")).split(separator: "\n")[1].dropFirst(6).utf8)
        )
        #expect((removed as? [String: String])?["spec"] == "q\"\n.yaml")
    }

    @Test(arguments: [
        ("127.0.0.1:8080", true), ("localhost:8080", true), ("LOCALHOST", true), ("[::1]:80", true),
        ("evil.example:8080", false), ("127.0.0.1.evil.example:8080", false), ("", false),
        // Anything after the name but a port of digits.
        ("127.0.0.1:evil.com", false), ("localhost:", false), ("[::1]x", false), ("127.0.0.1:80:80", false),
        ("localhost:８０", false),
    ])
    func answersOnlyToLoopbackNames(host: String, answered: Bool) {
        #expect(PreviewHandler.isAddressedHere(host) == answered)
    }

    @Test func noHostHeaderIsRefused() {
        #expect(!PreviewHandler.isAddressedHere(nil))
    }
}
