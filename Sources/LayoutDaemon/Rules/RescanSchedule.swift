/// When the watched folders are read again from scratch, and how rescans back off.
///
/// A rescan asked for while one is waiting adds nothing (the first reason stands). Back-to-back
/// rescans back off, as watchman's recrawls do: the next waits 100 ms after the last, doubling up to
/// 10 s, until a quiet 10 s passes without one. So a storm of overflows cannot keep the daemon busy
/// rescanning. Time is given by the caller, so the rules are tested with instants the test picks.
struct RescanSchedule {
    typealias Instant = ContinuousClock.Instant

    /// Rescans closer together than this back off; one after it starts at once again.
    static let quiet = Duration.seconds(10)
    static let firstBackoff = Duration.milliseconds(100)
    static let longestBackoff = Duration.seconds(10)

    /// Why the rescan waiting was asked for, while one is.
    private(set) var reason: String?
    /// When the rescan waiting is due.
    private(set) var dueAt: Instant?
    /// When the last rescan (or the start's scan) began.
    private(set) var last: Instant?
    /// How long a rescan asked for now waits after the last one.
    private(set) var backoff = Duration.zero
    /// Rescans since the start (the start's own scan not counted).
    private(set) var count = 0
    private(set) var lastReason: String?

    /// Records the start's scan: rescans right after it back off from it.
    mutating func started(at now: Instant) {
        last = now
    }

    /// Asks for a rescan; one already waiting stands, with its reason.
    mutating func request(_ reason: String, at now: Instant) {
        guard self.reason == nil else { return }
        self.reason = reason
        dueAt = max(now, (last ?? now) + backoff)
    }

    /// The reason of the rescan due at `now`, if one is.
    func due(at now: Instant) -> String? {
        guard let dueAt, dueAt <= now else { return nil }
        return reason
    }

    /// Records a rescan beginning at `now` (the one due, or one a reload makes): what waited is done.
    mutating func begin(_ reason: String, at now: Instant) {
        self.reason = nil
        dueAt = nil
        count += 1
        lastReason = reason
        if let last, now - last < Self.quiet {
            backoff = min(max(backoff * 2, Self.firstBackoff), Self.longestBackoff)
        } else {
            backoff = .zero
        }
        last = now
    }

    /// When the back-off lapses: a quiet 10 s after the last rescan.
    var backoffLapses: Instant? { last.map { $0 + Self.quiet } }
}
