import Foundation
import Testing

/// `make deb`'s packaging (`Scripts/deb.sh`), on the build `make test` made: the package installs with
/// `dpkg` into a scratch root, and the `layoutd` it installed runs.
///
/// `make deb` packages a release build with the Swift runtime linked in; the script is the same.
struct DebianPackageTests {
    static let build = LayoutdBinary.packageRoot.appendingPathComponent(".build/debug")

    static func tool(_ path: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        try LayoutdBinary.runTool(URL(fileURLWithPath: path), arguments)
    }

    @Test func thePackageInstallsIntoAScratchRootAndRuns() throws {
        let folder = try LayoutdBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Not compressed: the debug binary is large, and xz would take most of the test's time.
        let made = try Self.tool(
            "/usr/bin/env",
            [
                "DEB_COMPRESS=none", "/bin/bash",
                LayoutdBinary.packageRoot.appendingPathComponent("Scripts/deb.sh").path,
                Self.build.path, folder.path,
            ]
        )
        #expect(made.status == 0, "\(made.output)")
        let version = try LayoutdBinary.run(["--version"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        let architecture = try Self.tool("/usr/bin/dpkg", ["--print-architecture"]).output
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let package = folder.appendingPathComponent("layoutd_\(version)_\(architecture).deb")
        #expect(made.output.hasSuffix(package.path + "\n"), "\(made.output)")

        // What the package says of itself.
        let fields = try Self.tool("/usr/bin/dpkg-deb", ["-f", package.path, "Package", "Version", "Depends"])
        #expect(fields.output.contains("Package: layoutd\nVersion: \(version)\n"), "\(fields.output)")
        #expect(fields.output.contains("libinotifytools0"), "\(fields.output)")

        // What it holds: `make install PREFIX=/usr`'s layout.
        let contents = try Self.tool("/usr/bin/dpkg-deb", ["-c", package.path]).output
        for path in [
            "./usr/bin/layoutd", "./usr/share/man/man1/layoutd.1", "./usr/share/bash-completion/completions/layoutd",
            "./usr/share/zsh/site-functions/_layoutd", "./usr/share/fish/vendor_completions.d/layoutd.fish",
            "./usr/lib/systemd/system/layoutd.service", "./usr/share/systemd/user/layoutd.service",
            "./usr/share/layoutd/layoutd.yaml",
        ] {
            #expect(contents.contains(" \(path)\n"), "\(path) is not in the package")
        }

        // Installed with dpkg into a scratch root, its own database there; the libraries it depends
        // on are this machine's, not the scratch root's.
        let root = folder.appendingPathComponent("root")
        let database = root.appendingPathComponent("var/lib/dpkg")
        for folder in ["info", "updates"] {
            try FileManager.default.createDirectory(
                at: database.appendingPathComponent(folder),
                withIntermediateDirectories: true
            )
        }
        for file in ["status", "available"] {
            try Data().write(to: database.appendingPathComponent(file))
        }
        let installed = try Self.tool(
            "/usr/bin/dpkg",
            [
                "--root=\(root.path)", "--force-not-root", "--force-depends", "--force-script-chrootless",
                "--log=/dev/null", "-i", package.path,
            ]
        )
        #expect(installed.status == 0, "\(installed.output)")
        #expect(installed.output.contains("Setting up layoutd (\(version))"), "\(installed.output)")
        let status = try Self.tool("/usr/bin/dpkg", ["--root=\(root.path)", "-s", "layoutd"]).output
        #expect(status.contains("Status: install ok installed"), "\(status)")

        let run = try Self.tool(root.appendingPathComponent("usr/bin/layoutd").path, ["--version"])
        #expect(run.status == 0 && run.output == "\(version)\n", "\(run.output)")
        // The unit starts the binary the package installed.
        let unit = try String(
            contentsOf: root.appendingPathComponent("usr/lib/systemd/system/layoutd.service"),
            encoding: .utf8
        )
        #expect(unit.contains("ExecStart=/usr/bin/layoutd serve"), "\(unit)")

        // What is shipped is stripped, with a debug link to the symbols written beside the package.
        let sections = try Self.tool("/usr/bin/readelf", ["-S", root.appendingPathComponent("usr/bin/layoutd").path])
        #expect(!sections.output.contains(".symtab"), "the packaged binary keeps its symbol table")
        #expect(sections.output.contains(".gnu_debuglink"))
        let debug = folder.appendingPathComponent("layoutd_\(version)_\(architecture).debug")
        let symbols = try Self.tool("/usr/bin/readelf", ["-S", debug.path])
        #expect(symbols.output.contains(".symtab"), "the symbols beside the package have no symbol table")
    }

    /// The package's `Depends:` (`Scripts/library-packages.sh`), ten times in a row.
    ///
    /// The same line each time, and never a failure: its pipelines once had a reader that stopped
    /// early, so that the writer died of SIGPIPE under `pipefail` as the timing fell.
    @Test func theDependsLineIsTheSameTenTimesInARow() throws {
        let script = LayoutdBinary.packageRoot.appendingPathComponent("Scripts/library-packages.sh").path
        var lines: Set<String> = []
        for _ in 0..<10 {
            let run = try Self.tool("/bin/bash", [script, Self.build.appendingPathComponent("layoutd").path])
            #expect(run.status == 0, "\(run.output)")
            lines.insert(run.output)
        }
        #expect(lines.count == 1, "\(lines)")
        #expect(lines.first?.contains("libinotifytools0") == true, "\(lines)")
        #expect(lines.first?.contains("libc6") == true, "\(lines)")
    }
}
