import Foundation
import Testing

/// Folders and globs on the command line: every `*.layout.yaml` under a folder, or matching a quoted
/// glob, in a stable order, for `check`, `compute`, `render` and `generate swift`.
struct SpecArgumentsTests {
    /// `specs/` with two specs (one in a subfolder), one each in a hidden folder and a snapshot folder
    /// (not looked into), and a file that is not a spec; `empty/` with no spec.
    static func tree() throws -> URL {
        let folder = try LayoutdBinary.temporaryDirectory()
        let spec = "environments: [{name: e, size: [100, 200]}]\nsections: [{id: s, items: 2}]\n"
        try LayoutdBinary.write(spec, to: "specs/zeta.layout.yaml", in: folder)
        try LayoutdBinary.write(
            spec.replacingOccurrences(of: "2}", with: "3}"),
            to: "specs/sub/alpha.layout.yaml",
            in: folder
        )
        try LayoutdBinary.write("not: [a spec", to: "specs/.build/copy.layout.yaml", in: folder)
        try LayoutdBinary.write("not: [a spec", to: "specs/__Layouts__/ref.layout.yaml", in: folder)
        try LayoutdBinary.write("# notes\n", to: "specs/notes.md", in: folder)
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("empty"),
            withIntermediateDirectories: true
        )
        return folder
    }

    /// The `spec PATH` lines of `compute --format text`.
    static func specLines(_ output: String) -> [String] {
        output.split(separator: "\n").filter { $0.hasPrefix("spec ") }.map(String.init)
    }

    @Test func aFolderIsEverySpecUnderItInByteOrder() throws {
        let folder = try Self.tree()
        defer { try? FileManager.default.removeItem(at: folder) }
        let check = try LayoutdBinary.run(["check", "specs"], in: folder)
        #expect(check.status == 0, "\(check.stderr)")
        let compute = try LayoutdBinary.run(["compute", "specs", "--format", "text"], in: folder)
        #expect(compute.status == 0, "\(compute.stderr)")
        // "sub/alpha…" sorts before "zeta…" by bytes; the hidden and snapshot folders are not read.
        #expect(Self.specLines(compute.stdout) == ["spec specs/sub/alpha.layout.yaml", "spec specs/zeta.layout.yaml"])
        // One folder is a set: an array of documents, even of one.
        try LayoutdBinary.write("", to: "one/.keep", in: folder)
        try FileManager.default.copyItem(
            at: folder.appendingPathComponent("specs/zeta.layout.yaml"),
            to: folder.appendingPathComponent("one/zeta.layout.yaml")
        )
        let one = try LayoutdBinary.run(["compute", "one"], in: folder)
        #expect(one.stdout.hasPrefix("[\n"))
    }

    @Test func aQuotedGlobMatchesWithinAndAcrossFolders() throws {
        let folder = try Self.tree()
        defer { try? FileManager.default.removeItem(at: folder) }
        let across = try LayoutdBinary.run(["compute", "specs/**/*.layout.yaml", "--format", "text"], in: folder)
        #expect(Self.specLines(across.stdout) == ["spec specs/sub/alpha.layout.yaml", "spec specs/zeta.layout.yaml"])
        let within = try LayoutdBinary.run(["compute", "specs/*.layout.yaml", "--format", "text"], in: folder)
        #expect(within.stdout.hasPrefix("spec specs/zeta.layout.yaml\n"))
        #expect(Self.specLines(within.stdout) == ["spec specs/zeta.layout.yaml"])
        // A spec named twice (by a folder and by its path) is laid out once.
        let twice = try LayoutdBinary.run(
            ["compute", "specs", "specs/zeta.layout.yaml", "--format", "text"],
            in: folder
        )
        #expect(Self.specLines(twice.stdout).count == 2)
    }

    @Test func aFolderOrGlobOfNoSpecIsAnErrorLikeAMissingFile() throws {
        let folder = try Self.tree()
        defer { try? FileManager.default.removeItem(at: folder) }
        let empty = try LayoutdBinary.run(["check", "empty"], in: folder)
        #expect(empty.status == 2)
        #expect(empty.stderr.contains("empty:1:1: error: no spec (*.layout.yaml) under the folder"))
        let glob = try LayoutdBinary.run(["compute", "nowhere/*.layout.yaml"], in: folder)
        #expect(glob.status == 2)
        #expect(glob.stderr.contains("no spec (*.layout.yaml) matches the pattern"))
        let github = try LayoutdBinary.run(["check", "empty", "specs", "--format", "github"], in: folder)
        #expect(github.status == 2)
        #expect(github.stdout.hasPrefix("::error file=empty,line=1,col=1"))
    }

    @Test func renderAndGenerateTakeFoldersToo() throws {
        let folder = try Self.tree()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Several specs: each spec's pictures in a folder named as its path, as the daemon's output.
        let render = try LayoutdBinary.run(["render", "specs", "-o", "pictures"], in: folder)
        #expect(render.status == 0, "\(render.stderr)")
        for path in ["pictures/specs/sub/alpha.layout.yaml/e.svg", "pictures/specs/zeta.layout.yaml/e.svg"] {
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path), "\(path)")
        }
        let refused = try LayoutdBinary.run(["render", "specs", "--environment", "e"], in: folder)
        #expect(refused.status == 64)
        let generate = try LayoutdBinary.run(["generate", "swift", "specs", "-o", "swift"], in: folder)
        #expect(generate.status == 0, "\(generate.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("swift").path)
        #expect(files.sorted() == ["AlphaLayout.swift", "ZetaLayout.swift"])
    }
}
