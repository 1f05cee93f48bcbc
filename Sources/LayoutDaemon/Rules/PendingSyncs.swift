import LayoutProtocol
import LayoutPublishing

/// The `sync` requests in progress, watchman's way: each wrote a cookie file in every watched folder,
/// and is answered once every cookie came back through inotify (so every event before it was
/// seen) and the specs pending at that moment are published.
///
/// The specs are `Spec` (``SpecWatcher/SpecPath`` in the daemon), so the rules are tested with any
/// names; time is given by the caller.
struct PendingSyncs<Spec: Hashable> {
    typealias Instant = ContinuousClock.Instant
    typealias Done = @Sendable (SyncOutcome) -> Void

    /// The longest a `sync` waits for its cookies and reads.
    static var timeout: Duration { .seconds(30) }

    private struct Sync {
        var cookies: Set<Spec>
        /// The specs pending when the last cookie came back; `nil` before.
        var waiting: Set<Spec>?
        let deadline: Instant
        let done: Done
    }

    private var syncs: [Sync] = []

    var isEmpty: Bool { syncs.isEmpty }
    var deadlines: [Instant] { syncs.map(\.deadline) }

    mutating func add(cookies: Set<Spec>, at now: Instant, done: @escaping Done) {
        syncs.append(Sync(cookies: cookies, waiting: nil, deadline: now + Self.timeout, done: done))
    }

    /// A cookie came back; whether it was one of ours (the caller deletes it).
    mutating func cookieSeen(_ cookie: Spec) -> Bool {
        var ours = false
        for index in syncs.indices where syncs[index].cookies.remove(cookie) != nil { ours = true }
        return ours
    }

    /// Forgets every cookie still awaited, and returns them for the caller to delete: a rescan reads
    /// everything there is, so cookies lost with the old inotify instance are not waited for.
    mutating func forgetCookies() -> [Spec] {
        var cookies: [Spec] = []
        for index in syncs.indices {
            cookies += syncs[index].cookies
            syncs[index].cookies = []
        }
        return cookies
    }

    /// Answers the syncs that are done at `now`, and returns the cookies to delete.
    ///
    /// A sync is answered once its cookies came back and the specs then pending are not any more;
    /// it fails at its deadline.
    mutating func advance(pending: Set<Spec>, latest: DaemonClock, at now: Instant) -> [Spec] {
        var remaining: [Sync] = []
        var abandoned: [Spec] = []
        for var sync in syncs {
            if sync.cookies.isEmpty && sync.waiting == nil {
                sync.waiting = pending
            }
            if let waiting = sync.waiting, waiting.isDisjoint(with: pending) {
                sync.done(.synced(latest))
            } else if now >= sync.deadline {
                abandoned += sync.cookies
                let what = sync.cookies.isEmpty ? "pending reads" : "its cookie files to be seen"
                sync.done(.failed("timed out after \(Self.timeout) waiting for \(what)"))
            } else {
                remaining.append(sync)
            }
        }
        syncs = remaining
        return abandoned
    }

    /// Fails every sync (the daemon is stopping); returns the cookies to delete.
    mutating func failAll(_ reason: String) -> [Spec] {
        let cookies = syncs.flatMap(\.cookies)
        for sync in syncs { sync.done(.failed(reason)) }
        syncs = []
        return cookies
    }
}
