import Foundation
import LayoutSpecFormat

/// What the daemon reads and writes in the watched folders: the disk (``DiskSpecFiles``), or
/// ``MemorySpecFiles`` when the daemon runs embedded in a test.
///
/// The output folder is not here: it is the daemon's own, written through ``LayoutFiles/OutputFolder``.
protocol SpecFiles: AnyObject {
    /// What is at `path`, links followed; `nil` when nothing is.
    func kind(of path: String) -> SpecFileKind?
    /// A spec's bytes, read only if it is a regular file with one name inside `folder` once links are
    /// followed; otherwise an error at the file's first line.
    func contents(_ path: String, confinedTo folder: String) throws(SpecErrors) -> Data
    /// The first bytes of a regular file; none for anything else.
    func head(of path: String, upTo count: Int) -> [UInt8]
    /// `path` with every link followed; `nil` if it does not exist.
    func resolvedPath(_ path: String) -> String?
    /// Creates an empty file that must not exist yet (a `sync` cookie).
    func createNew(_ path: String) throws(FileError)
    /// Deletes a file, if it is there.
    func remove(_ path: String)
    /// The names of the regular files directly in `folder` (not following links); none if it cannot
    /// be read.
    func fileNames(in folder: String) -> [String]
    /// The mount points of the mount table, as absolute paths.
    func mountPoints() -> [String]
}

/// What a path leads to.
enum SpecFileKind: Equatable {
    case regular
    case directory
    /// A FIFO, a socket, a device.
    case other
    /// A path the daemon may not look at (a folder on the way is `chmod 000`): something may be
    /// there, so a spec known there is kept, with the error its read gives, not removed.
    case unreachable
}

/// A file the daemon could not create, with the system's reason.
struct FileError: Error, CustomStringConvertible {
    var description: String
}
