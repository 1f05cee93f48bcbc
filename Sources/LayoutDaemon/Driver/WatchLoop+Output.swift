import LayoutFiles
import LayoutPublishing
import Logging

/// The loop's care of the output folder: writing again what a full disk left unwritten, and the
/// whole folder after it was removed.
extension WatchLoop {
    /// Writes what the output folder and the journal are behind on (a full or read-only disk).
    func writeUnwritten() {
        layouts.outputSink.writeUnwritten()
        let wasBehind = journalIsBehind
        journalIsBehind = !layouts.published.writeJournalIfBehind()
        if wasBehind && !journalIsBehind {
            logger.notice("the journal is written again")
        }
    }

    /// Writes the output again in a while if a write failed; keeps `status` up to date.
    func scheduleOutputRetry(at now: Instant) {
        let unwritten = layouts.outputSink.unwritten
        let published = layouts.published.unwritten
        if published.count != unwritten.count || published.reason != unwritten.reason {
            layouts.published.setUnwritten(count: unwritten.count, reason: unwritten.reason)
        }
        if !journalIsBehind, !layouts.published.writeJournalIfBehind() {
            journalIsBehind = true
            logger.error("cannot write the journal; it is written again every 2 seconds until the disk takes writes")
        }
        execute(core.handle(.outputBehind(!unwritten.isEmpty || journalIsBehind), at: now), at: now)
    }

    /// Writes the output folder again after it was removed while the daemon served: its lock, its
    /// journal, and every spec's files as they stand.
    func rewriteOutputFolder() {
        let folder = configuration.output
        do {
            outputLock = try OutputLock(folder: folder)
        } catch {
            logger.error("the output folder \(folder) was removed and cannot be made again: \(error)")
            return
        }
        outputRewrites += 1
        // `status` says so by the time the files are back.
        publishHealth()
        logger.error("the output folder \(folder) was removed while serving; writing every spec's files again")
        do {
            try layouts.published.moveJournal(to: "\(folder)/\(OutputFolder.stateFolderName)")
        } catch {
            journalIsBehind = true
            logger.error("cannot write the journal again: \(error)")
        }
        layouts.outputSink.rewriteOutput()
        notifier.status(statusLine())
    }
}
