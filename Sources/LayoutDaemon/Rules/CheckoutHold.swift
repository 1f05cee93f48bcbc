/// Whether publishing waits for a checkout in progress (`.git/index.lock` in a watched folder).
///
/// A checkout rewrites many specs one after another; published as they come, subscribers would
/// see states that never existed together. Publishing waits while the lock file exists, for at most
/// 10 s (a lock left by a crashed git must not stop the daemon for good), looking again every 50 ms.
struct CheckoutHold {
    typealias Instant = ContinuousClock.Instant

    static let limit = Duration.seconds(10)
    static let recheck = Duration.milliseconds(50)

    /// Since when a checkout has held publishing back.
    private(set) var since: Instant?

    /// Whether publishing waits at `now`, given whether a lock file is there; `began` is `true` the
    /// first time a checkout is seen (to say so once).
    mutating func holds(locked: Bool, at now: Instant) -> (holds: Bool, began: Bool) {
        guard locked else {
            since = nil
            return (false, false)
        }
        let began = since == nil
        let since = self.since ?? now
        self.since = since
        return (now < since + Self.limit, began)
    }

    /// When to look at the lock again, while a checkout holds publishing back; `nil` once a lock
    /// left behind no longer holds it (nothing waits on it then).
    func nextCheck(after now: Instant) -> Instant? {
        guard let since, now < since + Self.limit else { return nil }
        return min(now + Self.recheck, since + Self.limit)
    }
}
