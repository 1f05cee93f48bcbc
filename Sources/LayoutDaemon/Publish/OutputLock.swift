import Foundation
import Glibc
import LayoutFiles
import LayoutPublishing

/// One daemon per output folder: an exclusive `flock(2)` on `OUTPUT/.layoutd/lock`, taken before
/// anything else in the folder is read or written and held for the daemon's life.
///
/// Two daemons on one folder would both rewrite the journal and hand out the same clocks for
/// different events, so a subscriber resuming from one would apply the other's diffs. The lock is
/// the kernel's: it goes with the process, however it ends (`kill -9` included), so a stale lock file
/// never blocks a restart. The file holds the holder's pid, so the error can name it.
public final class OutputLock {
    public static let fileName = "lock"

    /// The locked file's descriptor; closing it releases the lock.
    private let descriptor: Int32
    /// The output folder the lock is on.
    public let folder: String

    /// Takes the lock of `folder`, creating `folder/.layoutd` as needed.
    ///
    /// - Throws: ``OutputLockError`` naming the process that holds it, or why it cannot be taken.
    public init(folder: String) throws(OutputLockError) {
        let state = "\(folder)/\(OutputFolder.stateFolderName)"
        do {
            try StateFolder.prepare(state: state)
        } catch let error as StateFolderError {
            throw OutputLockError(error.description)
        } catch {
            throw OutputLockError("cannot create \(state): \(String(cString: strerror(errno)))")
        }
        let path = "\(state)/\(Self.fileName)"
        let descriptor = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw OutputLockError("cannot open \(path): \(String(cString: strerror(errno)))")
        }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            let reason = errno == EWOULDBLOCK ? nil : String(cString: strerror(errno))
            let holder = Self.holder(descriptor)
            close(descriptor)
            if let reason { throw OutputLockError("cannot lock \(path): \(reason)") }
            let who = holder.map { "another layoutd (pid \($0))" } ?? "another layoutd"
            throw OutputLockError("\(who) is serving the output folder \(folder); one daemon per output folder")
        }
        // The holder's pid, for the error another daemon gives.
        let pid = "\(getpid())\n"
        _ = ftruncate(descriptor, 0)
        _ = pwrite(descriptor, pid, pid.utf8.count, 0)
        self.descriptor = descriptor
        self.folder = folder
    }

    deinit {
        close(descriptor)
    }

    /// Whether the locked file is still the folder's lock file: `false` once the folder was removed
    /// (`rm -rf OUTPUT`) or its lock file replaced, and the daemon must write it all again.
    public var isIntact: Bool {
        var held = stat()
        var named = stat()
        guard fstat(descriptor, &held) == 0, held.st_nlink > 0 else { return false }
        let path = "\(folder)/\(OutputFolder.stateFolderName)/\(Self.fileName)"
        guard stat(path, &named) == 0 else { return false }
        return held.st_dev == named.st_dev && held.st_ino == named.st_ino
    }

    /// The pid written in a lock file, if it reads as one.
    private static func holder(_ descriptor: Int32) -> Int32? {
        var buffer = [UInt8](repeating: 0, count: 32)
        let count = pread(descriptor, &buffer, buffer.count, 0)
        guard count > 0 else { return nil }
        return Int32(String(decoding: buffer[..<count], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }
}

/// The output folder's lock could not be taken.
public struct OutputLockError: Error, CustomStringConvertible {
    public var description: String
    init(_ description: String) { self.description = description }
}
