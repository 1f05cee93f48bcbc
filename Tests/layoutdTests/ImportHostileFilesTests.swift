import Foundation
import Glibc
import Testing

/// `layoutd import` and `check --against` on files that are not what they seem, through the binary:
/// each refused at its first line before it is read.
@Suite struct ImportHostileFilesTests {
    /// A link to a 1.5 GB file passed the check made on the link and cost 3.0 GB (43.8 s for a
    /// `.xib`); the size checked is now the target's, before a byte is read.
    @Test func aLinkToAHugeFileIsRefusedByItsTargetsSize() throws {
        let folder = try LayoutdBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let huge = folder.appendingPathComponent("huge.bin")
        #expect(FileManager.default.createFile(atPath: huge.path, contents: nil))
        let handle = try FileHandle(forWritingTo: huge)
        try handle.truncate(atOffset: 1_500_000_000)
        try handle.close()
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("Main.xib").path,
            withDestinationPath: "huge.bin"
        )
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("Feed.swift").path,
            withDestinationPath: "huge.bin"
        )
        let xib = try LayoutdBinary.run(["import", "Main.xib"], in: folder)
        #expect(xib.status == 2)
        #expect(xib.stderr == "Main.xib:1:1: error: the file is 1500000000 bytes; documents may be at most 64 MiB\n")
        let swift = try LayoutdBinary.run(["import", "Feed.swift"], in: folder)
        #expect(swift.status == 2)
        #expect(
            swift.stderr == "Feed.swift:1:1: error: the file is 1500000000 bytes; Swift files may be at most 512 KiB\n"
        )
        try LayoutdBinary.write(SnapshotCommandTests.spec(items: 3), to: "home.layout.yaml", in: folder)
        let drift = try LayoutdBinary.run(["check", "home.layout.yaml", "--against", "Feed.swift"], in: folder)
        #expect(drift.status == 2)
        #expect(
            drift.stderr.contains(
                "Feed.swift:1:1: error: the file is 1500000000 bytes; Swift files may be at most 512 KiB"
            ),
            "\(drift.stderr)"
        )
    }

    /// A FIFO was "You don't have permission", a folder "NSCocoaErrorDomain error 256".
    @Test func aFIFOAndAFolderSayWhatTheyAre() throws {
        let folder = try LayoutdBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(mkfifo(folder.appendingPathComponent("Pipe.swift").path, 0o644) == 0)
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("Screens.swift"),
            withIntermediateDirectories: true
        )
        let run = try LayoutdBinary.run(["import", "Pipe.swift", "Screens.swift"], in: folder)
        #expect(run.status == 2)
        #expect(
            run.stderr
                == "Pipe.swift:1:1: error: not a regular file (a FIFO)\nScreens.swift:1:1: error: cannot read the file: it is a folder\n"
        )
    }

    /// One entity referenced 100,000 times in a 1.3 MB `.xib` cost 67 s of CPU; Interface Builder
    /// declares no entity, so a declaration is refused where it is.
    @Test func anEntityDeclarationIsRefused() throws {
        let folder = try LayoutdBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let text =
            "<?xml version=\"1.0\"?>\n<!DOCTYPE d [\n  <!ENTITY a \"aaaaaaaaaaaa\">\n]>\n<document>"
            + String(repeating: "&a;", count: 100_000) + "</document>\n"
        try LayoutdBinary.write(text, to: "Bomb.xib", in: folder)
        let run = try LayoutdBinary.run(["import", "Bomb.xib"], in: folder)
        #expect(run.status == 1)
        #expect(
            run.stderr
                == "Bomb.xib:3:3: error: an entity declaration (<!ENTITY …>); Interface Builder documents have none\n"
        )
    }
}
