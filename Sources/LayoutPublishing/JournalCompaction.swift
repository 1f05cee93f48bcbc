import Glibc
import SystemPackage

/// The journal's file written again without what was dropped, in three steps so that no event
/// waits for the disk: the publisher takes the text under its lock (``Journal/startCompaction()``),
/// another thread writes it to a temporary file and syncs it (``write()``), and the publisher puts
/// it in place under its lock again (``Journal/finishCompaction(_:written:)``), with the events
/// appended meanwhile.
///
/// The sync is the slow part: tens of milliseconds on a busy disk, which a save's event used to
/// wait for once every few hundred saves. Encoding the whole layouts the journal keeps as layouts
/// is the other: it is done by ``write()`` too.
package struct JournalCompaction: Sendable {
    /// Which compaction of which journal this is: a rewrite meanwhile makes it stale.
    let token: UInt64
    /// The file's header line when it started.
    let header: String
    /// Every event kept when it started, in clock order.
    let events: [Journal.Event]
    /// The sequence of the newest event in ``events``.
    let sequence: Int
    /// Where it is written before it is renamed over the journal.
    let temporary: String

    /// Writes the text to the temporary file and syncs it; whether that worked.
    package func write() -> Bool {
        Self.writeSynced(Journal.text(header: header, events: events), to: temporary)
    }

    /// Writes `text` to a new file at `path` (the owner's alone) and syncs it.
    ///
    /// Returns whether that worked, `errno` saying why not. A whole rewrite and a compaction both
    /// write their file this way.
    static func writeSynced(_ text: String, to path: String) -> Bool {
        let file = Glibc.open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard file >= 0 else { return false }
        let written = (try? FileDescriptor(rawValue: file).writeAll(text.utf8)) != nil
        guard written, fsync(file) == 0 else {
            let reason = errno
            Glibc.close(file)
            errno = reason
            return false
        }
        return Glibc.close(file) == 0
    }

    /// Appends `tail` to the temporary file; whether that worked.
    func append(_ tail: String) -> Bool {
        guard !tail.isEmpty else { return true }
        let file = Glibc.open(temporary, O_WRONLY | O_APPEND | O_CLOEXEC)
        guard file >= 0 else { return false }
        let written = (try? FileDescriptor(rawValue: file).writeAll(tail.utf8)) != nil
        return Glibc.close(file) == 0 && written
    }
}
