import Foundation
import Glibc
import Testing

/// An inotify queue overflow, forced without privileges.
///
/// The daemon is stopped with SIGSTOP while more events than the kernel queues are made, and one spec is changed
/// after them, so its events are lost. Resumed, the daemon rescans once and republishes only that spec.
@Suite struct OverflowTests {
    @Test func anOverflowIsOneRescanThatRepublishesOnlyWhatChanged() throws {
        let serve = try ServeProcess()
        let specs = (0..<5).map { "s\($0).layout.yaml" }
        for (number, spec) in specs.enumerated() { try serve.write(flowSpec(items: number + 1), to: spec) }
        try serve.start()
        #expect(specs.allSatisfy { serve.generation($0) == 1 })

        let limit =
            (try? String(contentsOfFile: "/proc/sys/fs/inotify/max_queued_events", encoding: .utf8))
            .flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) } ?? 16_384
        serve.signal(SIGSTOP)
        #expect(eventually { Self.isStopped(serve.process.processIdentifier) })
        // Each new file is three events (CREATE, MODIFY, CLOSE_WRITE), none of them a spec's.
        let noise = serve.specs.path
        for number in 0..<(limit / 3 + 1_000) {
            let descriptor = open("\(noise)/noise-\(number).txt", O_CREAT | O_WRONLY | O_TRUNC, 0o644)
            _ = Glibc.write(descriptor, "x", 1)
            close(descriptor)
        }
        try serve.write(flowSpec(items: 42), to: "s2.layout.yaml")
        serve.signal(SIGCONT)

        #expect(try serve.synced { serve.generation("s2.layout.yaml") == 2 }, "\(serve.logText())")
        #expect(serve.cellCount("s2.layout.yaml") == 42)
        try serve.sync()
        let rescans = serve.logLines().filter { $0.contains(" rescan of ") }
        #expect(rescans.count == 1, "\(rescans)")
        #expect(rescans.first?.contains("the inotify queue overflowed") == true)
        for spec in specs where spec != "s2.layout.yaml" {
            #expect(serve.generation(spec) == 1, "\(spec) was republished")
            #expect(serve.publications(of: spec) == 1)
        }
        #expect(serve.publications(of: "s2.layout.yaml") == 2)
        #expect(serve.removals().isEmpty)
        #expect(serve.stop().status == 0)
    }

    /// Whether the process is in the stopped state (`T` in /proc/PID/stat).
    static func isStopped(_ pid: Int32) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return false }
        return stat[stat.index(close, offsetBy: 2)] == "T"
    }
}
