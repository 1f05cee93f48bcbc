import Foundation
import Glibc
import Testing

@testable import DaemonSocket

/// `serve` refuses a socket folder it cannot trust, before listening: a real folder, seen as the user
/// it belongs to and as another one.
@Suite struct SocketPreparationTests {
    @Test func aDefaultSocketInSomeoneElsesFolderIsRefused() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("socket-prep-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        chmod(folder.path, 0o700)
        let path = folder.appendingPathComponent("layoutd.sock").path
        // As the user who made it: fine, default or not.
        try SocketServer.prepare(path: path, isDefault: true, user: getuid())
        // As anyone else, at the default socket: the folder was taken first.
        #expect {
            try SocketServer.prepare(path: path, isDefault: true, user: getuid() + 1)
        } throws: { error in
            "\(error)".contains("belongs to another user (uid \(getuid()))")
        }
        // A folder anyone can write is refused whoever asks.
        chmod(folder.path, 0o777)
        #expect {
            try SocketServer.prepare(path: path, isDefault: false, user: getuid())
        } throws: { error in
            "\(error)".contains("is writable by others")
        }
    }
}
