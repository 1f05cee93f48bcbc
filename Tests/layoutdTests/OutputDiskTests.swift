import Foundation
import Glibc
import Testing

/// A full, then read-only output disk : the daemon goes on serving subscribers,
/// says what it could not write (`status`, the log), and writes the latest files once the disk takes
/// writes again.
///
/// The output folder is a 1 MiB tmpfs mounted in a user and mount namespace of the test's own, so
/// the test needs no privileges; it reaches the folder through `/proc/PID/root` and changes the mount
/// with `nsenter`.
@Suite struct OutputDiskTests {
    /// Whether this machine lets an unprivileged process make a user namespace and mount in it.
    static let mountNamespaces: Bool = {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/unshare")
        process.arguments = ["-U", "-r", "-m", "/bin/sh", "-c", "mount -t tmpfs -o size=64k tmpfs /mnt"]
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }()

    /// The daemon's view of its output folder, with the small disk mounted there.
    struct Disk {
        let serve: ServeProcess
        var pid: Int32 { serve.process.processIdentifier }
        var root: String { "/proc/\(pid)/root\(serve.output.path)" }

        func json(_ path: String) -> [String: Any]? {
            guard let data = FileManager.default.contents(atPath: "\(root)/\(path)") else { return nil }
            return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
        }

        func generation(_ folder: String) -> Int? { json("\(folder)/layout.json")?["generation"] as? Int }

        /// Fills the disk: writes a file until the disk refuses more.
        func fill() -> Int {
            let descriptor = open("\(root)/filler", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            defer { close(descriptor) }
            let chunk = [UInt8](repeating: 0, count: 4096)
            var total = 0
            while true {
                let written = chunk.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
                guard written > 0 else { return total }
                total += written
            }
        }

        func free() { unlink("\(root)/filler") }

        /// Makes the disk read-only, or writable again, inside the daemon's namespaces.
        ///
        /// A read-only bind mount is laid over the folder and then taken away: the kernel refuses to
        /// remount a file system read-only while a file on it is open for writing (the journal).
        func setReadOnly(_ readOnly: Bool) throws {
            let path = serve.output.path
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/nsenter")
            process.arguments =
                ["-t", "\(pid)", "-U", "-m", "--preserve-credentials", "/bin/sh", "-c"]
                + [
                    readOnly
                        ? "mount --bind '\(path)' '\(path)' && mount -o remount,bind,ro '\(path)'" : "umount '\(path)'"
                ]
            try process.run()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else { throw Failure("nsenter could not change the mount") }
        }

        func status() throws -> [String: Any] {
            let client = try SocketClient(serve.socket.path)
            client.send("{\"id\": 1, \"command\": \"status\"}\n")
            return client.receive() ?? [:]
        }
    }

    /// The next event for `spec` a subscriber gets, skipping others.
    static func nextEvent(_ client: SocketClient, spec: String) -> [String: Any]? {
        nextEvents(client, specs: [spec])[spec]
    }

    /// The next event of each of `specs`, in whichever order they come: specs are laid out on
    /// workers, so two saves' events need not keep the order of the saves.
    static func nextEvents(_ client: SocketClient, specs: Set<String>) -> [String: [String: Any]] {
        var events: [String: [String: Any]] = [:]
        while events.count < specs.count, let line = client.receive(within: .seconds(10)) {
            if let spec = line["spec"] as? String, specs.contains(spec), events[spec] == nil { events[spec] = line }
        }
        return events
    }

    @Test(
        .enabled(
            if: mountNamespaces,
            "needs `unshare -U -r -m` (user and mount namespaces) to mount a small disk, which this machine forbids"
        )
    )
    func aFullOrReadOnlyDiskDelaysTheFilesButNotTheEvents() throws {
        let serve = try ServeProcess()
        try serve.write(flowSpec(items: 1, padding: 10), to: "a.layout.yaml")
        try serve.write(flowSpec(items: 1, padding: 10), to: "b.layout.yaml")
        try FileManager.default.createDirectory(at: serve.output, withIntermediateDirectories: true)
        try serve.start(
            launcher: [
                "/usr/bin/unshare", "-U", "-r", "-m", "/bin/sh", "-c",
                "mount -t tmpfs -o size=1m tmpfs '\(serve.output.path)' && exec \"$0\" \"$@\"",
            ]
        )
        let disk = Disk(serve: serve)
        #expect(disk.generation("a.layout.yaml") == 1 && disk.generation("b.layout.yaml") == 1, "\(serve.logText())")
        let subscriber = try SocketClient(serve.socket.path)
        subscriber.send("{\"id\": 1, \"command\": \"subscribe\", \"specs\": [\"**\"]}\n")
        #expect(subscriber.receive()?["ok"] as? Bool == true)
        while subscriber.receive(within: .milliseconds(300)) != nil {}

        // Full: a save and an error still reach the subscriber; the files stay as they were, whole.
        let filled = disk.fill()
        #expect(filled > 0 && filled <= 1 << 20)
        try serve.write(flowSpec(items: 2, padding: 10), to: "a.layout.yaml")
        try serve.write("layout: {type: flow}\nsections: [{items: ten}]\n", to: "b.layout.yaml")
        try serve.sync()
        let saved = Self.nextEvents(subscriber, specs: ["a.layout.yaml", "b.layout.yaml"])
        let diff = saved["a.layout.yaml"]
        #expect(diff?["event"] as? String == "diff" && diff?["generation"] as? Int == 2)
        let error = saved["b.layout.yaml"]
        #expect(error?["event"] as? String == "error")
        #expect(disk.generation("a.layout.yaml") == 1, "layout.json is no longer the whole previous file")
        #expect(disk.json("b.layout.yaml/error.json") == nil)
        var status = try disk.status()
        #expect(status["unwritten"] as? Int == 2, "\(status)")
        #expect((status["outputError"] as? String)?.contains("No space left on device") == true, "\(status)")
        // One line for the outage, not one a file (and one for the journal, if its last page was full).
        let failures = serve.logLines().filter { $0.contains("cannot write") }
        // The first to fail is whichever spec's files were written first.
        let first = failures.first ?? ""
        #expect(
            first.contains("cannot write the output of a.layout.yaml")
                || first.contains("cannot write the errors of b.layout.yaml"),
            "\(failures)"
        )
        #expect(failures.dropFirst().allSatisfy { $0.contains("cannot write the journal") }, "\(failures)")

        // Space returns: within the 2-second retry, the latest files are written.
        disk.free()
        let caughtUp = eventually(within: .seconds(10)) {
            disk.generation("a.layout.yaml") == 2 && disk.json("a.layout.yaml/diff.json")?["to"] as? Int == 2
                && disk.json("b.layout.yaml/error.json") != nil
        }
        #expect(caughtUp, "\(serve.logText())")
        status = try disk.status()
        #expect(status["unwritten"] == nil, "\(status)")
        #expect(serve.logText().contains("the output folder takes writes again"))

        // Read-only: the same, and the journal catches up too.
        try disk.setReadOnly(true)
        try serve.write(flowSpec(items: 3, padding: 10), to: "a.layout.yaml")
        try serve.sync()
        #expect(Self.nextEvent(subscriber, spec: "a.layout.yaml")?["generation"] as? Int == 3)
        #expect(disk.generation("a.layout.yaml") == 2)
        status = try disk.status()
        #expect((status["outputError"] as? String)?.contains("Read-only file system") == true, "\(status)")
        try disk.setReadOnly(false)
        #expect(eventually(within: .seconds(10)) { disk.generation("a.layout.yaml") == 3 }, "\(serve.logText())")
        let journal = try String(contentsOfFile: "\(disk.root)/.layoutd/journal.jsonl", encoding: .utf8)
        let events = journal.split(separator: "\n").dropFirst()
        #expect(journal.hasSuffix("\n"))
        #expect(events.contains { $0.contains("\"generation\": 3") && $0.contains("a.layout.yaml") }, "\(journal)")
        #expect(events.allSatisfy { $0.contains("\t{") }, "a torn line in the journal:\n\(journal)")
        #expect(serve.stop().status == 0)
    }
}
