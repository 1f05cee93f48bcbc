package import Foundation
import Glibc
import LayoutFiles

/// The output folder and the daemon's private state in it (`OUTPUT/.layoutd`), made with modes of
/// their own whatever the umask.
///
/// The output is readable by all and writable by its owner alone (0755), the state by its owner
/// alone (0700). Under `umask 000` both would otherwise be world-writable, and another user could
/// swap the lock or the journal.
package enum StateFolder {
    /// Creates `folder` (0755) and `folder/.layoutd` (0700) where they are missing; the state folder
    /// is made private if it exists with other modes, and refused if another user owns it; an output
    /// folder of ours that others may write loses their write access.
    package static func prepare(state path: String) throws {
        let output = (path as NSString).deletingLastPathComponent
        try create(output, mode: 0o755)
        try create(path, mode: 0o700)
        var info = stat()
        // Not followed: a link in the state's place would have the lock and the journal written
        // wherever it leads, outside the output folder.
        if lstat(path, &info) == 0, (info.st_mode & S_IFMT) != S_IFDIR {
            throw StateFolderError(
                "\(path) is \((info.st_mode & S_IFMT) == S_IFLNK ? "a symbolic link" : "not a folder"); "
                    + "layoutd keeps its state in a folder of the output folder itself (remove it, and it is made again)"
            )
        }
        if let problem = ownerProblem(path, owner: info.st_uid, daemon: geteuid()) { throw problem }
        if info.st_mode & 0o077 != 0 { chmod(path, 0o700) }
        // An output folder of ours that others may write (made under `umask 000`, or chmod 777) is
        // made 0755 as promised: no one else may swap what the daemon publishes.
        var outputInfo = stat()
        if lstat(output, &outputInfo) == 0, (outputInfo.st_mode & S_IFMT) == S_IFDIR, outputInfo.st_uid == geteuid(),
            outputInfo.st_mode & 0o022 != 0
        {
            chmod(output, outputInfo.st_mode & 0o7755)
        }
    }

    /// Why a state folder owned by `owner` cannot be the state of a daemon running as `daemon`: one
    /// another user made would have the daemon resume from their journal (a `.layoutd/` that
    /// `nobody` planted had a second daemon resume "at c:5:0").
    package static func ownerProblem(_ path: String, owner: uid_t, daemon: uid_t) -> StateFolderError? {
        guard owner != daemon else { return nil }
        return StateFolderError(
            "\(path) belongs to another user (uid \(owner), not \(daemon)); "
                + "layoutd keeps its state only in a folder of its own (remove it, and it is made again)"
        )
    }

    /// Creates `path` and the folders above it that are missing, each with `mode` exactly.
    private static func create(_ path: String, mode: mode_t) throws {
        guard !FileManager.default.fileExists(atPath: path) else { return }
        let parent = (path as NSString).deletingLastPathComponent
        if !parent.isEmpty, parent != path { try create(parent, mode: mode) }
        if mkdir(path, mode) != 0 {
            guard errno == EEXIST else {
                throw OutputFileError("cannot create \(path): \(String(cString: strerror(errno)))")
            }
            return
        }
        chmod(path, mode)
    }
}

/// A state folder that cannot be used, with the reason.
package struct StateFolderError: Error, CustomStringConvertible {
    package var description: String
    package init(_ description: String) { self.description = description }
}
