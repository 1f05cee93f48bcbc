import Foundation
import Glibc
import Testing

/// The daemon's folders and files under `umask 000`: nothing it writes may be left writable by other
/// users, who could otherwise swap its lock or journal, or its published layouts.
@Suite struct UmaskTests {
    static func mode(_ url: URL) -> mode_t {
        var info = stat()
        return stat(url.path, &info) == 0 ? info.st_mode & 0o7777 : 0o7777
    }

    @Test func nothingTheDaemonWritesIsWritableByOthersUnderAnyUmask() throws {
        let serve = try ServeProcess()
        try serve.write(flowSpec(items: 1, padding: 10), to: "a.layout.yaml")
        try serve.start(launcher: ["/bin/sh", "-c", "umask 000 && exec \"$@\"", "sh"])
        #expect(serve.cellCount("a.layout.yaml") == 1)
        let state = serve.output.appendingPathComponent(".layoutd")
        #expect(Self.mode(serve.output) == 0o755, "\(String(Self.mode(serve.output), radix: 8))")
        #expect(Self.mode(state) == 0o700, "\(String(Self.mode(state), radix: 8))")
        let folder = serve.outputFolder("a.layout.yaml")
        for url in [
            folder, folder.appendingPathComponent("layout.json"), state.appendingPathComponent("journal.jsonl"),
        ] {
            #expect(Self.mode(url) & 0o022 == 0, "\(url.lastPathComponent): \(String(Self.mode(url), radix: 8))")
        }
        #expect(serve.stop().status == 0)
    }

    /// An output folder already 0777 stayed 0777: the daemon promises 0755 whatever was there.
    @Test func anOutputFolderOthersCouldWriteIsMade0755() throws {
        let serve = try ServeProcess()
        try serve.write(flowSpec(items: 1, padding: 10), to: "a.layout.yaml")
        try FileManager.default.createDirectory(at: serve.output, withIntermediateDirectories: true)
        #expect(chmod(serve.output.path, 0o777) == 0)
        try serve.start()
        #expect(Self.mode(serve.output) == 0o755, "\(String(Self.mode(serve.output), radix: 8))")
        #expect(serve.stop().status == 0)
    }
}
