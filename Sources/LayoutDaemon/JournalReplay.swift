import Foundation
import LayoutEngine
import LayoutProtocol

/// What the journal says about one spec after its files in the output folder: the previous run told
/// subscribers before writing files, so a daemon killed in between left `layout.json` (or
/// `error.json`) behind events that subscribers already have.
///
/// Replaying those events on the restored state gives the state subscribers hold, so the restarted
/// daemon continues from it: the next generation follows the last one announced, and its diff starts
/// from the layout subscribers have. Replaying is exact: `layout` events carry whole layouts and
/// `diff` events read back as the diffs that were applied.
struct JournalReplay {
    /// The spec's last good layout and generation after the events, and the diff to it.
    var snapshot: LayoutSnapshot?
    var generation: Int
    var diff: DiffFile?
    /// The clock of the latest `layout` or `diff` event, and its `layout.json` once replayed.
    var layoutClock: DaemonClock?
    var layoutFile: LayoutFile?
    /// The latest `error` event, while the spec has errors.
    var errors: ErrorFile?
    var errorEvent: String?
    var errorClock: DaemonClock?
    /// The spec was removed.
    var removed = false

    init(snapshot: LayoutSnapshot?, generation: Int) {
        self.snapshot = snapshot
        self.generation = generation
    }

    /// Applies the events in order; throws at the first that does not follow (a diff from another
    /// generation, a document that does not read back).
    mutating func apply(_ events: [Journal.Event], epoch: Int) throws(JournalError) {
        for event in events {
            let clock = DaemonClock(epoch: epoch, sequence: event.sequence)
            switch event.kind {
            case .layout:
                guard let document = SocketEvent.document(in: event.line),
                    let file = try? LayoutFile.decode(Data(document.utf8))
                else { throw JournalError("the layout of event \(event.sequence) does not read back") }
                snapshot = file.snapshot
                generation = file.generation
                diff = nil
                layoutFile = file
                layoutClock = clock
                clearErrors()
            case .diff:
                guard let document = SocketEvent.document(in: event.line),
                    let file = try? DiffFile.decode(Data(document.utf8))
                else { throw JournalError("the diff of event \(event.sequence) does not read back") }
                guard let snapshot, file.from == generation else {
                    throw JournalError(
                        "event \(event.sequence) is a diff from generation \(file.from), not \(generation)"
                    )
                }
                let next = file.diff.applied(to: snapshot)
                self.snapshot = next
                generation = file.to
                diff = file
                layoutFile = LayoutFile(
                    spec: file.spec,
                    generation: file.to,
                    snapshot: next,
                    stats: file.stats
                )
                layoutClock = clock
                clearErrors()
            case .error:
                guard let file = try? ErrorFile.decode(Data(event.line.utf8)) else {
                    throw JournalError("the errors of event \(event.sequence) do not read back")
                }
                errors = file
                errorEvent = event.line
                errorClock = clock
            case .removed:
                self = JournalReplay(snapshot: nil, generation: 0)
                removed = true
            case .rescan:
                continue
            }
            if event.kind != .removed { removed = false }
        }
    }

    private mutating func clearErrors() {
        errors = nil
        errorEvent = nil
        errorClock = nil
    }
}
