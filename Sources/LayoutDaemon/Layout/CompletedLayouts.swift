import Foundation
import Synchronization

/// The layouts the workers finished, waiting for the daemon's thread to publish them, in the order
/// they finished.
///
/// A worker adds its result and wakes the daemon's thread (its `poll(2)` pipe); the daemon's thread
/// takes them all at its next turn. That thread alone publishes, so the clock and the order of each
/// spec's events stay its own.
final class CompletedLayouts: Sendable {
    private let results = Mutex<[LayoutJob.Completion]>([])
    private let condition = NSCondition()
    /// Tells the daemon's thread a layout finished.
    private let wake: @Sendable () -> Void

    init(wake: @escaping @Sendable () -> Void = {}) {
        self.wake = wake
    }

    func add(_ completion: LayoutJob.Completion) {
        results.withLock { $0.append(completion) }
        condition.lock()
        condition.broadcast()
        condition.unlock()
        wake()
    }

    /// Every result finished so far, oldest first.
    func take() -> [LayoutJob.Completion] {
        results.withLock { results in
            defer { results.removeAll() }
            return results
        }
    }

    /// Waits until a result is there or `deadline` passes; whether one is there.
    func wait(until deadline: Date) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while results.withLock({ $0.isEmpty }) {
            guard condition.wait(until: deadline) else { return !results.withLock { $0.isEmpty } }
        }
        return true
    }
}
