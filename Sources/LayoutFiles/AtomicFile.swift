package import Foundation
import SystemPackage

/// Replaces a file whole: its text is written to a temporary name in the same folder, then renamed
/// over it, so a reader sees the old file or the new one, never a mix (rename(2) is atomic).
///
/// Unlike Foundation's atomic write, it does not `fsync`: that only matters if the machine loses power,
/// costs milliseconds on every save, and ext4 (`auto_da_alloc`) already flushes a file renamed over
/// another. A crash of the daemon itself never leaves a torn file either way.
package enum AtomicFile {
    package static func write(_ text: String, to url: URL) throws {
        let path = url.path
        let (temporary, descriptor) = try create(beside: url)
        let written = (try? FileDescriptor(rawValue: descriptor).writeAll(text.utf8)) != nil
        let closed = close(descriptor) == 0
        guard written && closed else {
            let error = failure("cannot write \(path)")
            unlink(temporary)
            throw error
        }
        guard rename(temporary, path) == 0 else {
            let error = failure("cannot replace \(path)")
            unlink(temporary)
            throw error
        }
    }

    /// A new file beside `url`, under a name no one can know beforehand.
    ///
    /// Anything already at a name (a link, a folder, another process's file) is left alone and another
    /// name tried: a name known in advance could be taken for good by whoever can write to the folder.
    private static func create(beside url: URL) throws -> (path: String, descriptor: Int32) {
        let folder = url.deletingLastPathComponent().path
        for _ in 0..<8 {
            let suffix = String(UInt64.random(in: 0...UInt64.max), radix: 36)
            let temporary = "\(folder)/.\(url.lastPathComponent).tmp-\(getpid())-\(suffix)"
            // A new file, never one found under that name: a link left there must not be written through.
            let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
            if descriptor >= 0 { return (temporary, descriptor) }
            guard errno == EEXIST else { throw failure("cannot create \(temporary)") }
        }
        throw failure("cannot create a temporary file in \(folder)")
    }

    private static func failure(_ what: String) -> OutputFileError {
        OutputFileError("\(what): \(String(cString: strerror(errno)))")
    }
}
