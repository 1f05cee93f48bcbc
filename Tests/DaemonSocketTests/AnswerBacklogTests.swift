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

    /// A client gone with requests waiting is owed nothing: they are forgotten, and what was queued
    /// for it drains as the writes fail.
    @Test func aClientGoneLeavesNoRequestWaiting() {
        var backlog = AnswerBacklog<Int>(limit: 100)
        #expect(backlog.admit(1) == 1)
        backlog.sending(bytes: 500)
        for request in 2...1_000 { #expect(backlog.admit(request) == nil) }
        backlog.dropWaiting()
        #expect(!backlog.isHoldingRequests)
        backlog.written(bytes: 500)
        #expect(backlog.next() == nil)
    }

    /// Bytes counted as sending hold later requests back, whatever they are: `ClientHandler` counts a
    /// subscribe's catch-up this way, so a second subscribe waits behind the first's. (The handler's
    /// counting itself is not stepped here; only the backlog's rule is.)
    @Test func aCatchUpCountsLikeAnAnswer() {
        var backlog = AnswerBacklog<String>(limit: 1_000)
        #expect(backlog.admit("subscribe 1") == "subscribe 1")
        backlog.sending(bytes: 2_000)
        #expect(backlog.admit("subscribe 2") == nil)
        backlog.written(bytes: 2_000)
        #expect(backlog.next() == "subscribe 2")
    }

    /// Requests answered later (a `sync`, a `subscribe` whose catch-up is on its way) are at most 16
    /// at once: a client's 30,000 `sync` lines (870 KB) had the daemon write 16,000 cookie files and
    /// stop answering its watchdog for 74 s; now the 17th waits until one is answered, and those
    /// waiting when the client goes away are never handled.
    @Test func atMostSixteenRequestsWaitForTheirAnswers() {
        var backlog = AnswerBacklog<Int>(limit: 1_000)
        for request in 1...16 {
            #expect(backlog.admit(request) == request)
            backlog.began()
        }
        #expect(backlog.admit(17) == nil)
        for request in 18...30_000 { #expect(backlog.admit(request) == nil) }
        backlog.ended()
        #expect(backlog.next() == 17)
        backlog.began()
        #expect(backlog.next() == nil, "16 wait again")
        backlog.dropWaiting()
        for _ in 1...16 { backlog.ended() }
        #expect(backlog.pending == 0)
        #expect(backlog.next() == nil, "the client went away: nothing is handled for it")
    }
}
