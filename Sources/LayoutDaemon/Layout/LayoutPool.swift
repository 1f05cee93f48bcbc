import Foundation

/// Worker threads, as many as the machine has cores, that lay specs out in the order they are
/// handed over (``WorkerThreads``).
final class LayoutPool: LayoutRunner {
    private let threads: WorkerThreads

    /// Starts `workers` threads (by default, one per core the process may use).
    init(workers: Int = ProcessInfo.processInfo.activeProcessorCount) {
        threads = WorkerThreads(count: workers, name: "layoutd-layout")
    }

    var canWait: Bool { true }

    func submit(_ job: LayoutJob, completion: @escaping @Sendable (LayoutJob.Completion) -> Void) {
        threads.submit { completion(job.run()) }
    }
}
