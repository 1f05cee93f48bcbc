import Foundation
import Glibc
import Synchronization

/// Threads that run the work handed to them, in the order it is handed over; the layout pool's and
/// the picture drawer's.
///
/// Their stacks are large (8 MiB): a layout of two million frames recurses deeper than a default
/// thread's stack allows. Threads are started once and wait for work; they end with the process.
final class WorkerThreads: Sendable {
    private let queue = Mutex<[@Sendable () -> Void]>([])
    private let available = NSCondition()

    /// Starts `count` threads named `name-N`; `lowestPriority` runs them at nice 19.
    init(count: Int, name: String, lowestPriority: Bool = false) {
        for number in 0..<max(count, 1) {
            let thread = Thread { [self] in
                // On Linux the nice value is a thread's own, and `0` names the calling thread.
                if lowestPriority { _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 19) }
                run()
            }
            thread.name = "\(name)-\(number)"
            thread.stackSize = 8 << 20
            thread.start()
        }
    }

    func submit(_ work: @escaping @Sendable () -> Void) {
        queue.withLock { $0.append(work) }
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
