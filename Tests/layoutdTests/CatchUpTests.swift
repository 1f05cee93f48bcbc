import Foundation
import Glibc
import Testing

/// Subscribers that come back with `since` get exactly what they missed, even across a restart (of a
/// daemon run in process).
@Suite struct CatchUpTests {
    /// Subscribes on a new connection and reads the answer and the events before live ones: the
    /// events up to the answer of a `ping` sent right after (the daemon answers in order, so nothing
    /// can be missed or waited for).
    static func subscribe(
        _ serve: DaemonFolder,
        since: String?
    ) throws -> (
        client: SocketClient, answer: [String: Any], events: [[String: Any]]
    ) {
        let client = try SocketClient(serve.socket.path)
        let since = since.map { ", \"since\": \"\($0)\"" } ?? ""
        client.send("{\"id\": 1, \"command\": \"subscribe\", \"specs\": [\"**\"]\(since)}\n")
        guard let answer = client.receive() else { throw Failure("no answer to subscribe") }
        client.send("{\"id\": \"end\", \"command\": \"ping\"}\n")
        var events: [[String: Any]] = []
        while let line = client.receive(), line["id"] as? String != "end" { events.append(line) }
        return (client, answer, events)
    }

    /// The raw lines of a new subscription, its answer first, up to the events before live ones.
    static func subscribeLines(_ serve: DaemonFolder, since: String?) throws -> [String] {
        let client = try SocketClient(serve.socket.path)
        let since = since.map { ", \"since\": \"\($0)\"" } ?? ""
        client.send("{\"id\": 1, \"command\": \"subscribe\", \"specs\": [\"**\"]\(since)}\n")
        client.send("{\"id\": \"end\", \"command\": \"ping\"}\n")
        var lines: [String] = []
        while let line = client.receiveLine() {
            let object = (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
            if object?["id"] as? String == "end" { break }
            lines.append(line)
        }
        guard !lines.isEmpty else { throw Failure("no answer to subscribe") }
        return lines
    }

    static func summary(_ events: [[String: Any]]) -> [String] {
        events.map { "\($0["event"] ?? "?") \($0["spec"] ?? "") \($0["generation"] ?? "-")" }
    }

    static func sequence(_ event: [String: Any]) -> Int {
        (event["clock"] as? String)?.split(separator: ":").last.flatMap { Int($0) } ?? -1
    }

    /// Saves `count` versions of `spec`, each published before the next (`sync`).
    static func save(_ serve: DaemonFolder, _ spec: String, count: Int, from first: Int) throws {
        for index in 0..<count {
            try serve.write(flowSpec(items: first + index, padding: 10), to: spec)
            try serve.sync()
        }
    }

    @Test func aSubscriberGetsExactlyWhatItMissedAlsoAcrossARestart() async throws {
        try await InProcessDaemon.run { serve in
            try serve.write(flowSpec(items: 1, padding: 10), to: "a.layout.yaml")
            try serve.write(flowSpec(items: 1, padding: 10), to: "b/b.layout.yaml")
            try await serve.start()
            let first = try Self.subscribe(serve, since: nil)
            #expect(Self.summary(first.events) == ["layout a.layout.yaml 1", "layout b/b.layout.yaml 1"])
            let left = try #require(first.answer["clock"] as? String)
            first.client.send("{\"id\": 2, \"command\": \"unsubscribe\"}\n")
            #expect(first.client.receive()?["ok"] as? Bool == true)

            // 50 saves while it is away: 25 of each spec, alternating.
            for index in 0..<25 {
                try serve.write(flowSpec(items: 2 + index, padding: 10), to: "a.layout.yaml")
                try serve.sync()
                try serve.write(flowSpec(items: 2 + index, padding: 10), to: "b/b.layout.yaml")
                try serve.sync()
            }
            let back = try Self.subscribe(serve, since: left)
            let expected = (0..<25).flatMap { index in
                ["diff a.layout.yaml \(index + 2)", "diff b/b.layout.yaml \(index + 2)"]
            }
            #expect(Self.summary(back.events) == expected)
            let sequences = back.events.map(Self.sequence)
            #expect(sequences == sequences.sorted() && Set(sequences).count == 50)
            #expect(back.answer["clock"] as? String == "c:\(left.split(separator: ":")[1]):\(sequences.last ?? 0)")
            // Each diff applies to what the subscriber had: its `from` is the generation before it.
            for event in back.events {
                let diff = event["diff"] as? [String: Any]
                #expect(diff?["from"] as? Int == (event["generation"] as? Int).map { $0 - 1 })
            }
            let beforeRestart = try #require(back.answer["clock"] as? String)

            // Across a restart: 50 saves while subscribed-away and the daemon up, then the daemon stops;
            // while it is down, a is saved twice and b is deleted; it starts again.
            try Self.save(serve, "a.layout.yaml", count: 50, from: 100)
            try await serve.stop()
            try serve.write(flowSpec(items: 7, padding: 10), to: "a.layout.yaml")
            try serve.write(flowSpec(items: 8, padding: 10), to: "a.layout.yaml")
            try FileManager.default.removeItem(at: serve.url("b/b.layout.yaml"))
            try await serve.start()
            let epoch = try #require(left.split(separator: ":").dropFirst().first)
            // 2 first layouts, 50 diffs, 50 more: the clock stood at 102 when the daemon stopped.
            #expect(serve.logText().contains("resuming at c:\(epoch):102 "))

            let resumed = try Self.subscribe(serve, since: beforeRestart)
            let afterRestart =
                (0..<50).map { "diff a.layout.yaml \(27 + $0)" } + [
                    "diff a.layout.yaml 77", "removed b/b.layout.yaml -",
                ]
            #expect(Self.summary(resumed.events) == afterRestart)
            let resumedSequences = resumed.events.map(Self.sequence)
            #expect(resumedSequences == Array(53...104), "clocks continue across the restart")
            // The diff published at start is from the last layout before the stop to the file as found.
            let restartDiff = try #require(resumed.events.dropLast().last?["diff"] as? [String: Any])
            #expect(restartDiff["from"] as? Int == 76 && restartDiff["to"] as? Int == 77)
            #expect(serve.generation("a.layout.yaml") == 77 && serve.cellCount("a.layout.yaml") == 8)
            #expect(serve.layout("b/b.layout.yaml") == nil)
            // The epoch did not change.
            #expect(resumed.answer["clock"] as? String == "c:\(epoch):104")

            // Nothing changed during a second restart: nothing is published, generations stay.
            try await serve.stop()
            try await serve.start()
            let again = try Self.subscribe(serve, since: resumed.answer["clock"] as? String)
            #expect(again.events.isEmpty)
            #expect(again.answer["clock"] as? String == resumed.answer["clock"] as? String)
            #expect(serve.generation("a.layout.yaml") == 77)
            try await serve.stop()
        }
    }

    @Test func freshLayoutsWhenTheJournalCannotTellWhatWasMissed() async throws {
        try await InProcessDaemon.run(configuration: "history: 5\n") { serve in
            try serve.write(flowSpec(items: 1, padding: 10), to: "a.layout.yaml")
            try serve.write(flowSpec(items: 1, padding: 10), to: "b.layout.yaml")
            try await serve.start()
            let start = try serve.sync()
            // a changes 10 times (more than the 5 kept), b twice.
            try Self.save(serve, "a.layout.yaml", count: 10, from: 2)
            try Self.save(serve, "b.layout.yaml", count: 2, from: 2)
            let caughtUp = try Self.subscribe(serve, since: start)
            // a is sent whole, as it is now; b's two diffs are replayed; in clock order.
            #expect(
                Self.summary(caughtUp.events) == [
                    "layout a.layout.yaml 11", "diff b.layout.yaml 2", "diff b.layout.yaml 3",
                ]
            )
            #expect(caughtUp.events.first?["fresh"] as? Bool == true)
            #expect(caughtUp.answer["fresh"] == nil, "the journal covers b: the client need not start over")

            // A clock of another epoch, or from the future, gets every spec fresh, and the answer tells
            // the client to drop what it holds.
            let epoch = try #require(Int(start.split(separator: ":")[1]))
            for clock in ["c:\(epoch - 1):3", "c:\(epoch):9999"] {
                let other = try Self.subscribe(serve, since: clock)
                #expect(Self.summary(other.events) == ["layout a.layout.yaml 11", "layout b.layout.yaml 3"])
                #expect(other.events.allSatisfy { $0["fresh"] as? Bool == true })
                #expect(other.answer["fresh"] as? Bool == true)
            }
            // A malformed clock is an error, and the connection stays.
            let client = try SocketClient(serve.socket.path)
            client.send("{\"id\": 1, \"command\": \"subscribe\", \"since\": \"yesterday\"}\n")
            #expect((client.receive()?["error"] as? String)?.contains("must be a clock") == true)

            // A journal that cannot be read starts a new epoch: every subscriber gets fresh layouts, and
            // is told to start over, so b, deleted meanwhile, is gone for it although no event says so.
            let held = try Self.subscribeLines(serve, since: nil)
            let heldClock = try #require(held.first.flatMap { SubscriberModel.clock(inAnswer: $0) })
            try await serve.stop()
            try Data("not a journal\n".utf8).write(to: serve.output.appendingPathComponent(".layoutd/journal.jsonl"))
            try FileManager.default.removeItem(at: serve.url("b.layout.yaml"))
            try await serve.start()
            #expect(serve.logText().contains("the journal could not be read"))
            let fresh = try Self.subscribe(serve, since: caughtUp.answer["clock"] as? String)
            #expect(fresh.answer["fresh"] as? Bool == true)
            // A client that keeps layouts from events alone drops b on that answer.
            var model = SubscriberModel()
            for line in held + (try Self.subscribeLines(serve, since: heldClock)) { model.apply(line: line) }
            #expect(model.startsOver == 1)
            #expect(Set(model.layouts.keys) == ["a.layout.yaml"])
            #expect(model.problems.isEmpty, "\(model.problems)")
            #expect(Self.summary(fresh.events) == ["layout a.layout.yaml 11"])
            #expect(fresh.events.allSatisfy { $0["fresh"] as? Bool == true })
            #expect(serve.generation("a.layout.yaml") == 11, "generations come from layout.json, not the journal")
            try await serve.stop()
        }
    }
}
