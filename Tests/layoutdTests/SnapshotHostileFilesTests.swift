import Foundation
import Testing

/// `layoutd snapshot` on a pull request's files, through the binary on real files.
///
/// Links in `__Layouts__`, names that are not plain names, references that are not what they claim.
/// Nothing is written, removed or printed outside the references.
struct SnapshotHostileFilesTests {
    static func folder() throws -> URL {
        let folder = try LayoutdBinary.temporaryDirectory()
        try LayoutdBinary.write(SnapshotCommandTests.spec(items: 3), to: "specs/home.layout.yaml", in: folder)
        try LayoutdBinary.write("keep", to: "victim/a.svg", in: folder)
        try LayoutdBinary.write("secret", to: "victim/home.txt", in: folder)
        return folder
    }

    /// Makes `specs/__Layouts__`, as a recorded reference would have.
    static func makeReferencesFolder(in folder: URL) throws {
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("specs/__Layouts__"),
            withIntermediateDirectories: true
        )
    }

    /// The files of `victim/`, with their contents.
    static func victim(in folder: URL) throws -> [String: String] {
        let victim = folder.appendingPathComponent("victim")
        var files: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: victim.path) {
            files[name] = try String(contentsOf: victim.appendingPathComponent(name), encoding: .utf8)
        }
        return files
    }

    @Test func aLinkAsAPicturesFolderIsRefusedAndNothingBehindItChanges() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.makeReferencesFolder(in: folder)
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("specs/__Layouts__/home").path,
            withDestinationPath: "../../victim"
        )
        for arguments in [["snapshot", "verify", "--record-missing", "specs"], ["snapshot", "record", "specs"]] {
            let run = try LayoutdBinary.run(arguments, in: folder)
            #expect(run.status == 1, "\(arguments)")
            #expect(
                run.stderr.contains(
                    "specs/home.layout.yaml:1:1: error: specs/__Layouts__/home is a symbolic link; references are written only in a real folder"
                ),
                "\(run.stderr)"
            )
            #expect(try Self.victim(in: folder) == ["a.svg": "keep", "home.txt": "secret"])
        }
    }

    @Test func aLinkAsTheReferencesFolderIsRefused() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("specs/__Layouts__").path,
            withDestinationPath: "../victim"
        )
        let record = try LayoutdBinary.run(["snapshot", "record", "specs"], in: folder)
        #expect(record.status == 1)
        #expect(record.stderr.contains("specs/__Layouts__ is a symbolic link"), "\(record.stderr)")
        // verify reads victim/home.txt through the link neither.
        let verify = try LayoutdBinary.run(["snapshot", "verify", "--record-missing", "specs"], in: folder)
        #expect(verify.status == 1)
        #expect(
            verify.stderr.contains("specs/__Layouts__ is a symbolic link; references are read only in a real folder")
        )
        #expect(!verify.stderr.contains("secret") && !verify.stdout.contains("secret"))
        #expect(try Self.victim(in: folder) == ["a.svg": "keep", "home.txt": "secret"])
    }

    @Test func aSpecNamedDotDotHasNoReference() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try LayoutdBinary.write(SnapshotCommandTests.spec(items: 3), to: "specs/...layout.yaml", in: folder)
        try LayoutdBinary.write("<svg/>", to: "specs/other.svg", in: folder)
        let record = try LayoutdBinary.run(["snapshot", "record", "specs/...layout.yaml"], in: folder)
        #expect(record.status == 1)
        #expect(
            record.stderr
                == "specs/...layout.yaml:1:1: error: the spec's name \"..\" cannot name a reference (it is '..', a folder of the path): rename the file\n"
        )
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("specs").path)
        #expect(Set(names) == ["home.layout.yaml", "...layout.yaml", "other.svg"])
    }

    @Test(arguments: [".", "..", "a/b", "", "x\ny"])
    func aFolderOptionThatIsNotAPlainNameIsRefused(name: String) throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try LayoutdBinary.run(["snapshot", "record", "--folder", name, "specs"], in: folder)
        #expect(run.status == 64)
        #expect(run.stderr.contains("--folder is the name of a folder beside each spec, and it"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("specs/home.txt").path))
    }

    @Test func aLinkedReferenceIsNotReadAndALineIsQuotedShortAndEscaped() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.makeReferencesFolder(in: folder)
        let reference = folder.appendingPathComponent("specs/__Layouts__/home.txt")
        try FileManager.default.createSymbolicLink(atPath: reference.path, withDestinationPath: "/proc/self/environ")
        let linked = try LayoutdBinary.run(["snapshot", "verify", "--record-missing", "specs"], in: folder)
        #expect(linked.status == 1)
        #expect(linked.stderr.contains("home.txt is a symbolic link; a reference is a regular file beside its spec"))
        #expect(!linked.stderr.contains("PATH="))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: reference.path) == "/proc/self/environ")
        // A line that is not of the text form: at most 40 characters, its escape and override written out.
        try FileManager.default.removeItem(at: reference)
        try Data("garbage \u{1B}[31mRED\u{202E} and then the rest of a long line of secrets\n".utf8).write(
            to: reference
        )
        let garbage = try LayoutdBinary.run(["snapshot", "verify", "specs"], in: folder)
        #expect(garbage.status == 1)
        #expect(
            garbage.stderr.contains(
                "home.txt: line 1 is not a layout's text form: \"garbage \\u{1B}[31mRED\\u{202E} and then the rest of a…\""
            ),
            "\(garbage.stderr)"
        )
        #expect(!garbage.stderr.contains("secrets"))
    }

    @Test func aReferenceThatIsNotUTF8OrAFIFOIsAnErrorNotMissing() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.makeReferencesFolder(in: folder)
        let reference = folder.appendingPathComponent("specs/__Layouts__/home.txt")
        try Data([0xFF, 0xFE, 0x41]).write(to: reference)
        let invalid = try LayoutdBinary.run(["snapshot", "verify", "--record-missing", "specs"], in: folder)
        #expect(invalid.status == 1)
        #expect(invalid.stderr.contains("home.txt is not UTF-8 text; record the reference again"))
        #expect(try Data(contentsOf: reference) == Data([0xFF, 0xFE, 0x41]))
        try FileManager.default.removeItem(at: reference)
        #expect(mkfifo(reference.path, 0o644) == 0)
        let fifo = try LayoutdBinary.run(["snapshot", "verify", "--record-missing", "specs"], in: folder)
        #expect(fifo.status == 1)
        #expect(fifo.stderr.contains("home.txt is not a regular file"))
    }

    /// A reference is read up to 64 MiB: past it, one located error, after reading no more than that.
    @Test func aReferencePast64MiBIsRefused() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.makeReferencesFolder(in: folder)
        let reference = folder.appendingPathComponent("specs/__Layouts__/home.txt")
        #expect(FileManager.default.createFile(atPath: reference.path, contents: nil))
        let handle = try FileHandle(forWritingTo: reference)
        try handle.truncate(atOffset: 64 * 1024 * 1024 + 1)
        try handle.close()
        let run = try LayoutdBinary.run(["snapshot", "verify", "specs"], in: folder)
        #expect(run.status == 1)
        #expect(run.stderr.contains("home.txt is larger than 64 MiB; references may be at most that"), "\(run.stderr)")
    }

    /// Pictures of environments a spec no longer has are removed only where layoutd drew them.
    @Test func onlyDrawnPicturesAreRemoved() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let record = try LayoutdBinary.run(["snapshot", "record", "specs"], in: folder)
        #expect(record.status == 0, "\(record.stderr)")
        let pictures = folder.appendingPathComponent("specs/__Layouts__/home")
        try FileManager.default.copyItem(
            at: pictures.appendingPathComponent("e.svg"),
            to: pictures.appendingPathComponent("gone.svg")
        )
        try Data("<svg>a designer's own drawing</svg>".utf8).write(to: pictures.appendingPathComponent("mine.svg"))
        let again = try LayoutdBinary.run(["snapshot", "record", "specs"], in: folder)
        #expect(again.status == 0)
        let names = Set(try FileManager.default.contentsOfDirectory(atPath: pictures.path))
        #expect(names == ["e.svg", "mine.svg"])
    }

    /// `home.layout.yaml` beside `home.txt.layout.yaml` stopped `record` with a raw
    /// `NSCocoaErrorDomain Code=516`: the second's pictures folder has the first's reference's name.
    @Test func twoSpecsWhoseReferencesShareANameAreSaidSo() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try LayoutdBinary.write(SnapshotCommandTests.spec(items: 2), to: "specs/home.txt.layout.yaml", in: folder)
        let run = try LayoutdBinary.run(["snapshot", "record", "specs"], in: folder)
        #expect(run.status == 1)
        #expect(run.stdout == "recorded specs/__Layouts__/home.txt\n")
        #expect(
            run.stderr
                == "specs/home.txt.layout.yaml:1:1: error: specs/__Layouts__/home.txt is the reference of home.layout.yaml, and this spec's pictures would be a folder of the same name: rename one of the two specs\n"
        )
    }
}
