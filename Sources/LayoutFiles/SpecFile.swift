public import Foundation
public import LayoutProtocol
public import LayoutSpecFormat
import SystemPackage

/// Reads a spec file's bytes from disk, turning every way it can fail into located errors; the
/// bytes go on through a ``LayoutPipeline/SpecPipeline``.
public enum SpecFile {
    /// Spec files larger than this are refused (operations.md, "How saves are seen").
    public static let maximumBytes = 16 * 1024 * 1024

    /// The file's bytes, or an error at its first line: unreadable, or larger than 16 MiB.
    ///
    /// For files named on the command line, which may be anywhere (a pipe too); the daemon reads a
    /// watched folder's files with their own rules (`SpecFile.contents(_:confinedTo:)`).
    ///
    /// - Parameter path: the file, possibly a symbolic link.
    /// - Returns: the file's bytes.
    /// - Throws: ``SpecErrors`` with one error at the file's first line.
    public static func contents(_ path: String) throws(SpecErrors) -> Data {
        // One open and reads of at most the cap plus one byte: none of the owner and group lookups
        // `FileManager`'s attributes make. Opened without blocking, so that a FIFO named like a spec
        // is told apart instead of waiting for a writer for ever.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            throw failure(.syntax, unopenable(path, errno: errno), file: path)
        }
        defer { close(descriptor) }
        var info = stat()
        if fstat(descriptor, &info) == 0, let kind = notRegular(info.st_mode) {
            throw failure(.syntax, kind, file: path)
        }
        return try contents(of: descriptor, path: path)
    }

    /// Why a file of `mode` is not read as a spec, or `nil` for a regular file.
    private static func notRegular(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: "cannot read the file: it is a folder"
        case S_IFIFO: "not a regular file (a FIFO); specs are files"
        case S_IFCHR, S_IFBLK: "not a regular file (a device); specs are files"
        default: "not a regular file; specs are files"
        }
    }

    /// Why a file could not be opened, from the open's `errno` and what is at `path`: missing, a folder,
    /// not permitted, a socket, or a name too long.
    package static func unopenable(_ path: String, errno error: Int32) -> String {
        var info = stat()
        if lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFSOCK {
            return "not a regular file (a socket); specs are files"
        }
        switch error {
        case ENOENT: return "cannot read the file: it is missing"
        case EISDIR: return "cannot read the file: it is a folder"
        case EACCES, EPERM: return "cannot read the file: not permitted"
        case ENAMETOOLONG: return "cannot read the file: its name is too long for the file system"
        case ELOOP: return "cannot read the file: too many symbolic links"
        default: return "cannot read the file (missing, a directory, or not permitted)"
        }
    }

    /// The bytes of an open file, or an error at its first line: unreadable, or larger than 16 MiB.
    package static func contents(of descriptor: Int32, path: String) throws(SpecErrors) -> Data {
        guard let data = readAll(descriptor, upTo: maximumBytes + 1) else {
            throw failure(.syntax, "cannot read the file (missing, a directory, or not permitted)", file: path)
        }
        guard data.count <= maximumBytes else {
            let end = lseek(descriptor, 0, SEEK_END)
            throw failure(
                .tooLarge,
                "the file is \(end > 0 ? Int(end) : data.count) bytes; spec files may be at most 16 MiB",
                file: path
            )
        }
        return data
    }

    /// Reads until the end of the file or `limit` bytes, whichever comes first; `nil` on an error.
    ///
    /// Plain reads into one buffer: a spec is read on every save, and `FileHandle` asks the file's
    /// size and copies through buffers of its own first. The bytes are kept with the spec, so they
    /// are copied out at their size, not the buffer's.
    package static func readAll(_ descriptor: Int32, upTo limit: Int) -> Data? {
        let file = FileDescriptor(rawValue: descriptor)
        var buffer = [UInt8](repeating: 0, count: 16_384)
        var count = 0
        while count < limit {
            if count == buffer.count { buffer += repeatElement(0, count: min(limit, buffer.count * 2) - buffer.count) }
            guard
                let read = try? buffer.withUnsafeMutableBytes({
                    try file.read(into: UnsafeMutableRawBufferPointer(rebasing: $0[count...]))
                })
            else { return nil }
            if read == 0 { break }
            count += read
        }
        return Data(buffer[..<count])
    }

    /// The error a file that cannot be laid out as a whole gets, at its first line.
    public static func failure(_ kind: SpecError.Kind, _ message: String, file: String) -> SpecErrors {
        SpecErrors([
            SpecError(kind: kind, message: message, location: SourceLocation(file: file, line: 1, column: 1), path: "")
        ])
    }

    /// The entries of `error.json` for these errors.
    public static func errorEntries(_ errors: SpecErrors) -> [ErrorFile.Entry] {
        errors.errors.map {
            ErrorFile.Entry(line: $0.location.line, column: $0.location.column, path: $0.path, message: $0.message)
        }
    }
}
