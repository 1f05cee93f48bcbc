import Foundation
import Testing

/// 10,000 saves to the real binary with a subscriber that stopped reading.
///
/// The daemon's memory stays within its bound, the live subscriber is not slowed, and the stopped
/// one is caught up when it reads again. A long run, so it is part of `make soak` (the suite's name
/// matches `SoakTests`), not of `make test`.
@Suite struct BackpressureSoakTests {
    @Test func aStoppedSubscriberIsCaughtUpLaterAndHoldsNothingUp() throws {
        let limit = 64 << 10
        // Not dropped, however long the run takes on a busy machine: this one is to be caught up.
        let serve = try ServeProcess(configuration: "subscriberQueueBytes: \(limit)\nsubscriberTimeoutSeconds: 3600\n")
        try serve.write(BackpressureTests.movingSpec(0), to: "moving.layout.yaml")
        try serve.start()
        let (stopped, live) = try BackpressureTests.twoSubscribers(of: serve)

        var latencies: [Double] = []
        var resident: [Int] = []
        let warmUp = 200
        let saves = 10_000
        for version in 1...(warmUp + saves) {
            if version == warmUp + 1 {
                resident.append(BackpressureTests.residentKilobytes(serve.process.processIdentifier))
            }
            let start = ContinuousClock.now
            try serve.write(BackpressureTests.movingSpec(version), to: "moving.layout.yaml")
            try serve.sync()
            let event = live.receive()
            latencies.append(Double((ContinuousClock.now - start) / .microseconds(1)) / 1000)
            guard event?["event"] as? String == "diff", event?["generation"] as? Int == version + 1 else {
                Issue.record("save \(version): the live subscriber got \(String(describing: event?["event"]))")
                return
            }
        }
        resident.append(BackpressureTests.residentKilobytes(serve.process.processIdentifier))
        let early = BackpressureTests.median(latencies[warmUp..<(warmUp + 1_000)])
        let late = BackpressureTests.median(latencies[(latencies.count - 1_000)...])
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
        try serve.write(BackpressureTests.movingSpec(warmUp + saves + 1), to: "moving.layout.yaml")
        try serve.sync()
        stopped.send("{\"id\": \"end\", \"command\": \"ping\"}\n")
        let next = stopped.receive()
        #expect(next?["event"] as? String == "diff" && next?["generation"] as? Int == warmUp + saves + 2)
        #expect(stopped.receive()?["id"] as? String == "end")
        #expect(serve.stop().status == 0)
    }
}
