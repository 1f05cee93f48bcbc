import Foundation
import Glibc
import Synchronization
import Testing

/// What a careless user ran into with the real binary, each a regression test.
@Suite struct CarelessUseTests {
    /// `compute` printed an object, not an array, when one of two specs failed: a script reading
    /// `.[0]` got the document's first key.
    @Test func computeOfSeveralSpecsPrintsAnArrayEvenWhenOneFails() throws {
        let directory = try LayoutdBinary.temporaryDirectory()
        try LayoutdBinary.write("sections: [{items: 2}]", to: "good.layout.yaml", in: directory)
        try LayoutdBinary.write("sections: [{items: -1}]", to: "bad.layout.yaml", in: directory)
        let result = try LayoutdBinary.run(["compute", "good.layout.yaml", "bad.layout.yaml"], in: directory)
        #expect(result.status == 1)
        let parsed = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]]
        #expect(parsed?.count == 1)
        #expect(parsed?.first?["spec"] as? String == "good.layout.yaml")
        let text = try LayoutdBinary.run(
            ["compute", "good.layout.yaml", "bad.layout.yaml", "--format", "text"],
            in: directory
        )
        #expect(text.stdout.hasPrefix("spec good.layout.yaml\n"), "\(text.stdout)")
    }

    /// `layoutd status` waited for good on a socket whose daemon does not answer (stopped with
    /// `SIGSTOP`, or hung): it gives up after `--timeout` seconds and says so.
    @Test func statusGivesUpOnADaemonThatDoesNotAnswer() throws {
        let directory = try LayoutdBinary.temporaryDirectory()
        let path = directory.appendingPathComponent("silent.sock").path
        // A socket that listens and never reads: connections complete into its backlog.
        let listener = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(listener) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            for (index, byte) in path.utf8.enumerated() { buffer[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(listener, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        #expect(bound == 0 && listen(listener, 8) == 0)
        let result = try LayoutdBinary.run(["status", "--socket", path, "--timeout", "0.5"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("did not answer within 0.5 s"), "\(result.stderr)")
        let invalid = try LayoutdBinary.run(["status", "--socket", path, "--timeout", "0"])
        #expect(invalid.status == 64 && invalid.stderr.contains("--timeout must be more than 0"))
    }

    /// The timeout bounds the whole answer.
    ///
    /// A peer that streams a byte now and then, never a line break, reset each read's timeout:
    /// `status --timeout 0.5` waited as long as it streamed.
    @Test func statusGivesUpOnAPeerThatNeverEndsALine() throws {
        let directory = try LayoutdBinary.temporaryDirectory()
        let path = directory.appendingPathComponent("dribble.sock").path
        let listener = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(listener) }
        let bound = withUnixAddress(path) { bind(listener, $0, $1) }
        #expect(bound == 0 && listen(listener, 8) == 0)
        let stop = Atomic<Bool>(false)
        let thread = Thread {
            let client = accept(listener, nil, nil)
            guard client >= 0 else { return }
            defer { close(client) }
            var byte: UInt8 = UInt8(ascii: "x")
            for _ in 0..<200 where !stop.load(ordering: .relaxed) {
                _ = Glibc.send(client, &byte, 1, Int32(MSG_NOSIGNAL))
                usleep(50_000)
            }
        }
        thread.start()
        defer { stop.store(true, ordering: .relaxed) }
        let started = ContinuousClock.now
        let result = try LayoutdBinary.run(["status", "--socket", path, "--timeout", "0.5"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("did not answer within 0.5 s"), "\(result.stderr)")
        #expect(ContinuousClock.now - started < .seconds(5), "it waited for the whole stream (10 s)")
    }

    /// `subscribe` exited 0 when the daemon died: a script could not tell a death from a stop.
    @Test func subscribeFailsWhenTheDaemonDiesAndNotWhenItStops() throws {
        for (signal, expected) in [(SIGKILL, Int32(1)), (SIGTERM, Int32(0))] {
            let serve = try ServeProcess()
            try serve.write(flowSpec(items: 2), to: "home.layout.yaml")
            try serve.start()
            let subscriber = Process()
            subscriber.executableURL = LayoutdBinary.executable
            subscriber.arguments = ["subscribe", "--socket", serve.socket.path]
            let output = Pipe()
            let errors = Pipe()
            subscriber.standardOutput = output
            subscriber.standardError = errors
            try subscriber.run()
            let subscribed = eventually {
                let client = try? SocketClient(serve.socket.path)
                client?.send("{\"id\": 1, \"command\": \"status\"}\n")
                return client?.receive()?["subscribers"] as? Int == 1
            }
            #expect(subscribed)
            serve.stop(signal)
            #expect(eventually { !subscriber.isRunning }, "subscribe did not end after signal \(signal)")
            subscriber.waitUntilExit()
            #expect(subscriber.terminationStatus == expected, "signal \(signal)")
            let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            if expected == 1 {
                #expect(said.contains("without a shutdown event"), "\(said)")
            }
            let events = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            #expect(events.contains("\"spec\": \"home.layout.yaml\""))
        }
    }

    /// `bench --sections 0` trapped (the headline edits its middle section).
    @Test func benchRefusesEmptyWorkloads() throws {
        for option in ["--sections", "--items", "--iterations"] {
            let result = try LayoutdBinary.run(["bench", option, "0"])
            #expect(result.status == 64, "\(option): \(result.stderr)")
            #expect(result.stderr.contains("\(option) expects a whole number ≥ 1, found 0"), "\(result.stderr)")
        }
    }

    /// `bench --sections 1000000000` aborted on an 824 GB allocation: the headline spec is held to the
    /// frames any spec may lay out (2,000,000), and the other counts to what the benchmark can run.
    @Test func benchRefusesWorkloadsPastWhatASpecMayAskFor() throws {
        let cases: [([String], String)] = [
            (["--sections", "1000000000"], "--sections 1000000000 × --items 1000 is more than the 2000000 frames"),
            (["--items", "\(Int.max)"], "× --items \(Int.max) is more than the 2000000 frames"),
            (["--sections", "2000", "--items", "1000"], "--sections 2000 × --items 1000 is more than"),
            (["--up-to", "2000000"], "--up-to expects an item count from 1000 to 1000000"),
            (["--iterations", "100000000"], "--iterations expects at most 10000 runs a figure"),
        ]
        for (arguments, message) in cases {
            let result = try LayoutdBinary.run(["bench"] + arguments)
            #expect(result.status == 64, "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
        }
    }

    /// A reload that changed `socket` was ignored without a word.
    @Test func aReloadThatMovesTheSocketSaysItWaitsForARestart() async throws {
        try await InProcessDaemon.run { serve in
            serve.socketFromConfiguration = true
            try Data("socket: \(serve.socket.path)\n".utf8).write(to: serve.configuration)
            try serve.write(flowSpec(items: 2), to: "home.layout.yaml")
            try await serve.start()
            let elsewhere = serve.folder.appendingPathComponent("other.sock").path
            try Data("socket: \(elsewhere)\n".utf8).write(to: serve.configuration)
            serve.reload()
            #expect(
                eventually { serve.logText().contains("`socket` changed; the daemon keeps serving") },
                "\(serve.logText())"
            )
            #expect(eventually { serve.logText().contains("reloaded:") })
            // Still on the old socket, and nothing at the new path.
            try serve.sync()
            #expect(!FileManager.default.fileExists(atPath: elsewhere))
            try await serve.stop()
        }
    }
}
