public import Foundation

/// Folders for a test run's files, all inside one folder that is removed when the run ends, so that
/// `make test` leaves nothing behind in the temporary directory.
public enum TestFolders {
    /// `TMPDIR/layoutd-tests-PID`, made at first use and removed with everything in it at exit.
    public static let root: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("layoutd-tests-\(getpid())")
        // An earlier run's, whose process had the same id and was killed before it could remove it.
        try? FileManager.default.removeItem(at: url)
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(at: TestFolders.root) }
        return url
    }()

    /// A new, empty folder `PREFIX-UUID` inside ``root``; `short`: with the UUID's first 8 digits, for
    /// a folder that Unix sockets are made in, whose paths must fit in 107 bytes.
    public static func make(_ prefix: String, short: Bool = false) throws -> URL {
        let unique = UUID().uuidString
        let url = root.appendingPathComponent("\(prefix)-\(short ? String(unique.prefix(8)) : unique)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
