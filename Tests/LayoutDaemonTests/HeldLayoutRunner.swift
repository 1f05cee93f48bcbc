import Dispatch
import Synchronization

@testable import LayoutDaemon

/// A layout runner the test holds.
///
/// The layouts of the specs it holds wait until the test releases them; the others are laid out at
/// once, on the loop's thread. Nothing but the test moves a held
/// layout, so the loop never waits for one.
final class HeldLayoutRunner: LayoutRunner {
    private typealias Waiting = (job: LayoutJob, completion: @Sendable (LayoutJob.Completion) -> Void)
    private let state = Mutex<(held: Set<String>, waiting: [Waiting])>(([], []))

    /// Holds the layouts of `spec` handed over from now on.
    func hold(_ spec: String) { state.withLock { _ = $0.held.insert(spec) } }

    /// The layouts of `spec` waiting, oldest first.
    func waiting(_ spec: String) -> Int { state.withLock { $0.waiting.filter { $0.job.name == spec }.count } }

    /// Lays out the oldest waiting layout of `spec` (or the newest, `newest`).
    ///
    /// Its result reaches the loop at its next turn; `spec` stays held.
    func release(_ spec: String, newest: Bool = false) {
        let taken: Waiting? = state.withLock { state in
            let indices = state.waiting.indices.filter { state.waiting[$0].job.name == spec }
            guard let index = newest ? indices.last : indices.first else { return nil }
            return state.waiting.remove(at: index)
        }
        guard let taken else { return }
        taken.completion(taken.job.run())
    }

    func submit(_ job: LayoutJob, completion: @escaping @Sendable (LayoutJob.Completion) -> Void) {
        let held = state.withLock { state in
            guard state.held.contains(job.name) else { return false }
            state.waiting.append((job, completion))
            return true
        }
        if !held { completion(job.run()) }
    }

    var canWait: Bool { false }
}

/// A runner whose layouts run on a thread of their own, each only once the test opens the latch:
/// the loop waits for them as it waits for a worker's.
final class LatchedLayoutRunner: LayoutRunner {
    let latch = DispatchSemaphore(value: 0)

    func submit(_ job: LayoutJob, completion: @escaping @Sendable (LayoutJob.Completion) -> Void) {
        let latch = latch
        DispatchQueue.global().async {
            latch.wait()
            completion(job.run())
        }
    }

    var canWait: Bool { true }
}
