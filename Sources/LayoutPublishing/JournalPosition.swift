import Foundation

/// Where a spec's files stand in the journal, found at start.
///
/// The files carry no clock (the same specs give the same bytes), so a restarted daemon finds the
/// event that wrote `layout.json` by its generation: the last `layout` or `diff` event of that
/// generation. The events after it are what the previous run told subscribers but may not have
/// written; its clock is the clock of the layout the files hold.
///
/// When the journal no longer holds that event (it keeps only recent events), a first kept `diff`
/// from the files' generation is where they continue; otherwise the events kept are all that is known,
/// and ``complete`` says whether any were dropped.
package struct JournalPosition: Equatable {
    /// The events after the files' state, oldest first.
    package var events: [Journal.Event]
    /// Whether ``events`` are every event after the files' state.
    package var complete: Bool
    /// The `layout` or `diff` event that published the files' layout, when the journal holds it.
    package var layoutEvent: Journal.Event?
    /// The latest `error` event before ``events``.
    package var errorEvent: Journal.Event?

    /// - Parameters:
    ///   - kept: the journal's events of the spec, oldest first.
    ///   - floor: the sequence of the spec's newest dropped event (0: none was dropped).
    ///   - generation: the generation of the spec's `layout.json`; `nil` when it has none.
    package init(of kept: [Journal.Event], floor: Int, generation: Int?) {
        var start: Int?
        if let generation {
            if let anchor = kept.lastIndex(where: { $0.isLayout && $0.generation == generation }) {
                layoutEvent = kept[anchor]
                start = anchor + 1
            } else if let first = kept.firstIndex(where: \.isLayout), kept[first].kind == .diff,
                kept[first].generation == generation + 1
            {
                start = first
            }
        }
        events = Array(kept[(start ?? 0)...])
        complete = start != nil || floor == 0
        errorEvent = kept[..<(start ?? 0)].last { $0.kind == .error }
    }
}
