import Foundation
import Glibc
import Testing

/// One daemon per output folder, against the real binary.
@Suite struct OutputLockTests {
    /// A second `serve` on a served output folder stops before touching it: the first daemon's
    /// journal is the same file afterwards (it was rewritten under the first before), and the clocks
    /// it hands out after a restart continue its own, never issued twice.
    @Test func aSecondDaemonOnTheSameOutputFolderStopsBeforeTouchingIt() throws {
        let first = try ServeProcess()
        try first.write(flowSpec(items: 3), to: "home.layout.yaml")
        try first.start()
        let journal = first.output.appendingPathComponent(".layoutd/journal.jsonl").path
        var before = stat()
        #expect(stat(journal, &before) == 0)
        let clockBefore = try first.sync()

        let second = try ServeProcess()
        let result = try LayoutdBinary.run([
            "serve", "--config", second.configuration.path, "--watch", second.specs.path, "--output",
            first.output.path, "--socket", second.socket.path,
        ])
        #expect(result.status == 1)
        #expect(result.stderr.contains("another layoutd (pid \(first.process.processIdentifier)) is serving"))
        #expect(result.stderr.contains(first.output.path))
        // The second never reached its socket.
        #expect(!FileManager.default.fileExists(atPath: second.socket.path))

        var after = stat()
        #expect(stat(journal, &after) == 0)
        #expect(after.st_ino == before.st_ino, "the journal was replaced under the running daemon")

        // The first daemon goes on appending to the journal it has open, and a restart continues it.
        try first.write(flowSpec(items: 4), to: "home.layout.yaml")
        let clockAfter = try first.sync()
        #expect(first.generation("home.layout.yaml") == 2)
        #expect(first.stop().status == 0)
        try first.start()
        try first.write(flowSpec(items: 5), to: "home.layout.yaml")
        let clockRestarted = try first.sync()
        func sequence(_ clock: String) -> Int { Int(clock.split(separator: ":").last ?? "") ?? -1 }
        #expect(sequence(clockBefore) < sequence(clockAfter))
        #expect(sequence(clockAfter) < sequence(clockRestarted))
        #expect(first.generation("home.layout.yaml") == 3)
        #expect(first.stop().status == 0)
    }

    /// The lock goes with the process: a daemon killed with `SIGKILL` does not block the next one.
    @Test func aKilledDaemonLeavesNoLockBehind() throws {
        let serve = try ServeProcess()
        try serve.write(flowSpec(items: 3), to: "home.layout.yaml")
        try serve.start()
        serve.stop(SIGKILL)
        try serve.start()
        #expect(serve.generation("home.layout.yaml") == 1)
        #expect(serve.stop().status == 0)
    }
}
