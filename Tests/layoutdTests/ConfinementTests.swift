import Foundation
import Glibc
import Testing

/// Names and links never make the daemon read or write outside its watched folder and its output
/// folder: links out of the folder, a link planted in the output folder, a FIFO named like a spec,
/// environment names and section ids with `..`, `/` and NUL, and requests for paths outside.
@Suite struct ConfinementTests {
    /// Every file under `folder`, relative to it (links listed, not followed).
    static func files(under folder: URL) -> Set<String> {
        var found: Set<String> = []
        guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return found }
        while let path = walker.nextObject() as? String { found.insert(path) }
        return found
    }

    /// Every file's text under `folder`, joined.
    static func allText(under folder: URL) -> String {
        files(under: folder).compactMap {
            (try? Data(contentsOf: folder.appendingPathComponent($0))).map { String(decoding: $0, as: UTF8.self) }
        }.joined(separator: "\n")
    }

    @Test func nothingIsReadOrWrittenOutsideTheFolders() async throws {
        try await InProcessDaemon.run { serve in
            let outside = serve.folder.appendingPathComponent("outside")
            try FileManager.default.createDirectory(
                at: outside.appendingPathComponent("victim"),
                withIntermediateDirectories: true
            )
            // A secret outside, which reads as a spec with errors (an error would quote it), and a good spec.
            try Data("SECRET-MARKER: [\n".utf8).write(to: outside.appendingPathComponent("secret.layout.yaml"))
            try Data(flowSpec(items: 1, padding: 10).utf8).write(to: outside.appendingPathComponent("good.layout.yaml"))
            let links = [
                ("link-out.layout.yaml", "../outside/secret.layout.yaml"),
                ("link-out-good.layout.yaml", outside.appendingPathComponent("good.layout.yaml").path),
                ("link-in.layout.yaml", "real.layout.yaml"),
                ("linked-folder", outside.path),
                ("loop", "."),
            ]
            try serve.write(flowSpec(items: 2, padding: 10), to: "real.layout.yaml")
            for (name, target) in links {
                try FileManager.default.createSymbolicLink(atPath: serve.url(name).path, withDestinationPath: target)
            }
            // A link planted in the output folder, where the spec `victim` would have its files.
            try FileManager.default.createDirectory(at: serve.output, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(
                atPath: serve.output.appendingPathComponent("victim.layout.yaml").path,
                withDestinationPath: outside.appendingPathComponent("victim").path
            )
            try serve.write(flowSpec(items: 1, padding: 10), to: "victim.layout.yaml")
            try await serve.start()
            let subscriber = try SocketClient(serve.socket.path)
            subscriber.send("{\"id\": 1, \"command\": \"subscribe\", \"specs\": [\"**\"]}\n")

            // Links inside the folder are followed; links out of it are errors, and never read.
            #expect(serve.generation("real.layout.yaml") == 1)
            #expect(serve.generation("link-in.layout.yaml") == 1)
            for name in ["link-out.layout.yaml", "link-out-good.layout.yaml"] {
                #expect(serve.generation(name) == nil)
                let message = ((serve.errors(name)?["errors"] as? [[String: Any]])?.first?["message"] as? String) ?? ""
                #expect(message.contains("outside the watched folder"), "\(name): \(message)")
            }
            // Linked folders are not followed: not out of the folder, and not round a loop.
            #expect(
                !serve.publishedSpecs().contains { $0.hasPrefix("linked-folder") || $0.hasPrefix("loop") },
                "\(serve.publishedSpecs())"
            )
            // The planted link is not written through.
            #expect(Self.files(under: outside.appendingPathComponent("victim")).isEmpty)
            #expect(serve.logText().contains("is a link or a file, not a folder"), "\(serve.logText())")

            // A FIFO named like a spec does not hold the daemon: later saves are still published.
            #expect(mkfifo(serve.url("fifo.layout.yaml").path, 0o644) == 0)
            try serve.write(flowSpec(items: 3, padding: 10), to: "real.layout.yaml")
            #expect(try serve.synced { serve.generation("real.layout.yaml") == 2 }, "\(serve.logText())")
            let fifoMessage = {
                ((serve.errors("fifo.layout.yaml")?["errors"] as? [[String: Any]])?.first?["message"] as? String) ?? ""
            }
            #expect(eventually { fifoMessage().contains("not a regular file") }, "\(serve.logText())")

            // Names with `..`, `/` and NUL stay names: files go in the spec's own folder.
            try serve.write(
                """
                environments:
                  - {name: "../../escape", size: [320, 480]}
                  - {name: "/absolute/name", size: [320, 480]}
                  - {name: "nul\\0name", size: [320, 480]}
                layout: {type: flow, itemSize: [50, 50]}
                sections:
                  - {id: "../../up", items: 1}
                  - {id: "/etc/passwd", items: 1}
                  - {id: "nul\\0id", items: 1}

                """,
                to: "names.layout.yaml"
            )
            #expect(try serve.synced { serve.generation("names.layout.yaml") == 1 }, "\(serve.logText())")
            let names = Self.files(under: serve.outputFolder("names.layout.yaml"))
            // `/`, `%`, NUL and a leading `.` are percent-encoded: one picture per name, never outside.
            #expect(
                names == ["%2E.%2F..%2Fescape.svg", "%2Fabsolute%2Fname.svg", "layout.json", "nul%00name.svg"],
                "\(names)"
            )
            let layout = try String(
                contentsOf: serve.outputFolder("names.layout.yaml").appendingPathComponent("layout.json"),
                encoding: .utf8
            )
            #expect(layout.contains("\"nul\\u0000id\"") && layout.contains("\"../../up\""), "\(layout)")

            // Requests for paths outside get nothing.
            let client = try SocketClient(serve.socket.path)
            for spec in [
                "../../outside/secret.layout.yaml", "/etc/passwd",
                outside.appendingPathComponent("good.layout.yaml").path,
            ] {
                client.send("{\"id\": 1, \"command\": \"get\", \"spec\": \"\(spec)\"}\n")
                #expect((client.receive()?["error"] as? String)?.hasPrefix("no layout for") == true, "\(spec)")
            }

            // Nothing outside changed, and the secret is nowhere: not in the output, not in an event.
            var events = ""
            while let event = subscriber.receive(within: .milliseconds(500)) { events += "\(event)\n" }
            #expect(!events.isEmpty)
            #expect(!events.contains("SECRET-MARKER") && !Self.allText(under: serve.output).contains("SECRET-MARKER"))
            #expect(
                Self.files(under: outside) == ["secret.layout.yaml", "good.layout.yaml", "victim"],
                "\(Self.files(under: outside))"
            )
            #expect(
                Self.files(under: serve.folder).allSatisfy {
                    ["specs", "out", "outside", "serve.log", "layoutd.yaml", "layoutd.sock"].contains(
                        String($0.split(separator: "/").first ?? "")
                    )
                }
            )
            try await serve.stop()
        }
    }
}
