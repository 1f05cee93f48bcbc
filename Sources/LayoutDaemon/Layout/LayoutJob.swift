import Foundation
import LayoutEngine
import LayoutFiles
import LayoutPipeline
import LayoutProtocol
import LayoutSpecFormat
import Logging

/// One save of a spec from its bytes to a layout ready to publish: the part of a read that takes
/// time, made on a worker (``LayoutRunner``) while the daemon's thread serves everything else.
///
/// It holds copies of what it needs from the spec's record (the section caches, the last YAML tree,
/// the last layout to diff from), so no state is shared with the daemon's thread: the job is handed
/// over whole, and its ``Result`` handed back whole. That is why it is `@unchecked Sendable`: its
/// caches are values that only one thread holds at a time.
struct LayoutJob: @unchecked Sendable {
    /// Which hand-over of the spec this is: a newer save of the spec gives the older job up, and a
    /// result whose ticket is no longer the spec's is dropped.
    typealias Ticket = Int

    var spec: SpecIdentity
    var ticket: Ticket
    var name: String
    var data: Data
    var parser: SpecParser
    /// The YAML tree of the spec's previous parse (``ComposedSpec``).
    var tree: ComposedSpec?
    /// The spec's section caches.
    var layout: IncrementalLayout
    /// The layout a diff is made from, and its generation.
    var previous: LayoutSnapshot?
    var generation: Int
    /// The frames the other specs hold, and the daemon's budget for all (``SpecLayouts/daemonFrameBudget``).
    var heldByOthers: Int
    var budget: Int
    /// Asked before the work starts: a job given up meanwhile does nothing.
    var isGivenUp: @Sendable () -> Bool = { false }
    /// Told when a large layout begins, which takes seconds.
    var logger: Logger?

    /// A layout made, ready to publish.
    struct LaidOut {
        /// The spec's document, its checked layout and what its pictures need.
        var laidOut: SpecPipeline.LaidOut
        /// The diff from ``LayoutJob/previous``, made here: for millions of frames it takes seconds.
        var diff: LayoutDiff?
        /// `layout.json` and `diff.json` without the event's clock, encoded here for a large layout.
        var files: (layout: String, diff: String?)?
    }

    enum Outcome {
        case laidOut(LaidOut)
        case failed(SpecErrors)
        /// The spec's frames would pass the daemon's budget: it waits for room.
        case waitsForRoom(SpecErrors, frames: Int)
        /// Given up before it began.
        case givenUp
    }

    /// What a job gives back: its outcome, and the caches it updated, for the spec's record.
    struct Completion: @unchecked Sendable {
        var spec: SpecIdentity
        var ticket: Ticket
        var outcome: Outcome
        var tree: ComposedSpec?
        var layout: IncrementalLayout
        /// How long the job took, parse to diff, in microseconds.
        var micros = 0
    }

    /// Layouts of at least this many frames have their files encoded on the worker too.
    static let largeFrames = 50_000

    /// Parses the bytes, lays the document out and makes its diff.
    func run() -> Completion {
        var pipeline = SpecPipeline(file: name, parser: parser, tree: tree, layout: layout)
        let began = ContinuousClock.now
        func done(_ outcome: Outcome) -> Completion {
            Completion(
                spec: spec,
                ticket: ticket,
                outcome: outcome,
                tree: pipeline.tree,
                layout: pipeline.layout,
                micros: LayoutStats.micros(ContinuousClock.now - began)
            )
        }
        guard !isGivenUp() else { return done(.givenUp) }
        let document: LayoutDocument
        // A newer save of the spec stops the parse where it is: a heavy spec's takes seconds.
        pipeline.parser.isCancelled = isGivenUp
        do {
            document = try pipeline.document(from: data)
        } catch {
            return done(isGivenUp() ? .givenUp : .failed(error))
        }
        // Specs each within their own budget could together hold gigabytes: past the daemon's, a
        // spec waits.
        let frames = FrameBudget.frames(document)
        if heldByOthers + frames > budget {
            return done(
                .waitsForRoom(
                    SpecFile.failure(
                        .tooLarge,
                        "the daemon holds \(heldByOthers) frames of other specs, and this spec's \(frames) would pass its budget of \(budget) frames in all: it waits, and is laid out when another spec gives frames back or it is saved with room (the last good layout is kept)",
                        file: name
                    ),
                    frames: frames
                )
            )
        }
        if frames >= Self.largeFrames { logger?.info("laying out \(name): \(frames) frames") }
        let laidOut: SpecPipeline.LaidOut
        do {
            laidOut = try pipeline.layOut(document)
        } catch {
            return done(.failed(error))
        }
        let (snapshot, stats) = (laidOut.snapshot, laidOut.stats)
        let diff = previous.map { LayoutDiff(from: $0, to: snapshot) }
        var files: (layout: String, diff: String?)?
        if snapshot.frameCount >= Self.largeFrames {
            let file = LayoutFile(
                spec: name,
                generation: generation + 1,
                snapshot: snapshot,
                stats: stats,
                sources: laidOut.pictures.sources
            )
            let diffFile = diff.map {
                DiffFile(spec: name, from: generation, to: generation + 1, diff: $0, stats: stats)
            }
            files = (file.fileForm.json(), diffFile?.fileForm.json())
        }
        return done(.laidOut(LaidOut(laidOut: laidOut, diff: diff, files: files)))
    }
}
