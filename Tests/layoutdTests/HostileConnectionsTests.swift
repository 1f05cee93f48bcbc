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
