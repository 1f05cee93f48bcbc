import Foundation
import Glibc
import Testing

/// The socket's commands and its answers to bad input, on a raw connection.
@Suite struct SocketProtocolTests {
    @Test func commandsAndBadInput() async throws {
        try await InProcessDaemon.run { serve in
            try serve.write(flowSpec(items: 2, padding: 10), to: "a/home.layout.yaml")
            try serve.write("layout: {type: flow, itemSize: [50, fifty]}\n", to: "bad.layout.yaml")
            try await serve.start()
            let client = try SocketClient(serve.socket.path)

            client.send("{\"id\": 1, \"command\": \"ping\"}\n")
            #expect(client.receive()?["ok"] as? Bool == true)

            client.send("{\"id\": \"two\", \"command\": \"list\"}\n")
            let list = client.receive()
            #expect(list?["id"] as? String == "two")
            let specs = (list?["specs"] as? [[String: Any]])?.map {
                "\($0["spec"]!) \($0["generation"]!) \($0["status"]!)"
            }
            #expect(specs == ["a/home.layout.yaml 1 ok", "bad.layout.yaml 0 error"])

            client.send("{\"id\": 3, \"command\": \"get\", \"spec\": \"a/home.layout.yaml\"}\n")
            let layout = client.receive()?["layout"] as? [String: Any]
            #expect(layout?["generation"] as? Int == 1)
            #expect(layout?["spec"] as? String == "a/home.layout.yaml")
            client.send("{\"id\": 4, \"command\": \"get\", \"spec\": \"nope.layout.yaml\"}\n")
            #expect((client.receive()?["error"] as? String)?.contains("nope.layout.yaml") == true)

            client.send("{\"id\": 5, \"command\": \"status\"}\n")
            let status = client.receive()
            #expect(status?["specs"] as? Int == 2)
            #expect(status?["errors"] as? Int == 1)
            #expect(status?["watches"] as? Int == 2)

            // Malformed lines, invalid UTF-8 and unknown commands get an error; the connection stays.
            client.send("this is not json\n")
            #expect(client.receive()?["error"] != nil)
            client.send("{\"id\": 6, \"command\": \"fly\"}\n")
            #expect((client.receive()?["error"] as? String)?.hasPrefix("unknown command \"fly\"") == true)
            _ = [UInt8]([0xFF, 0xFE, 0x0A]).withUnsafeBytes {
                Glibc.send(client.descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            #expect(client.receive()?["error"] != nil)
            client.send("{\"id\": 7, \"command\": \"ping\"}\n")
            #expect(client.receive()?["id"] as? Int == 7)

            // A line over 1 MiB (here 10 MiB) closes that connection, and only that one.
            let flood = try SocketClient(serve.socket.path)
            flood.send(String(repeating: "x", count: 10 << 20))
            #expect(flood.receive()?["error"] as? String == "a line is longer than 1 MiB; closing the connection")
            #expect(flood.receive() == nil)
            client.send("{\"id\": 8, \"command\": \"ping\"}\n")
            #expect(client.receive()?["id"] as? Int == 8)

            // 1,000 connect/disconnect cycles leave it serving.
            for _ in 0..<1_000 { _ = try SocketClient(serve.socket.path) }
            let last = try SocketClient(serve.socket.path)
            last.send("{\"id\": 9, \"command\": \"ping\"}\n")
            #expect(last.receive()?["ok"] as? Bool == true)
            // The connections that ended are no longer counted: `client` and `last` remain.
            let counted = eventually {
                last.send("{\"id\": 10, \"command\": \"status\"}\n")
                return last.receive()?["clients"] as? Int == 2
            }
            #expect(counted)
            try await serve.stop()
        }
    }

    /// A second daemon on the same socket is refused; one left behind by a dead daemon is replaced.
    @Test func liveAndStaleSockets() throws {
        let first = try ServeProcess()
        try first.start()
        let second = try ServeProcess()
        let result = try LayoutdBinary.run([
            "serve", "--config", second.configuration.path, "--watch", second.specs.path, "--output",
            second.output.path, "--socket", first.socket.path,
        ])
        #expect(result.status == 1)
        #expect(
            result.stderr.contains(
                "another layoutd is serving \(first.socket.path); to run a second daemon beside it, give this one its own socket with --socket PATH"
            ),
            "\(result.stderr)"
        )
        // Killed without a chance to clean up, the first leaves its socket file; a new daemon takes it over.
        first.stop(SIGKILL)
        #expect(FileManager.default.fileExists(atPath: first.socket.path))
        let third = try ServeProcess()
        third.socket = first.socket
        try third.start()
        let client = try SocketClient(third.socket.path)
        client.send("{\"id\": 1, \"command\": \"ping\"}\n")
        #expect(client.receive()?["ok"] as? Bool == true)
        #expect(third.stop().status == 0)
    }
}
