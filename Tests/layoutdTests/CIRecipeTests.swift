import Foundation
import Testing

/// `Documentation/ci.md`'s workflow, its `layoutd` steps run in order on a copy of `examples/`, as the
/// pull-request check would run them.
struct CIRecipeTests {
    /// The one-line `run: layoutd …` steps of the workflow in ci.md, in order.
    static func steps() throws -> [String] {
        let text = try String(
            contentsOf: LayoutdBinary.packageRoot.appendingPathComponent("Documentation/ci.md"),
            encoding: .utf8
        )
        return text.split(separator: "\n").compactMap { line in
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("run: layoutd ") else { return nil }
            return String(trimmed.dropFirst("run: ".count))
        }
    }

    /// The examples copied into a fresh folder, with the references a team would have committed.
    static func checkout() throws -> URL {
        let folder = try LayoutdBinary.temporaryDirectory()
        try FileManager.default.copyItem(
            at: LayoutdBinary.packageRoot.appendingPathComponent("examples"),
            to: folder.appendingPathComponent("examples")
        )
        try? FileManager.default.removeItem(at: folder.appendingPathComponent("examples/plugin-sample/.build"))
        let record = try LayoutdBinary.run(["snapshot", "record", "examples"], in: folder)
        #expect(record.status == 0, "\(record.stderr)")
        return folder
    }

    /// Runs one step with the built `layoutd` first on the PATH.
    static func run(_ step: String, in folder: URL) throws -> (status: Int32, output: String) {
        let path = LayoutdBinary.executable.deletingLastPathComponent().path
        return try LayoutdBinary.runTool(
            URL(fileURLWithPath: "/bin/sh"),
            ["-c", "PATH='\(path)':\"$PATH\" \(step)"],
            in: folder
        )
    }

    @Test func theWorkflowPassesOnTheExamplesAndFailsOnAMovedLayout() throws {
        let steps = try Self.steps()
        #expect(steps.count == 3)
        #expect(steps[0].hasPrefix("layoutd check --format github"))
        #expect(steps[1].hasPrefix("layoutd snapshot verify --format github"))
        #expect(steps[2].contains("--against"))
        let folder = try Self.checkout()
        defer { try? FileManager.default.removeItem(at: folder) }
        for step in steps {
            let result = try Self.run(step, in: folder)
            #expect(result.status == 0, "\(step): \(result.output)")
            #expect(!result.output.contains("::error"), "\(step): \(result.output)")
        }
        // A layout that moved fails the snapshot step with an annotation at the spec's line, and the
        // drift check once the app's Swift no longer gives the spec's frames.
        let settings = folder.appendingPathComponent("examples/settings.layout.yaml")
        let text = try String(contentsOf: settings, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "headerHeight: 38", with: "headerHeight: 48").utf8).write(to: settings)
        let verify = try Self.run(steps[1], in: folder)
        #expect(verify.status == 1)
        #expect(verify.output.contains("::error file=examples/settings.layout.yaml,line="))
        #expect(verify.output.contains("title=layout snapshot::"))
        let drift = try Self.run(steps[2], in: folder)
        #expect(drift.status == 1)
        #expect(drift.output.contains("title=layout drift::"))
    }

    /// The workflow's *Install layoutd* step, with the tarball made here in place of the download.
    ///
    /// The release it downloads is the tarball `make dist` makes of this version, and its `tar` puts
    /// a `layoutd` that runs at `PREFIX/bin`.
    @Test func theInstallStepUnpacksTheReleasedTarballOntoThePath() throws {
        let text = try String(
            contentsOf: LayoutdBinary.packageRoot.appendingPathComponent("Documentation/ci.md"),
            encoding: .utf8
        )
        let lines = text.split(separator: "\n").map { String($0.drop { $0 == " " }) }
        func value(_ key: String) -> String? {
            lines.first { $0.hasPrefix(key + ": ") }.map {
                String($0.dropFirst(key.count + 2)).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
            }
        }
        let version = try LayoutdBinary.run(["--version"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(value("LAYOUTD_VERSION") == version, "ci.md downloads another version than this one")
        let download = try #require(lines.first { $0.hasPrefix("curl -fsSL ") })
        let unpack = try #require(lines.first { $0.hasPrefix("| sudo tar ") })
        #expect(download.hasSuffix("/v$LAYOUTD_VERSION/layoutd-$LAYOUTD_VERSION-linux-x86_64.tar.gz\" \\"))

        let folder = try LayoutdBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let made = try LayoutdBinary.runTool(
            URL(fileURLWithPath: "/bin/bash"),
            [
                LayoutdBinary.packageRoot.appendingPathComponent("Scripts/dist.sh").path, DistTests.build.path,
                folder.path,
            ]
        )
        #expect(made.status == 0, "\(made.output)")
        let tarball = made.output.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(tarball.hasSuffix("/layoutd-\(version)-linux-x86_64.tar.gz"))
        let prefix = folder.appendingPathComponent("usr-local")
        try FileManager.default.createDirectory(at: prefix, withIntermediateDirectories: true)
        let command =
            "cat '\(tarball)' "
            + unpack.replacingOccurrences(of: "sudo ", with: "")
            .replacingOccurrences(of: "/usr/local", with: "'\(prefix.path)'")
        let unpacked = try LayoutdBinary.runTool(
            URL(fileURLWithPath: "/bin/bash"),
            ["-euo", "pipefail", "-c", command]
        )
        #expect(unpacked.status == 0, "\(command): \(unpacked.output)")
        let installed = try LayoutdBinary.runTool(prefix.appendingPathComponent("bin/layoutd"), ["--version"])
        #expect(installed.output == "\(version)\n", "\(installed.output)")
    }
}
