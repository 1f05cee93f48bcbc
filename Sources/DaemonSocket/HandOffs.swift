import Foundation
import Synchronization

/// Events handed from the daemon's thread to the socket's event loops and not yet written to their
/// sockets, and a wait for them.
///
/// Handing an event over wakes the event loop's thread. On a busy machine the scheduler puts that
/// thread on the daemon's CPU, where it waits for the daemon's thread to give the CPU up: the
/// daemon's thread went on to the output folder's files (a millisecond and more), and the
/// subscriber had its event that much later. Waiting here, bounded, gives the CPU to the event loop
/// first: the files follow the subscribers, as they always did, a tenth of a millisecond later.
final class HandOffs: Sendable {
    /// The longest the daemon's thread waits: enough for an event loop's thread to be woken and to
    /// write, even on a loaded machine; a stopped event loop costs no more than this.
    static let longestWait = Duration.milliseconds(2)

    private let pending = Mutex(0)
    private let condition = NSCondition()

    /// A task was handed to an event loop.
    func began() {
        pending.withLock { $0 += 1 }
    }

    /// A task handed over has written its event (or given it to the channel to write later).
    func ended() {
        pending.withLock { $0 = max(0, $0 - 1) }
        condition.lock()
        condition.broadcast()
        condition.unlock()
    }

    /// How many tasks are handed over and not ended.
    var count: Int { pending.withLock { $0 } }

    /// Waits until every task handed over has ended, or `limit` has passed.
    func wait(atMost limit: Duration = longestWait) {
        guard count > 0 else { return }
        let seconds = Double(limit.components.seconds) + Double(limit.components.attoseconds) / 1e18
        let deadline = Date(timeIntervalSinceNow: seconds)
        condition.lock()
        defer { condition.unlock() }
        while count > 0 {
            guard condition.wait(until: deadline) else { return }
        }
    }
}
