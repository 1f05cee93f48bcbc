public import Foundation
import Glibc
public import LayoutFiles
public import LayoutSpecFormat

/// Reading a watched folder's spec files: only regular files with one name, inside the folder once
/// links are followed.
extension SpecFile {
    /// The file's bytes, or an error at its first line: unreadable, not a regular file, outside
    /// `folder`, or larger than 16 MiB.
    ///
    /// - Parameters:
    ///   - path: the file, possibly a symbolic link.
    ///   - folder: the watched folder the file must lie in once links are followed, itself with its
    ///     links followed (``resolvedPath(_:)``).
    /// - Returns: the file's bytes.
    /// - Throws: ``SpecErrors`` with one error at the file's first line.
    public static func contents(_ path: String, confinedTo folder: String) throws(SpecErrors) -> Data {
        // The open does not block and only regular files are read, so that a FIFO named like a spec
        // cannot hold the daemon's thread waiting for a writer.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            throw failure(.syntax, unopenable(path, errno: errno), file: path)
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
            if (info.st_mode & S_IFMT) == S_IFDIR {
                throw failure(.syntax, "cannot read the file: it is a folder", file: path)
            }
            throw failure(.syntax, "not a regular file (a device or a FIFO); specs are files", file: path)
        }
        // A hard link is the file itself under a second name, which may be outside the folder:
        // nothing on the open file says where its other names are, so a file with several is not
        // read (a service reading a file its user could link in from anywhere).
        guard info.st_nlink <= 1 else {
            throw failure(
                .syntax,
                "the file has \(info.st_nlink) hard links; layoutd reads only files with one name, since another may be outside the watched folder (copy it instead)",
                file: path
            )
        }
        // What was opened, links followed, checked on the open file itself: a link retargeted after
        // the check cannot change what is read.
        let opened = openedPath(descriptor)
        guard let opened, opened.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/") else {
            throw failure(
                .syntax,
                "a link to a file outside the watched folder \(folder); layoutd reads only inside the folders it watches",
                file: path
            )
        }
        return try contents(of: descriptor, path: path)
    }

    /// The path of an open file as the kernel resolved it.
    private static func openedPath(_ descriptor: Int32) -> String? {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: Int(PATH_MAX) + 1) { buffer -> String? in
            guard let base = buffer.baseAddress else { return nil }
            let length = readlink("/proc/self/fd/\(descriptor)", base, buffer.count - 1)
            guard length > 0 else { return nil }
            base[length] = 0
            return String(cString: base)
        }
    }

    /// `path` with every link followed; `nil` if it does not exist.
    static func resolvedPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
