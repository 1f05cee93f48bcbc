import Foundation
import Synchronization

/// Worker threads, as many as the machine has cores, that lay specs out in the order they are
/// handed over.
///
/// Their stacks are large (8 MiB): a layout of two million frames recurses deeper than a default
/// thread's stack allows. Threads are started once and wait for work; they end with the process.
final class LayoutPool: LayoutRunner {
    private let queue = Mutex<[@Sendable () -> Void]>([])
    private let available = NSCondition()

    /// Starts `workers` threads (by default, one per core the process may use).
    init(workers: Int = ProcessInfo.processInfo.activeProcessorCount) {
        for number in 0..<max(workers, 1) {
            let thread = Thread { [self] in run() }
            thread.name = "layoutd-layout-\(number)"
            thread.stackSize = 8 << 20
            thread.start()
        }
    }

    var canWait: Bool { true }

    func submit(_ job: LayoutJob, completion: @escaping @Sendable (LayoutJob.Completion) -> Void) {
        queue.withLock { $0.append { completion(job.run()) } }
        available.lock()
        available.signal()
        available.unlock()
    }

    private func run() {
        while true {
            available.lock()
            var work = queue.withLock { $0.isEmpty ? nil : $0.removeFirst() }
            while work == nil {
                available.wait()
                work = queue.withLock { $0.isEmpty ? nil : $0.removeFirst() }
            }
            available.unlock()
            work?()
        }
    }
}
