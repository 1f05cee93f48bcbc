import Foundation
import Glibc
import Testing

/// Connections that take without reading, or that are held open by the thousand, each a regression
/// test against the real binary.
@Suite struct HostileConnectionsTests {
    /// A flow spec of `items` cells: about 100 bytes of layout a cell.
    static func largeSpec(items: Int) -> String {
        "layout: {type: flow, itemSize: [50, 50]}\nsections: [{id: main, items: \(items)}]\n"
    }

    /// Answers were buffered without bound: a client sending `get` of a 9 MB layout a hundred times
    /// without reading took the daemon from 71 to 847 MB.
    @Test func answersAClientDoesNotReadAreBounded() throws {
        // A bound of 1 MiB, so that a few answers of 2 MB show whether it holds.
        let serve = try ServeProcess(configuration: "subscriberQueueBytes: 1048576\n")
        try serve.write(Self.largeSpec(items: 20_000), to: "large.layout.yaml")
        try serve.start()
        let probe = try SocketClient(serve.socket.path)
        probe.send("{\"id\": 0, \"command\": \"get\", \"spec\": \"large.layout.yaml\"}\n")
        let answer = try #require(probe.receiveLine(within: .seconds(20)))
        let answerBytes = answer.utf8.count
        #expect(answerBytes > 1_500_000, "\(answerBytes)")
        let before = BackpressureTests.residentKilobytes(serve.process.processIdentifier)

        let greedy = try SocketClient(serve.socket.path)
        let requests = 24
        for id in 1...requests {
            greedy.send("{\"id\": \(id), \"command\": \"get\", \"spec\": \"large.layout.yaml\"}\n")
        }
        // Unbounded, 24 answers of 1.5 MB and more would be queued; bounded, 1 MiB and one answer.
        let grown = eventually(within: .seconds(3)) {
            BackpressureTests.residentKilobytes(serve.process.processIdentifier) - before > 25_000
        }
        #expect(!grown, "grew by \(BackpressureTests.residentKilobytes(serve.process.processIdentifier) - before) kB")
        // Meanwhile the daemon serves everyone else.
        probe.send("{\"id\": 1, \"command\": \"ping\"}\n")
        #expect(probe.receive()?["ok"] as? Bool == true)
        // Nothing is lost: every answer comes, in order, once the client reads.
        let lines = Self.lines(requests, from: greedy.descriptor)
        #expect(lines.count == requests)
        for (index, line) in lines.enumerated() {
            let id = index + 1
            #expect(line.start.hasPrefix("{\"id\": \(id), \"layout\": "), "answer \(id): \(line.start)")
            #expect(line.bytes == answerBytes + (id >= 10 ? 1 : 0), "answer \(id)")
        }
    }

    /// 1,100 idle connections to the preview page under a 1,024-descriptor limit made a valid save
    /// fail to be read (a false `error` event) and locked socket clients out.
    @Test func thePageHoldsAtMostItsConnectionLimitAndSavesGoOn() throws {
        let serve = try ServeProcess(configuration: "previewPort: 0\n")
        try serve.write(flowSpec(items: 1, padding: 10), to: "a.layout.yaml")
        // 128 descriptors: more connections than that would take them all.
        try serve.start(launcher: ["/usr/bin/prlimit", "--nofile=128:128"])
        let client = try SocketClient(serve.socket.path)
        client.send("{\"command\": \"status\"}\n")
        let url = try #require(client.receive(within: .seconds(10))?["preview"] as? String)
        let port = try #require(URL(string: url)?.port)

        var connections: [Int32] = []
        defer { for descriptor in connections { close(descriptor) } }
        for _ in 0..<200 {
            connections.append(try loopbackConnection(port: port))
        }
        var refused: Set<Int32> = []
        let settled = eventually {
            for descriptor in connections where !refused.contains(descriptor) {
                var bytes = [UInt8](repeating: 0, count: 64)
                let count = recv(descriptor, &bytes, bytes.count, Int32(MSG_DONTWAIT))
                if count > 0, String(decoding: bytes[..<count], as: UTF8.self).hasPrefix("HTTP/1.1 503") {
                    refused.insert(descriptor)
                }
            }
            return refused.count == 200 - 32
        }
        #expect(settled, "\(refused.count) refused: \(serve.logText())")
        // A save is read and published; the socket answers.
        try serve.write(flowSpec(items: 4, padding: 10), to: "a.layout.yaml")
        #expect(try serve.synced { serve.cellCount("a.layout.yaml") == 4 }, "\(serve.logText())")
        #expect(serve.errors("a.layout.yaml") == nil)
        let another = try SocketClient(serve.socket.path)
        another.send("{\"command\": \"ping\"}\n")
        #expect(another.receive()?["ok"] as? Bool == true)
        // Once the idle ones are gone, the page is served again.
        for descriptor in connections { close(descriptor) }
        connections = []
        #expect(
            eventually {
                (try? PreviewPageTests.statusLine(port: port, request: "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"))
                    == "HTTP/1.1 200 OK"
            }
        )
    }

    /// Reads `count` lines, keeping each one's first 40 bytes and its length (the answers are large,
    /// and only their order and size matter).
    static func lines(_ count: Int, from descriptor: Int32) -> [(start: String, bytes: Int)] {
        var lines: [(start: String, bytes: Int)] = []
        var start: [UInt8] = []
        var length = 0
        var chunk = [UInt8](repeating: 0, count: 1 << 20)
        while lines.count < count {
            var descriptors = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)]
            guard poll(&descriptors, 1, 20_000) > 0 else { break }
            let read = Glibc.read(descriptor, &chunk, chunk.count)
            guard read > 0 else { break }
            for byte in chunk[..<read] {
                if byte == UInt8(ascii: "\n") {
                    lines.append((String(decoding: start, as: UTF8.self), length))
                    start = []
                    length = 0
                } else {
                    if start.count < 40 { start.append(byte) }
                    length += 1
                }
            }
        }
        return lines
    }
}

/// Floods of requests answered later, from one client that then goes away, against the real binary.
@Suite struct RequestFloodTests {
    /// Sends `text` without waiting for the daemon to read it all, and closes: what a careless script
    /// that writes a burst and exits does.
    static func sendAndClose(_ text: String, to path: String) throws {
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        let connected = withUnixAddress(path) { connect(descriptor, $0, $1) }
        guard connected == 0 else { throw Failure("cannot connect to \(path)") }
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        let bytes = Array(text.utf8)
        var offset = 0
        let deadline = ContinuousClock.now + .seconds(2)
        while offset < bytes.count, ContinuousClock.now < deadline {
            let written = bytes[offset...].withUnsafeBytes {
                Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            if written > 0 { offset += written } else { usleep(1_000) }
        }
        close(descriptor)
    }

    /// 30,000 `sync` lines (870 KB) from one client that closes: the daemon went 74 s without feeding
    /// its watchdog, took 65 s to stop, and left 13,000–16,000 cookie files in the watched folder.
    ///
    /// Now at most 16 of a client's syncs wait at once and the syncs of a turn share one cookie: the
    /// watchdog is fed, others are served, no cookie stays, and SIGTERM stops it at once.
    @Test func aSyncFloodLeavesTheLoopFreeAndNoCookie() throws {
        let serve = try ServeProcess()
        let notify = try NotifySocket(path: serve.folder.appendingPathComponent("notify").path)
        try serve.write(flowSpec(items: 2), to: "a.layout.yaml")
        try serve.start(environment: ["NOTIFY_SOCKET": notify.path, "WATCHDOG_USEC": "400000"])
        _ = notify.receive(until: { $0.contains("READY=1") })
        let flood = String(repeating: "{\"command\":\"sync\"}\n", count: 30_000)
        try Self.sendAndClose(flood, to: serve.socket.path)
        // The watchdog is fed at half of WATCHDOG_USEC all along: at least 4 in the next 1.2 s.
        let pings = notify.receive(until: { _ in false }, within: .milliseconds(1_200)).filter { $0 == "WATCHDOG=1" }
        #expect(pings.count >= 4, "\(pings.count) watchdog pings in 1.2 s")
        let other = try SocketClient(serve.socket.path)
        other.send("{\"id\": 1, \"command\": \"ping\"}\n")
        #expect(other.receive()?["ok"] as? Bool == true)
        try serve.write(flowSpec(items: 3), to: "a.layout.yaml")
        other.send("{\"id\": 2, \"command\": \"sync\"}\n")
        #expect(other.receive(within: .seconds(10))?["ok"] as? Bool == true)
        #expect(serve.generation("a.layout.yaml") == 2, "the save made meanwhile is published")
        let cookies = {
            ((try? FileManager.default.contentsOfDirectory(atPath: serve.specs.path)) ?? [])
                .filter { $0.hasPrefix(".layoutd-sync-") }
        }
        #expect(eventually(within: .seconds(5)) { cookies().isEmpty }, "\(cookies().count) cookies stay")
        let stop = serve.stop()
        #expect(stop.status == 0)
        #expect(stop.seconds < 10, "SIGTERM took \(stop.seconds) s")
    }

    /// A cookie left by a daemon killed while a sync waited is removed when the next one starts.
    @Test func cookiesAKilledDaemonLeftAreRemovedAtStart() throws {
        let serve = try ServeProcess()
        try serve.write(flowSpec(items: 2), to: "a.layout.yaml")
        try serve.write("", to: ".layoutd-sync-2147483646-12")
        try serve.start()
        let names = try FileManager.default.contentsOfDirectory(atPath: serve.specs.path)
        #expect(!names.contains(".layoutd-sync-2147483646-12"), "\(names)")
        #expect(serve.logText().contains("removed 1 sync cookie(s) an earlier run left in"))
    }

    /// 1,000 `subscribe` lines (34 KB) from a client that closes kept every other client's `ping`
    /// waiting 49.5 s: each caught up in turn on the event loop.
    ///
    /// Now a client's subscribes wait for the
    /// previous catch-ups to be written, 16 at most at once, and those left when it goes are dropped.
    @Test func aSubscribeFloodDoesNotHoldOtherClients() throws {
        let serve = try ServeProcess()
        for index in 0..<20 { try serve.write(flowSpec(items: 200), to: "s\(index).layout.yaml") }
        try serve.start()
        let flood = String(repeating: "{\"command\":\"subscribe\",\"specs\":[\"**\"]}\n", count: 1_000)
        try Self.sendAndClose(flood, to: serve.socket.path)
        let other = try SocketClient(serve.socket.path)
        other.send("{\"id\": 1, \"command\": \"ping\"}\n")
        #expect(other.receive(within: .seconds(3))?["ok"] as? Bool == true)
        other.send("{\"id\": 2, \"command\": \"status\"}\n")
        #expect(other.receive(within: .seconds(3))?["id"] as? Int == 2)
        // The subscribes left when the client went are not caught up: SIGTERM took 45 s, one
        // catch-up after another, before the process could exit.
        let stop = serve.stop()
        #expect(stop.status == 0)
        #expect(stop.seconds < 10, "SIGTERM took \(stop.seconds) s")
    }
}
