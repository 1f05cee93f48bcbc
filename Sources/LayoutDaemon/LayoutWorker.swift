import Dispatch
import Foundation
import Synchronization

/// Runs a large layout on a thread of its own while the daemon's thread waits for it, so that a stop
/// (`SIGTERM`) and the watchdog are served meanwhile.
///
/// A layout within the frame budget can still take seconds (two million frames), longer than
/// systemd waits for a stop. While it runs, the daemon's thread asks `keepWaiting` every
/// ``checkInterval``: that is where the watchdog is pinged and a stop is noticed. A layout given up
/// publishes nothing; its thread ends with the process. Small layouts run on the daemon's thread:
/// handing them over would cost more than they do.
enum LayoutWorker {
    /// Layouts of fewer frames than this (over every environment) run on the daemon's thread.
    static let threshold = 50_000
    /// How often the daemon's thread looks up from a layout in progress.
    static let checkInterval = DispatchTimeInterval.milliseconds(50)

    /// The result of `work`, or `nil` when `keepWaiting` said to give it up first.
    ///
    /// A stop asked for before the work begins gives it up at once.
    static func run<Result>(_ work: @escaping () -> Result, keepWaiting: () -> Bool) -> Result? {
        guard keepWaiting() else { return nil }
        let handoff = Handoff(work)
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            handoff.run()
            done.signal()
        }
        thread.stackSize = 8 << 20
        thread.start()
        while done.wait(timeout: .now() + checkInterval) == .timedOut {
            guard keepWaiting() else { return nil }
        }
        return handoff.result
    }

    /// The work and its result, handed between two threads: the worker runs it and sets the result
    /// before the semaphore is signalled; the daemon's thread reads it only after.
    private final class Handoff<Result>: @unchecked Sendable {
        private let work: () -> Result
        private(set) var result: Result?

        init(_ work: @escaping () -> Result) {
            self.work = work
        }

        func run() {
            result = work()
        }
    }
}
