import LayoutPipeline
public import LayoutProtocol
import Synchronization

/// The latest preview pictures of every spec, and the pages watching them (`serve --preview`).
///
/// The daemon posts here on its own thread, right after it published each event to subscribers: a
/// good layout with its pictures, a spec's errors, a spec gone. A page that starts watching gets
/// every spec's current state, then each later update, with no update between the two lost or
/// repeated (both happen under one lock). Watchers only hand bytes to their connection, so a page
/// can never hold the daemon up.
public final class PreviewBoard: Sendable {
    /// What a page is told.
    public enum Update: Sendable {
        /// A spec's current good layout, one picture per environment. The pictures are drawn by
        /// whoever sends them, off the daemon's thread.
        case pictures(spec: String, generation: Int, clock: DaemonClock, pictures: [PreviewSVG])
        /// A spec's latest save has errors: the daemon's `error` event, as the socket sends it. The
        /// last pictures stay.
        case errors(spec: String, event: String)
        /// The spec is gone.
        case removed(spec: String)
    }

    /// A spec's state on the board: its last pictures and, while its latest save has errors, those.
    package struct Card {
        var pictures: Update?
        var errors: Update?
    }

    private struct State {
        var cards: [String: Card] = [:]
        var watchers: [Int: @Sendable (Update) -> Void] = [:]
        var nextWatcher = 0
    }

    private let state = Mutex(State())

    public init() {}

    /// Calls `body` with every spec's current state (sorted by path), then with each update as it
    /// is posted, until ``stopWatching(_:)`` with the returned token.
    public func watch(_ body: @escaping @Sendable (Update) -> Void) -> Int {
        state.withLock { state in
            for spec in state.cards.keys.sorted() {
                guard let card = state.cards[spec] else { continue }
                if let pictures = card.pictures { body(pictures) }
                if let errors = card.errors { body(errors) }
            }
            let token = state.nextWatcher
            state.nextWatcher += 1
            state.watchers[token] = body
            return token
        }
    }

    public func stopWatching(_ token: Int) {
        _ = state.withLock { $0.watchers.removeValue(forKey: token) }
    }

    /// Records an update and tells every page.
    package func post(_ update: Update) {
        state.withLock { state in
            switch update {
            case .pictures(let spec, _, _, _):
                state.cards[spec, default: Card()].pictures = update
                state.cards[spec]?.errors = nil
            case .errors(let spec, _):
                state.cards[spec, default: Card()].errors = update
            case .removed(let spec):
                guard state.cards.removeValue(forKey: spec) != nil else { return }
            }
            for watcher in state.watchers.values { watcher(update) }
        }
    }
}

extension PreviewBoard: PublicationSink {
    /// A new layout's pictures (drawn for each page, off the daemon's thread), a spec's errors, or
    /// its removal.
    public func receive(_ published: Published) {
        guard let update = Self.update(for: published) else { return }
        post(update)
    }

    /// A spec the previous run published, as it left it: a page shows it as if it had just been.
    public func restate(_ published: Published) {
        receive(published)
    }

    private static func update(for published: Published) -> Update? {
        guard let spec = published.spec else { return nil }
        switch published.event {
        case .layout, .diff:
            guard let layout = published.layout, let pictures = published.pictures, !pictures.environments.isEmpty
            else { return nil }
            return .pictures(
                spec: spec,
                generation: layout.generation,
                clock: published.publication.clock,
                pictures: pictures.pictures(
                    spec: spec,
                    generation: layout.generation,
                    snapshot: layout.snapshot,
                    diff: published.diffFile?.diff,
                    file: published.file
                )
            )
        case .error:
            return .errors(spec: spec, event: published.publication.line)
        case .removed:
            return .removed(spec: spec)
        case nil:
            return nil
        }
    }
}
