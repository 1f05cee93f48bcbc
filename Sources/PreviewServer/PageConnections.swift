import NIOCore
import Synchronization

/// How many connections the preview page has open, against its limit.
///
/// The page shares the daemon's file descriptors with the watcher, the spec reads and the socket:
/// a thousand idle TCP connections would make a valid save fail to be read. Past the limit a new
/// connection gets `503` and is closed.
final class PageConnections: Sendable {
    /// The most connections the page keeps open at once: enough for several browsers with several
    /// tabs each (a tab holds its event stream and, briefly, a request for the page).
    static let limit = 32

    let limit: Int
    /// The connections open, and whether a refusal was reported since the count was last under the
    /// limit (one log line for a flood, not one a connection).
    private let open = Mutex((count: 0, reported: false))

    init(limit: Int = PageConnections.limit) {
        self.limit = limit
    }

    enum Admission: Equatable {
        case admitted
        /// Refused; `report` for the first refusal since the count was under the limit.
        case refused(report: Bool)
    }

    /// Counts a new connection, or refuses it when the limit is reached.
    func admit() -> Admission {
        open.withLock { state in
            guard state.count < limit else {
                defer { state.reported = true }
                return .refused(report: !state.reported)
            }
            state.count += 1
            return .admitted
        }
    }

    /// A connection admitted earlier ended.
    func release() {
        open.withLock { state in
            state.count = max(0, state.count - 1)
            state.reported = false
        }
    }

    var count: Int { open.withLock { $0.count } }

    /// Every connection open, admitted or being refused, by identity.
    private let channels = Mutex<[ObjectIdentifier: any Channel]>([:])

    /// Keeps `channel` until it closes, for ``closeAll()``.
    func track(_ channel: any Channel) {
        let key = ObjectIdentifier(channel)
        channels.withLock { $0[key] = channel }
        channel.closeFuture.whenComplete { _ in self.channels.withLock { $0[key] = nil } }
    }

    /// Closes every connection still open, so that pages see their event stream end even when the
    /// process goes on after the page stops (a test's).
    func closeAll() -> [EventLoopFuture<Void>] {
        channels.withLock { Array($0.values) }.map { $0.close() }
    }
}
