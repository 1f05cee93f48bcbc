import Foundation
import Glibc
import Testing

/// Subscribers on the socket of a daemon run in process, through the real `layoutd subscribe`.
@Suite struct SubscribeTests {
    /// `layoutd subscribe` running, its standard output read line by line through a pipe.
    final class Subscriber {
        let process = Process()
        let name: String
        private let pipe = Pipe()
        private var buffer: [UInt8] = []
        /// Every line read so far, as JSON objects.
        private(set) var events: [[String: Any]] = []

        init(_ serve: DaemonFolder, name: String, globs: [String], standardError: FileHandle? = nil) throws {
            self.name = name
            process.executableURL = LayoutdBinary.executable
            process.arguments = ["subscribe", "--socket", serve.socket.path] + globs.flatMap { ["--spec", $0] }
            process.standardOutput = pipe
            if let standardError { process.standardError = standardError }
            try process.run()
        }

        deinit {
            if process.isRunning { process.terminate() }
        }

        /// Reads `count` more lines, waiting at most `timeout` for them; returns them.
        @discardableResult
        func read(_ count: Int, within timeout: Duration = .seconds(10)) -> [[String: Any]] {
            let descriptor = pipe.fileHandleForReading.fileDescriptor
            let deadline = ContinuousClock.now + timeout
            var lines: [[String: Any]] = []
            while lines.count < count && ContinuousClock.now < deadline {
                if let end = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                    let line = Data(buffer[..<end])
                    buffer.removeSubrange(...end)
                    lines.append(((try? JSONSerialization.jsonObject(with: line)) as? [String: Any]) ?? [:])
                    continue
                }
                var descriptors = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)]
                guard poll(&descriptors, 1, 100) > 0 else { continue }
                var chunk = [UInt8](repeating: 0, count: 65_536)
                let read = Glibc.read(descriptor, &chunk, chunk.count)
                guard read > 0 else { break }
                buffer.append(contentsOf: chunk[..<read])
            }
            events += lines
            return lines
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

    @Test func threeSubscribersReceiveExactlyTheirSpecsInClockOrder() async throws {
        try await InProcessDaemon.run { serve in
            for spec in [
                "screens/home.layout.yaml", "screens/detail.layout.yaml", "widgets/a/badge.layout.yaml",
                "root.layout.yaml",
            ] {
                try serve.write(flowSpec(items: 1, padding: 10), to: spec)
            }
            try await serve.start()
            let screens = try Subscriber(serve, name: "screens", globs: ["screens/*"])
            let badges = try Subscriber(serve, name: "badges", globs: ["**/badge.layout.yaml"])
            let everything = try Subscriber(serve, name: "everything", globs: ["**"])
            // The answer, then one layout per matching spec.
            #expect(screens.read(3).count == 3 && badges.read(2).count == 2 && everything.read(5).count == 5)

            try serve.write(flowSpec(items: 2, padding: 10), to: "screens/home.layout.yaml")
            try serve.sync()
            try serve.write(flowSpec(items: 2, padding: 10), to: "widgets/a/badge.layout.yaml")
            try serve.sync()
            try serve.write("layout: {type: flow, itemSize: [50, fifty]}\n", to: "root.layout.yaml")
            try serve.sync()
            try FileManager.default.removeItem(at: serve.url("screens/detail.layout.yaml"))
            try serve.write(flowSpec(items: 3, padding: 10), to: "screens/new.layout.yaml")
            try serve.sync()
            #expect(everything.read(5).count == 5, "\(everything.received)")
            #expect(screens.read(3).count == 3 && badges.read(1).count == 1)

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
                #expect(live == live.sorted(), "\(subscriber.name): \(live)")
            }
            // Every live event is later than the clock each subscription was answered with.
            let answered = everything.sequences.first ?? Int.max
            #expect(everything.sequences.dropFirst(5).allSatisfy { $0 > answered })
            try await serve.stop()
            // Subscribers are told the daemon stopped (nothing else came before it), and their connection ends.
            for subscriber in [screens, badges, everything] {
                #expect(subscriber.read(1).first?["event"] as? String == "shutdown", "\(subscriber.name)")
                #expect(subscriber.read(1, within: .seconds(5)).isEmpty, "\(subscriber.name) got more after shutdown")
            }
            everything.process.waitUntilExit()
            #expect(everything.process.terminationStatus == 0)
            #expect(!FileManager.default.fileExists(atPath: serve.socket.path), "the socket file was left behind")
        }
    }

    /// `--spec photos` (no `.layout.yaml`) matches nothing: subscribe says so on standard error, and
    /// names the spec meant, while its standard output stays the events.
    @Test func aPatternThatMatchesNothingIsWarnedAbout() async throws {
        try await InProcessDaemon.run { serve in
            try serve.write(flowSpec(items: 2), to: "photos.layout.yaml")
            try await serve.start()
            let log = serve.folder.appendingPathComponent("subscribe.log")
            _ = FileManager.default.createFile(atPath: log.path, contents: nil)
            let subscriber = try Subscriber(
                serve,
                name: "photos",
                globs: ["photos", "**"],
                standardError: try FileHandle(forWritingTo: log)
            )
            // The answer, then the one layout `**` matches: the warning was written before them.
            let events = subscriber.read(2)
            #expect(events.last?["event"] as? String == "layout")
            // The daemon stops: subscribe ends on its `shutdown` event, having written all it would.
            try await serve.stop()
            #expect(eventually { !subscriber.process.isRunning })
            let warning = try String(contentsOf: log, encoding: .utf8)
            #expect(
                warning
                    == "warning: --spec 'photos' matches none of the daemon's 1 spec; did you mean 'photos.layout.yaml'? Specs are named by their path from the watched folder, with `.layout.yaml`\n"
            )
        }
    }
}
