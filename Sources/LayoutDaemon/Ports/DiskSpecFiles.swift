import Foundation
import Glibc
import LayoutFiles
import LayoutSpecFormat

/// The watched folders on disk.
final class DiskSpecFiles: SpecFiles {
    func kind(of path: String) -> SpecFileKind? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .regular
        case S_IFDIR: return .directory
        default: return .other
        }
    }

    func contents(_ path: String, confinedTo folder: String) throws(SpecErrors) -> Data {
        try SpecFile.contents(path, confinedTo: folder)
    }

    func head(of path: String, upTo count: Int) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return [] }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return [] }
        var bytes = [UInt8](repeating: 0, count: count)
        let read = bytes.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, count) }
        return read > 0 ? Array(bytes[..<read]) : []
    }

    func resolvedPath(_ path: String) -> String? {
        SpecFile.resolvedPath(path)
    }

    func createNew(_ path: String) throws(FileError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw FileError(description: String(cString: strerror(errno))) }
        close(descriptor)
    }

    func remove(_ path: String) {
        unlink(path)
    }

    func fileNames(in folder: String) -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        return names.filter { name in
            var info = stat()
            return lstat(folder + "/" + name, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
        }
    }
}
