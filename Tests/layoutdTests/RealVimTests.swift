import Foundation
import Testing

/// Real vim, run headless, saving in each of its three ways: one generation per save, no removal.
///
/// `backupskip=` matters: by default vim skips backups for files under /tmp, which would quietly turn
/// every setting into an in-place write.
@Suite struct RealVimTests {
    static let vim = ["/usr/bin/vim.tiny", "/usr/bin/vim", "/usr/bin/vim.basic"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    @Test(
        .enabled(if: vim != nil, "needs vim (.ci/run installs vim-tiny)"),
        arguments: [
            "set writebackup backupcopy=no",  // rename to name~, write a new file
            "set writebackup backupcopy=yes",  // copy to name~, write in place
            "set nowritebackup nobackup",  // write in place
        ]
    )
    func everyVimSaveIsOneGeneration(_ settings: String) throws {
        let serve = try ServeProcess()
        let spec = "home.layout.yaml"
        try serve.write(flowSpec(items: 1), to: spec)
        try serve.start()
        let replacement = serve.folder.appendingPathComponent("replacement.txt")
        for items in 2...4 {
            // The buffer is replaced by the next version (`:%d`, `:0r`), which every vim build can do.
            try Data(flowSpec(items: items).utf8).write(to: replacement)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: try #require(Self.vim))
            process.arguments = [
                "-e", "-s", "-u", "NONE", "-N", "-i", "NONE", "-c", "set backupskip= \(settings.dropFirst(4))",
                "-c", "%d", "-c", "0r \(replacement.path)", "-c", "wq", serve.url(spec).path,
            ]
            try process.run()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
            #expect(try serve.synced { serve.generation(spec) == items }, "\(serve.logText())")
            #expect(serve.cellCount(spec) == items)
        }
        try serve.sync()
        #expect(serve.publications(of: spec) == 4)
        #expect(serve.removals().isEmpty, "\(serve.logText())")
        #expect(!serve.logText().contains("errors in"))
        #expect(serve.stop().status == 0)
    }
}
