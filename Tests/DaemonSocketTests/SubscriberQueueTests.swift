import LayoutProtocol
import LayoutPublishing
import Testing

@testable import DaemonSocket

@Suite struct SubscriberQueueTests {
    let start = ContinuousClock.now

    func clock(_ sequence: Int) -> DaemonClock { DaemonClock(epoch: 7, sequence: sequence) }

    @Test func sendsUntilTheBoundThenHoldsBackUntilItDrains() {
        var queue = SubscriberQueue(limit: 100)
        #expect(queue.offer(bytes: 60, clock: clock(1), at: start) == .send)
        #expect(queue.offer(bytes: 40, clock: clock(2), at: start) == .send)
        // 100 queued: one more byte would pass the bound.
        #expect(queue.offer(bytes: 1, clock: clock(3), at: start) == .fellBehind)
        #expect(queue.offer(bytes: 1, clock: clock(4), at: start) == .skip)
        #expect(queue.written(bytes: 60) == nil, "still 40 bytes queued")
        // Drained: catch up from the clock before the first event held back.
        #expect(queue.written(bytes: 40) == clock(2))
        queue.caughtUp()
        #expect(queue.offer(bytes: 10, clock: clock(5), at: start) == .send)
    }

    @Test func anEventLargerThanTheBoundGoesToAnEmptyQueue() {
        var queue = SubscriberQueue(limit: 100)
        #expect(queue.offer(bytes: 500, clock: clock(1), at: start) == .send)
        #expect(queue.offer(bytes: 500, clock: clock(2), at: start) == .fellBehind)
    }

    @Test func oneThatStaysBehindWithoutReadingIsStalled() {
        var queue = SubscriberQueue(limit: 100)
        _ = queue.offer(bytes: 100, clock: clock(1), at: start)
        #expect(queue.offer(bytes: 100, clock: clock(2), at: start) == .fellBehind)
        #expect(!queue.isStalled(at: start + .seconds(59), stallLimit: .seconds(60)))
        #expect(queue.isStalled(at: start + .seconds(60), stallLimit: .seconds(60)))
        // One that drained is not stalled, however long ago it fell behind.
        _ = queue.written(bytes: 100)
        #expect(!queue.isStalled(at: start + .seconds(600), stallLimit: .seconds(60)))
    }
}
