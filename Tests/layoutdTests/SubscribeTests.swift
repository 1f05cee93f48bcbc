import Foundation
import Glibc
import Testing

/// Subscribers on the daemon's socket, through the real `layoutd subscribe`.
@Suite struct SubscribeTests {
    /// `layoutd subscribe` running, its standard output in a file.
    final class Subscriber {
        let process = Process()
        let output: URL

        init(_ serve: ServeProcess, name: String, globs: [String]) throws {
            output = serve.folder.appendingPathComponent("\(name).jsonl")
            _ = FileManager.default.createFile(atPath: output.path, contents: nil)
            process.executableURL = LayoutdBinary.executable
            process.arguments = ["subscribe", "--socket", serve.socket.path] + globs.flatMap { ["--spec", $0] }
            process.standardOutput = try FileHandle(forWritingTo: output)
            try process.run()
        }

        deinit {
            if process.isRunning { process.terminate() }
        }

        var events: [[String: Any]] {
            let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
            return text.split(separator: "\n").compactMap {
                (try? JSONSerialization.jsonObject(with: Data($0.utf8))) as? [String: Any]
            }
        }

        /// (event, spec) of each event after the subscription's answer.
        var received: [String] {
            events.compactMap { event in
                guard let name = event["event"] as? String else { return nil }
                return "\(name) \(event["spec"] as? String ?? "")"
            }
        }

        var sequences: [Int] {
            events.compactMap { ($0["clock"] as? String)?.split(separator: ":").last.flatMap { Int($0) } }
        }
    }

    @Test func threeSubscribersReceiveExactlyTheirSpecsInClockOrder() throws {
        let serve = try ServeProcess()
        for spec in [
            "screens/home.layout.yaml", "screens/detail.layout.yaml", "widgets/a/badge.layout.yaml", "root.layout.yaml",
        ] {
            try serve.write(flowSpec(items: 1, padding: 10), to: spec)
        }
        try serve.start()
        let screens = try Subscriber(serve, name: "screens", globs: ["screens/*"])
        let badges = try Subscriber(serve, name: "badges", globs: ["**/badge.layout.yaml"])
        let everything = try Subscriber(serve, name: "everything", globs: ["**"])
        // The answer, then one layout per matching spec.
        #expect(eventually { screens.events.count == 3 && badges.events.count == 2 && everything.events.count == 5 })

        try serve.write(flowSpec(items: 2, padding: 10), to: "screens/home.layout.yaml")
        #expect(eventually { serve.generation("screens/home.layout.yaml") == 2 })
        try serve.write(flowSpec(items: 2, padding: 10), to: "widgets/a/badge.layout.yaml")
        #expect(eventually { serve.generation("widgets/a/badge.layout.yaml") == 2 })
        try serve.write("layout: {type: flow, itemSize: [50, fifty]}\n", to: "root.layout.yaml")
        #expect(eventually { serve.errors("root.layout.yaml") != nil })
        try FileManager.default.removeItem(at: serve.url("screens/detail.layout.yaml"))
        try serve.write(flowSpec(items: 3, padding: 10), to: "screens/new.layout.yaml")
        #expect(eventually { everything.events.count == 10 }, "\(everything.received)")
        quietPeriod()

        let initial = [
            "layout root.layout.yaml", "layout screens/detail.layout.yaml", "layout screens/home.layout.yaml",
            "layout widgets/a/badge.layout.yaml",
        ]
        #expect(Array(everything.received.prefix(4)) == initial)
        #expect(
            Set(everything.received.dropFirst(4))
                == [
                    "diff screens/home.layout.yaml", "diff widgets/a/badge.layout.yaml", "error root.layout.yaml",
                    "removed screens/detail.layout.yaml", "layout screens/new.layout.yaml",
                ]
        )
        #expect(everything.received.count == 9)
        #expect(
            screens.received
                == ["layout screens/detail.layout.yaml", "layout screens/home.layout.yaml"]
                + everything.received.dropFirst(4).filter {
                    $0.hasSuffix(" screens/home.layout.yaml") || $0.hasSuffix(" screens/detail.layout.yaml")
                        || $0.hasSuffix(" screens/new.layout.yaml")
                }
        )
        #expect(badges.received == ["layout widgets/a/badge.layout.yaml", "diff widgets/a/badge.layout.yaml"])
        // After the initial layouts (each at the clock of its own layout), live events come in clock order.
        for subscriber in [screens, badges, everything] {
            let live = Array(
                subscriber.sequences.dropFirst(1 + subscriber.received.prefix { $0.hasPrefix("layout ") }.count)
            )
            #expect(live == live.sorted(), "\(subscriber.output.lastPathComponent): \(live)")
        }
        // Every live event is later than the clock each subscription was answered with.
        let answered = everything.sequences.first ?? Int.max
        #expect(everything.sequences.dropFirst(5).allSatisfy { $0 > answered })
        #expect(serve.stop().status == 0)
        // Subscribers are told the daemon stopped, and their connection ends.
        #expect(eventually { everything.events.last?["event"] as? String == "shutdown" })
        #expect(eventually { !everything.process.isRunning })
        #expect(!FileManager.default.fileExists(atPath: serve.socket.path), "the socket file was left behind")
    }
}
