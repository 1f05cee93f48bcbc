import Foundation
import Glibc
import LayoutEngine
import LayoutProtocol
import Synchronization
import TestSupport
import Testing

/// The soak of `make soak MINUTES=N`; `make test` skips it.
///
/// For N minutes: random saves in every editor's style, deletions, renames, folder moves, broken
/// specs and permission flips (specs and folders made unreadable a moment), 20 subscribers (one slow,
/// one reconnecting every few seconds), and now and then a `SIGHUP` that reorders, adds or removes
/// watched folders, a second `serve` on the same output folder, and (in the first half) `kill -9`
/// with a restart. The daemon runs without the capabilities that override file modes, so
/// that the flips bind it even as root. At the end the output folder equals `layoutd compute` of the final
/// files, every subscriber's layouts rebuilt from its events equal the folder's, and the daemon's
/// memory did not grow over the second half, which has no restarts.
@Suite struct SoakTests {
    static let minutes = ProcessInfo.processInfo.environment["LAYOUTD_SOAK_MINUTES"].flatMap(Double.init)

    /// One subscriber on its own thread: it reads, rebuilds its model, and comes back with `since`
    /// whenever its connection ends (a restart, or on purpose).
    final class Subscriber: Sendable {
        let socket: String
        let slow: Bool
        let reconnects: Bool
        let stopped = Atomic<Bool>(false)
        let state = Mutex((model: SubscriberModel(), connections: 0, lastEvent: ContinuousClock.now))

        init(socket: String, slow: Bool, reconnects: Bool) {
            self.socket = socket
            self.slow = slow
            self.reconnects = reconnects
        }

        func run(seed: UInt64) {
            var random = SeededGenerator(seed: seed)
            while !stopped.load(ordering: .relaxed) {
                guard let client = try? SocketClient(socket) else {
                    usleep(50_000)
                    continue
                }
                let since = state.withLock { state in
                    state.connections += 1
                    return state.model.clock.map { ", \"since\": \"\($0)\"" } ?? ""
                }
                client.send("{\"id\": 1, \"command\": \"subscribe\", \"specs\": [\"**\"]\(since)}\n")
                let leaveAt = ContinuousClock.now + .milliseconds(1_000 + random.next(below: 3_000))
                while !stopped.load(ordering: .relaxed), !client.isClosed {
                    if reconnects && ContinuousClock.now > leaveAt { break }
                    guard let line = client.receiveLine(within: .milliseconds(100)) else { continue }
                    state.withLock { state in
                        state.model.apply(line: line)
                        state.lastEvent = .now
                    }
                    if slow { usleep(5_000) }
                }
            }
        }
    }

    /// Saves, deletes, renames and moves specs at random, in every editor's style.
    final class Churn: Sendable {
        let specs: URL
        let stopped = Atomic<Bool>(false)
        let counts = Mutex([String: Int]())

        init(specs: URL) { self.specs = specs }

        func run(seed: UInt64) {
            var random = SeededGenerator(seed: seed)
            let folders = ["a", "b", "c/d"]
            let fileManager = FileManager.default
            while !stopped.load(ordering: .relaxed) {
                let folder = folders[random.next(below: folders.count)]
                let directory = specs.appendingPathComponent(folder)
                try? fileManager.createDirectory(at: directory, withIntermediateDirectories: true)
                let name = "s\(random.next(below: 6)).layout.yaml"
                let url = directory.appendingPathComponent(name)
                let text =
                    random.next(below: 12) == 0
                    ? "sections: [{items: [oops]}]\n" : flowSpec(items: 1 + random.next(below: 30), padding: 10)
                let action: String
                switch random.next(below: 20) {
                case 0..<6:
                    action = "in place"
                    try? Data(text.utf8).write(to: url)
                case 6..<11:
                    action = "rename"
                    let temporary = directory.appendingPathComponent(".\(name).tmp\(random.next(below: 100))")
                    try? Data(text.utf8).write(to: temporary)
                    rename(temporary.path, url.path)
                case 11..<15:
                    // vim: the old file becomes the backup, a new file is written, the backup goes.
                    action = "vim"
                    let backup = directory.appendingPathComponent(name + "~")
                    rename(url.path, backup.path)
                    try? Data(text.utf8).write(to: url)
                    unlink(backup.path)
                case 15..<17:
                    action = "delete"
                    unlink(url.path)
                case 17:
                    // Unreadable a moment, then readable again: the daemon must follow both.
                    action = "permission flip"
                    let target = random.next(below: 2) == 0 ? url : directory
                    chmod(target.path, 0o000)
                    usleep(UInt32(random.next(below: 100_000)))
                    chmod(target.path, target == url ? 0o644 : 0o755)
                case 18:
                    action = "rename spec"
                    rename(url.path, directory.appendingPathComponent("s\(random.next(below: 6)).layout.yaml").path)
                default:
                    // A folder moved away and back, as a branch switch or a refactor would.
                    action = "move folder"
                    let moved = specs.appendingPathComponent("moved-\(random.next(below: 1_000))")
                    if rename(directory.path, moved.path) == 0 {
                        usleep(UInt32(random.next(below: 200_000)))
                        rename(moved.path, directory.path)
                    }
                }
                counts.withLock { $0[action, default: 0] += 1 }
                usleep(UInt32(2_000 + random.next(below: 20_000)))
            }
        }
    }

    @Test(
        .enabled(if: minutes != nil, "the soak runs with `make soak MINUTES=N`"),
        .timeLimit(.minutes(600))
    )
    func soak() throws {
        let minutes = Self.minutes ?? 0
        let serve = try ServeProcess()
        // The three folders the churn writes in, watched as roots: their labels are their names, so a
        // spec's name is its path under `specs/`, as `compute` there names it.
        let roots = ["a", "b", "c"].map { serve.specs.appendingPathComponent($0).path }
        for root in roots { try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true) }
        func watch(_ folders: [String]) throws {
            try Data("watch: [\(folders.joined(separator: ", "))]\n".utf8).write(to: serve.configuration)
        }
        try watch(roots)
        serve.watchesFromConfiguration = true
        let launcher = HostileFilesTests.boundByModes
        try serve.start(launcher: launcher)
        let start = ContinuousClock.now
        let half = start + .seconds(minutes * 30)
        let end = start + .seconds(minutes * 60)

        let subscribers = (0..<20).map { index in
            Subscriber(socket: serve.socket.path, slow: index == 0, reconnects: index == 1)
        }
        let churn = Churn(specs: serve.specs)
        var threads = subscribers.enumerated().map { index, subscriber in
            Thread { subscriber.run(seed: UInt64(index)) }
        }
        threads.append(Thread { churn.run(seed: 2026) })
        for thread in threads { thread.start() }

        var random = SeededGenerator(seed: 37)
        var kills = 0
        var reloads = 0
        var secondServes: [Int32] = []
        var torn: [String] = []
        var peakKiB = 0
        var secondHalf: [Int] = []
        while ContinuousClock.now < end {
            let pause = Duration.milliseconds(5_000 + random.next(below: 15_000))
            let wake = min(ContinuousClock.now + pause, end)
            while ContinuousClock.now < wake {
                usleep(500_000)
                let kib = ResourceLimitTests.residentKiB(serve.process.processIdentifier)
                peakKiB = max(peakKiB, kib)
                // Memory after warm-up: the second half, once its first 10 % have passed.
                if ContinuousClock.now > half + .seconds(minutes * 3) { secondHalf.append(kib) }
            }
            switch random.next(below: 3) {
            case 0 where ContinuousClock.now < half:
                #expect(serve.stop(SIGKILL).status != 0)
                kills += 1
                torn += CrashTests.tornFiles(under: serve.output)
                try serve.start(launcher: launcher)
            case 1:
                // At least two folders, so that names keep their folder's label; in any order.
                var folders = roots.shuffled(using: &random)
                folders.removeLast(random.next(below: 2))
                try watch(folders)
                serve.signal(SIGHUP)
                reloads += 1
            default:
                secondServes.append(try Self.secondServe(serve))
            }
        }
        churn.stopped.store(true, ordering: .relaxed)
        while !threads[threads.count - 1].isFinished { usleep(1_000) }
        // Every folder watched and readable again.
        try watch(roots)
        serve.signal(SIGHUP)
        Self.makeReadable(serve.specs)
        try serve.sync()
        _ = try serve.synced { serve.logText().components(separatedBy: "reloaded:").count > reloads + 1 }
        try serve.sync()
        #expect(secondServes.allSatisfy { $0 == 1 }, "a second serve on the folder: \(secondServes)")
        // Every subscriber reads until it has heard nothing for 3 seconds.
        _ = eventually(within: .seconds(300)) {
            subscribers.allSatisfy { subscriber in
                subscriber.state.withLock { ContinuousClock.now - $0.lastEvent > .seconds(3) }
            }
        }
        for subscriber in subscribers { subscriber.stopped.store(true, ordering: .relaxed) }
        while !threads.allSatisfy(\.isFinished) { usleep(1_000) }

        // The final check: the folder is `layoutd compute`'s, and every subscriber holds the folder.
        #expect(torn.isEmpty, "\(torn)")
        let output = outputLayouts(serve.output)
        let specs = Set(
            (FileManager.default.enumerator(atPath: serve.specs.path)?.allObjects as? [String] ?? [])
                .filter { $0.hasSuffix(".layout.yaml") && !$0.hasPrefix(".") }
        )
        let fresh = try LayoutdBinary.temporaryDirectory()
        _ = try LayoutdBinary.run(["compute", "--output", fresh.path] + specs.sorted(), in: serve.specs)
        let computed = outputLayouts(fresh)
        var mismatches: [String] = []
        for spec in specs.sorted() {
            if let computed = computed[spec] {
                if computed.snapshot.environments != output[spec]?.snapshot.environments { mismatches.append(spec) }
            } else if output[spec] != nil,
                !FileManager.default.fileExists(
                    atPath: serve.outputFolder(spec).appendingPathComponent("error.json").path
                )
            {
                mismatches.append("\(spec) (no error.json)")
            }
        }
        #expect(Set(output.keys).isSubset(of: specs), "\(Set(output.keys).subtracting(specs))")
        #expect(mismatches.isEmpty, "the folder is not `layoutd compute`'s for \(mismatches)")
        var events = 0
        var connections = 0
        for (index, subscriber) in subscribers.enumerated() {
            let (model, count) = subscriber.state.withLock { ($0.model, $0.connections) }
            events += model.events
            connections += count
            #expect(model.problems.isEmpty, "subscriber \(index): \(model.problems.prefix(5))")
            let differing = Set(model.layouts.keys).union(output.keys).filter {
                model.layouts[$0] != output[$0]?.snapshot
            }
            #expect(differing.isEmpty, "subscriber \(index) differs on \(differing.sorted())")
        }
        if !mismatches.isEmpty || !torn.isEmpty || !Set(output.keys).isSubset(of: specs)
            || subscribers.contains(where: { subscriber in
                subscriber.state.withLock { state in
                    !state.model.problems.isEmpty || Set(state.model.layouts.keys) != Set(output.keys)
                }
            })
        {
            serve.keepsFolder = true
            print("soak: kept \(serve.folder.path) to look into")
        }
        let growthKiB = (secondHalf.last ?? 0) - (secondHalf.first ?? 0)
        #expect(growthKiB < 4_096, "memory grew \(growthKiB) KiB over the second half: \(secondHalf)")
        let counts = churn.counts.withLock { $0 }
        print(
            """
            soak: \(minutes) min, \(counts.values.reduce(0, +)) file operations \(counts.sorted { $0.key < $1.key }), \
            \(kills) kill -9 and restarts, \(reloads + 1) reloads, \(secondServes.count) second serves refused, \
            \(events) events to 20 subscribers over \(connections) connections, \
            \(specs.count) specs at the end, peak resident \(peakKiB) KiB, second half \(secondHalf.first ?? 0) → \
            \(secondHalf.last ?? 0) KiB; final check: \(mismatches.isEmpty ? "folder = compute" : "MISMATCH")
            """
        )
        #expect(serve.stop().status == 0)
    }

    /// Starts a second `serve` on the soak's output folder and returns its exit status: it must stop
    /// at once with 1, naming the running daemon, and leave it alone.
    static func secondServe(_ serve: ServeProcess) throws -> Int32 {
        let process = Process()
        process.executableURL = LayoutdBinary.executable
        let socket = serve.folder.appendingPathComponent("second.sock").path
        process.arguments = [
            "serve", "--config", serve.configuration.path, "--output", serve.output.path, "--socket", socket,
        ]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard text.contains("is serving the output folder") else { return -1 }
        return process.terminationStatus
    }

    /// Gives every folder under `root` mode 755 and every file 644.
    static func makeReadable(_ root: URL) {
        chmod(root.path, 0o755)
        let enumerator = FileManager.default.enumerator(atPath: root.path)
        while let path = enumerator?.nextObject() as? String {
            let full = root.appendingPathComponent(path).path
            var info = stat()
            guard lstat(full, &info) == 0 else { continue }
            chmod(full, (info.st_mode & S_IFMT) == S_IFDIR ? 0o755 : 0o644)
        }
    }
}
