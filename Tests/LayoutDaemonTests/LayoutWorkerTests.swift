import Dispatch
import Testing

@testable import LayoutDaemon

/// A large layout runs beside the daemon's thread, which keeps looking up from it: to ping the
/// watchdog, and to give it up for a stop.
@Suite struct LayoutWorkerTests {
    @Test func theCallerIsAskedWhileTheWorkRunsAndGetsItsResult() {
        let release = DispatchSemaphore(value: 0)
        var asked = 0
        let result = LayoutWorker.run(
            {
                release.wait()
                return 42
            },
            keepWaiting: {
                asked += 1
                // The work finishes only once the caller was asked three times.
                if asked == 3 { release.signal() }
                return true
            }
        )
        #expect(result == 42)
        #expect(asked >= 3)
    }

    @Test func workGivenUpReturnsNothingWithoutWaitingForIt() {
        let release = DispatchSemaphore(value: 0)
        let finished = DispatchSemaphore(value: 0)
        var asked = 0
        let result = LayoutWorker.run(
            {
                release.wait()
                finished.signal()
                return 42
            },
            keepWaiting: {
                asked += 1
                return asked < 2
            }
        )
        #expect(result == nil)
        // The work is still blocked: the caller did not wait for it.
        #expect(finished.wait(timeout: .now()) == .timedOut)
        release.signal()
        #expect(finished.wait(timeout: .now() + 5) == .success)
    }
}
