import Foundation
import Glibc
import Testing

/// Limits that hold against the real daemon: what a client can throw at the socket costs it a
/// connection, never the daemon's memory or its other clients.
@Suite struct ResourceLimitTests {
    /// The daemon's resident memory, in KiB (`VmRSS` in `/proc/PID/status`).
    static func residentKiB(_ pid: Int32) -> Int {
        let status = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") } ?? ""
        return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    }

    /// Whether this process may hold 10,000 sockets at once (it raises its own limit if it may).
    static let mayOpenTenThousandSockets: Bool = {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return false }
        let wanted: rlim_t = 20_000
        if limit.rlim_cur >= wanted { return true }
        limit.rlim_cur = wanted
        if limit.rlim_max < wanted { limit.rlim_max = wanted }  // allowed to root only
        return setrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0
    }()

    @Test func aGibibyteLineCostsItsConnectionAndNoMemory() throws {
        let serve = try ServeProcess()
        try serve.write(flowSpec(items: 2, padding: 10), to: "home.layout.yaml")
        try serve.start()
        let pid = serve.process.processIdentifier
        let before = Self.residentKiB(pid)

        // Up to 1 GiB without a line break, 1 MiB at a time, until the daemon closes the connection.
        let flood = try SocketClient(serve.socket.path)
        let chunk = [UInt8](repeating: UInt8(ascii: "x"), count: 1 << 20)
        var sent = 0
        while sent < 1 << 30 {
            let written = chunk.withUnsafeBytes {
                Glibc.send(flood.descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            guard written > 0 else { break }
            sent += written
        }
        // The daemon stops reading after 1 MiB; what was sent beyond it sat in socket buffers.
        #expect(sent < 64 << 20, "the daemon took \(sent) bytes of one line")
        #expect(eventually { flood.receive(within: .milliseconds(200)) == nil })

        let client = try SocketClient(serve.socket.path)
        client.send("{\"id\": 1, \"command\": \"ping\"}\n")
        #expect(client.receive()?["ok"] as? Bool == true)
        let after = Self.residentKiB(pid)
        print("a 1 GiB line: the daemon took \(sent >> 20) MiB before closing; resident \(before) → \(after) KiB")
        #expect(after - before < 32 << 10, "resident \(before) KiB before, \(after) KiB after")
        #expect(serve.stop().status == 0)
    }

    @Test(
        .enabled(
            if: Self.mayOpenTenThousandSockets,
            "this process may not hold 10,000 sockets (RLIMIT_NOFILE); the test needs them"
        )
    )
    func tenThousandClientsAtOnceAreServedUpToTheLimit() throws {
        let serve = try ServeProcess()
        try serve.write(flowSpec(items: 2, padding: 10), to: "home.layout.yaml")
        try serve.start()
        let pid = serve.process.processIdentifier
        let before = Self.residentKiB(pid)

        // 10,000 connections started at once, without waiting for any.
        var connected: [Int32] = []
        var refusedByTheKernel = 0
        for _ in 0..<10_000 {
            let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
            try #require(descriptor >= 0, "socket() failed: errno \(errno)")
            let result = withUnixAddress(serve.socket.path) { connect(descriptor, $0, $1) }
            if result == 0 {
                connected.append(descriptor)
            } else {
                // EAGAIN: the listen backlog is full; the kernel refuses, the daemon never sees it.
                refusedByTheKernel += 1
                close(descriptor)
            }
        }
        defer { for descriptor in connected { close(descriptor) } }

        // The daemon accepts them all; over its limit (256) it answers with an error and closes.
        func closedByTheDaemon(_ descriptor: Int32) -> Bool {
            var byte: UInt8 = 0
            while true {
                let count = recv(descriptor, &byte, 1, Int32(MSG_DONTWAIT))
                if count == 0 { return true }
                if count < 0 { return errno != EAGAIN && errno != EWOULDBLOCK }
            }
        }
        var open = connected
        let settled = eventually(within: .seconds(60)) {
            open = open.filter { !closedByTheDaemon($0) }
            return open.count <= 256
        }
        #expect(settled, "\(open.count) of \(connected.count) connections still open")
        #expect(connected.count + refusedByTheKernel == 10_000)
        #expect(connected.count > 256)

        // The admitted ones are served; the daemon's memory stayed small.
        let admitted = try #require(open.first)
        _ = "{\"id\": 1, \"command\": \"ping\"}\n".withCString { send(admitted, $0, strlen($0), Int32(MSG_NOSIGNAL)) }
        var answer = [UInt8](repeating: 0, count: 256)
        let answered = eventually { recv(admitted, &answer, answer.count, Int32(MSG_DONTWAIT)) > 0 }
        #expect(answered)
        let after = Self.residentKiB(pid)
        print(
            "10,000 clients: \(connected.count) connected, \(refusedByTheKernel) refused by the kernel's backlog, "
                + "\(open.count) admitted; resident \(before) → \(after) KiB"
        )
        #expect(after - before < 64 << 10, "resident \(before) KiB before, \(after) KiB after")

        // Once they go, it counts them out and serves the next client.
        for descriptor in connected { close(descriptor) }
        connected = []
        let client = try SocketClient(serve.socket.path)
        let countedOut = eventually {
            client.send("{\"id\": 2, \"command\": \"status\"}\n")
            return client.receive()?["clients"] as? Int == 1
        }
        #expect(countedOut)
        #expect(serve.stop().status == 0)
    }
}
