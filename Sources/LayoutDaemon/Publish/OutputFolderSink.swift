import Foundation
import LayoutFiles
import LayoutPipeline
import LayoutProtocol
import LayoutPublishing
import Logging

/// The output folder as a sink of published events: each spec's `layout.json`, `diff.json` and
/// `error.json` written as its events come, what a full, read-only or removed folder did not take
/// written again later, and the `ENV.svg` pictures owed and drawn once saves pause
/// (``OutputFolderSink+Pictures``).
///
/// It runs on the daemon's thread only (the ``Publisher`` calls it there), which is why it is
/// `@unchecked Sendable`.
final class OutputFolderSink: PublicationSink, @unchecked Sendable {
    var output: OutputFolder
    var logger: Logger
    /// The specs' published states, for what to write again.
    let published: PublishedSpecs
    /// The output the folder is behind on.
    var unwritten = UnwrittenOutput()
    /// Whether each layout's `ENV.svg` pictures are written (`preview: svg`); see ``setWritesPreviews(_:)``.
    var writesPreviews = true
    /// Set while the daemon starts: the pictures of the first scan are drawn after `READY=1`.
    var defersPictures = false
    /// The specs whose pictures are yet to be drawn, oldest first.
    var owedPictures: [String] = []
    /// How many times pictures were owed: the loop sees a new publication's by it changing.
    var picturesOwed = 0
    /// How many specs' pictures were written since the start: the loop hands a burst's memory back
    /// (``MemoryTrim``).
    var picturesWritten = 0
    /// Draws owed pictures off the daemon's thread (inline unless the daemon gives one of its own).
    var drawer = PictureDrawer()
    /// Each spec's last good layout, with what its pictures need and the diff that led to it.
    var shown: [String: Shown] = [:]

    /// A spec's last good layout as the folder shows it.
    struct Shown {
        var layout: LayoutFile
        var pictures: SpecPictures
        /// The diff that led to it (`nil` for a first layout), to write `diff.json` again.
        var diff: DiffFile?
    }

    init(output: OutputFolder, published: PublishedSpecs, logger: Logger) {
        self.output = output
        self.published = published
        self.logger = logger
    }

    func receive(_ event: Published) {
        guard let spec = event.spec else { return }
        switch event.event {
        case .layout, .diff:
            guard let layout = event.layout else { return }
            let diff = event.diffFile
            do {
                let files = event.files ?? (layout.fileForm.json(), diff?.fileForm.json())
                try output.publish(spec: spec, layoutJSON: files.layout, diffJSON: files.diff)
                unwritten.layout(of: spec, diff: nil, failure: nil)
            } catch {
                failedToWrite("the output of \(spec)", error)
                unwritten.layout(of: spec, diff: diff, failure: error)
            }
            show(event)
            if writesPreviews { owePictures(of: spec) }
        case .error(let file):
            do {
                try output.publish(file)
                unwritten.errors(of: spec, file, failure: nil)
            } catch {
                failedToWrite("the errors of \(spec)", error)
                unwritten.errors(of: spec, file, failure: error)
            }
        case .removed:
            shown[spec] = nil
            removeFiles(of: spec)
        case nil:
            break
        }
    }

    /// A spec the previous run laid out, found unchanged: its pictures are drawn from it when owed.
    func restate(_ event: Published) {
        show(event)
    }

    private func show(_ event: Published) {
        guard let spec = event.spec, let layout = event.layout, let pictures = event.pictures else { return }
        shown[spec] = Shown(layout: layout, pictures: pictures, diff: event.diffFile)
    }

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
                if writesPreviews, shown[name] != nil {
                    writePreviews(of: name)
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
        for (spec, entry) in published.all {
            if entry.generation > 0 {
                unwritten.layout(of: spec, diff: shown[spec]?.diff, failure: lost)
                if writesPreviews { unwritten.previews(of: spec, failure: lost) }
            }
            if entry.hasError, let errors = entry.state.errors { unwritten.errors(of: spec, errors, failure: lost) }
        }
        writeUnwritten()
    }

    /// The reason the output is behind while it is written again after the folder was removed.
    struct OutputFolderLost: Error, CustomStringConvertible {
        var description: String { "the output folder was removed while the daemon served" }
    }
}
