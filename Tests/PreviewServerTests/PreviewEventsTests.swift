import Foundation
import LayoutEngine
import LayoutProtocol
import LayoutPublishing
import LayoutSpecFormat
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

    /// Every page is sent one save's pictures: they are drawn once and the text shared, not drawn
    /// again for each page (32 pages drew a two-million-frame spec 32 times a save).
    @Test func aSavesPicturesAreDrawnOnceForEveryPage() throws {
        let document = try SpecParser().parse(
            "environments: [{name: e, size: [320, 480]}]\nsections: [{items: 3}]\n",
            file: "drawn-once.layout.yaml"
        )
        let snapshot = layOut(document)
        let picture = PreviewSVG(
            spec: "drawn-once.layout.yaml",
            generation: 7,
            environment: document.environments[0],
            layout: snapshot.environments[0]
        )
        let clock = try #require(DaemonClock("c:1:77"))
        let key = "\(clock.description)\u{0}7\u{0}drawn-once.layout.yaml"
        #expect(PreviewEvents.drawn[key] == nil)
        let update = PreviewBoard.Update.pictures(
            spec: "drawn-once.layout.yaml",
            generation: 7,
            clock: clock,
            pictures: [picture]
        )
        let first = PreviewEvents.event(update)
        #expect(PreviewEvents.drawn[key] == first, "kept for the next page")
        #expect(PreviewEvents.event(update) == first)
        // The cache holds the last 16: a later save's pictures push the oldest out.
        for generation in 8..<(8 + DrawnEvents.capacity) {
            PreviewEvents.drawn["c:1:\(generation)\u{0}x"] = "e"
        }
        #expect(PreviewEvents.drawn[key] == nil)
    }

    @Test func noHostHeaderIsRefused() {
        #expect(!PreviewHandler.isAddressedHere(nil))
    }
}
