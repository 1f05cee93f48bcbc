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
