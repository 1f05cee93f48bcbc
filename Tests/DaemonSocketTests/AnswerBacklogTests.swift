import Testing

@testable import DaemonSocket

@Suite struct AnswerBacklogTests {
    @Test func requestsWaitOnceTheAnswersPassTheBoundAndResumeInOrderAsTheyDrain() {
        var backlog = AnswerBacklog<Int>(limit: 100)
        #expect(backlog.admit(1) == 1)
        backlog.sending(bytes: 90)
        #expect(backlog.admit(2) == 2, "90 queued is under the bound")
        backlog.sending(bytes: 90)
        // 180 queued: the next requests wait, and reading stops.
        #expect(backlog.admit(3) == nil)
        #expect(backlog.admit(4) == nil)
        #expect(backlog.isHoldingRequests)
        #expect(backlog.next() == nil, "still over the bound")
        backlog.written(bytes: 90)
        #expect(backlog.next() == 3)
        backlog.sending(bytes: 90)
        #expect(backlog.next() == nil, "its answer passed the bound again")
        // A request read meanwhile waits behind the others, even under the bound.
        backlog.written(bytes: 90)
        #expect(backlog.admit(5) == nil)
        #expect(backlog.next() == 4)
        #expect(backlog.next() == 5)
        #expect(!backlog.isHoldingRequests)
        #expect(backlog.queued == 90)
    }
}
