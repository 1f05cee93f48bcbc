import Foundation
import Glibc
import Testing

/// `make run`'s script on a copy of the repository's examples: the daemon starts, lays out every
/// example into `./layoutd-out`, says where to look, and stops cleanly.
@Suite struct MakeRunTests {
    @Test func makeRunServesTheExamples() throws {
        let folder = try LayoutdBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        for item in ["Scripts/run-examples.sh", "config/layoutd.yaml", "examples"] {
            let target = folder.appendingPathComponent(item)
            try FileManager.default.createDirectory(
                at: target.deletingLastPathComponent(),
                withIntermediateDirectories: true
            )
            try FileManager.default.copyItem(at: LayoutdBinary.packageRoot.appendingPathComponent(item), to: target)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [
            folder.appendingPathComponent("Scripts/run-examples.sh").path, LayoutdBinary.executable.path,
        ]
        let output = folder.appendingPathComponent("stdout.txt")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: output)
        let log = folder.appendingPathComponent("stderr.txt")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        process.standardError = try FileHandle(forWritingTo: log)
        // The socket goes in the test's folder, and the preview page on a free port, not where a
        // daemon the developer may be running has them.
        process.environment = ProcessInfo.processInfo.environment.merging([
            "XDG_RUNTIME_DIR": folder.path, "LAYOUTD_PREVIEW_PORT": "0",
        ]) { $1 }
        try process.run()
        defer { if process.isRunning { process.terminate() } }

        let examples = ComputeCommandTests.examples.map {
            String($0.dropFirst("examples/".count))
        }
        let out = folder.appendingPathComponent("layoutd-out")
        // Once the daemon listens, `sync` answers after its first scan.
        let socket = folder.appendingPathComponent("layoutd.sock").path
        #expect(eventually(within: .seconds(20)) { (try? SocketClient(socket)) != nil }, "the daemon did not start")
        let client = try SocketClient(socket)
        client.send("{\"id\": 1, \"command\": \"sync\"}\n")
        #expect(client.receive(within: .seconds(20))?["ok"] as? Bool == true)
        let written = examples.allSatisfy {
            FileManager.default.fileExists(atPath: out.appendingPathComponent("\($0)/layout.json").path)
        }
        #expect(written, "not every example was laid out into layoutd-out/")
        let said = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
        #expect(said.contains("layoutd-out/tag-cloud.layout.yaml/layout.json"))
        #expect(said.contains("Live preview page:    http://127.0.0.1:0/"))
        client.send("{\"id\": 2, \"command\": \"status\"}\n")
        let preview = client.receive(within: .seconds(10))?["preview"] as? String
        #expect(preview?.hasPrefix("http://127.0.0.1:") == true && preview != "http://127.0.0.1:0/")

        // The README's excerpt of this log, line for line but for the clock's epoch and the timing.
        let logged = ((try? String(contentsOf: log, encoding: .utf8)) ?? "").split(separator: "\n").map {
            TourTests.withoutRunFigures(String($0.drop { $0 != " " }.dropFirst()))
        }
        for line in try TourTests.block(after: "1. **Start the daemon.**") {
            #expect(
                logged.contains(TourTests.withoutRunFigures(line)),
                "the README's `\(line)` is not what make run logs"
            )
        }

        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }
}
