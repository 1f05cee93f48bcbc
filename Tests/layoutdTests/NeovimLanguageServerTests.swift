import Foundation
import TestSupport
import Testing

/// `layoutd lsp` in a real editor: Neovim, headless, with its built-in language server client, runs
/// `Tests/Editors/neovim-lsp.lua` on a spec with a typo and reports what the editor received.
struct NeovimLanguageServerTests {
    /// Debian's `neovim` (installed by `Scripts/install-deps.sh`).
    static let neovim = "/usr/bin/nvim"

    /// ``SmallGridSpec`` with `itemSise` on line 6 (5 from 0) at column 3 (2 from 0).
    ///
    /// The script fixes it in the buffer, adds a section with `    min` typed, and hovers `items: 4`
    /// (line 9), whose frames the spec works out.
    static let spec = SmallGridSpec.text.replacingOccurrences(of: "itemSize", with: "itemSise")

    /// Runs headless Neovim with `arguments` in `folder` (its state and cache there), at most two
    /// minutes, with `environment` added to this process's; expects it to exit 0.
    static func runHeadless(_ arguments: [String], environment added: [String: String], in folder: URL) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
        process.arguments = ["120", neovim, "--headless", "-i", "NONE", "-n"] + arguments
        process.currentDirectoryURL = folder
        var environment = ProcessInfo.processInfo.environment.merging(added) { $1 }
        environment["XDG_STATE_HOME"] = folder.path
        environment["XDG_CACHE_HOME"] = folder.path
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            Issue.record("Neovim did not start: \(error)")
            return
        }
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }

    @Test func neovimGetsDiagnosticsCompletionAndHoverBeforeAnySave() throws {
        #expect(FileManager.default.isExecutableFile(atPath: Self.neovim), "Scripts/install-deps.sh installs neovim")
        let folder = try LayoutdBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try LayoutdBinary.write(Self.spec, to: "home.layout.yaml", in: folder)
        let specURL = folder.appendingPathComponent("home.layout.yaml")
        let resultURL = folder.appendingPathComponent("result.json")
        let script = LayoutdBinary.packageRoot.appendingPathComponent("Tests/Editors/neovim-lsp.lua")
        Self.runHeadless(
            ["-u", "NONE", "-c", "luafile \(script.path)"],
            environment: [
                "LSP_SPEC": specURL.path, "LSP_RESULT": resultURL.path, "LAYOUTD": LayoutdBinary.executable.path,
            ],
            in: folder
        )
        let data = try Data(contentsOf: resultURL)
        let result = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(result["error"] == nil, "\(result["error"] ?? "")")
        // The typo, at its line and column, while the file on disk was never saved again.
        let diagnostics = try #require(result["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?["line"] as? Int == 5 && diagnostics.first?["column"] as? Int == 2)
        #expect((diagnostics.first?["message"] as? String)?.contains(#"did you mean "itemSize""#) == true)
        #expect(result["fixed"] as? Bool == true && result["modified"] as? Bool == true)
        #expect(try String(contentsOf: specURL, encoding: .utf8) == Self.spec)
        // Completion of a section's keys after `min`.
        #expect(Set(result["completion"] as? [String] ?? []) == ["minimumLineSpacing", "minimumInteritemSpacing"])
        // The hover lists the run's frames.
        let hover = try #require(result["hover"] as? String)
        #expect(hover.contains("small: items 0–3"))
        #expect(hover.contains("0: [0, 0, 100, 50]") && hover.contains("2: [220, 0, 100, 50]"))
        #expect(hover.contains("3: [0, 60, 100, 50]"))
    }
}
