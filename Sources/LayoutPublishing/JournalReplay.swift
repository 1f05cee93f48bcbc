package import LayoutProtocol

/// What the journal says about one spec after its files in the output folder: the previous run told
/// subscribers before writing files, so a daemon killed in between left `layout.json` (or
/// `error.json`) behind events that subscribers already have.
///
/// Replaying those events on the restored ``SpecState`` gives the state subscribers hold, so the
/// restarted daemon continues from it: the next generation follows the last one announced, and its
/// diff starts from the layout subscribers have. Replaying is exact: `layout` events carry whole
/// layouts and `diff` events read back as the diffs that were applied.
package struct JournalReplay {
    package private(set) var state: SpecState
    /// Whether an event gave the spec a layout its files do not hold.
    package private(set) var changedLayout = false

    package init(_ state: SpecState) {
        self.state = state
    }

    /// Applies the events in order, each read back as the kind the journal recorded beside it;
    /// throws at the first that does not follow (a diff from another generation, a document that
    /// does not read back).
    package mutating func apply(_ events: [Journal.Event], epoch: Int) throws(JournalError) {
        for event in events {
            guard let kind = event.kind.specEventKind, let spec = event.spec else { continue }
            do {
                let value = try SpecEvent(line: event.line, kind: kind, spec: spec)
                try state.apply(value, at: DaemonClock(epoch: epoch, sequence: event.sequence))
            } catch {
                throw JournalError("event \(event.sequence): \(error)")
            }
            switch kind {
            case .layout, .diff: changedLayout = true
            case .removed: changedLayout = false
            case .error: break
            }
        }
    }
}
