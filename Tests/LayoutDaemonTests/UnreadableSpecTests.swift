import Foundation
import Glibc
import LayoutFiles
import LayoutSpecFormat
import Testing

@testable import LayoutDaemon

/// What a spec that cannot be read is told, and what the log shows of a hostile file name.
@Suite struct UnreadableSpecTests {
    static func message(_ path: String, in folder: String) -> String {
        do {
            _ = try SpecFile.contents(path, confinedTo: folder)
            return ""
        } catch {
            return error.errors.first?.message ?? ""
        }
    }

    @Test func eachReasonIsSaid() throws {
        let folder = NSTemporaryDirectory() + "unreadable-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // A Unix socket named like a spec: it is no file to read.
        let socketPath = "\(folder)/a.layout.yaml"
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(descriptor) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            for (index, byte) in socketPath.utf8.enumerated() where index < buffer.count - 1 { buffer[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        #expect(bound == 0)
        #expect(Self.message(socketPath, in: folder) == "not a regular file (a socket); specs are files")
        #expect(Self.message("\(folder)/missing.layout.yaml", in: folder) == "cannot read the file: it is missing")
        try FileManager.default.createDirectory(atPath: "\(folder)/d.layout.yaml", withIntermediateDirectories: true)
        #expect(Self.message("\(folder)/d.layout.yaml", in: folder) == "cannot read the file: it is a folder")
        let long = "\(folder)/" + String(repeating: "x", count: 300) + ".layout.yaml"
        #expect(Self.message(long, in: folder) == "cannot read the file: its name is too long for the file system")
    }

    /// U+202E in a spec's name would show the rest of the log line reversed (`gnp.exe` as `exe.png`).
    @Test func bidirectionalControlsAreWrittenOut() {
        #expect(DaemonLogHandler.escaped("photo\u{202E}gnp.exe") == "photo\\u{202E}gnp.exe")
        #expect(DaemonLogHandler.escaped("a\u{2066}b\u{2069}\u{200F}") == "a\\u{2066}b\\u{2069}\\u{200F}")
        #expect(DaemonLogHandler.escaped("שלום.layout.yaml") == "שלום.layout.yaml")
    }
}
