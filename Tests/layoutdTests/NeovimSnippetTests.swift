import Foundation
import Testing

/// The Neovim set-ups editors.md gives, as a user copies them into `init.lua`: the Neovim 0.7 form
/// run in the Neovim 0.7 `make test` installs, on a spec with a typo; the 0.8 form read as Lua there
/// (it calls what 0.7 does not have).
struct NeovimSnippetTests {
    /// The ```lua blocks of editors.md's Neovim section, in order: the 0.8 form, then the 0.7 one.
    static func snippets() throws -> [String] {
        let text = try String(
            contentsOf: LayoutdBinary.packageRoot.appendingPathComponent("Documentation/editors.md"),
            encoding: .utf8
        )
        let section =
            try #require(text.components(separatedBy: "### Neovim\n").dropFirst().first)
            .components(separatedBy: "\n### ").first ?? ""
        return section.components(separatedBy: "```lua\n").dropFirst().map {
            $0.components(separatedBy: "```").first ?? ""
        }
    }

    /// Runs `init` as Neovim's `init.lua` with the built `layoutd` first on the PATH, opens a spec
    /// with a typo, and returns what `check` wrote.
    static func run(init snippet: String, in folder: URL) throws -> [String: Any] {
        let initFile = folder.appendingPathComponent("init.lua")
        try Data(snippet.utf8).write(to: initFile)
        let check = folder.appendingPathComponent("check.lua")
        try Data(
            """
            local out = {}
            local ok, err = pcall(function()
              vim.cmd('edit ' .. vim.fn.fnameescape(os.getenv('LSP_SPEC')))
              local buf = vim.api.nvim_get_current_buf()
              out.attached = vim.wait(20000, function() return #vim.lsp.buf_get_clients(buf) > 0 end, 20)
              out.diagnosed = vim.wait(20000, function() return #vim.diagnostic.get(buf) > 0 end, 20)
              out.messages = {}
              for _, d in ipairs(vim.diagnostic.get(buf)) do table.insert(out.messages, d.message) end
            end)
            if not ok then out.error = tostring(err) end
            vim.fn.writefile({ vim.fn.json_encode(out) }, os.getenv('LSP_RESULT'))
            vim.cmd('qa!')
            """.utf8
        ).write(to: check)
        let spec = folder.appendingPathComponent("home.layout.yaml")
        try Data(NeovimLanguageServerTests.spec.utf8).write(to: spec)
        let result = folder.appendingPathComponent("result.json")
        let path = LayoutdBinary.executable.deletingLastPathComponent().path
        NeovimLanguageServerTests.runHeadless(
            ["-u", initFile.path, "-c", "luafile \(check.path)"],
            environment: [
                "PATH": path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? ""),
                "LSP_SPEC": spec.path, "LSP_RESULT": result.path,
            ],
            in: folder
        )
        return try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: result)) as? [String: Any])
    }

    @Test func theNeovim07FormAttachesLayoutdAndShowsTheTypo() throws {
        let snippets = try Self.snippets()
        #expect(snippets.count == 2)
        let folder = try LayoutdBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Self.run(init: try #require(snippets.last), in: folder)
        #expect(result["error"] == nil, "\(result["error"] ?? "")")
        #expect(result["attached"] as? Bool == true)
        #expect(result["diagnosed"] as? Bool == true)
        #expect((result["messages"] as? [String])?.first?.contains(#"did you mean "itemSize""#) == true)
    }

    @Test func theNeovim08FormIsLuaThatStartsTheServerByItsName() throws {
        let snippet = try #require(try Self.snippets().first)
        #expect(snippet.contains("vim.lsp.start({ name = 'layoutd', cmd = { 'layoutd', 'lsp' }"))
        let folder = try LayoutdBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("snippet.lua")
        try Data(snippet.utf8).write(to: file)
        // Compiled, not run: Neovim 0.7 has no `vim.lsp.start`.
        let check = try LayoutdBinary.runTool(
            URL(fileURLWithPath: NeovimLanguageServerTests.neovim),
            [
                "--headless", "-u", "NONE", "-i", "NONE", "-n", "-c",
                "lua local f, e = loadfile('\(file.path)'); if not f then io.stderr:write(e) vim.cmd('cq') end",
                "-c", "qa!",
            ]
        )
        #expect(check.status == 0, "\(check.output)")
    }
}
