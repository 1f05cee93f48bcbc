/// Where specs are laid out, off the daemon's thread: the daemon hands a layout over and goes on
/// serving saves of other specs, the socket, the watchdog and stops; the layout's result comes back
/// through `completion`, which hands it to ``CompletedLayouts``.
///
/// ``LayoutPool`` runs jobs on worker threads. A test gives the daemon a runner it holds, and says
/// which layout finishes when.
protocol LayoutRunner: AnyObject, Sendable {
    /// Runs `job` when a worker is free, then `completion` with its result, on that worker.
    func submit(_ job: LayoutJob, completion: @escaping @Sendable (LayoutJob.Completion) -> Void)
    /// Whether the daemon may wait for the jobs handed over (a stop, the first scan): a runner whose
    /// jobs only the test moves says no.
    var canWait: Bool { get }
}

/// A runner that lays out on the calling thread, at once: the daemon's loop embedded in tests of
/// rules that are not about layouts in progress, where a read publishes before the call returns.
final class InlineLayoutRunner: LayoutRunner {
    func submit(_ job: LayoutJob, completion: @escaping @Sendable (LayoutJob.Completion) -> Void) {
        completion(job.run())
    }

    var canWait: Bool { false }
}
