/// The order the first scan's layouts are published in: the order the scan handed them over, each
/// as soon as every layout handed over before it is published.
///
/// Only a layout that finished ahead of an earlier one is held. Holding every layout until the last
/// had finished kept the whole scan's layouts in memory at once (14 MiB more at READY for 1,000
/// specs).
struct ScanOrder<Finished> {
    private var held: [(ticket: LayoutJob.Ticket, finished: Finished)] = []

    /// Takes layouts that finished; returns, in the scan's order, those that no layout handed over
    /// before them holds back.
    ///
    /// `inFlight` are the tickets of the layouts handed over and not yet published, the finished ones
    /// among them.
    mutating func take(
        _ finished: [(ticket: LayoutJob.Ticket, finished: Finished)],
        inFlight: some Sequence<LayoutJob.Ticket>
    ) -> [Finished] {
        held += finished
        let done = Set(held.map(\.ticket))
        let next = inFlight.filter { !done.contains($0) }.min()
        let isReady = { (entry: (ticket: LayoutJob.Ticket, finished: Finished)) in
            next.map { entry.ticket < $0 } ?? true
        }
        let ready = held.filter(isReady).sorted { $0.ticket < $1.ticket }
        held.removeAll(where: isReady)
        return ready.map(\.finished)
    }

    /// Everything still held, in the scan's order: the wait for the scan ended (a stop, or a runner
    /// the daemon cannot wait for), and none is left behind.
    mutating func takeAll() -> [Finished] {
        defer { held = [] }
        return held.sorted { $0.ticket < $1.ticket }.map(\.finished)
    }
}
