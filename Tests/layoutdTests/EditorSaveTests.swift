import Foundation
import Glibc
import Testing

/// Every editor's save, as the exact sequence of system calls it makes (in place, through a temporary file and a rename, with a backup, with a lock link), against
/// the real daemon: each save is exactly one new generation, laid out from the complete file, and
/// none is ever published as a removal.
@Suite struct EditorSaveTests {
    enum Editor: String, CaseIterable, CustomTestStringConvertible {
        case vimDefault, vimBackupCopy, vimNoWriteBackup, vsCode, jetBrainsSafeWrite, emacs
        var testDescription: String { rawValue }
    }

    @Test(arguments: Editor.allCases)
    func everySaveIsOneGenerationFromTheCompleteFile(_ editor: Editor) async throws {
        try await InProcessDaemon.run { serve in
            let spec = "screens/home.layout.yaml"
            try serve.write(flowSpec(items: 1), to: spec)
            try await serve.start()
            #expect(serve.generation(spec) == 1)
            let path = serve.url(spec).path
            for (save, items) in [2, 3, 4].enumerated() {
                try Self.save(flowSpec(items: items), to: path, as: editor, firstSaveOfSession: save == 0)
                let generation = save + 2
                let arrived = try serve.synced { serve.generation(spec) == generation }
                #expect(arrived, "save \(save + 1) was not published:\n\(serve.logText())")
                #expect(serve.cellCount(spec) == items, "generation \(generation) was not laid out from the whole file")
            }
            try serve.sync()
            #expect(serve.generation(spec) == 4)
            #expect(serve.publications(of: spec) == 4, "\(serve.logText())")
            #expect(serve.removals().isEmpty, "\(serve.logText())")
            #expect(!serve.logText().contains("errors in"), "a partial file was parsed:\n\(serve.logText())")
            #expect(serve.errors(spec) == nil)
            #expect(serve.diff(spec)?["from"] as? Int == 3)
            #expect(serve.diff(spec)?["to"] as? Int == 4)
            try await serve.stop()
        }
    }

    /// One save of `text` to `path`, the way `editor` does it.
    static func save(_ text: String, to path: String, as editor: Editor, firstSaveOfSession: Bool) throws {
        let directory = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        let swap = "\(directory)/.\(name).swp"
        switch editor {
        case .vimDefault:
            // writebackup + backupcopy=auto on a file it may rename: probe 4913, rename to name~,
            // write a new inode, delete the backup. The swap file changes throughout.
            try write("swap", to: swap, flags: O_CREAT | O_WRONLY | O_TRUNC)
            try write("", to: "\(directory)/4913", flags: O_CREAT | O_EXCL | O_WRONLY)
            try check(unlink("\(directory)/4913"))
            try check(rename(path, path + "~"))
            try write(text, to: path, flags: O_CREAT | O_WRONLY | O_TRUNC)
            try check(unlink(path + "~"))
            try check(unlink(swap))
        case .vimBackupCopy:
            // backupcopy=yes: copy to name~, then truncate and write the original in place.
            try write("swap", to: swap, flags: O_CREAT | O_WRONLY | O_TRUNC)
            let old = try String(contentsOfFile: path, encoding: .utf8)
            try write(old, to: path + "~", flags: O_CREAT | O_WRONLY | O_TRUNC)
            try write(text, to: path, flags: O_WRONLY | O_TRUNC)
            try check(unlink(path + "~"))
            try check(unlink(swap))
        case .vimNoWriteBackup:
            try write(text, to: path, flags: O_WRONLY | O_TRUNC)
        case .vsCode:
            // node's writeFile: truncate, then write; here with a pause in the middle, as on a busy
            // machine, so an early read would see half a file.
            try write(text, to: path, flags: O_WRONLY | O_TRUNC, pauseHalfway: .milliseconds(60))
        case .jetBrainsSafeWrite:
            try write(text, to: path + "___jb_tmp___", flags: O_CREAT | O_WRONLY | O_TRUNC)
            try check(rename(path, path + "___jb_old___"))
            try check(rename(path + "___jb_tmp___", path))
            try check(unlink(path + "___jb_old___"))
        case .emacs:
            // The lock is a dangling symlink while the buffer is modified; an auto-save file comes
            // and goes; the first save of a session renames the original to name~, later ones write
            // in place.
            let lock = "\(directory)/.#\(name)"
            try check(symlink("ada@host.4242:1763700000", lock))
            try write(text, to: "\(directory)/#\(name)#", flags: O_CREAT | O_WRONLY | O_TRUNC)
            if firstSaveOfSession {
                try check(rename(path, path + "~"))
                try write(text, to: path, flags: O_CREAT | O_WRONLY | O_TRUNC)
            } else {
                try write(text, to: path, flags: O_WRONLY | O_TRUNC)
            }
            try check(unlink("\(directory)/#\(name)#"))
            try check(unlink(lock))
        }
    }

    /// open(2), write(2) (in two halves, with an optional pause between them), close(2).
    static func write(_ text: String, to path: String, flags: Int32, pauseHalfway: Duration? = nil) throws {
        let descriptor = open(path, flags, 0o644)
        try check(descriptor)
        defer { close(descriptor) }
        let bytes = Array(text.utf8)
        let half = bytes.count / 2
        try check(Int32(Glibc.write(descriptor, bytes, half)))
        if let pauseHalfway { usleep(UInt32(pauseHalfway / .microseconds(1))) }
        try bytes[half...].withUnsafeBytes { try check(Int32(Glibc.write(descriptor, $0.baseAddress, $0.count))) }
    }

    static func check(_ result: Int32) throws {
        if result < 0 { throw Failure("system call failed: \(String(cString: strerror(errno)))") }
    }
}
