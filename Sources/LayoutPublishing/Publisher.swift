public import LayoutEngine
public import LayoutPipeline
public import LayoutProtocol

/// The one place events are published: it owns the daemon's clock, every spec's published state
/// and the journal (``PublishedSpecs``), and hands each event to its sinks in order.
///
/// The live sinks (the socket's subscribers) get an event as part of recording it, under the
/// state's lock, so that a subscriber catching up gets either a spec's new state or the event that
/// led to it, never both. The other sinks (the output folder, the preview page) get it after, in
/// the order given.
public final class Publisher {
    /// The state `get`, `list` and catch-up read, with the clock and the journal.
    public let published: PublishedSpecs
    private let live: [any PublicationSink]
    private let sinks: [any PublicationSink]

    /// A publisher telling `live` sinks as part of each event, then `sinks` in order.
    public init(published: PublishedSpecs, live: [any PublicationSink] = [], sinks: [any PublicationSink] = []) {
        self.published = published
        self.live = live
        self.sinks = sinks
    }

    /// Publishes a new layout of its spec, as a diff from the one subscribers hold when `diff` (or
    /// a diff from `previous`) follows from it, whole otherwise; returns what was published.
    ///
    /// `diff` is the diff from `previous` when the worker that laid the spec out made it already
    /// (`.some(nil)`: there is none); `files` are the layout's files' texts, when encoded already.
    @discardableResult
    public func publishLayout(
        _ file: LayoutFile,
        previous: LayoutSnapshot?,
        diff made: LayoutDiff?? = nil,
        files: (layout: String, diff: String?)? = nil,
        pictures: SpecPictures? = nil,
        path: String? = nil
    ) -> Published {
        let clock = published.nextClock()
        var entry = published[file.spec] ?? PublishedSpecs.Entry()
        let layoutDiff = made ?? previous.map { LayoutDiff(from: $0, to: file.snapshot) }
        let diff = layoutDiff.map {
            DiffFile(spec: file.spec, from: file.generation - 1, to: file.generation, diff: $0, stats: file.stats)
        }
        let event = entry.publish(file, diff: diff, at: clock)
        let publication = Publication(event, clock: clock)
        return hand(
            Published(publication, event: event, pictures: pictures, file: path, diffFile: diff, files: files),
            entry: entry
        )
    }

    /// Publishes a spec's errors.
    @discardableResult
    public func publishErrors(_ errors: ErrorFile) -> Published {
        let clock = published.nextClock()
        var entry = published[errors.spec] ?? PublishedSpecs.Entry()
        entry.fail(errors, at: clock)
        return hand(Published(Publication(.error(errors), clock: clock), event: .error(errors)), entry: entry)
    }

    /// Publishes that a spec is gone.
    @discardableResult
    public func publishRemoval(of spec: String) -> Published {
        let clock = published.nextClock()
        let event = SpecEvent.removed(spec: spec)
        return hand(Published(Publication(event, clock: clock), event: event), entry: nil)
    }

    /// Tells subscribers that everything was read again.
    @discardableResult
    public func announceRescan(reason: String) -> Published {
        let clock = published.nextClock()
        let publication = Publication(
            kind: .rescan,
            spec: nil,
            clock: clock,
            line: SocketEvent.rescan(clock: clock.description, reason: reason)
        )
        return hand(Published(publication, event: nil), entry: nil)
    }

    /// Tells the sinks that show state a spec's current state, without an event (``PublicationSink/restate(_:)``).
    public func restate(_ published: Published) {
        for sink in live + sinks { sink.restate(published) }
    }

    private func hand(_ event: Published, entry: PublishedSpecs.Entry?) -> Published {
        published.record(event.publication, entry: entry) { _ in
            for sink in live { sink.receive(event) }
        }
        for sink in live { sink.awaitHandOff() }
        for sink in sinks { sink.receive(event) }
        return event
    }
}
