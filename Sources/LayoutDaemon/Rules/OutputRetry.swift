/// When the output folder is written again while it is behind (a full or read-only disk), and when it
/// is next checked for having been removed.
///
/// Both every 2 seconds: often enough that a freed disk or a removed folder is caught up within
/// seconds, rarely enough that a disk that stays full costs nothing.
struct OutputRetry {
    typealias Instant = ContinuousClock.Instant

    static let interval = Duration.seconds(2)

    /// When the unwritten output is written again; `nil` while nothing is behind.
    private(set) var nextWrite: Instant?
    /// When the folder is next checked for having been removed; `nil` before the daemon started.
    private(set) var nextCheck: Instant?

    /// Starts checking the folder, from `now`.
    mutating func start(at now: Instant) {
        nextCheck = now + Self.interval
    }

    /// Records whether output is behind at `now`: a write is planned if none is.
    mutating func update(behind: Bool, at now: Instant) {
        if behind && nextWrite == nil { nextWrite = now + Self.interval }
    }

    /// Whether a write is due at `now`; taking it clears the plan (the caller writes, then updates).
    mutating func takeWrite(at now: Instant) -> Bool {
        guard let nextWrite, nextWrite <= now else { return false }
        self.nextWrite = nil
        return true
    }

    /// Whether the folder check is due at `now`; taking it plans the next one.
    mutating func takeCheck(at now: Instant) -> Bool {
        guard let nextCheck, nextCheck <= now else { return false }
        self.nextCheck = now + Self.interval
        return true
    }
}
