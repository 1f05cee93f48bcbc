import Foundation
import Glibc
import Testing

/// A subscriber that stops reading never slows the daemon or the other subscribers, and never makes
/// the daemon hold more than its queue bound for it.
@Suite struct BackpressureTests {
    /// A spec of 100 cells whose every save moves all of them: each diff is an `update` of 100
    /// elements, about 7 KB, so 10,000 of them would be about 70 MB if they were all queued.
    static func movingSpec(_ version: Int) -> String {
        """
        layout:
          type: flow
          itemSize: [\(40 + version % 2), 40]
          minimumLineSpacing: 10
          minimumInteritemSpacing: 10
        sections:
          - id: main
            items: 100

        """
    }

    static func residentKilobytes(_ pid: Int32) -> Int {
        let status = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") } ?? ""
        return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    }

    static func median(_ values: ArraySlice<Double>) -> Double {
        values.sorted()[values.count / 2]
    }

    /// A daemon on the moving spec with two subscribers: one that will stop reading, and one that
    /// has read its answer and first layout.
    static func daemonWithTwoSubscribers(configuration: String) throws -> (ServeProcess, SocketClient, SocketClient) {
        let serve = try ServeProcess(configuration: configuration)
        try serve.write(movingSpec(0), to: "moving.layout.yaml")
        try serve.start()
        let stopped = try SocketClient(serve.socket.path)
        stopped.send("{\"id\": 1, \"command\": \"subscribe\"}\n")
        let live = try SocketClient(serve.socket.path)
        live.send("{\"id\": 1, \"command\": \"subscribe\"}\n")
        guard live.receive()?["ok"] as? Bool == true, live.receive()?["event"] as? String == "layout" else {
            throw Failure("the live subscriber did not get its answer and first layout")
        }
        return (serve, stopped, live)
    }

    @Test func aStoppedSubscriberIsCaughtUpLaterAndHoldsNothingUp() throws {
        let limit = 64 << 10
        // Not dropped, however long the run takes on a busy machine: this one is to be caught up.
        let (serve, stopped, live) = try Self.daemonWithTwoSubscribers(
            configuration: "subscriberQueueBytes: \(limit)\nsubscriberTimeoutSeconds: 3600\n"
        )

        var latencies: [Double] = []
        var resident: [Int] = []
        let warmUp = 200
        let saves = 10_000
        for version in 1...(warmUp + saves) {
            if version == warmUp + 1 { resident.append(Self.residentKilobytes(serve.process.processIdentifier)) }
            let start = ContinuousClock.now
            try serve.write(Self.movingSpec(version), to: "moving.layout.yaml")
            try serve.sync()
            let event = live.receive()
            latencies.append(Double((ContinuousClock.now - start) / .microseconds(1)) / 1000)
            guard event?["event"] as? String == "diff", event?["generation"] as? Int == version + 1 else {
                Issue.record("save \(version): the live subscriber got \(String(describing: event?["event"]))")
                return
            }
        }
        resident.append(Self.residentKilobytes(serve.process.processIdentifier))
        let early = Self.median(latencies[warmUp..<(warmUp + 1_000)])
        let late = Self.median(latencies[(latencies.count - 1_000)...])
        print("save → live subscriber: median \(early) ms over the first 1,000 diffs, \(late) ms over the last 1,000")
        print("daemon resident: \(resident[0]) KiB after warm-up, \(resident[1]) KiB after \(saves) diffs")
        // Unbounded, the stopped subscriber's 10,000 diffs (about 70 MB) would stay in the daemon.
        #expect(resident[1] - resident[0] < 32 << 10, "resident grew by \(resident[1] - resident[0]) KiB")
        // The live subscriber is not slowed down as the stopped one falls further behind.
        #expect(late <= 2 * early + 5, "median latency went from \(early) ms to \(late) ms")

        // The stopped subscriber reads again: first what was queued before it fell behind, in order,
        // then the spec as it is now, `fresh`, since its diffs are no longer all in the journal.
        var events: [[String: Any]] = []
        while let line = stopped.receive(within: .seconds(10)) {
            events.append(line)
            if line["fresh"] as? Bool == true { break }
        }
        let diffs = events.filter { $0["event"] as? String == "diff" }.compactMap { $0["generation"] as? Int }
        #expect(events.first?["ok"] as? Bool == true)
        #expect(diffs.count < saves, "every diff was queued")
        // Its subscription may have been taken after the first saves (only the live one's is waited
        // for): its diffs follow the first layout it got, in order.
        let first = events.first { $0["event"] as? String == "layout" }?["generation"] as? Int ?? 1
        #expect(diffs == Array((first + 1)..<(first + 1 + diffs.count)), "the diffs before it fell behind, in order")
        #expect(serve.logText().contains("a subscriber fell behind (over 65536 bytes queued)"))
        #expect(serve.logText().contains("catching up a subscriber from c:"))
        let fresh = try #require(events.last)
        #expect(fresh["fresh"] as? Bool == true && fresh["generation"] as? Int == warmUp + saves + 1)
        // It is live again: the next save reaches it, and nothing else was pending.
        try serve.write(Self.movingSpec(warmUp + saves + 1), to: "moving.layout.yaml")
        try serve.sync()
        stopped.send("{\"id\": \"end\", \"command\": \"ping\"}\n")
        let next = stopped.receive()
        #expect(next?["event"] as? String == "diff" && next?["generation"] as? Int == warmUp + saves + 2)
        #expect(stopped.receive()?["id"] as? String == "end")
        #expect(serve.stop().status == 0)
    }

    @Test func oneThatStaysBehindWithoutReadingIsDropped() throws {
        let (serve, stopped, live) = try Self.daemonWithTwoSubscribers(
            configuration: "subscriberQueueBytes: 4096\nsubscriberTimeoutSeconds: 1\n"
        )
        // Saves until the stopped one falls behind (its socket buffer fills first); the live one reads
        // each diff as it comes.
        var version = 0
        var diffs = 0
        while !serve.logText().contains("a subscriber fell behind") && version < 2_000 {
            version += 1
            try serve.write(Self.movingSpec(version), to: "moving.layout.yaml")
            try serve.sync()
            if live.receive()?["event"] as? String == "diff" { diffs += 1 }
        }
        #expect(version < 2_000, "it never fell behind")
        // The timer under test: it is dropped one second later.
        #expect(eventually(within: .seconds(10)) { serve.logText().contains("dropped a subscriber") })
        // What it reads now ends with the connection closing, never with a catch-up.
        var events: [[String: Any]] = []
        while let line = stopped.receive(within: .seconds(10)) { events.append(line) }
        #expect(!events.isEmpty && events.allSatisfy { $0["fresh"] == nil })
        // The other subscriber got everything and is still served.
        let status = try SocketClient(serve.socket.path)
        status.send("{\"id\": 2, \"command\": \"status\"}\n")
        #expect(status.receive()?["subscribers"] as? Int == 1)
        #expect(diffs == version)
        try serve.write(Self.movingSpec(version + 1), to: "moving.layout.yaml")
        try serve.sync()
        #expect(live.receive()?["generation"] as? Int == version + 2)
        #expect(serve.stop().status == 0)
    }
}
