import Foundation
import Testing

/// The project's release workflow (`.github/workflows/release.yml`): a tag builds what `make deb` and
/// `make dist` build, its packaging step's commands make both files, and the attach step uploads
/// exactly what they made.
struct ReleaseWorkflowTests {
    /// Each step's `name:` and its `run:` text (a block's lines joined), in order.
    static func steps() throws -> [(name: String, run: String, env: [String: String])] {
        let text = try String(
            contentsOf: LayoutdBinary.packageRoot.appendingPathComponent(".github/workflows/release.yml"),
            encoding: .utf8
        )
        var steps: [(name: String, run: String, env: [String: String])] = []
        var inRun = false
        var inEnv = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " }
            let indent = line.count - trimmed.count
            if trimmed.hasPrefix("- name: ") {
                steps.append((String(trimmed.dropFirst("- name: ".count)), "", [:]))
                inRun = false
                inEnv = false
            } else if trimmed == "run: |" {
                inRun = true
                inEnv = false
            } else if trimmed == "env:" {
                inEnv = true
                inRun = false
            } else if inRun, indent >= 10, !steps.isEmpty {
                steps[steps.count - 1].run += trimmed + "\n"
            } else if inEnv, indent >= 10, !steps.isEmpty, let colon = trimmed.firstIndex(of: ":") {
                let key = String(trimmed[..<colon])
                steps[steps.count - 1].env[key] = trimmed[trimmed.index(after: colon)...]
                    .trimmingCharacters(in: .whitespaces)
            } else if indent < 10 {
                inRun = false
                inEnv = false
            }
        }
        return steps
    }

    @Test func aTagBuildsPackagesAndAttachesWhatMakeDebAndMakeDistMake() throws {
        let text = try String(
            contentsOf: LayoutdBinary.packageRoot.appendingPathComponent(".github/workflows/release.yml"),
            encoding: .utf8
        )
        #expect(text.contains("tags: [\"v*\"]"))
        let steps = try Self.steps()
        let build = try #require(steps.first { $0.name.hasPrefix("Build") })
        // The release build `make deb` and `make dist` make: the Swift runtime linked in.
        let makefile = try String(
            contentsOf: LayoutdBinary.packageRoot.appendingPathComponent("Makefile"),
            encoding: .utf8
        )
        for command in build.run.split(separator: "\n") {
            #expect(command.contains("-c release") && command.contains("--static-swift-stdlib"), "\(command)")
            #expect(makefile.contains("\t$(SWIFT) " + command.dropFirst("swift ".count)), "\(command)")
        }

        // The packaging step's commands, run on the self-contained build `make test` made.
        let package = try #require(steps.first { $0.name == "Package" })
        #expect(package.env["BUILD"] == ".build-deb/release")
        let folder = try LayoutdBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let ran = try LayoutdBinary.runTool(
            URL(fileURLWithPath: "/usr/bin/env"),
            [
                "BUILD=\(DistTests.build.path)", "DEB_COMPRESS=none", "/bin/bash", "-euo", "pipefail", "-c",
                "cd '\(LayoutdBinary.packageRoot.path)' && "
                    + package.run.replacingOccurrences(of: " dist\n", with: " '\(folder.path)'\n"),
            ]
        )
        #expect(ran.status == 0, "\(ran.output)")
        let made = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(made.filter { $0.hasSuffix(".deb") }.count == 1, "\(made)")
        #expect(made.filter { $0.hasSuffix(".tar.gz") }.count == 1, "\(made)")
        #expect(made.filter { $0.hasSuffix(".debug") }.count == 2, "\(made)")

        // What is attached: everything the packaging step wrote into `dist`, and nothing else.
        let attach = try #require(steps.first { $0.name.hasPrefix("Attach") })
        #expect(package.run.split(separator: "\n").allSatisfy { $0.hasSuffix(" dist") })
        #expect(attach.run.contains("gh release create \"$GITHUB_REF_NAME\""))
        #expect(attach.run.contains("dist/*"))
    }
}
