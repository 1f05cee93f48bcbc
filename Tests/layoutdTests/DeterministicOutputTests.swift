import Foundation
import Testing

/// The same specs give the same bytes: what lets a team commit `layoutd`'s output as a reference.
///
/// Each run works in its own folder, at another absolute path, at another time: nothing of the path,
/// the clock or the run's speed may reach the files.
struct DeterministicOutputTests {
    /// Every file under `folder`, by its path inside it, with its bytes.
    static func files(under folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let paths = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        for path in paths {
            var isDirectory: ObjCBool = false
            let url = folder.appendingPathComponent(path)
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files[path] = try Data(contentsOf: url)
            }
        }
        return files
    }

    /// The bundled examples copied into a fresh folder, then `compute --output`, `compute` to standard
    /// output and `render` run there on their relative paths.
    static func run() throws -> (folder: URL, stdout: String) {
        let folder = try LayoutdBinary.temporaryDirectory()
        let examples = LayoutdBinary.packageRoot.appendingPathComponent("examples")
        let names = try FileManager.default.contentsOfDirectory(atPath: examples.path)
            .filter { $0.hasSuffix(".layout.yaml") }.sorted()
        #expect(names.count >= 10)
        let specsFolder = folder.appendingPathComponent("specs")
        try FileManager.default.createDirectory(at: specsFolder, withIntermediateDirectories: true)
        for name in names {
            try FileManager.default.copyItem(
                at: examples.appendingPathComponent(name),
                to: specsFolder.appendingPathComponent(name)
            )
        }
        let specs = names.map { "specs/\($0)" }
        let output = try LayoutdBinary.run(["compute"] + specs + ["--output", "out"], in: folder)
        #expect(output.status == 0, "\(output.stderr)")
        let printed = try LayoutdBinary.run(["compute"] + specs, in: folder)
        #expect(printed.status == 0, "\(printed.stderr)")
        for spec in specs {
            let name = URL(fileURLWithPath: spec).lastPathComponent
            let render = try LayoutdBinary.run(["render", spec, "-o", "pictures/\(name)"], in: folder)
            #expect(render.status == 0, "\(render.stderr)")
        }
        return (folder, printed.stdout)
    }

    @Test func computeAndRenderWriteTheSameBytesEveryRun() throws {
        let first = try Self.run()
        let second = try Self.run()
        #expect(first.folder.path != second.folder.path)
        defer {
            try? FileManager.default.removeItem(at: first.folder)
            try? FileManager.default.removeItem(at: second.folder)
        }
        #expect(first.stdout == second.stdout)
        let before = try Self.files(under: first.folder)
        let after = try Self.files(under: second.folder)
        #expect(before.keys.sorted() == after.keys.sorted())
        // layout.json and ENV.svg of every spec, every picture `render` drew, and the specs.
        #expect(before.keys.filter { $0.hasSuffix("/layout.json") }.count >= 10)
        #expect(before.keys.filter { $0.hasPrefix("pictures/") && $0.hasSuffix(".svg") }.count >= 20)
        for (path, bytes) in before {
            #expect(after[path] == bytes, "\(path) differs between two runs")
            let text = String(decoding: bytes, as: UTF8.self)
            #expect(!text.contains(first.folder.path), "\(path) holds the run's folder")
            #expect(!text.contains("\"micros\""), "\(path) holds a timing")
        }
    }

    /// A daemon (in process) in a fresh folder, on copies of the examples, and what it wrote.
    ///
    /// Its first scan, then a save that adds cells (a `diff.json`), a save with an error (an
    /// `error.json` beside the last good layout) and a new spec. Returns every file it wrote, but for its own state (`.layoutd/`: the journal, whose
    /// clock epoch is the time it started, and its lock).
    static func daemonRun() async throws -> (folder: URL, files: [String: Data]) {
        var run: (folder: URL, files: [String: Data])?
        try await InProcessDaemon.run { daemon in
            let examples = LayoutdBinary.packageRoot.appendingPathComponent("examples")
            for name in try FileManager.default.contentsOfDirectory(atPath: examples.path)
            where name.hasSuffix(".layout.yaml") {
                try FileManager.default.copyItem(
                    at: examples.appendingPathComponent(name),
                    to: daemon.specs.appendingPathComponent(name)
                )
            }
            try daemon.write(flowSpec(items: 3), to: "grows.layout.yaml")
            try daemon.write(flowSpec(items: 3), to: "breaks.layout.yaml")
            try await daemon.start()
            try daemon.write(flowSpec(items: 5), to: "grows.layout.yaml")
            try daemon.write(
                flowSpec(items: 3).replacingOccurrences(of: "items: 3", with: "items: three"),
                to: "breaks.layout.yaml"
            )
            try daemon.write(flowSpec(items: 1), to: "later/new.layout.yaml")
            try daemon.sync()
            #expect(daemon.generation("grows.layout.yaml") == 2)
            #expect(daemon.errors("breaks.layout.yaml") != nil)
            run = (daemon.folder, try Self.files(under: daemon.output).filter { !$0.key.hasPrefix(".layoutd/") })
        }
        return try #require(run)
    }

    @Test func daemonSavesWriteTheSameBytesEveryRun() async throws {
        let first = try await Self.daemonRun()
        let second = try await Self.daemonRun()
        #expect(first.files.keys.sorted() == second.files.keys.sorted())
        #expect(first.files.keys.contains("grows.layout.yaml/diff.json"))
        #expect(first.files.keys.contains("breaks.layout.yaml/error.json"))
        #expect(first.files.keys.contains("later/new.layout.yaml/layout.json"))
        #expect(first.files.keys.filter { $0.hasSuffix(".svg") }.count >= 20)
        for (path, bytes) in first.files {
            #expect(second.files[path] == bytes, "\(path) differs between two daemons")
            let text = String(decoding: bytes, as: UTF8.self)
            #expect(!text.contains(first.folder.path), "\(path) holds the run's folder")
            #expect(!text.contains("\"micros\""), "\(path) holds a timing")
            #expect(!text.contains("\"clock\""), "\(path) holds the daemon's clock")
        }
    }
}
