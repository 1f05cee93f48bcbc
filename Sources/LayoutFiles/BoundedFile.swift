public import Foundation

/// A file named on the command line (a Swift source, an Interface Builder document), read with its
/// size checked before any of it is: the size of what a link leads to, not of the link, and nothing
/// that is not a regular file.
public enum BoundedFile {
    /// Why a file is not read, said at its first line.
    public struct Refusal: Error, CustomStringConvertible {
        public var description: String
        /// Whether the file is past its bound (rather than missing or not a file).
        public var isTooLarge = false
    }

    /// The bytes of the file at `path`, at most `limit` of them.
    ///
    /// - Parameters:
    ///   - path: the file, possibly a link.
    ///   - limit: the most bytes read; a larger file is refused before it is read.
    ///   - bound: how the bound reads in the message (`Swift files may be at most 512 KiB`).
    /// - Returns: the file's bytes.
    /// - Throws: ``Refusal``, located at the file's first line.
    public static func read(_ path: String, limit: Int, bound: String) throws(Refusal) -> Data {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            throw Refusal(description: "\(path):1:1: error: \(SpecFile.unopenable(path, errno: errno))")
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            throw Refusal(description: "\(path):1:1: error: cannot read the file")
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw Refusal(description: "\(path):1:1: error: cannot read the file: it is a folder")
        case S_IFIFO: throw Refusal(description: "\(path):1:1: error: not a regular file (a FIFO)")
        default: throw Refusal(description: "\(path):1:1: error: not a regular file")
        }
        if Int(info.st_size) > limit {
            throw Refusal(
                description: "\(path):1:1: error: the file is \(info.st_size) bytes; \(bound)",
                isTooLarge: true
            )
        }
        // Read as spec files are, up to one byte past the bound.
        guard let data = SpecFile.readAll(descriptor, upTo: limit + 1) else {
            throw Refusal(description: "\(path):1:1: error: cannot read the file")
        }
        // A file that grew while it was read is past its bound all the same.
        guard data.count <= limit else {
            throw Refusal(
                description: "\(path):1:1: error: the file is larger than \(limit) bytes; \(bound)",
                isTooLarge: true
            )
        }
        return data
    }
}
