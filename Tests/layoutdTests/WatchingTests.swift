import Foundation
import Glibc
import Testing

/// Directories created, moved, deleted and re-created under a daemon on real inotify (in process):
/// the output folder follows exactly.
@Suite struct WatchingTests {
    /// `mkdir -p` followed at once by a spec inside, 300 times: the watch on each new directory is
    /// added before it is read, so no spec is missed, and none is published twice.
    @Test func specsInBrandNewNestedDirectoriesAreAllLaidOut() async throws {
        try await InProcessDaemon.run { serve in
            try await serve.start()
            var expected: Set<String> = []
            for number in 0..<300 {
                let directory = serve.specs.appendingPathComponent("d\(number)/a/b/c")
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                try Data(flowSpec(items: 1 + number % 5, padding: 10).utf8)
                    .write(to: directory.appendingPathComponent("spec.layout.yaml"))
                expected.insert("d\(number)/a/b/c/spec")
            }
            let all = try serve.synced { serve.publishedSpecs() == expected }
            #expect(all, "\(expected.subtracting(serve.publishedSpecs()).count) of 300 missing")
            try serve.sync()
            let generations = expected.map { serve.generation("\($0).layout.yaml") }
            #expect(generations.allSatisfy { $0 == 1 }, "a spec was published twice")
        }
    }

    @Test func directoryMovesDeletionsAndRecreationsAreFollowedExactly() async throws {
        try await InProcessDaemon.run { serve in
            let outside = serve.folder.appendingPathComponent("outside")
            try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
            try serve.write(flowSpec(items: 1), to: "top.layout.yaml")
            try serve.write(flowSpec(items: 2), to: "kept/one.layout.yaml")
            for name in ["pack/a.layout.yaml", "pack/inner/b.layout.yaml", "pack/inner/deeper/c.layout.yaml"] {
                try LayoutdBinary.write(flowSpec(items: 3), to: name, in: outside)
            }
            try await serve.start()
            var expected: Set<String> = ["top", "kept/one"]
            #expect(serve.publishedSpecs() == expected)

            func settle(_ step: String) throws {
                let reached = try serve.synced { serve.publishedSpecs() == expected }
                #expect(reached, "\(step): expected \(expected.sorted()), found \(serve.publishedSpecs().sorted())")
                try serve.sync()
                #expect(serve.publishedSpecs() == expected, "\(step): outputs changed after settling")
            }

            // In: a tree moved into the watched folder.
            try FileManager.default.moveItem(at: outside.appendingPathComponent("pack"), to: serve.url("pack"))
            expected.formUnion(["pack/a", "pack/inner/b", "pack/inner/deeper/c"])
            try settle("moved in")

            // Around: renamed and moved deeper inside the tree; its watches follow it.
            try FileManager.default.createDirectory(at: serve.url("moved"), withIntermediateDirectories: true)
            try FileManager.default.moveItem(at: serve.url("pack"), to: serve.url("moved/pack2"))
            expected.subtract(["pack/a", "pack/inner/b", "pack/inner/deeper/c"])
            expected.formUnion(["moved/pack2/a", "moved/pack2/inner/b", "moved/pack2/inner/deeper/c"])
            try settle("moved around")
            try serve.write(flowSpec(items: 5), to: "moved/pack2/inner/deeper/c.layout.yaml")
            #expect(
                try serve.synced { serve.cellCount("moved/pack2/inner/deeper/c.layout.yaml") == 5 },
                "a moved watch went deaf"
            )

            // Out: moved out of the tree; later changes out there are not published.
            try FileManager.default.moveItem(at: serve.url("moved"), to: outside.appendingPathComponent("moved"))
            expected.subtract(["moved/pack2/a", "moved/pack2/inner/b", "moved/pack2/inner/deeper/c"])
            try settle("moved out")
            try LayoutdBinary.write(flowSpec(items: 6), to: "moved/pack2/inner/new.layout.yaml", in: outside)
            try settle("written outside after moving out")

            // Deleted and re-created with different contents.
            try FileManager.default.removeItem(at: serve.url("kept"))
            expected.remove("kept/one")
            try settle("directory deleted")
            try serve.write(flowSpec(items: 7), to: "kept/two.layout.yaml")
            expected.insert("kept/two")
            try settle("directory re-created")
            try serve.write(flowSpec(items: 8), to: "kept/two.layout.yaml")
            #expect(
                try serve.synced { serve.cellCount("kept/two.layout.yaml") == 8 },
                "the re-created directory is deaf"
            )

            // A spec deleted.
            try FileManager.default.removeItem(at: serve.url("top.layout.yaml"))
            expected.remove("top")
            try settle("spec deleted")
            #expect(!FileManager.default.fileExists(atPath: serve.output.appendingPathComponent("top").path))
        }
    }

}
