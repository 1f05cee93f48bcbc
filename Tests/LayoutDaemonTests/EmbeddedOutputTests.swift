import Foundation
import Glibc
import LayoutEngine
import LayoutProtocol
import LayoutPublishing
import SpecWatcher
import Testing

@testable import LayoutDaemon

/// Where each spec's files go, through the embedded loop: a spec is its watched folder's path and its
/// own bytes, never a folder's place in the list; no two specs share a name, an output folder or a
/// picture; pictures follow the spec's environments and the configuration.
@Suite struct EmbeddedOutputTests {
    typealias Daemon = EmbeddedLoop

    func exists(_ daemon: EmbeddedLoop, _ path: String) -> Bool {
        FileManager.default.fileExists(atPath: daemon.output.appendingPathComponent(path).path)
    }

    func listed(_ daemon: EmbeddedLoop) -> [String: Int] {
        Dictionary(uniqueKeysWithValues: daemon.published.all.map { ($0.spec, $0.entry.generation) })
    }

    /// The `<rect>` classes of a picture, one string each (`cell changed`).
    func rects(_ daemon: EmbeddedLoop, _ path: String) throws -> [String] {
        let text = try String(contentsOf: daemon.output.appendingPathComponent(path), encoding: .utf8)
        return text.components(separatedBy: "<rect class=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
    }

    @Test func reorderingAddingAndRemovingFoldersChangesOnlyWhatTheyHold() throws {
        let w = ["/memory/w1", "/memory/w2", "/memory/w3"]
        let daemon = try EmbeddedLoop(roots: [w[0], w[1]])
        for (folder, spec) in zip(w, ["a", "b", "c"]) {
            daemon.files.write("\(folder)/\(spec).layout.yaml", Daemon.flow(items: 2))
        }
        try daemon.start()
        #expect(listed(daemon) == ["w1/a.layout.yaml": 1, "w2/b.layout.yaml": 1])
        #expect(exists(daemon, "w1/a.layout.yaml/layout.json"))
        _ = daemon.takeEvents()

        try daemon.reload(configuration: "", roots: [w[1], w[0]])
        try daemon.reload(configuration: "", roots: [w[2], w[1], w[0]])
        daemon.runFor(100)
        #expect(listed(daemon) == ["w1/a.layout.yaml": 1, "w2/b.layout.yaml": 1, "w3/c.layout.yaml": 1])
        try daemon.reload(configuration: "", roots: [w[2], w[0]])
        daemon.runFor(100)
        #expect(listed(daemon) == ["w1/a.layout.yaml": 1, "w3/c.layout.yaml": 1])
        #expect(!exists(daemon, "w2"))
        #expect(
            daemon.takeEvents() == [
                "rescan", "rescan", "layout w3/c.layout.yaml", "removed w2/b.layout.yaml", "rescan",
            ]
        )
    }

    @Test func twoFoldersHoldingTheSamePathAreTwoSpecs() throws {
        let daemon = try EmbeddedLoop(roots: ["/memory/app/Layouts", "/memory/widgets/Layouts"])
        daemon.files.write("/memory/app/Layouts/home.layout.yaml", Daemon.flow(items: 2))
        daemon.files.write("/memory/widgets/Layouts/home.layout.yaml", Daemon.flow(items: 5))
        try daemon.start()
        // Both folders are named `Layouts`: the one whose path sorts later is `Layouts~2`.
        #expect(listed(daemon) == ["Layouts/home.layout.yaml": 1, "Layouts~2/home.layout.yaml": 1])
        #expect(daemon.layoutFile("Layouts~2/home.layout.yaml") != daemon.layoutFile("Layouts/home.layout.yaml"))
        daemon.delete("home.layout.yaml", root: 0)
        daemon.runFor(200)
        #expect(listed(daemon) == ["Layouts~2/home.layout.yaml": 1])
        #expect(exists(daemon, "Layouts~2/home.layout.yaml/layout.json"))
    }

    @Test func namesThatCouldCollideHaveTheirOwnFolders() throws {
        let daemon = try EmbeddedLoop()
        let names = [
            "a.layout.yaml", "a.layout.yml", "..layout.yaml", ".layoutd.layout.yaml", "home.layout.yaml",
            "home/layout.json.layout.yaml", "_x.layout.yaml",
        ]
        for (index, name) in names.enumerated() { daemon.source.save(name, Daemon.flow(items: index + 1)) }
        try daemon.start()
        let folders = [
            "a.layout.yaml", "a.layout.yml", "_..layout.yaml", "_.layoutd.layout.yaml", "home.layout.yaml",
            "home/layout.json.layout.yaml", "__x.layout.yaml",
        ]
        for (name, folder) in zip(names, folders) {
            #expect(daemon.layoutFile(folder)?.contains("\"spec\": \"\(name)\"") == true, "\(folder)")
        }
        #expect(exists(daemon, ".layoutd/journal.jsonl") && !exists(daemon, "layout.json"))
        daemon.delete("a.layout.yml")
        daemon.delete("home.layout.yaml")
        daemon.runFor(200)
        #expect(exists(daemon, "a.layout.yaml/layout.json") && !exists(daemon, "a.layout.yml"))
        #expect(exists(daemon, "home/layout.json.layout.yaml/layout.json"))
        #expect(listed(daemon).count == names.count - 2)
    }

    @Test func everyEnvironmentHasItsOwnPicture() throws {
        let daemon = try EmbeddedLoop(configuration: "preview: svg\n")
        let long = String(repeating: "x", count: 300)
        daemon.source.save(
            "envs.layout.yaml",
            """
            environments:
              - {name: "a/b", size: [320, 480]}
              - {name: "a_b", size: [320, 480]}
              - {name: "\(long)", size: [320, 480]}
              - {name: "\(long)y", size: [320, 480]}
            layout: {type: flow, itemSize: [50, 50]}
            sections: [{items: 1}]

            """
        )
        try daemon.start()
        let folder = daemon.output.appendingPathComponent("envs.layout.yaml")
        let pictures = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".svg") }
        #expect(pictures.count == 4, "\(pictures)")
        #expect(pictures.contains("a%2Fb.svg") && pictures.contains("a_b.svg"))
        #expect(pictures.allSatisfy { $0.utf8.count <= 255 })
        #expect(!daemon.logLines.contains { $0.contains("cannot write") })
    }

    static func spec(middleItems: Int, environments: String) -> String {
        var lines = ["environments: \(environments)"]
        lines.append("layout: {type: flow, itemSize: [50, 50], minimumLineSpacing: 10, minimumInteritemSpacing: 10}")
        lines.append("sections:")
        for number in 0..<5 { lines.append("  - {id: s\(number), items: \(number == 2 ? middleItems : 6)}") }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test func picturesDrawEveryEnvironmentAndHighlightTheLastSave() throws {
        let daemon = try EmbeddedLoop(configuration: "preview: svg\n")
        let both = "[{device: iPhone 15}, {name: small, size: [320, 480]}]"
        daemon.source.save("home.layout.yaml", Self.spec(middleItems: 6, environments: both))
        try daemon.start()
        for name in ["iphone-15.svg", "small.svg"] {
            let rects = try rects(daemon, "home.layout.yaml/\(name)")
            #expect(rects.filter { $0.hasPrefix("cell") }.count == 30 && !rects.contains { $0.contains("changed") })
        }
        // s2 grows from 6 to 12 items: its 6 new cells are what the last save changed, in both, drawn
        // once the saves pause.
        daemon.save("home.layout.yaml", Self.spec(middleItems: 12, environments: both))
        daemon.runFor(400)
        for name in ["iphone-15.svg", "small.svg"] {
            let rects = try rects(daemon, "home.layout.yaml/\(name)")
            #expect(rects.filter { $0.hasPrefix("cell") }.count == 36)
            #expect(rects.filter { $0 == "cell changed" }.count == 6, "\(name)")
        }
        // An environment the spec drops takes its picture with it.
        daemon.save("home.layout.yaml", Self.spec(middleItems: 12, environments: "[{device: iPhone 15}]"))
        daemon.runFor(400)
        let folder = daemon.output.appendingPathComponent("home.layout.yaml")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
                "diff.json", "iphone-15.svg", "layout.json",
            ]
        )
    }

    /// A save's pictures are drawn once the saves pause for 300 ms, once for all the saves of an edit
    /// in progress, and at once for a `sync`.
    @Test func picturesWaitForTheSavesToPause() throws {
        let daemon = try EmbeddedLoop(configuration: "preview: svg\n")
        let one = "[{name: small, size: [320, 480]}]"
        daemon.source.save("home.layout.yaml", Self.spec(middleItems: 1, environments: one))
        try daemon.start()
        let cells = { try rects(daemon, "home.layout.yaml/small.svg").filter { $0.hasPrefix("cell") }.count }
        #expect(try cells() == 25)
        for items in 2...4 {
            daemon.save("home.layout.yaml", Self.spec(middleItems: items, environments: one))
            daemon.advance(200)
        }
        #expect(daemon.generation("home.layout.yaml") == 4)
        #expect(try cells() == 25, "the saves have not paused: the picture is the first scan's")
        daemon.advance(100)
        #expect(try cells() == 28, "300 ms after the last save, the last save's picture")
        daemon.save("home.layout.yaml", Self.spec(middleItems: 5, environments: one))
        let answer = daemon.sync()
        daemon.runFor(50)
        #expect(answer.value != nil)
        #expect(try cells() == 29, "a sync draws what is owed")
    }

    /// Two environments of 30,000 cells are 60,000 frames, more than the 50,000 the daemon draws:
    /// the layout is published, the pictures are not drawn (the earlier ones go), and a line says so.
    @Test func theLargestLayoutsAreNotDrawn() throws {
        let daemon = try EmbeddedLoop(configuration: "preview: svg\n")
        let spec = { (items: Int) in
            "environments: [{device: iPhone 15}, {name: small, size: [320, 480]}]\n"
                + "layout: {type: flow, itemSize: [10, 10]}\nsections:\n  - {id: s, items: \(items)}\n"
        }
        daemon.source.save("big.layout.yaml", spec(6))
        try daemon.start()
        #expect(exists(daemon, "big.layout.yaml/small.svg"))
        daemon.save("big.layout.yaml", spec(30_000))
        daemon.runFor(400)
        #expect(daemon.generation("big.layout.yaml") == 2)
        #expect(!exists(daemon, "big.layout.yaml/small.svg") && !exists(daemon, "big.layout.yaml/iphone-15.svg"))
        #expect(
            daemon.logLines.contains {
                $0.contains("not drawing the pictures of big.layout.yaml: its 60000 frames are more than the 50000")
            },
            "\(daemon.logLines)"
        )
        // Small again: drawn again.
        daemon.save("big.layout.yaml", spec(7))
        daemon.runFor(400)
        #expect(try rects(daemon, "big.layout.yaml/small.svg").filter { $0.hasPrefix("cell") }.count == 7)
    }

    /// The first scan's pictures are drawn after `READY=1`, a batch a turn, and a `sync` answers once
    /// they are all drawn: a thousand specs' pictures were a third of the start.
    @Test func theFirstScansPicturesComeAfterReadyAndBeforeSync() throws {
        let daemon = try EmbeddedLoop(configuration: "preview: svg\n")
        let count = OutputFolderSink.owedPicturesPerTurn + 5
        let names = (0..<count).map { "s\($0).layout.yaml" }
        for name in names { daemon.source.save(name, Daemon.flow(items: 2)) }
        let drawn = { (name: String) in
            let folder = daemon.output.appendingPathComponent(name).path
            return (try? FileManager.default.contentsOfDirectory(atPath: folder))?.contains { $0.hasSuffix(".svg") }
                ?? false
        }
        try daemon.loop.start(at: daemon.now)
        #expect(daemon.logLines.contains { $0.contains("ready: ") })
        #expect(listed(daemon).count == count, "every spec is published before READY")
        #expect(names.allSatisfy { exists(daemon, "\($0)/layout.json") })
        #expect(!names.contains(where: drawn), "no picture is drawn before READY")
        let answer = daemon.sync()
        #expect(daemon.loop.nextDeadline(after: daemon.now) == daemon.now, "a turn is due at once")
        daemon.turn()
        #expect(names.filter(drawn).count == OutputFolderSink.owedPicturesPerTurn)
        #expect(answer.value == nil, "a sync waits for the pictures owed")
        daemon.turn()
        #expect(names.allSatisfy(drawn))
        #expect(answer.value != nil)
        #expect(daemon.loop.nextDeadline(after: daemon.now) != daemon.now)
    }

    @Test func picturesFollowTheConfigurationWithoutPublishingAgain() throws {
        let daemon = try EmbeddedLoop()
        daemon.source.save("home.layout.yaml", Self.spec(middleItems: 6, environments: "[{device: iPhone 15}]"))
        try daemon.start()
        let folder = daemon.output.appendingPathComponent("home.layout.yaml")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["layout.json"])
        let roots = [EmbeddedLoop.roots[0]]
        try daemon.reload(configuration: "preview: svg\n", roots: roots)
        daemon.runFor(100)
        #expect(try rects(daemon, "home.layout.yaml/iphone-15.svg").filter { $0.hasPrefix("cell") }.count == 30)
        try daemon.reload(configuration: "", roots: roots)
        daemon.runFor(100)
        #expect(!exists(daemon, "home.layout.yaml/iphone-15.svg"))
        #expect(daemon.generation("home.layout.yaml") == 1)
    }

    /// A folder planted where a spec's file was written first (its temporary name was
    /// `.layout.json.tmp-PID`) kept that spec unwritten for good; the names are not known beforehand now.
    @Test func aFolderPlantedAtATemporaryNameDoesNotKeepASpecUnwritten() throws {
        let daemon = try EmbeddedLoop()
        daemon.source.save("a.layout.yaml", Daemon.flow(items: 1))
        try daemon.start()
        let folder = daemon.output.appendingPathComponent("a.layout.yaml")
        for name in ["layout.json", "diff.json"] {
            let planted = folder.appendingPathComponent(".\(name).tmp-\(getpid())")
            try FileManager.default.createDirectory(at: planted, withIntermediateDirectories: false)
        }
        daemon.save("a.layout.yaml", Daemon.flow(items: 2))
        #expect(daemon.layoutFile("a.layout.yaml")?.contains("\"generation\": 2") == true)
        #expect(daemon.published.unwritten.count == 0)
    }

    /// A spec whose folder in the output folder cannot be named (255 bytes beginning with `_`, so 256
    /// once escaped) was retried every 2 seconds like a full disk, and counted as behind for good: it
    /// is said once, subscribers still get its layout, and nothing is retried.
    @Test func aNameTheOutputFolderCannotHoldIsSaidOnceAndNotRetried() throws {
        let name = "_" + String(repeating: "n", count: 255 - 1 - ".layout.yaml".count) + ".layout.yaml"
        #expect(name.utf8.count == 255)
        let daemon = try EmbeddedLoop()
        daemon.source.save(name, Daemon.flow(items: 1))
        try daemon.start()
        #expect(listed(daemon)[name] == 1, "subscribers get its layout")
        #expect(daemon.published.unwritten.count == 0, "nothing is counted as behind")
        let said = { daemon.logLines.filter { $0.contains("rename it") }.count }
        #expect(said() == 1)
        daemon.runFor(6_100)
        #expect(said() == 1, "not retried")
        #expect(!daemon.logLines.contains { $0.contains("written again every 2 seconds") })
    }

    /// An `OUTPUT/.layoutd` that is a link had the lock and the journal written where it led, outside
    /// the output folder: the daemon now refuses it, says why, and writes nothing there.
    @Test func aStateFolderThatIsALinkIsRefused() throws {
        let folder = try EmbeddedLoop.temporaryFolder()
        let elsewhere = folder.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        let output = folder.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: output.appendingPathComponent(".layoutd"),
            withDestinationURL: elsewhere
        )
        let daemon = try EmbeddedLoop(folder: folder)
        #expect {
            try daemon.start()
        } throws: { error in
            "\(error)".contains(
                "/out/.layoutd is a symbolic link; layoutd keeps its state in a folder of the output folder itself"
            )
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).isEmpty)
    }
}
