package import LayoutProtocol

/// What a subscriber is sent before live events (protocol.md, "What a subscription starts with").
///
/// - No `since`: one `layout` event per matching spec (and its `error` event while it has errors).
/// - A `since` of the current epoch that the journal reaches back to: exactly the events after it.
/// - Otherwise, `fresh` layouts: for every matching spec when the clock is of another epoch (or from
///   the future), and only for the specs whose missed events were dropped from the journal when the
///   journal covers the rest; a spec gone meanwhile gets its `removed` event. When the missed events
///   add up to more than the subscriber's queue may hold, every spec they touch is sent fresh
///   instead: one layout is never more than the diffs it stands for.
///
/// Lines are in clock order.
package struct CatchUp {
    package let entries: [String: PublishedSpecs.Entry]
    package let journal: Journal?

    /// Whether the lines stand for everything a subscriber with `since` is to hold.
    ///
    /// So it is when its clock is of another epoch (or from the future): the journal cannot say what
    /// it holds, so it must drop its specs and take the `fresh` layouts that follow as the whole state
    /// (the answer's `"fresh": true`, as watchman's `is_fresh_instance`). A spec removed meanwhile
    /// could not be named to it otherwise.
    package func startsOver(since: DaemonClock?) -> Bool {
        guard let since else { return false }
        guard let journal else { return true }
        return since.epoch != journal.epoch || since.sequence > journal.sequence
    }

    package func lines(since: DaemonClock?, matching: (String) -> Bool, limitBytes: Int) -> [String] {
        var items: [(sequence: Int, line: String)] = []
        guard let since else {
            for spec in entries.keys where matching(spec) { items += current(spec, fresh: false) }
            return ordered(items)
        }
        guard let journal, !startsOver(since: since) else {
            for spec in entries.keys where matching(spec) { items += current(spec, fresh: true) }
            return ordered(items)
        }
        let (events, dropped) = journal.events(after: since.sequence) { spec in spec.map(matching) ?? true }
        let bytes = events.reduce(0) { $0 + $1.lineBytes }
        var stale = dropped
        if bytes > limitBytes {
            stale.formUnion(events.compactMap(\.spec))
        }
        for event in events where event.spec.map({ !stale.contains($0) }) ?? (bytes <= limitBytes) {
            items.append((event.sequence, event.line))
        }
        for spec in stale {
            if entries[spec] != nil {
                items += current(spec, fresh: true)
            } else if let removal = journal.events[spec]?.last {
                // A spec leaves the entries only by its removal, so its last event is that removal.
                items.append((removal.sequence, removal.line))
            } else {
                let clock = DaemonClock(epoch: journal.epoch, sequence: journal.floors[spec] ?? since.sequence)
                items.append((clock.sequence, SocketEvent.removed(spec: spec, clock: clock.description)))
            }
        }
        return ordered(items)
    }

    /// A spec's current layout, and its errors while it has them.
    private func current(_ spec: String, fresh: Bool) -> [(sequence: Int, line: String)] {
        guard let entry = entries[spec] else { return [] }
        var items: [(sequence: Int, line: String)] = []
        if let layout = entry.layout, let clock = entry.layoutClock {
            let line = SocketEvent.layout(
                spec: spec,
                clock: clock.description,
                generation: entry.generation,
                json: layout,
                fresh: fresh
            )
            items.append((clock.sequence, line))
        }
        if entry.hasError, let error = entry.errorEvent, let clock = entry.errorClock {
            items.append((clock.sequence, error))
        }
        return items
    }

    private func ordered(_ items: [(sequence: Int, line: String)]) -> [String] {
        items.sorted { $0.sequence < $1.sequence }.map(\.line)
    }
}
