import Synchronization

/// The tickets of layout jobs the daemon gave up (a newer save of their spec, its removal, a stop):
/// a worker asks before it begins one, and skips it.
final class GivenUpJobs: Sendable {
    private let tickets = Mutex<Set<LayoutJob.Ticket>>([])

    func add(_ ticket: LayoutJob.Ticket) { tickets.withLock { _ = $0.insert(ticket) } }

    func remove(_ ticket: LayoutJob.Ticket) { tickets.withLock { _ = $0.remove(ticket) } }

    func contains(_ ticket: LayoutJob.Ticket) -> Bool { tickets.withLock { $0.contains(ticket) } }
}
