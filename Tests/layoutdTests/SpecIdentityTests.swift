import Foundation
import Glibc
import Testing

/// One spec identity from the watcher to the output folder and the socket, against the real binary:
/// a spec is its watched folder's path and its own bytes, never a folder's place in the list, and
/// no two specs share a name or an output folder.
@Suite struct SpecIdentityTests {
    /// The specs the daemon lists on its socket, by name, with their generations.
    static func listed(_ serve: ServeProcess) throws -> [String: Int] {
        let client = try SocketClient(serve.socket.path)
        client.send("{\"id\": 1, \"command\": \"list\"}\n")
        let specs = (client.receive()?["specs"] as? [[String: Any]]) ?? []
        return Dictionary(
            specs.map { ($0["spec"] as? String ?? "?", $0["generation"] as? Int ?? -1) },
            uniquingKeysWith: { first, _ in first }
        )
    }

    /// Rewrites the configuration, sends `SIGHUP` and waits for the reload to be done and published.
    static func reload(_ serve: ServeProcess, watch: [String]) throws {
        let before = serve.logLines().filter { $0.contains("reloaded:") }.count
        try Data("watch: [\(watch.joined(separator: ", "))]\n".utf8).write(to: serve.configuration)
        serve.signal(SIGHUP)
        let reloaded = eventually { serve.logLines().filter { $0.contains("reloaded:") }.count > before }
        #expect(reloaded, "\(serve.logText())")
        try serve.sync()
    }

    /// A reload that reorders, inserts or removes watched folders republished every spec as
    /// generation 1 and then removed them all (status: 0 specs), with no file changed.
    @Test func reorderingAddingAndRemovingFoldersChangesOnlyWhatTheyHold() throws {
        let serve = try ServeProcess()
        serve.watchesFromConfiguration = true
        for (folder, spec) in [("w1", "a"), ("w2", "b"), ("w3", "c")] {
            try serve.write(flowSpec(items: 2), to: "\(folder)/\(spec).layout.yaml")
        }
        try Data("watch: [specs/w1, specs/w2]\n".utf8).write(to: serve.configuration)
        try serve.start()
        #expect(try Self.listed(serve) == ["w1/a.layout.yaml": 1, "w2/b.layout.yaml": 1])
        let out = serve.output
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("w1/a.layout.yaml/layout.json").path))

        try Self.reload(serve, watch: ["specs/w2", "specs/w1"])
        #expect(try Self.listed(serve) == ["w1/a.layout.yaml": 1, "w2/b.layout.yaml": 1])
        try Self.reload(serve, watch: ["specs/w3", "specs/w2", "specs/w1"])
        #expect(try Self.listed(serve) == ["w1/a.layout.yaml": 1, "w2/b.layout.yaml": 1, "w3/c.layout.yaml": 1])
        try Self.reload(serve, watch: ["specs/w3", "specs/w1"])
        #expect(try Self.listed(serve) == ["w1/a.layout.yaml": 1, "w3/c.layout.yaml": 1])
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("w2").path))

        // Nothing was published again for a spec whose folder only moved in the list.
        #expect(serve.logLines().filter { $0.contains("published w1/a.layout.yaml generation") }.count == 1)
        #expect(serve.removals().count == 1 && serve.removals()[0].contains("removed w2/b.layout.yaml"))
        try serve.write(flowSpec(items: 3), to: "w1/a.layout.yaml")
        #expect(try serve.synced { (try? Self.listed(serve))?["w1/a.layout.yaml"] == 2 })
        #expect(serve.stop().status == 0)
    }

    /// Two watched folders that both held `home.layout.yaml` shared `OUT/home`, one silently lost.
    @Test func twoFoldersHoldingTheSamePathAreTwoSpecs() throws {
        let serve = try ServeProcess()
        serve.watchesFromConfiguration = true
        try serve.write(flowSpec(items: 2), to: "app/Layouts/home.layout.yaml")
        try serve.write(flowSpec(items: 5), to: "widgets/Layouts/home.layout.yaml")
        try Data("watch: [specs/app/Layouts, specs/widgets/Layouts]\n".utf8).write(to: serve.configuration)
        try serve.start()
        // Both folders are named `Layouts`: the one whose path sorts later is `Layouts~2`.
        #expect(try Self.listed(serve) == ["Layouts/home.layout.yaml": 1, "Layouts~2/home.layout.yaml": 1])
        #expect(serve.cellCount("Layouts/home.layout.yaml") == 2)
        #expect(serve.cellCount("Layouts~2/home.layout.yaml") == 5)
        try FileManager.default.removeItem(at: serve.url("app/Layouts/home.layout.yaml"))
        #expect(try serve.synced { (try? Self.listed(serve)) == ["Layouts~2/home.layout.yaml": 1] })
        #expect(serve.cellCount("Layouts~2/home.layout.yaml") == 5)
        #expect(serve.stop().status == 0)
    }

    /// Names whose outputs collided each have their own folder, and removing one leaves the others.
    ///
    /// `a.layout.yaml` and `a.layout.yml` shared `OUT/a`; `..layout.yaml` wrote into the output
    /// root; `home/layout.json.layout.yaml` and `.layoutd.layout.yaml` collided with other outputs and
    /// the journal's folder.
    @Test func namesThatCollidedHaveTheirOwnFolders() throws {
        let serve = try ServeProcess()
        let names = [
            "a.layout.yaml", "a.layout.yml", "..layout.yaml", ".layoutd.layout.yaml", "home.layout.yaml",
            "home/layout.json.layout.yaml", "_x.layout.yaml",
        ]
        for (index, name) in names.enumerated() { try serve.write(flowSpec(items: index + 1), to: name) }
        try serve.start()
        let folders = [
            "a.layout.yaml", "a.layout.yml", "_..layout.yaml", "_.layoutd.layout.yaml", "home.layout.yaml",
            "home/layout.json.layout.yaml", "__x.layout.yaml",
        ]
        for (index, folder) in folders.enumerated() {
            let layout = serve.output.appendingPathComponent("\(folder)/layout.json")
            let data = try Data(contentsOf: layout)
            let parsed = try JSONSerialization.jsonObject(with: data) as? [String: Any]
            #expect(parsed?["spec"] as? String == names[index])
        }
        // The journal is where it was, and nothing was written into the output folder's root.
        #expect(
            FileManager.default.fileExists(atPath: serve.output.appendingPathComponent(".layoutd/journal.jsonl").path)
        )
        #expect(!FileManager.default.fileExists(atPath: serve.output.appendingPathComponent("layout.json").path))

        try FileManager.default.removeItem(at: serve.url("a.layout.yml"))
        try FileManager.default.removeItem(at: serve.url("home.layout.yaml"))
        try serve.sync()
        #expect(
            FileManager.default.fileExists(
                atPath: serve.output.appendingPathComponent("a.layout.yaml/layout.json").path
            )
        )
        #expect(!FileManager.default.fileExists(atPath: serve.output.appendingPathComponent("a.layout.yml").path))
        let nested = serve.output.appendingPathComponent("home/layout.json.layout.yaml/layout.json")
        #expect(FileManager.default.fileExists(atPath: nested.path))
        #expect(try Self.listed(serve).count == names.count - 2)
        #expect(serve.stop().status == 0)
    }

    /// File names equal only under Unicode normalization (NFC `é`, NFD `e` + U+0301) were one spec:
    /// one replaced the other's layout, and deleting one removed both.
    @Test func namesEqualOnlyUnderNormalizationAreTwoSpecs() throws {
        let serve = try ServeProcess()
        let composed = "caf\u{E9}.layout.yaml"
        let decomposed = "cafe\u{301}.layout.yaml"
        #expect(composed == decomposed, "Swift takes them for one string; the daemon must not")
        try serve.write(flowSpec(items: 2), to: composed)
        try serve.write(flowSpec(items: 7), to: decomposed)
        try serve.start()
        let listed = try Self.listed(serve)
        #expect(listed.count == 2, "\(listed)")
        #expect(listed.keys.contains("cafe%CC%81.layout.yaml"), "\(listed)")
        #expect(serve.cellCount(composed) == 2)
        #expect(serve.cellCount("cafe%CC%81.layout.yaml") == 7)

        unlink(serve.url(decomposed).path)
        #expect(try serve.synced { (try? Self.listed(serve))?.count == 1 })
        #expect(serve.cellCount(composed) == 2)
        #expect(serve.stop().status == 0)
    }

    /// Environments `a/b` and `a_b` shared one picture, and a name over ~240 bytes left the spec
    /// unwritten for good.
    @Test func everyEnvironmentHasItsOwnPicture() throws {
        let serve = try ServeProcess()
        let long = String(repeating: "x", count: 300)
        try serve.write(
            """
            environments:
              - {name: "a/b", size: [320, 480]}
              - {name: "a_b", size: [320, 480]}
              - {name: "\(long)", size: [320, 480]}
              - {name: "\(long)y", size: [320, 480]}
            layout: {type: flow, itemSize: [50, 50]}
            sections: [{items: 1}]

            """,
            to: "envs.layout.yaml"
        )
        try serve.start()
        #expect(serve.generation("envs.layout.yaml") == 1, "\(serve.logText())")
        let pictures = ConfinementTests.files(under: serve.outputFolder("envs.layout.yaml")).filter {
            $0.hasSuffix(".svg")
        }
        #expect(pictures.count == 4, "\(pictures)")
        #expect(pictures.contains("a%2Fb.svg") && pictures.contains("a_b.svg"))
        #expect(pictures.allSatisfy { $0.utf8.count <= 255 })
        #expect(!serve.logText().contains("cannot write"))
        #expect(serve.stop().status == 0)
    }
}
