import Foundation
import Glibc
import LayoutDaemon
import Testing
import UnixSockets

/// Who may own the socket's folder and the daemon behind it: the rule that keeps another local user
/// from taking `/tmp/layoutd-UID` first and answering the victim's `status` and `subscribe`.
struct SocketFolderTests {
    static let user: uid_t = 1000
    static let other: uid_t = 1001

    @Test func theDefaultSocketsFolderMustBeTheUsersOwn() throws {
        let taken = SocketFolder(path: "/tmp/layoutd-1000", owner: Self.other, mode: mode_t(S_IFDIR) | 0o700)
        let problem = try #require(taken.problem(for: Self.user, isDefault: true))
        #expect(problem.hasPrefix("/tmp/layoutd-1000 belongs to another user (uid 1001)"), "\(problem)")
        #expect(problem.contains("give --socket PATH"))
        let own = SocketFolder(path: "/tmp/layoutd-1000", owner: Self.user, mode: mode_t(S_IFDIR) | 0o700)
        #expect(own.problem(for: Self.user, isDefault: true) == nil)
    }

    /// A socket given explicitly may live in a folder of someone else's who alone can write it (a
    /// shared daemon's `/run/layoutd`), or in a sticky one such as `/tmp`, but not where anyone writes.
    @Test func anyFolderMustBeWritableByItsOwnerAlone() {
        let shared = SocketFolder(path: "/run/layoutd", owner: Self.other, mode: mode_t(S_IFDIR) | 0o750)
        #expect(shared.problem(for: Self.user, isDefault: false) == nil)
        let sticky = SocketFolder(path: "/tmp", owner: 0, mode: mode_t(S_IFDIR) | 0o1777)
        #expect(sticky.problem(for: Self.user, isDefault: false) == nil)
        let open = SocketFolder(path: "/srv/open", owner: Self.user, mode: mode_t(S_IFDIR) | 0o777)
        #expect(
            open.problem(for: Self.user, isDefault: false)?.hasSuffix(
                "is writable by others; put the socket in a folder only you can write"
            ) == true
        )
        let group = SocketFolder(path: "/srv/group", owner: Self.user, mode: mode_t(S_IFDIR) | 0o770)
        #expect(group.problem(for: Self.user, isDefault: true) != nil)
    }

    @Test func aClientTalksOnlyToItsOwnDaemonAtTheDefaultSocket() {
        let path = "/tmp/layoutd-1000/layoutd.sock"
        #expect(SocketFolder.peerProblem(peer: Self.user, user: Self.user, socketPath: path, isDefault: true) == nil)
        #expect(SocketFolder.peerProblem(peer: 0, user: Self.user, socketPath: path, isDefault: true) == nil)
        let forged = SocketFolder.peerProblem(peer: Self.other, user: Self.user, socketPath: path, isDefault: true)
        #expect(forged?.contains("belongs to another user (uid 1001)") == true)
        // A socket the user named is theirs to choose: a shared daemon runs as its own user.
        #expect(
            SocketFolder.peerProblem(peer: Self.other, user: Self.user, socketPath: "/run/l.sock", isDefault: false)
                == nil
        )
    }

    /// The folder on disk: its owner and mode are what `stat` says.
    @Test func theFolderIsReadFromDisk() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("socket-folder-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        chmod(folder.path, 0o700)
        let found = try #require(SocketFolder.of(socketPath: folder.appendingPathComponent("layoutd.sock").path))
        #expect(found.owner == getuid() && found.mode & 0o777 == 0o700)
        // Seen by anyone else, it is not theirs.
        #expect(found.problem(for: getuid() + 1, isDefault: true) != nil)
        #expect(found.problem(for: getuid(), isDefault: true) == nil)
        #expect(SocketFolder.of(socketPath: "/nonexistent-\(getpid())/layoutd.sock") == nil)
    }
}
