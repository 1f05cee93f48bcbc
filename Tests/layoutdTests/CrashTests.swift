import Foundation
import Glibc
import LayoutEngine
import LayoutProtocol
import Synchronization
import TestSupport
import Testing

/// `kill -9` at random moments while specs are saved as fast as possible: no
/// torn file, the journal intact, and a subscriber that resumes with `since` after each restart ends
/// with exactly the layouts in the output folder, which are `layoutd compute`'s.
@Suite struct CrashTests {
    /// Saves random specs, in place or by rename, some of them broken, until told to stop.
    final class Writer: Sendable {
        let folder: URL
        let names: [String]
        let stopped = Atomic<Bool>(false)
        let saves = Atomic<Int>(0)

        init(folder: URL, names: [String]) {
            self.folder = folder
            self.names = names
        }

        func run(seed: UInt64) {
            var random = SeededGenerator(seed: seed)
            while !stopped.load(ordering: .relaxed) {
                let name = names[random.next(below: names.count)]
                let url = folder.appendingPathComponent(name)
                let text =
                    random.next(below: 10) == 0
                    ? "sections: [{items: broken}]\n" : flowSpec(items: 1 + random.next(below: 40), padding: 10)
                if random.next(below: 2) == 0 {
                    try? Data(text.utf8).write(to: url)
                } else {
                    let temporary = folder.appendingPathComponent(".\(name).tmp\(random.next(below: 1000))")
                    try? Data(text.utf8).write(to: temporary)
                    rename(temporary.path, url.path)
                }
                saves.add(1, ordering: .relaxed)
                usleep(UInt32(1_000 + random.next(below: 5_000)))
            }
        }
    }

    /// Whether every file the daemon writes under `folder` is whole: JSON that parses, pictures that
    /// end, journal lines that parse (the last may be torn by a kill); the problems found.
    static func tornFiles(under folder: URL) -> [String] {
        var problems: [String] = []
        guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return ["no output folder"] }
        while let path = walker.nextObject() as? String {
            let name = (path as NSString).lastPathComponent
            guard !name.hasPrefix("."),
                let data = FileManager.default.contents(atPath: folder.appendingPathComponent(path).path)
            else { continue }
            if name.hasSuffix(".json"), (try? JSONSerialization.jsonObject(with: data)) == nil {
                problems.append("\(path) is not whole JSON")
            } else if name.hasSuffix(".svg"), !String(decoding: data, as: UTF8.self).hasSuffix("</svg>\n") {
                problems.append("\(path) is not a whole picture")
            } else if name == "journal.jsonl" {
                let lines = String(decoding: data, as: UTF8.self).split(
                    separator: "\n",
                    omittingEmptySubsequences: false
                )
                for line in lines.dropFirst().dropLast() {
                    let parts = line.split(separator: "\t", maxSplits: 1)
                    let whole =
                        parts.count == 2
                        && parts.allSatisfy { (try? JSONSerialization.jsonObject(with: Data($0.utf8))) != nil }
                    if !whole { problems.append("a journal line is not whole: \(line.prefix(80))") }
                }
            }
        }
        return problems
    }

    @Test func killNineDuringHeavyActivityLosesNothing() throws {
        let serve = try ServeProcess()
        let names = (0..<8).map { "s\($0).layout.yaml" }
        for name in names { try serve.write(flowSpec(items: 1, padding: 10), to: name) }
        try serve.start()
        var model = SubscriberModel()
        var subscriber = try SocketClient(serve.socket.path)
        subscriber.send("{\"id\": 1, \"command\": \"subscribe\", \"specs\": [\"**\"]}\n")

        let writer = Writer(folder: serve.specs, names: names)
        let thread = Thread { writer.run(seed: 26) }
        thread.start()
        var random = SeededGenerator(seed: 9)
        let kills = 5
        for round in 0..<kills {
            // Heavy activity for a while, the subscriber reading all along; then a kill.
            let until = ContinuousClock.now + .milliseconds(300 + random.next(below: 700))
            while ContinuousClock.now < until {
                if let line = subscriber.receiveLine(within: .milliseconds(20)) { model.apply(line: line) }
            }
            #expect(serve.stop(SIGKILL).status != 0)
            while let line = subscriber.receiveLine(within: .seconds(2)) { model.apply(line: line) }
            let torn = Self.tornFiles(under: serve.output)
            #expect(torn.isEmpty, "after kill \(round + 1): \(torn)")
            try serve.start()
            #expect(!serve.logText().contains("the journal could not be read"), "\(serve.logText())")
            subscriber = try SocketClient(serve.socket.path)
            let since = model.clock.map { ", \"since\": \"\($0)\"" } ?? ""
            subscriber.send("{\"id\": 1, \"command\": \"subscribe\", \"specs\": [\"**\"]\(since)}\n")
        }
        writer.stopped.store(true, ordering: .relaxed)
        while !thread.isFinished { usleep(1_000) }
        try serve.sync()
        while let line = subscriber.receiveLine(within: .seconds(1)) { model.apply(line: line) }

        // The subscriber, the output folder and a fresh `layoutd compute` agree.
        #expect(model.problems.isEmpty, "\(model.problems)")
        let output = outputLayouts(serve.output)
        #expect(Set(output.keys) == Set(names))
        for name in names {
            #expect(
                model.layouts[name] == output[name]?.snapshot,
                "\(name): the subscriber's layout is not the folder's"
            )
        }
        let fresh = try LayoutdBinary.temporaryDirectory()
        _ = try LayoutdBinary.run(["compute", "--output", fresh.path] + names, in: serve.specs)
        let computed = outputLayouts(fresh)
        for name in names {
            let broken = FileManager.default.fileExists(
                atPath: serve.outputFolder(name).appendingPathComponent("error.json").path
            )
            if let computed = computed[name] {
                #expect(!broken, "\(name) has errors in the folder but computes")
                #expect(computed.snapshot.environments == output[name]?.snapshot.environments, "\(name) ≠ compute")
            } else {
                #expect(broken, "\(name) does not compute but has no error.json")
            }
        }
        print(
            "kill -9 × \(kills): \(writer.saves.load(ordering: .relaxed)) saves, \(model.events) events to the subscriber, "
                + "\(serve.logLines().filter { $0.contains("caught up to generation") }.count) spec(s) caught up from the journal"
        )
        #expect(serve.stop().status == 0)
    }
}

extension CrashTests {
    /// The window a random kill rarely hits, made on purpose.
    ///
    /// The daemon told subscribers of generation 3 and was killed before writing its files. The
    /// restarted daemon continues from generation 3, as subscribers do, and writes its files.
    @Test func filesBehindTheJournalAreCaughtUpAtStart() throws {
        let serve = try ServeProcess()
        try serve.write(flowSpec(items: 1, padding: 10), to: "a.layout.yaml")
        try serve.start()
        try serve.write(flowSpec(items: 2, padding: 10), to: "a.layout.yaml")
        try serve.sync()
        let folder = serve.outputFolder("a.layout.yaml")
        let behind = try ["layout.json", "diff.json"].map { try Data(contentsOf: folder.appendingPathComponent($0)) }
        var model = SubscriberModel()
        let subscriber = try SocketClient(serve.socket.path)
        subscriber.send("{\"id\": 1, \"command\": \"subscribe\", \"specs\": [\"**\"]}\n")
        try serve.write(flowSpec(items: 3, padding: 10), to: "a.layout.yaml")
        try serve.sync()
        // `sync` answers once generation 3 is published; its event reaches this subscriber's socket on
        // the socket's own thread, which is waited for before the kill.
        while model.generations["a.layout.yaml"] != 3, let line = subscriber.receiveLine(within: .seconds(5)) {
            model.apply(line: line)
        }
        #expect(serve.stop(SIGKILL).status != 0)
        while let line = subscriber.receiveLine(within: .seconds(2)) { model.apply(line: line) }
        #expect(model.generations["a.layout.yaml"] == 3)
        // As if the kill came between the event and the files: generation 2's files.
        for (name, data) in zip(["layout.json", "diff.json"], behind) {
            try data.write(to: folder.appendingPathComponent(name))
        }

        try serve.start()
        #expect(serve.generation("a.layout.yaml") == 3, "\(serve.logText())")
        #expect(serve.diff("a.layout.yaml")?["to"] as? Int == 3)
        #expect(serve.logText().contains("caught up to generation 3"))
        let resumed = try SocketClient(serve.socket.path)
        resumed.send(
            "{\"id\": 1, \"command\": \"subscribe\", \"specs\": [\"**\"], \"since\": \"\(model.clock ?? "")\"}\n"
        )
        try serve.write(flowSpec(items: 4, padding: 10), to: "a.layout.yaml")
        try serve.sync()
        while let line = resumed.receiveLine(within: .seconds(1)) { model.apply(line: line) }
        // Nothing repeated, nothing missed: a diff from 3 to 4, which applies to what the subscriber holds.
        #expect(model.problems.isEmpty, "\(model.problems)")
        #expect(model.generations["a.layout.yaml"] == 4)
        #expect(model.layouts["a.layout.yaml"] == outputLayouts(serve.output)["a.layout.yaml"]?.snapshot)
        #expect(serve.stop().status == 0)
    }
}
