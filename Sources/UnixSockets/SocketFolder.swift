import Foundation
public import Glibc

/// Whether a socket's folder can be trusted, for the daemon that listens there and for the clients
/// that connect: a folder another local user made, or can write into, lets that user put a socket of
/// their own in the daemon's place and feed its clients forged events.
///
/// The default socket (`$XDG_RUNTIME_DIR/layoutd.sock`, or `/tmp/layoutd-UID/layoutd.sock` without
/// it) is in a folder that must be the user's own: `/tmp/layoutd-UID` is a name anyone can take first.
/// Any folder must be writable by its owner alone, unless it is sticky (as `/tmp` is), where no one
/// can remove or rename another's file.
public struct SocketFolder: Equatable, Sendable {
    public var path: String
    /// The folder's owner and permission bits.
    public var owner: uid_t
    public var mode: mode_t

    public init(path: String, owner: uid_t, mode: mode_t) {
        self.path = path
        self.owner = owner
        self.mode = mode
    }

    /// The folder of the socket at `socketPath`, as it is on disk; `nil` when it cannot be read.
    public static func of(socketPath: String) -> SocketFolder? {
        let folder = (socketPath as NSString).deletingLastPathComponent
        var info = stat()
        guard stat(folder.isEmpty ? "." : folder, &info) == 0 else { return nil }
        return SocketFolder(path: folder, owner: info.st_uid, mode: info.st_mode)
    }

    /// Why the socket may not be trusted in this folder by `user`; `nil` when it may.
    ///
    /// `isDefault` says the socket is the default one, whose folder must be `user`'s own.
    public func problem(for user: uid_t, isDefault: Bool) -> String? {
        if isDefault, owner != user {
            return "\(path) belongs to another user (uid \(owner)), who may have made it to take layoutd's place: "
                + "remove it, set XDG_RUNTIME_DIR to a folder of your own, or give --socket PATH"
        }
        if mode & 0o022 != 0, mode & mode_t(S_ISVTX) == 0 {
            return "\(path) is writable by others; put the socket in a folder only you can write"
        }
        return nil
    }

    /// Why a client of `user` may not trust the daemon it reached, whose process runs as `peer`.
    ///
    /// `nil` when it may. At the default socket the daemon must be the user's own (or root's).
    public static func peerProblem(peer: uid_t, user: uid_t, socketPath: String, isDefault: Bool) -> String? {
        guard isDefault, peer != user, peer != 0 else { return nil }
        return "the process listening at \(socketPath) belongs to another user (uid \(peer)), "
            + "not to a layoutd of yours; not talking to it"
    }
}
