import Foundation
import Glibc
import Testing

/// The watcher's faults that the other suites do not cover.
///
/// A large tree copied in, the watched root deleted and re-created, and no inotify instance to be
/// had, each through the real daemon and kernel. The rules they rest on (the internal overflow, rescan
/// back-off, lost roots) are stepped in process in `WatchCoreTests` and `EmbeddedLoopTests`.
@Suite struct WatchFaultTests {
    /// A subscriber to every spec, connected before the fault; ``drain(_:)`` reads what it got.
    final class Subscriber {
        let client: SocketClient
        private(set) var events: [[String: Any]] = []
        private var pings = 0

        init(_ serve: DaemonFolder) throws {
            client = try SocketClient(serve.socket.path)
            client.send("{\"id\": 1, \"command\": \"subscribe\", \"specs\": [\"**\"]}\n")
            guard client.receive()?["ok"] as? Bool == true else { throw Failure("no answer to subscribe") }
            // The layouts a subscription starts with are not what a test looks at.
            drain()
            events = []
        }

        /// Reads every event sent so far, and returns the new ones.
        ///
        /// Those are the events before the answer to a `ping` sent now: the daemon delivers in order.
        @discardableResult
        func drain() -> [[String: Any]] {
            pings += 1
            client.send("{\"id\": \"ping-\(pings)\", \"command\": \"ping\"}\n")
            var new: [[String: Any]] = []
            while let line = client.receive(within: .seconds(30)), line["id"] as? String != "ping-\(pings)" {
                if line["event"] != nil { new.append(line) }
            }
            events += new
            return new
        }

        /// Reads until an event satisfies `condition`, for at most `timeout`.
        func wait(within timeout: Duration, for condition: ([String: Any]) -> Bool) -> Bool {
            let deadline = ContinuousClock.now + timeout
            while ContinuousClock.now < deadline {
                guard let line = client.receive(within: .milliseconds(200)) else { continue }
                if line["event"] != nil { events.append(line) }
                if condition(line) { return true }
            }
            return false
        }

        func count(_ kind: String, of spec: String? = nil) -> Int {
            events.filter { $0["event"] as? String == kind && (spec == nil || $0["spec"] as? String == spec) }.count
        }

        func rescanReasons() -> [String] {
            events.filter { $0["event"] as? String == "rescan" }.compactMap { $0["reason"] as? String }
        }
    }

    static func status(_ serve: DaemonFolder) throws -> [String: Any] {
        let client = try SocketClient(serve.socket.path)
        client.send("{\"id\": 1, \"command\": \"status\"}\n")
        guard let answer = client.receive() else { throw Failure("no answer to status") }
        return answer
    }

    /// `cp -a` of a 1,000-file tree into the watched folder.
    ///
    /// 800 specs and 200 other files, three levels deep. The folders are scanned as they appear while
    /// inotify also reports the files written into them afterwards: each spec must still be published once,
    /// and only once.
    @Test func aTreeCopiedInPublishesEachSpecOnce() async throws {
        try await InProcessDaemon.run { serve in
            let tree = serve.folder.appendingPathComponent("tree")
            var expected: Set<String> = []
            for outer in 0..<10 {
                for inner in 0..<10 {
                    let folder = "t/d\(outer)/e\(inner)"
                    for file in 0..<8 {
                        try LayoutdBinary.write(
                            flowSpec(items: 1 + file, padding: 10),
                            to: "\(folder)/s\(file).layout.yaml",
                            in: tree
                        )
                        expected.insert("\(folder)/s\(file).layout.yaml")
                    }
                    for file in 0..<2 {
                        try LayoutdBinary.write("notes \(file)\n", to: "\(folder)/n\(file).txt", in: tree)
                    }
                }
            }
            try await serve.start()
            let subscriber = try Subscriber(serve)

            let copy = Process()
            copy.executableURL = URL(fileURLWithPath: "/bin/cp")
            copy.arguments = ["-a", tree.appendingPathComponent("t").path, serve.specs.path]
            try copy.run()
            copy.waitUntilExit()
            #expect(copy.terminationStatus == 0)

            try serve.sync()
            subscriber.drain()
            let layouts = subscriber.events.filter { $0["event"] as? String == "layout" }
            let published = layouts.compactMap { $0["spec"] as? String }
            #expect(
                expected.subtracting(published).isEmpty,
                "\(expected.subtracting(published).count) of 800 specs not published"
            )
            #expect(
                Set(published).subtracting(expected).isEmpty,
                "\(Set(published).subtracting(expected).sorted().prefix(5))"
            )
            #expect(published.count == 800, "\(published.count - Set(published).count) spec(s) published twice")
            let others = subscriber.events.filter { $0["event"] as? String != "layout" }
            #expect(others.isEmpty, "other events: \(others.prefix(5))")
            #expect(expected.allSatisfy { serve.generation($0) == 1 })
            #expect(serve.logLines().filter { $0.contains(" published ") }.count == 800)
            try await serve.stop()
        }
    }

    /// The watched root deleted (`rm -rf`), and back 2 s later.
    ///
    /// It comes back with one spec changed, one gone and one new. Meanwhile the specs keep their last
    /// layouts and subscribers are told the root is gone; once it is back, they get exactly the differences
    /// from before the deletion.
    @Test func aDeletedRootKeepsItsLayoutsAndIsComparedWhenItIsBack() async throws {
        try await InProcessDaemon.run { serve in
            let specs = ["a.layout.yaml", "b.layout.yaml", "c.layout.yaml", "sub/d.layout.yaml"]
            for (number, spec) in specs.enumerated() {
                try serve.write(flowSpec(items: number + 1, padding: 10), to: spec)
            }
            try await serve.start()
            let subscriber = try Subscriber(serve)

            try FileManager.default.removeItem(at: serve.specs)
            let gone = subscriber.wait(within: .seconds(10)) {
                ($0["reason"] as? String)?.hasSuffix("is gone; its specs keep their last layouts until it is back")
                    == true
            }
            #expect(gone, "no rescan event for the lost root:\n\(serve.logText())")
            #expect(try Self.status(serve)["missingRoots"] as? [String] == [serve.specs.path])
            #expect(serve.logText().contains("was deleted or moved away; its 4 spec(s) keep their last layouts"))
            // Past the removals' grace period: nothing was removed.
            quietPeriod(.milliseconds(500))
            subscriber.drain()
            #expect(subscriber.count("removed") == 0)
            #expect(serve.publishedSpecs() == ["a", "b", "c", "sub/d"])

            // Back 2 s later, whole at once (made aside and renamed into place): a and d as they were,
            // b changed, c gone, e new.
            try await Task.sleep(for: .seconds(2))
            let staging = serve.folder.appendingPathComponent("staging")
            try LayoutdBinary.write(flowSpec(items: 1, padding: 10), to: "a.layout.yaml", in: staging)
            try LayoutdBinary.write(flowSpec(items: 22, padding: 10), to: "b.layout.yaml", in: staging)
            try LayoutdBinary.write(flowSpec(items: 4, padding: 10), to: "sub/d.layout.yaml", in: staging)
            try LayoutdBinary.write(flowSpec(items: 5, padding: 10), to: "e.layout.yaml", in: staging)
            try FileManager.default.moveItem(at: staging, to: serve.specs)
            let back = subscriber.wait(within: .seconds(10)) {
                ($0["reason"] as? String)?.hasSuffix("is back; its specs are read again") == true
            }
            #expect(back, "no rescan event for the root's return:\n\(serve.logText())")
            try serve.sync()
            subscriber.drain()
            let after = subscriber.events
                .drop(while: { ($0["reason"] as? String)?.hasSuffix("is back; its specs are read again") != true })
                .dropFirst()
                .map { "\($0["event"] ?? "?") \($0["spec"] ?? "")" }
            #expect(after.sorted() == ["diff b.layout.yaml", "layout e.layout.yaml", "removed c.layout.yaml"])
            #expect(serve.generation("a.layout.yaml") == 1)
            #expect(serve.generation("b.layout.yaml") == 2)
            #expect(serve.diff("b.layout.yaml")?["from"] as? Int == 1, "b's diff is not from before the deletion")
            #expect(serve.cellCount("b.layout.yaml") == 22)
            #expect(serve.generation("sub/d.layout.yaml") == 1)
            #expect(serve.generation("e.layout.yaml") == 1)
            #expect(serve.publishedSpecs() == ["a", "b", "sub/d", "e"])
            #expect(try Self.status(serve)["missingRoots"] == nil)
            // The new root is watched.
            try serve.write(flowSpec(items: 7, padding: 10), to: "sub/d.layout.yaml")
            #expect(try serve.synced { serve.generation("sub/d.layout.yaml") == 2 })
            try await serve.stop()
        }
    }

    /// No inotify instance to be had.
    ///
    /// `max_inotify_instances` is set to 0 in a user namespace of the test's own. The daemon cannot watch
    /// at all: it stops at once with a message that names the limit, exit 1, before `READY=1`, so systemd
    /// sees a failed start, not a hang.
    @Test(
        .enabled(
            if: WatchLimitTests.userNamespaces,
            "needs `unshare -U -r` (user namespaces), which this machine forbids"
        )
    )
    func noInotifyInstanceStopsTheDaemonAtOnce() throws {
        let serve = try ServeProcess()
        try serve.write(flowSpec(items: 1, padding: 10), to: "a.layout.yaml")
        let notify = try NotifySocket(path: serve.folder.appendingPathComponent("notify").path)
        serve.process.environment = ProcessInfo.processInfo.environment.merging(["NOTIFY_SOCKET": notify.path]) { $1 }
        try serve.start(
            waitForReady: false,
            launcher: [
                "/usr/bin/unshare", "-U", "-r", "/bin/sh", "-c",
                "echo 0 > /proc/sys/user/max_inotify_instances && exec \"$0\" \"$@\"",
            ]
        )
        let exited = eventually(within: .seconds(20)) { !serve.process.isRunning }
        #expect(exited, "the daemon did not stop:\n\(serve.logText())")
        serve.process.waitUntilExit()
        #expect(serve.process.terminationStatus == 1)
        #expect(serve.logText().contains("the inotify instance limit is reached (fs.inotify.max_user_instances = 0)"))
        let messages = notify.receive(until: { $0.contains("READY=1") }, within: .seconds(1))
        #expect(!messages.contains { $0.contains("READY=1") }, "\(messages)")
        #expect(!FileManager.default.fileExists(atPath: serve.socket.path), "the socket file was left behind")
    }
}
