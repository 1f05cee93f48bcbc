import Foundation
import Testing

/// `make install`'s script on the debug build, into a fresh prefix: what it puts where, and that each
/// piece works there (`make install` runs the same script on the release build).
struct InstallTests {
    @Test func installPutsTheBinaryManualCompletionsAndUnitsUnderThePrefix() throws {
        let prefix = try LayoutdBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: prefix) }
        let build = LayoutdBinary.executable.deletingLastPathComponent().path
        let script = LayoutdBinary.packageRoot.appendingPathComponent("Scripts/install.sh").path
        let installed = try run("/bin/bash", [script, build, prefix.path])
        #expect(installed.status == 0, "\(installed.output)")

        func text(_ path: String) throws -> String {
            try String(contentsOf: prefix.appendingPathComponent(path), encoding: .utf8)
        }
        // The binary runs from where it was put.
        let version = try run(prefix.appendingPathComponent("bin/layoutd").path, ["--version"])
        #expect(version.status == 0 && !version.output.isEmpty)
        // The manual names every subcommand, the language server's included.
        let manual = try text("share/man/man1/layoutd.1")
        for subcommand in ["serve", "compute", "check", "render", "schema", "lsp"] {
            #expect(manual.contains(subcommand), "the manual does not mention \(subcommand)")
        }
        // Completions each shell reads; bash's parses.
        let bash = try text("share/bash-completion/completions/layoutd")
        #expect(bash.contains("lsp") && bash.contains("schema"))
        #expect(
            try run(
                "/bin/bash",
                ["-n", prefix.appendingPathComponent("share/bash-completion/completions/layoutd").path]
            ).status == 0
        )
        #expect(try text("share/zsh/site-functions/_layoutd").hasPrefix("#compdef layoutd"))
        #expect(try text("share/fish/vendor_completions.d/layoutd.fish").contains("complete -c 'layoutd'"))
        // The units start the layoutd installed here.
        for unit in ["lib/systemd/system/layoutd.service", "lib/systemd/user/layoutd.service"] {
            let execStart = try text(unit).split(separator: "\n").first { $0.hasPrefix("ExecStart=") }
            #expect(execStart?.hasPrefix("ExecStart=\(prefix.path)/bin/layoutd serve") == true, "\(unit)")
        }
        #expect(
            try text("share/layoutd/layoutd.yaml")
                == String(
                    contentsOf: LayoutdBinary.packageRoot.appendingPathComponent("config/layoutd.yaml"),
                    encoding: .utf8
                )
        )
    }

    func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        try LayoutdBinary.runTool(URL(fileURLWithPath: executable), arguments)
    }
}
