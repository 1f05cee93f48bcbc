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
        // Each command's exit statuses instead of the generic ones, the files under this prefix,
        // examples and what to read next; no path of the repository.
        let headings = manual.split(separator: "\n").filter { $0.hasPrefix(".Sh ") }
        #expect(
            headings == [
                ".Sh NAME", ".Sh SYNOPSIS", ".Sh DESCRIPTION", #".Sh "EXIT STATUS""#, ".Sh FILES", ".Sh EXAMPLES",
                #".Sh "SEE ALSO""#,
            ],
            "\(headings)"
        )
        #expect(!manual.contains(".Ex -std"))
        for command in [
            "compute , render", "check", "diff", "serve", "subscribe , status", "lsp", #""snapshot verify""#,
        ] {
            #expect(manual.contains("\n.It Cm \(command)\n"), "no exit status for \(command)")
        }
        #expect(manual.contains("\n.It Pa \(prefix.path)/share/layoutd/layoutd.yaml\n"))
        #expect(manual.contains("\n.It Pa \(prefix.path)/lib/systemd/system/layoutd.service\n"))
        #expect(manual.contains(".Dl layoutd compute home.layout.yaml --format text"))
        #expect(!manual.contains("config/layoutd.yaml documents") && !manual.contains("PREFIX/"))
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
        for unit in ["lib/systemd/system/layoutd.service", "share/systemd/user/layoutd.service"] {
            let execStart = try text(unit).split(separator: "\n").first { $0.hasPrefix("ExecStart=") }
            #expect(execStart?.hasPrefix("ExecStart=\(prefix.path)/bin/layoutd serve") == true, "\(unit)")
            // Their documentation is the guide installed under the same prefix, which is there.
            #expect(
                try text(unit).contains(
                    "\nDocumentation=file://\(prefix.path)/share/doc/layoutd/operations.md\n"
                ),
                "\(unit)"
            )
        }
        #expect(
            FileManager.default.fileExists(
                atPath: prefix.appendingPathComponent("share/doc/layoutd/operations.md").path
            )
        )
        #expect(
            try text("share/layoutd/layoutd.yaml")
                == String(
                    contentsOf: LayoutdBinary.packageRoot.appendingPathComponent("config/layoutd.yaml"),
                    encoding: .utf8
                )
        )
    }

    /// `make install PREFIX=~/.local`: the user unit lands where the user's systemd looks
    /// (`$XDG_DATA_HOME/systemd/user`, `~/.local/share/systemd/user`), starting the binary installed
    /// there.
    @Test func aPrefixInTheHomeFolderPutsTheUserUnitWhereSystemdLooks() throws {
        let home = try LayoutdBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        let prefix = home.appendingPathComponent(".local")
        let build = LayoutdBinary.executable.deletingLastPathComponent().path
        let script = LayoutdBinary.packageRoot.appendingPathComponent("Scripts/install.sh").path
        let installed = try run("/bin/bash", [script, build, prefix.path])
        #expect(installed.status == 0, "\(installed.output)")
        let unit = try String(
            contentsOf: home.appendingPathComponent(".local/share/systemd/user/layoutd.service"),
            encoding: .utf8
        )
        #expect(unit.contains("ExecStart=\(prefix.path)/bin/layoutd serve"), "\(unit)")
        #expect(
            unit.contains("\nDocumentation=file://\(prefix.path)/share/doc/layoutd/operations.md\n"),
            "\(unit)"
        )
        #expect(!FileManager.default.fileExists(atPath: prefix.appendingPathComponent("lib/systemd/user").path))
    }

    /// Bash completes a command's spec arguments with spec files and folders, not every file.
    @Test(arguments: ["compute", "check", "render", "snapshot verify", "generate swift"])
    func bashCompletesSpecFilesAndFolders(command: String) throws {
        let folder = try LayoutdBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["photos.layout.yaml", "notes.txt", "screens/home.layout.yaml"] {
            try LayoutdBinary.write("", to: name, in: folder)
        }
        let script = folder.appendingPathComponent("layoutd.bash")
        try Data(try LayoutdBinary.run(["--generate-completion-script", "bash"]).stdout.utf8).write(to: script)
        // What bash asks the completion function for, as it would after `layoutd COMMAND <TAB>`.
        let words = (["layoutd"] + command.split(separator: " ").map(String.init) + [""])
        let program = """
            shopt -s extglob; source '\(script.path)'
            COMP_WORDS=(\(words.map { "'\($0)'" }.joined(separator: " "))); COMP_CWORD=\(words.count - 1)
            COMP_LINE='\(words.joined(separator: " "))'; COMP_POINT=${#COMP_LINE}
            _layoutd layoutd '' '\(words[words.count - 2])' 2>/dev/null; printf '%s\\n' "${COMPREPLY[@]}" | sort
            """
        let completed = try LayoutdBinary.runTool(URL(fileURLWithPath: "/bin/bash"), ["-c", program], in: folder)
        #expect(completed.output == "photos.layout.yaml\nscreens\n", "\(command): \(completed.output)")
    }

    /// Bash completes `--environment` with the environments of the spec already on the line.
    @Test(arguments: ["compute", "render"])
    func bashCompletesEnvironmentNamesOfTheSpecGiven(command: String) throws {
        let folder = try LayoutdBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try LayoutdBinary.write(
            "environments:\n  - {name: phone, size: [390, 844], scale: 3}\n  - {name: pad, size: [820, 1180], scale: 2}\n"
                + "  - {name: phone-landscape, size: [844, 390], scale: 3}\nlayout: {itemSize: [50, 50]}\nsections:\n  - items: 3\n",
            to: "home.layout.yaml",
            in: folder
        )
        let script = folder.appendingPathComponent("layoutd.bash")
        try Data(try LayoutdBinary.run(["--generate-completion-script", "bash"]).stdout.utf8).write(to: script)
        func complete(_ typed: String) throws -> String {
            let words = ["layoutd", command, "home.layout.yaml", "--environment", typed]
            let program = """
                export PATH='\(LayoutdBinary.executable.deletingLastPathComponent().path)':"$PATH"
                shopt -s extglob; source '\(script.path)'
                COMP_WORDS=(\(words.map { "'\($0)'" }.joined(separator: " "))); COMP_CWORD=\(words.count - 1)
                COMP_LINE='\(words.joined(separator: " "))'; COMP_POINT=${#COMP_LINE}
                _layoutd layoutd '\(typed)' '--environment' 2>/dev/null; printf '%s\\n' "${COMPREPLY[@]}"
                """
            return try LayoutdBinary.runTool(URL(fileURLWithPath: "/bin/bash"), ["-c", program], in: folder).output
        }
        #expect(try complete("") == "phone\npad\nphone-landscape\n")
        #expect(try complete("ph") == "phone\nphone-landscape\n")
    }

    /// `--version` is the version the changelog is at.
    @Test func theVersionIsTheChangelogs() throws {
        let changelog = try String(
            contentsOf: LayoutdBinary.packageRoot.appendingPathComponent("CHANGELOG.md"),
            encoding: .utf8
        )
        let heading = try #require(changelog.split(separator: "\n").first { $0.hasPrefix("## ") })
        let version = try #require(heading.dropFirst(3).split(separator: " ").first)
        let printed = try LayoutdBinary.run(["--version"])
        #expect(printed.status == 0 && printed.stdout == "\(version)\n", "\(printed.stdout) against \(heading)")
    }

    func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        try LayoutdBinary.runTool(URL(fileURLWithPath: executable), arguments)
    }
}
