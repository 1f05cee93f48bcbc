import Foundation
import Testing

/// `layoutd snapshot record` and `verify`, through the binary, as a pull-request check runs them.
struct SnapshotCommandTests {
    /// A one-environment spec of `items` 50-point cells in a 100-point-wide view: one cell a row
    /// (50 + 10 + 50 > 100), which flow centres at x 25, rows 60 apart.
    static func spec(items: Int) -> String {
        "environments: [{name: e, size: [100, 200]}]\nsections:\n  - {id: s, items: \(items)}\n"
    }

    static func folder(items: Int = 3) throws -> URL {
        let folder = try LayoutdBinary.temporaryDirectory()
        try LayoutdBinary.write(Self.spec(items: items), to: "specs/home.layout.yaml", in: folder)
        return folder
    }

    @Test func anUnchangedSpecMatchesItsRecordedReference() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let record = try LayoutdBinary.run(["snapshot", "record", "specs"], in: folder)
        #expect(record.status == 0, "\(record.stderr)")
        #expect(record.stdout == "recorded specs/__Layouts__/home.txt\n")
        let text = try String(contentsOf: folder.appendingPathComponent("specs/__Layouts__/home.txt"), encoding: .utf8)
        // 100 wide, 50-point cells 10 apart at least: one a row would leave 50, so flow centres
        // one cell a row at x 25; rows 60 apart.
        #expect(
            text == """
                environment e size 100x200 content 100x170
                section s
                  cell 0      25 0 50 50
                  cell 1      25 60 50 50
                  cell 2      25 120 50 50

                """
        )
        #expect(
            FileManager.default.fileExists(atPath: folder.appendingPathComponent("specs/__Layouts__/home/e.svg").path)
        )
        let verify = try LayoutdBinary.run(["snapshot", "verify"], in: folder)
        #expect(verify.status == 0, "\(verify.stdout)\(verify.stderr)")
        #expect(verify.stdout == "layout snapshots: 1 of 1 match\n")
    }

    /// A reference's pictures name the spec from their own folder: recorded from the repository's
    /// root or from the specs' folder, they are the same bytes.
    @Test func picturesAreTheSameWhicheverFolderRecordsThem() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let picture = folder.appendingPathComponent("specs/__Layouts__/home/e.svg")
        #expect(try LayoutdBinary.run(["snapshot", "record", "specs/home.layout.yaml"], in: folder).status == 0)
        let fromRoot = try String(contentsOf: picture, encoding: .utf8)
        #expect(fromRoot.contains("../../home.layout.yaml — e"), "\(fromRoot.prefix(600))")
        let specs = folder.appendingPathComponent("specs")
        #expect(try LayoutdBinary.run(["snapshot", "record", "home.layout.yaml"], in: specs).status == 0)
        #expect(try String(contentsOf: picture, encoding: .utf8) == fromRoot)
    }

    @Test func anEditFailsWithTheElementsThatMoved() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try LayoutdBinary.run(["snapshot", "record", "specs"], in: folder)
        try LayoutdBinary.write(Self.spec(items: 4), to: "specs/home.layout.yaml", in: folder)
        let verify = try LayoutdBinary.run(["snapshot", "verify", "specs"], in: folder)
        #expect(verify.status == 1)
        #expect(
            verify.stdout == """
                specs/home.layout.yaml: the layout differs from specs/__Layouts__/home.txt:
                  layout: content height 170 → 230 in e
                  section s: cell 3 new at 25 180 50 50 in e
                  drawn: layout-snapshot-failures/specs/home.layout.yaml/e.svg
                layout snapshots: 0 of 1 match

                """
        )
        // Elements that moved together are said once; the picture draws the old frames dashed. 104 wide,
        // one cell a row (50 + 10 + 50 > 104), centred: (104 - 50) / 2 = 27, 2 right of 25.
        try LayoutdBinary.write(
            Self.spec(items: 3).replacingOccurrences(of: "[100, 200]", with: "[104, 200]"),
            to: "specs/home.layout.yaml",
            in: folder
        )
        let moved = try LayoutdBinary.run(["snapshot", "verify", "specs"], in: folder)
        #expect(moved.status == 1)
        #expect(moved.stdout.contains("  section s: shifted by 2 0 (3 cells) in e\n"), "\(moved.stdout)")
        let picture = try String(
            contentsOf: folder.appendingPathComponent("layout-snapshot-failures/specs/home.layout.yaml/e.svg"),
            encoding: .utf8
        )
        #expect(picture.contains("<rect class=\"previous\" x=\"25\" y=\"0\" width=\"50\" height=\"50\"/>"))
        #expect(picture.contains("<rect class=\"cell changed\""))
        // Within a tolerance of 4 points (the width grew by 4, the cells moved 2), it matches.
        let tolerated = try LayoutdBinary.run(["snapshot", "verify", "specs", "--tolerance", "4"], in: folder)
        #expect(tolerated.status == 0, "\(tolerated.stdout)")
    }

    @Test func githubAnnotationsPointAtTheSpecsLines() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try LayoutdBinary.run(["snapshot", "record", "specs"], in: folder)
        try LayoutdBinary.write(Self.spec(items: 4), to: "specs/home.layout.yaml", in: folder)
        let verify = try LayoutdBinary.run(["snapshot", "verify", "specs", "--format", "github"], in: folder)
        #expect(verify.status == 1)
        // The content size is the environment's (line 1); cell 3 is in the `items: 4` entry, line 3,
        // column 20.
        #expect(
            verify.stdout == """
                ::error file=specs/home.layout.yaml,line=1,col=1,title=layout snapshot::layout: content height 170 → 230 in e
                ::error file=specs/home.layout.yaml,line=3,col=20,title=layout snapshot::section s: cell 3 new at 25 180 50 50 in e

                """
        )
    }

    @Test func aMissingReferenceFailsUnlessRecorded() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = try LayoutdBinary.run(["snapshot", "verify", "specs"], in: folder)
        #expect(missing.status == 1)
        #expect(
            missing.stderr.contains(
                "specs/home.layout.yaml:1:1: error: no layout snapshot at specs/__Layouts__/home.txt (run `layoutd snapshot record specs/home.layout.yaml`, or verify with --record-missing)"
            )
        )
        let recorded = try LayoutdBinary.run(["snapshot", "verify", "specs", "--record-missing"], in: folder)
        #expect(recorded.status == 0, "\(recorded.stderr)")
        #expect(
            FileManager.default.fileExists(atPath: folder.appendingPathComponent("specs/__Layouts__/home.txt").path)
        )
        let again = try LayoutdBinary.run(["snapshot", "verify", "specs"], in: folder)
        #expect(again.status == 0)
        // Another folder for the references.
        let elsewhere = try LayoutdBinary.run(["snapshot", "verify", "specs", "--folder", "refs"], in: folder)
        #expect(elsewhere.status == 1)
        #expect(elsewhere.stderr.contains("no layout snapshot at specs/refs/home.txt"))
    }

    @Test func errorsAndUnreadableSpecsHaveTheirOwnStatus() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try LayoutdBinary.run(["snapshot", "record", "specs"], in: folder)
        try LayoutdBinary.write("sections: [{items: ten}]\n", to: "specs/home.layout.yaml", in: folder)
        let broken = try LayoutdBinary.run(["snapshot", "verify", "specs"], in: folder)
        #expect(broken.status == 1)
        #expect(broken.stderr.contains("specs/home.layout.yaml:1:20: error: sections[0].items"))
        let absent = try LayoutdBinary.run(["snapshot", "verify", "nowhere.layout.yaml"], in: folder)
        #expect(absent.status == 2)
        let empty = try LayoutdBinary.run(["snapshot", "verify", "specs/__Layouts__"], in: folder)
        #expect(empty.status == 2)
    }
}
