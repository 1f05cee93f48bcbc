import Foundation
import LayoutEngine
import LayoutFiles
import LayoutPipeline
import LayoutProtocol
import LayoutPublishing
import LayoutSpecFormat
import Logging

/// The last step of a spec's read, and the events that are not a read: a new layout, errors, a
/// removal, a rescan, each handed to the ``Publisher``, which tells subscribers first, then the
/// output folder, then the preview page.
extension SpecLayouts {
    /// Publishes a new layout of `name`: the next generation, its event (a diff from `previous`, or
    /// the whole layout), its files and its pictures.
    ///
    /// `made` is what the worker that laid it out made of it already (``LayoutJob``): its diff from
    /// `previous` and, for a large layout, its files' texts. Without it they are made here.
    func publish(
        _ name: String,
        laidOut: SpecPipeline.LaidOut,
        previous: LayoutSnapshot?,
        generation: Int,
        path: String,
        made: (diff: LayoutDiff?, files: (layout: String, diff: String?)?)? = nil,
        record: inout SpecRecord
    ) -> Outcome {
        let file = LayoutFile(
            spec: name,
            generation: generation + 1,
            snapshot: laidOut.snapshot,
            stats: laidOut.stats,
            sources: laidOut.pictures.sources
        )
        record.restoredErrors = nil
        // Subscribers are told first: the diff is all a live event carries, written straight on one
        // line; the files' texts (`diff.json`, and the full layout for `layout.json`) are encoded only
        // after subscribers have it, without the stats, which are the events' alone.
        let published = publisher.publishLayout(
            file,
            previous: previous,
            diff: made.map(\.diff),
            files: made?.files,
            pictures: laidOut.pictures,
            path: path
        )
        let work = laidOut.work
        logger.info(
            "published \(name) generation \(file.generation)",
            metadata: [
                "clock": "\(published.publication.clock)", "computed": "\(work.sectionsComputed)",
                "shifted": "\(work.sectionsShifted)", "reused": "\(work.sectionsReused)",
                "micros": "\(laidOut.stats.micros)",
            ]
        )
        return .published(generation: file.generation)
    }

    /// Shows a layout the previous run published, found unchanged, where state is shown (the
    /// preview page), and keeps what its pictures need; nothing is published.
    func restate(_ name: String, laidOut: SpecPipeline.LaidOut, path: String, generation: Int) {
        let entry = published[name]
        let clock = entry?.layoutClock ?? published.latestClock
        let file = LayoutFile(
            spec: name,
            generation: generation,
            snapshot: laidOut.snapshot,
            stats: laidOut.stats,
            sources: laidOut.pictures.sources
        )
        let event = SpecEvent.layout(file, fresh: false)
        publisher.restate(
            Published(
                Publication(kind: .layout, spec: name, clock: clock, generation: generation, line: ""),
                event: event,
                pictures: laidOut.pictures,
                file: path
            )
        )
    }

    /// Tells subscribers that everything was read again.
    func announceRescan(reason: String) {
        publisher.announceRescan(reason: reason)
    }

    func remove(name: String) {
        let published = publisher.publishRemoval(of: name)
        logger.info("removed \(name)", metadata: ["clock": "\(published.publication.clock)"])
    }

    func fail(_ name: String, errors: SpecErrors, record: inout SpecRecord) -> Outcome {
        let entries = SpecFile.errorEntries(errors)
        if let restoredErrors = record.restoredErrors {
            record.restoredErrors = nil
            // The same errors as when the daemon stopped: nothing to tell anyone.
            if restoredErrors.errors == entries {
                if let entry = published[name], let line = entry.errorEvent, let clock = entry.errorClock {
                    publisher.restate(
                        Published(
                            Publication(kind: .error, spec: name, clock: clock, line: line),
                            event: .error(restoredErrors)
                        )
                    )
                }
                return .failed
            }
        }
        let published = publisher.publishErrors(ErrorFile(spec: name, errors: entries))
        let last = lastLayout(of: name)
        let kept = last.snapshot == nil ? "no layout yet" : "generation \(last.generation) kept"
        logger.warning(
            "errors in \(name) (\(kept)): \(errors.errors.map(\.description).joined(separator: "; "))",
            metadata: ["clock": "\(published.publication.clock)"]
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
