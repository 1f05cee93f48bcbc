/// Decides when a spec is read and when it counts as removed, from the events of its name.
///
/// The rules of operations.md ("How saves are seen"), as a pure state machine over time so that each rule is tested
/// with made-up event sequences:
/// - a completed save (`IN_CLOSE_WRITE`, `IN_MOVED_TO`, or a scan that finds the file) is read once the
///   events of its burst are handled, plus the configured settle time; several in one burst are one read;
/// - a creation or modification alone is read only after a quiet second, for writers that never close;
/// - a deletion or rename away is a removal only if no creation or completion of the same name follows
///   within the grace period, so an editor's rename-and-replace save is one change.
public struct SaveTracker<Spec: Hashable & Comparable>: Sendable where Spec: Sendable {
    public typealias Instant = ContinuousClock.Instant

    /// The waits of operations.md ("How saves are seen").
    public struct Timing: Sendable, Equatable {
        public var settle: Duration
        public var modifyQuiet: Duration
        public var deleteGrace: Duration

        public init(
            settle: Duration = .zero,
            modifyQuiet: Duration = .seconds(1),
            deleteGrace: Duration = .milliseconds(100)
        ) {
            self.settle = settle
            self.modifyQuiet = modifyQuiet
            self.deleteGrace = deleteGrace
        }
    }

    /// What is due for one spec.
    struct Pending: Sendable {
        var readAt: Instant?
        var quietReadAt: Instant?
        var removeAt: Instant?

        var deadline: Instant? { [readAt, quietReadAt, removeAt].compactMap { $0 }.min() }
    }

    public var timing: Timing
    private var pending: [Spec: Pending] = [:]

    public init(timing: Timing = Timing()) {
        self.timing = timing
    }

    /// How many specs have something due.
    public var count: Int { pending.count }

    public var isEmpty: Bool { pending.isEmpty }

    /// A save of `spec` completed: read it after the settle time.
    public mutating func completed(_ spec: Spec, at now: Instant) {
        pending[spec, default: Pending()].readAt = now + timing.settle
        pending[spec]?.quietReadAt = nil
        pending[spec]?.removeAt = nil
    }

    /// `spec` was created or modified without completing: read it when that write completes, or after
    /// a quiet second.
    ///
    /// A modification after a completed save is the next save beginning (an editor that saves twice in
    /// a row truncates first), so a read still awaited for the first waits for the second: reading now
    /// could read a truncated file (operations.md, "How saves are seen").
    public mutating func touched(_ spec: Spec, at now: Instant) {
        var entry = pending[spec] ?? Pending()
        entry.removeAt = nil
        entry.readAt = nil
        entry.quietReadAt = now + timing.modifyQuiet
        pending[spec] = entry
    }

    /// `spec` was deleted or renamed away: remove it after the grace period unless it comes back.
    public mutating func vanished(_ spec: Spec, at now: Instant) {
        pending[spec] = Pending(removeAt: now + timing.deleteGrace)
    }

    /// Forgets what was due for `spec`: a rescan has taken care of it.
    public mutating func forget(_ spec: Spec) {
        pending[spec] = nil
    }

    public mutating func removeAll() {
        pending.removeAll()
    }

    /// The specs with a read or a removal to come.
    public var pendingSpecs: Set<Spec> { Set(pending.keys) }

    public func isPending(_ spec: Spec) -> Bool { pending[spec] != nil }

    /// The earliest moment something is due.
    ///
    /// Asked before every wait of the daemon's loop. A closure rather than a key path: in a generic
    /// type a key path is built anew at each call, which cost more than the rest of the wait's set-up.
    public var nextDeadline: Instant? { pending.values.lazy.compactMap { $0.deadline }.min() }

    /// Takes every spec whose save completed, however soon it is due: at shutdown, finished saves are
    /// still published; unfinished writes and pending removals are not.
    public mutating func takeCompleted() -> [Spec] {
        let specs = pending.filter { $0.value.readAt != nil && $0.value.removeAt == nil }.map { $0.key }.sorted()
        for spec in specs { pending[spec] = nil }
        return specs
    }

    /// Takes what is due at `now`: the specs to read and the specs to check for removal, each sorted.
    public mutating func takeDue(at now: Instant) -> (reads: [Spec], removals: [Spec]) {
        var reads: [Spec] = []
        var removals: [Spec] = []
        for (spec, entry) in pending {
            if let removeAt = entry.removeAt {
                if removeAt <= now { removals.append(spec) }
            } else if let readAt = entry.readAt {
                if readAt <= now { reads.append(spec) }
            } else if let quietReadAt = entry.quietReadAt, quietReadAt <= now {
                reads.append(spec)
            }
        }
        for spec in reads + removals { pending[spec] = nil }
        return (reads.sorted(), removals.sorted())
    }
}
