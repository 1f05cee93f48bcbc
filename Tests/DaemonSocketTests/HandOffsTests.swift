import Foundation
import Testing

@testable import DaemonSocket

/// The daemon's thread waits for what it handed to the event loops, and never longer than it says.
@Suite struct HandOffsTests {
    @Test func nothingHandedOverIsNoWait() {
        let handOffs = HandOffs()
        handOffs.wait(atMost: .seconds(60))
        #expect(handOffs.count == 0)
    }

    /// Both hand-offs end on another thread, after the wait began: the wait returns once both have,
    /// long before its limit (a wait that missed the second would return with one still counted).
    @Test func aWaitEndsWhenEveryHandOffHasEnded() {
        let handOffs = HandOffs()
        handOffs.began()
        handOffs.began()
        let ends = DispatchGroup()
        DispatchQueue.global().async(group: ends) {
            usleep(1_000)
            handOffs.ended()
            usleep(1_000)
            handOffs.ended()
        }
        handOffs.wait(atMost: .seconds(60))
        #expect(handOffs.count == 0)
        ends.wait()
    }

    /// An event loop that never runs what it was given (one shutting down) holds the daemon's
    /// thread no longer than the limit: the wait returns with the hand-off still counted.
    @Test func aHandOffThatNeverEndsHoldsTheWaitNoLongerThanItsLimit() {
        let handOffs = HandOffs()
        handOffs.began()
        handOffs.wait(atMost: .milliseconds(1))
        #expect(handOffs.count == 1)
        handOffs.ended()
        handOffs.ended()
        #expect(handOffs.count == 0, "an end without a beginning counts nothing")
    }
}
