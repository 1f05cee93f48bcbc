import Foundation
import Glibc
import Testing

/// A subscriber that stays behind without reading is dropped.
///
/// On a daemon run in process. The long run of 10,000 saves with a stopped subscriber is
/// `BackpressureSoakTests`, in `make soak`.
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

    /// Two subscribers of a started daemon on the moving spec: one that will stop reading, and one
    /// that has read its answer and first layout.
    static func twoSubscribers(of serve: DaemonFolder) throws -> (stopped: SocketClient, live: SocketClient) {
        let stopped = try SocketClient(serve.socket.path)
        stopped.send("{\"id\": 1, \"command\": \"subscribe\"}\n")
        let live = try SocketClient(serve.socket.path)
        live.send("{\"id\": 1, \"command\": \"subscribe\"}\n")
        guard live.receive()?["ok"] as? Bool == true, live.receive()?["event"] as? String == "layout" else {
            throw Failure("the live subscriber did not get its answer and first layout")
        }
        return (stopped, live)
    }

    @Test func oneThatStaysBehindWithoutReadingIsDropped() async throws {
        try await InProcessDaemon.run(configuration: "subscriberQueueBytes: 4096\nsubscriberTimeoutSeconds: 1\n") {
            serve in
            try serve.write(Self.movingSpec(0), to: "moving.layout.yaml")
            try await serve.start()
            let (stopped, live) = try Self.twoSubscribers(of: serve)
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
        }
    }
}
