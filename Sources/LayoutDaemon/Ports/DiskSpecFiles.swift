import Foundation
import Glibc
import LayoutFiles
import LayoutSpecFormat

/// The watched folders on disk.
final class DiskSpecFiles: SpecFiles {
    func kind(of path: String) -> SpecFileKind? {
        var info = stat()
        guard stat(path, &info) == 0 else {
            // Only a name that is not there is nothing; a folder on the way we may not search hides
            // what is there.
            return errno == ENOENT || errno == ENOTDIR ? nil : .unreachable
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .regular
        case S_IFDIR: return .directory
        default: return .other
        }
    }

    func contents(_ path: String, confinedTo folder: String) throws(SpecErrors) -> Data {
        try SpecFile.contents(path, confinedTo: folder)
    }

    /// The fifth field of each line of `/proc/self/mountinfo`, with its octal escapes (`\040` for
    /// a space) read back.
    func mountPoints() -> [String] {
        guard let table = try? String(contentsOfFile: "/proc/self/mountinfo", encoding: .utf8) else { return [] }
        return table.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: " ", omittingEmptySubsequences: false)
            return fields.count > 4 ? Self.unescaped(fields[4]) : nil
        }
    }

    static func unescaped(_ field: Substring) -> String {
        var bytes: [UInt8] = []
        var index = field.utf8.startIndex
        let utf8 = field.utf8
        while index < utf8.endIndex {
            let byte = utf8[index]
            let digits = utf8[index...].dropFirst().prefix(3)
            if byte == UInt8(ascii: "\\"), digits.count == 3,
                let value = UInt8(String(decoding: digits, as: UTF8.self), radix: 8)
            {
                bytes.append(value)
                index = utf8.index(index, offsetBy: 4)
            } else {
                bytes.append(byte)
                index = utf8.index(after: index)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
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
