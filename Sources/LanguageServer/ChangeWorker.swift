import Foundation
import Synchronization

/// Lays out an editor's change on a thread of its own, so that the server can give the change up
/// when a newer one of the same document comes in the meantime.
///
/// Reading and laying out a large spec takes the better part of a second; an editor sends a change
/// for every keystroke. The server's thread waits for the worker and asks `keepWaiting` every
/// ``checkInterval``: once it says no, the change is given up, its result dropped when the worker
/// finishes, and the server goes on to the newest text. At most one given-up change runs at a
/// time: while one does, the next is waited for, so a fast typist never has more than two layouts
/// running.
final class ChangeWorker: Sendable {
    /// How often the server's thread looks up from a change being laid out.
    static let checkInterval: TimeInterval = 0.005

    /// The changes given up whose workers still run.
    private let givenUp = Atomic<Int>(0)

    /// How many changes given up are still being laid out.
    var runningGivenUp: Int { givenUp.load(ordering: .acquiring) }

    /// The value of `work`, or `nil` when `keepWaiting` said to give it up before it was done.
    func run<Value>(_ work: @escaping () -> Value, keepWaiting: () -> Bool) -> Value? {
        let handoff = Handoff(work, worker: self)
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            handoff.run()
            done.signal()
        }
        thread.stackSize = 8 << 20
        thread.start()
        while done.wait(timeout: .now() + Self.checkInterval) == .timedOut {
            guard givenUp.load(ordering: .acquiring) == 0, !keepWaiting() else { continue }
            if handoff.giveUp() { return nil }
        }
        return handoff.result
    }

    fileprivate func finishedGivenUp() { givenUp.subtract(1, ordering: .releasing) }
    fileprivate func gaveUp() { givenUp.add(1, ordering: .releasing) }

    /// The work and its result, handed between the worker and the server's thread: whichever of
    /// "done" and "given up" comes first holds.
    ///
    /// `@unchecked Sendable`: `result` is written by the worker before its semaphore is signalled and
    /// read by the server's thread after; the state is read and changed under the mutex.
    private final class Handoff<Value>: @unchecked Sendable {
        private enum State { case running, done, givenUp }
        private let work: () -> Value
        private let worker: ChangeWorker
        private let state = Mutex(State.running)
        private(set) var result: Value?

        init(_ work: @escaping () -> Value, worker: ChangeWorker) {
            self.work = work
            self.worker = worker
        }

        func run() {
            let value = work()
            let wasGivenUp = state.withLock { state in
                defer { state = .done }
                return state == .givenUp
            }
            if wasGivenUp { worker.finishedGivenUp() } else { result = value }
        }

        /// Gives the work up unless it is done; whether it was given up.
        func giveUp() -> Bool {
            state.withLock { state in
                guard state == .running else { return false }
                state = .givenUp
                worker.gaveUp()
                return true
            }
        }
    }
}
