import Foundation
import LayoutEngine
import LayoutFiles
import LayoutProtocol
import LayoutPublishing
import Logging

/// Starting where the previous run stopped: its specs, from the output folder and the journal.
extension SpecLayouts {
    /// Picks up the previous run's specs from the output folder: each spec's last `layout.json` (its
    /// generation, and the layout the next diff starts from) and `error.json`.
    ///
    /// Nothing is published here; the first scan then publishes what changed while the daemon was
    /// down, and ``removeUnclaimed()`` what was deleted meanwhile. The files hold no clock: the
    /// journal gives each its clock (``replayJournal()``).
    func restore() {
        restored = [:]
        for stored in output.storedSpecs() {
            var record = SpecRecord()
            var layout: LayoutFile?
            var errors: ErrorFile?
            var document: String?
            var name: String?
            if let data = stored.layout {
                do {
                    let file = try LayoutFile.decode(data)
                    name = file.spec
                    layout = file
                    document = String(decoding: data, as: UTF8.self)
                } catch {
                    logger.warning("ignoring \(stored.folder)/layout.json: \(error)")
                }
            }
            if let data = stored.errors, let file = try? ErrorFile.decode(data), name == nil || name == file.spec {
                name = file.spec
                record.restoredErrors = file
                errors = file
            }
            guard let name,
                output.folder(forSpec: name).standardizedFileURL.path
                    == URL(fileURLWithPath: stored.folder).standardizedFileURL.path
            else { continue }
            latestRestoredEpoch = max(latestRestoredEpoch, stored.modified)
            restored[name] = record
            published.restore(
                name,
                PublishedSpecs.Entry(state: SpecState(layout: layout, errors: errors), layoutDocument: document)
            )
        }
        if !restored.isEmpty {
            logger.info("picked up \(restored.count) spec(s) from the previous run")
        }
    }

    /// Gives the previous run's specs their clocks from the journal (``JournalPosition``), brings
    /// those whose files are behind it up to it (``JournalReplay``), and writes their files.
    ///
    /// Called after ``restore()`` once the journal is open, before the first scan: the scan then
    /// publishes only what changed after the last event subscribers have.
    func replayJournal() {
        let epoch = published.latestClock.epoch
        let clock = { (event: Journal.Event?) in event.map { DaemonClock(epoch: epoch, sequence: $0.sequence) } }
        for name in Set(restored.keys).union(published.journaledSpecs()).sorted() {
            var record = restored[name] ?? SpecRecord()
            let (position, fallback) = published.journalPosition(
                of: name,
                generation: published[name]?.state.layout?.generation
            )
            var entry = published[name]
            if var restoredEntry = entry {
                // The files hold no clock: the journal's event for what they hold gives it.
                restoredEntry.state.setClocks(
                    layout: clock(position.layoutEvent) ?? fallback,
                    errors: clock(position.errorEvent) ?? fallback
                )
                published.restore(name, restoredEntry)
                entry = restoredEntry
            }
            var events = position.events
            guard !events.isEmpty else { continue }
            if !position.complete {
                // Older events are gone: start from the last whole state (a layout, or a removal).
                let whole = events.lastIndex { $0.kind == .layout || $0.kind == .removed }
                guard let whole else {
                    // Nothing to start from: the first scan publishes the spec whole, or its removal.
                    restored[name] = record
                    continue
                }
                events = Array(events[whole...])
            }
            var replay = JournalReplay(entry?.state ?? SpecState())
            do {
                try replay.apply(events, epoch: epoch)
            } catch {
                logger.warning("cannot bring \(name) up to the journal: \(error); its files stand")
                continue
            }
            let state = replay.state
            if state.removed {
                restored[name] = nil
                published.forget(name)
                outputSink.removeFiles(of: name)
                logger.notice("\(name) was removed just before the previous run ended; its files are removed now")
                continue
            }
            if !replay.changedLayout, state.errors?.errors == record.restoredErrors?.errors {
                // The files hold what the events say: only the errors' clock was to be found.
                if var caughtUp = entry {
                    caughtUp.state = state
                    published.restore(name, caughtUp)
                }
                continue
            }
            var caughtUp = entry ?? PublishedSpecs.Entry()
            caughtUp.state = state
            if replay.changedLayout, let layout = state.layout {
                caughtUp.layoutDocument = nil
                record.restoredErrors = nil
                do {
                    try output.publish(
                        spec: name,
                        layoutJSON: layout.fileForm.json(),
                        diffJSON: state.diff?.fileForm.json()
                    )
                } catch {
                    outputSink.unwritten.layout(of: name, diff: state.diff, failure: error)
                }
            }
            if let errors = state.errors {
                record.restoredErrors = errors
                do {
                    try output.publish(errors)
                } catch {
                    outputSink.unwritten.errors(of: name, errors, failure: error)
                }
            }
            restored[name] = record
            published.restore(name, caughtUp)
            logger.notice(
                "\(name): its files were behind the journal (the previous run ended before writing them); caught up to generation \(state.generation)"
            )
        }
    }

    /// Publishes the removal of the previous run's specs that the first scan did not find, but for
    /// those within `folders` (names of folders the scan could not read): they keep their files and
    /// generations, and are claimed when their folder can be read.
    func removeUnclaimed(keepingWithin folders: [String] = []) {
        for name in restored.keys.sorted()
        where !folders.contains(where: { $0.isEmpty || name == $0 || name.hasPrefix($0 + "/") }) {
            remove(name: name)
            restored[name] = nil
        }
    }
}
