import Foundation
import Testing

/// `make dist`'s tarball (`Scripts/dist.sh`), packed from the self-contained build `make test` made
/// (the Swift runtime linked in, as `make dist` builds it in release), unpacked and run with no Swift
/// toolchain within reach.
struct DistTests {
    /// The build with the Swift runtime linked in (`Scripts/check.sh` makes it).
    static let build = LayoutdBinary.packageRoot.appendingPathComponent(".build-static/debug")

    static func tool(
        _ path: String,
        _ arguments: [String],
        in folder: URL = LayoutdBinary.packageRoot
    ) throws -> (
        status: Int32, output: String
    ) {
        try LayoutdBinary.runTool(URL(fileURLWithPath: path), arguments, in: folder)
    }

    @Test func theTarballRunsWithNoSwiftWithinReach() throws {
        let folder = try LayoutdBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let made = try Self.tool(
            "/bin/bash",
            [LayoutdBinary.packageRoot.appendingPathComponent("Scripts/dist.sh").path, Self.build.path, folder.path]
        )
        #expect(made.status == 0, "\(made.output)")
        let version = try LayoutdBinary.run(["--version"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        let machine = try Self.tool("/usr/bin/uname", ["-m"]).output.trimmingCharacters(in: .whitespacesAndNewlines)
        let name = "layoutd-\(version)-linux-\(machine)"
        #expect(made.output == folder.appendingPathComponent("\(name).tar.gz").path + "\n", "\(made.output)")

        // One folder, in `make install PREFIX=/usr/local`'s layout.
        let listing = try Self.tool("/usr/bin/tar", ["-tzf", folder.appendingPathComponent("\(name).tar.gz").path])
        for path in [
            "bin/layoutd", "share/man/man1/layoutd.1", "share/bash-completion/completions/layoutd",
            "lib/systemd/system/layoutd.service", "share/systemd/user/layoutd.service",
            "share/layoutd/layoutd.yaml", "share/doc/layoutd/operations.md",
        ] {
            #expect(listing.output.contains("\(name)/\(path)\n"), "\(path) is not in the tarball")
        }
        let unpacked = folder.appendingPathComponent("unpacked")
        try FileManager.default.createDirectory(at: unpacked, withIntermediateDirectories: true)
        let untar = try Self.tool(
            "/usr/bin/tar",
            ["-xzf", folder.appendingPathComponent("\(name).tar.gz").path, "-C", unpacked.path]
        )
        #expect(untar.status == 0, "\(untar.output)")
        let binary = unpacked.appendingPathComponent("\(name)/bin/layoutd")

        // No Swift library is loaded, or looked for where a toolchain would be.
        let libraries = try Self.tool("/usr/bin/ldd", [binary.path])
        #expect(libraries.status == 0, "\(libraries.output)")
        #expect(!libraries.output.lowercased().contains("swift"), "\(libraries.output)")
        // The one place it looks for libraries of its own is its own folder, which holds none.
        let dynamic = try Self.tool("/usr/bin/readelf", ["-d", binary.path])
        let searched = dynamic.output.split(separator: "\n").filter { $0.contains("RUNPATH") || $0.contains("RPATH") }
        #expect(searched.allSatisfy { $0.hasSuffix("[$ORIGIN]") }, "\(searched)")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: binary.deletingLastPathComponent().path) == ["layoutd"]
        )

        // Run with an environment of nothing but the system's PATH: no toolchain on it, no loader
        // path; it lays out an example as the build it came from does.
        let example = LayoutdBinary.packageRoot.appendingPathComponent("examples/photos.layout.yaml").path
        let ran = try Self.tool(
            "/usr/bin/env",
            ["-i", "PATH=/usr/bin:/bin", binary.path, "compute", "--format", "text", example]
        )
        #expect(ran.status == 0, "\(ran.output)")
        let expected = try LayoutdBinary.run(["compute", "--format", "text", example])
        #expect(ran.output == expected.stdout)
        #expect(
            try Self.tool("/usr/bin/env", ["-i", "PATH=/usr/bin:/bin", binary.path, "--version"]).output
                == "\(version)\n"
        )

        // Stripped, with its symbols beside the tarball.
        let sections = try Self.tool("/usr/bin/readelf", ["-S", binary.path])
        #expect(!sections.output.contains(".symtab") && sections.output.contains(".gnu_debuglink"))
        let debug = folder.appendingPathComponent("\(name).debug")
        #expect(try Self.tool("/usr/bin/readelf", ["-S", debug.path]).output.contains(".symtab"))
    }
}
