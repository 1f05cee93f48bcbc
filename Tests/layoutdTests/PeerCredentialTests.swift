import Foundation
import Glibc
import Testing
import UnixSockets

/// `SO_PEERCRED` end to end: a client of another uid is refused.
///
/// It is refused even when the socket's mode would let it connect. Switching uid needs root; without
/// it, `AdmissionTests` checks the same rule.
@Suite struct PeerCredentialTests {
    /// Runs `layoutd status` as `uid`:`gid` (with `setpriv`); returns its exit status and error output.
    static func status(as uid: Int, gid: Int, binary: URL, socket: URL) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
        process.arguments = [
            "--reuid=\(uid)", "--regid=\(gid)", "--clear-groups", binary.path, "status", "--socket", socket.path,
        ]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }

    @Test(
        .enabled(
            if: getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv"),
            "needs root and setpriv to connect as another user; AdmissionTests covers the rule"
        )
    )
    func aClientOfAnotherUserIsRefused() throws {
        // A socket others may connect to (mode 0666, in a folder they may enter), so that only the
        // peer check stands in their way; and a copy of the binary they may run.
        let serve = try ServeProcess(configuration: "socketMode: 0666\n")
        let shared = URL(fileURLWithPath: "/tmp/layoutd-peer-\(getpid())-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: shared) }
        chmod(shared.path, 0o755)
        let binary = shared.appendingPathComponent("layoutd")
        try FileManager.default.copyItem(at: LayoutdBinary.executable, to: binary)
        chmod(binary.path, 0o755)
        serve.socket = shared.appendingPathComponent("layoutd.sock")
        try serve.write(flowSpec(items: 1, padding: 10), to: "a.layout.yaml")
        try serve.start()

        let (refused, message) = try Self.status(as: 65_534, gid: 65_534, binary: binary, socket: serve.socket)
        #expect(refused != 0)
        #expect(message.contains("permission denied: only the daemon's user may connect"), "\(message)")
        #expect(serve.logText().contains("refused a client of uid 65534"))
        // The same user in the daemon's group is let in, as mode 0666 grants the group.
        let (grouped, groupMessage) = try Self.status(
            as: 65_534,
            gid: Int(getgid()),
            binary: binary,
            socket: serve.socket
        )
        #expect(grouped == 0, "\(groupMessage)")
        // The daemon's own user is let in, and the daemon kept serving.
        let (own, ownMessage) = try Self.status(
            as: Int(getuid()),
            gid: Int(getgid()),
            binary: binary,
            socket: serve.socket
        )
        #expect(own == 0, "\(ownMessage)")
        try serve.sync()
        #expect(serve.stop().status == 0)
    }

    /// Another user made the default socket's folder first (`XDG_RUNTIME_DIR` points at it here, as
    /// `/tmp/layoutd-UID` would be without it): `status` will not talk there and `serve` will not
    /// listen there, each saying why.
    @Test(
        .enabled(
            if: getuid() == 0,
            "needs root to give a folder to another user; SocketFolderTests and SocketPreparationTests cover the rule"
        )
    )
    func aSocketFolderAnotherUserMadeFirstIsRefused() throws {
        let taken = URL(fileURLWithPath: "/tmp/layoutd-taken-\(getpid())-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: taken, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: taken) }
        chmod(taken.path, 0o755)
        #expect(chown(taken.path, 65_534, 65_534) == 0)
        let work = try LayoutdBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: work) }
        func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
            try LayoutdBinary.runTool(
                URL(fileURLWithPath: "/usr/bin/timeout"),
                ["20", "/usr/bin/env", "XDG_RUNTIME_DIR=\(taken.path)", LayoutdBinary.executable.path] + arguments,
                in: work
            )
        }
        let expected = "\(taken.path) belongs to another user (uid 65534)"
        let status = try run(["status"])
        #expect(status.status == 1 && status.output.contains(expected), "\(status)")
        let serve = try run(["serve", "--watch", work.path, "--output", work.appendingPathComponent("out").path])
        #expect(serve.status == 1 && serve.output.contains(expected), "\(serve)")
    }
}
