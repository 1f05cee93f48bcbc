import Foundation

/// Takes turns at inotify for the tests that run a watcher in the test process.
///
/// libinotifytools keeps one inotify instance and one watch table per process, so two watchers (a
/// `SpecTreeWatcher` test, a daemon run in process) must not live at once. Waiting suspends rather
/// than blocks: a blocked thread of the shared pool could be the one the holder needs to finish.
public final class InotifyTurn: @unchecked Sendable {
    /// The one turn of the test process.
    public static let shared = InotifyTurn()

    private let lock = NSLock()
    private var taken = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    /// Returns once the caller holds the turn; ``release()`` hands it on.
    public func acquire() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let free = lock.withLock {
                if taken {
                    waiting.append(continuation)
                    return false
                }
                taken = true
                return true
            }
            if free { continuation.resume() }
        }
    }

    /// Gives the turn to the next waiter, if any.
    public func release() {
        let next = lock.withLock {
            if waiting.isEmpty {
                taken = false
                return nil as CheckedContinuation<Void, Never>?
            }
            return waiting.removeFirst()
        }
        next?.resume()
    }
}
