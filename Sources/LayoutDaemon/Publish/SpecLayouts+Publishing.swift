import Foundation
import LayoutEngine
import LayoutFiles
import LayoutProtocol
import LayoutSpecFormat
import Logging

/// The last step of a spec's read, and the events that are not a read: a new layout, errors, a
/// removal, a rescan, each told to subscribers first, then written to the output folder.
extension SpecLayouts {
    /// Publishes a new layout of `name`: the next generation, its event (a diff from `previous`, or
    /// the whole layout), its files and its pictures.
    ///
    /// `made` is what the worker that laid it out made of it already (``LayoutJob``): its diff from
    /// `previous` and, for a large layout, its files' texts. Without it they are made here.
    func publish(
        _ name: String,
        snapshot: LayoutSnapshot,
        previous: LayoutSnapshot?,
        stats: LayoutStats,
        work: LayoutWork,
        made: (diff: LayoutDiff?, files: (layout: String, diff: String?)?)? = nil,
        record: inout SpecRecord
    ) -> Outcome {
        let clock = published.nextClock()
        let file = LayoutFile(
            spec: name,
            generation: record.generation + 1,
            snapshot: snapshot,
            stats: stats,
            sources: record.sources
        )
        let prepared = PreparedLayout.prepared(
            file,
            previous: previous,
            diff: made.map(\.diff),
            files: made?.files,
            entry: published[name] ?? PublishedSpecs.Entry(),
            clock: clock
        )
        record.restoredErrors = nil
        record.generation = file.generation
        record.snapshot = snapshot
        record.hasError = false
        record.errors = nil
        record.diff = prepared.diff
        let diff = prepared.diff
        // Subscribers are told first: the diff is all a live event carries, written straight on one
        // line; the files' texts (`diff.json`, and the full layout for `layout.json`) are encoded only
        // after subscribers have it, without the stats, which are the events' alone.
        published.record(prepared.publication, entry: prepared.entry, deliver: publish)
        do {
            let files = prepared.files ?? (file.fileForm.json(), diff?.fileForm.json())
            try output.publish(spec: name, layoutJSON: files.layout, diffJSON: files.diff)
            unwritten.layout(of: name, diff: nil, failure: nil)
        } catch {
            failedToWrite("the output of \(name)", error)
            unwritten.layout(of: name, diff: diff, failure: error)
        }
        // The pictures come after the subscribers have the layout: they are for people, who are slower.
        postPictures(of: name, record: record, diff: diff)
        if writesPreviews { owePictures(of: name) }
        logger.info(
            "published \(name) generation \(record.generation)",
            metadata: [
                "clock": "\(clock)", "computed": "\(work.sectionsComputed)", "shifted": "\(work.sectionsShifted)",
                "reused": "\(work.sectionsReused)", "micros": "\(stats.micros)",
            ]
        )
        return .published(generation: record.generation)
    }

    /// Tells subscribers that everything was read again.
    func announceRescan(reason: String) {
        let clock = published.nextClock()
        let publication = Publication(
            kind: .rescan,
            spec: nil,
            clock: clock,
            line: SocketEvent.rescan(clock: clock.description, reason: reason)
        )
        published.record(publication, entry: nil, deliver: publish)
    }

    func remove(name: String) {
        removeFiles(of: name)
        let clock = published.nextClock()
        let publication = Publication(.removed(spec: name), clock: clock)
        published.record(publication, entry: nil, deliver: publish)
        board?.post(.removed(spec: name))
        logger.info("removed \(name)", metadata: ["clock": "\(clock)"])
    }

    func fail(_ name: String, errors: SpecErrors, record: inout SpecRecord) -> Outcome {
        record.hasError = true
        let entries = SpecFile.errorEntries(errors)
        if let restoredErrors = record.restoredErrors {
            record.restoredErrors = nil
            // The same errors as when the daemon stopped: nothing to tell anyone.
            if restoredErrors.errors == entries {
                record.errors = restoredErrors
                if let event = published[name]?.errorEvent { board?.post(.errors(spec: name, event: event)) }
                return .failed
            }
        }
        let clock = published.nextClock()
        let file = ErrorFile(spec: name, errors: entries)
        record.errors = file
        var entry = published[name] ?? PublishedSpecs.Entry()
        entry.fail(file, at: clock)
        let publication = Publication(.error(file), clock: clock)
        published.record(publication, entry: entry, deliver: publish)
        board?.post(.errors(spec: name, event: publication.line))
        do {
            try output.publish(file)
            unwritten.errors(of: name, file, failure: nil)
        } catch {
            failedToWrite("the errors of \(name)", error)
            unwritten.errors(of: name, file, failure: error)
        }
        let kept = record.snapshot == nil ? "no layout yet" : "generation \(record.generation) kept"
        logger.warning(
            "errors in \(name) (\(kept)): \(errors.errors.map(\.description).joined(separator: "; "))",
            metadata: ["clock": "\(clock)"]
        )
        return .failed
    }

    /// Errors of reading the file, reported under the spec's relative name like the parse errors.
    func rename(_ errors: SpecErrors, to name: String) -> SpecErrors {
        SpecErrors(
            errors.errors.map {
                var error = $0
                error.location = SourceLocation(file: name, line: error.location.line, column: error.location.column)
                return error
            }
        )
    }
}
