import Foundation
import LayoutEngine
import LayoutFiles
import LayoutProtocol
import Logging

/// Writing a spec's files into the output folder, and writing again what a full, read-only or
/// removed output folder did not take.
extension SpecLayouts {
    /// Removes a spec's folder from the output folder, or notes that it is still to be removed.
    func removeFiles(of name: String) {
        do {
            try output.remove(spec: name)
            unwritten.removal(of: name, failure: nil)
        } catch {
            failedToWrite("the removal of \(name)'s files", error)
            unwritten.removal(of: name, failure: error)
        }
    }

    /// Turns the pictures on or off (a reload): the current layouts are drawn, or their pictures
    /// removed, at once; nothing is published again.
    func setWritesPreviews(_ writes: Bool) {
        guard writes != writesPreviews else { return }
        writesPreviews = writes
        owedPictures = []
        for (spec, record) in records where record.snapshot != nil {
            if writes {
                writePreviews(of: spec.name, record: record, diff: nil)
            } else {
                try? output.publishPreviews(spec: spec.name, [])
            }
        }
        if !writes { unwritten.forgetPreviews() }
    }

    /// The record's last good layout, one picture per environment, with `diff`'s changes.
    ///
    /// The page's pictures name the spec's file, for its links to the editor; the files' pictures do
    /// not, so that the same specs always give the same bytes.
    func pictures(of name: String, record: SpecRecord, diff: DiffFile?, forFiles: Bool = false) -> [PreviewSVG] {
        guard let snapshot = record.snapshot else { return [] }
        return zip(record.environments, snapshot.environments).enumerated().map { index, pair in
            let (environment, layout) = pair
            let change = diff?.diff.environments.first { $0.name == layout.name }
            return PreviewSVG(
                spec: name,
                generation: record.generation,
                environment: environment,
                layout: layout,
                changed: PreviewSVG.touched(by: change),
                scrollsVertically: index < record.scrollsVertically.count ? record.scrollsVertically[index] : true,
                file: forFiles ? nil : record.file,
                sources: index < record.sources.count ? record.sources[index] : []
            )
        }
    }

    /// Puts the record's pictures on the preview page's board; they are drawn there, for each page.
    func postPictures(of name: String, record: SpecRecord, diff: DiffFile?) {
        guard let board, !record.environments.isEmpty else { return }
        let clock = published[name]?.layoutClock ?? published.latestClock
        let pictures = pictures(of: name, record: record, diff: diff)
        board.post(.pictures(spec: name, generation: record.generation, clock: clock, pictures: pictures))
    }

    /// The most frames the daemon draws into a spec's picture files, its environments together.
    ///
    /// Drawing is on the loop's thread, after the subscribers have the layout: a picture of millions
    /// of frames would hold every save and a stop for seconds, and no one could read it. Past this,
    /// the pictures are not drawn and a line says so; `layoutd render` draws them when asked.
    static let largestPicture = 50_000

    /// Writes the record's pictures (`ENV.svg`) into the spec's output folder.
    func writePreviews(of name: String, record: SpecRecord, diff: DiffFile?) {
        guard !record.environments.isEmpty else { return }
        let frames = record.snapshot?.frameCount ?? 0
        guard frames <= Self.largestPicture else {
            logger.notice(
                "not drawing the pictures of \(name): its \(frames) frames are more than the \(Self.largestPicture) the daemon draws; `layoutd render` draws them"
            )
            // A picture of an earlier generation would show a layout that is no longer the spec's.
            do {
                try output.publishPreviews(spec: name, [])
                unwritten.previews(of: name, failure: nil)
            } catch {
                unwritten.previews(of: name, failure: error)
            }
            return
        }
        let pictures = pictures(of: name, record: record, diff: diff, forFiles: true).map {
            (environment: $0.layout.name, svg: $0.svg())
        }
        do {
            try output.publishPreviews(spec: name, pictures)
            unwritten.previews(of: name, failure: nil)
        } catch {
            failedToWrite("the previews of \(name)", error)
            unwritten.previews(of: name, failure: error)
        }
    }

    // MARK: A full or read-only disk

    /// Logs a failed write, once for each time the output folder stops taking writes: a full disk
    /// fails every save of every spec, and one line says it.
    func failedToWrite(_ what: String, _ error: any Error) {
        if (error as? OutputFileError)?.isPermanent == true {
            // Writing again cannot help: said at each save, never retried.
            logger.error("cannot write \(what): \(error); serving goes on")
            return
        }
        guard unwritten.isEmpty else {
            logger.debug("cannot write \(what): \(error)")
            return
        }
        logger.error(
            "cannot write \(what): \(error); serving goes on, and the output folder is written again every 2 seconds until it takes writes"
        )
    }

    /// Writes what the output folder is behind on, each spec as it stands now.
    ///
    /// Called every few seconds while ``unwritten`` is not empty; logs when it is all written.
    func writeUnwritten() {
        let behind = unwritten.count
        let records = Dictionary(records.map { ($0.key.name, $0.value) }, uniquingKeysWith: { first, _ in first })
        for (name, entry) in unwritten.specs.sorted(by: { $0.key < $1.key }) {
            if entry.removal {
                removeFiles(of: name)
                continue
            }
            if entry.layout, let published = published[name],
                let layoutJSON = published.layoutFile?.fileForm.json() ?? published.layoutDocument
            {
                do {
                    try output.publish(spec: name, layoutJSON: layoutJSON, diffJSON: entry.diff?.fileForm.json())
                    unwritten.layout(of: name, diff: nil, failure: nil)
                } catch {
                    unwritten.layout(of: name, diff: entry.diff, failure: error)
                    continue
                }
            } else if entry.layout {
                // The spec's state is gone: there is nothing left to write for it.
                unwritten.layout(of: name, diff: nil, failure: nil)
            }
            if let errors = entry.errors {
                do {
                    try output.publish(errors)
                    unwritten.errors(of: name, errors, failure: nil)
                } catch {
                    unwritten.errors(of: name, errors, failure: error)
                }
            }
            if entry.previews {
                if writesPreviews, let record = records[name] {
                    writePreviews(of: name, record: record, diff: nil)
                } else {
                    unwritten.previews(of: name, failure: nil)
                }
            }
        }
        if unwritten.isEmpty {
            logger.notice("the output folder takes writes again: wrote the latest files of \(behind) spec(s)")
        }
    }

    /// Writes every spec's files again as they stand, when the output folder was removed while the
    /// daemon served (`rm -rf OUTPUT`): what is not written now is retried like after a full disk.
    func rewriteOutput() {
        let lost = OutputFolderLost()
        for (spec, record) in records.sorted(by: { $0.key < $1.key }) {
            if record.snapshot != nil {
                unwritten.layout(of: spec.name, diff: record.diff, failure: lost)
                if writesPreviews { unwritten.previews(of: spec.name, failure: lost) }
            }
            if let errors = record.errors { unwritten.errors(of: spec.name, errors, failure: lost) }
        }
        writeUnwritten()
    }

    /// The reason the output is behind while it is written again after the folder was removed.
    struct OutputFolderLost: Error, CustomStringConvertible {
        var description: String { "the output folder was removed while the daemon served" }
    }
}
