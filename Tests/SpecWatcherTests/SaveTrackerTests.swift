import SpecWatcher
import Testing

/// The save rules of operations.md ("How saves are seen") on made-up event sequences, with a clock the test moves.
@Suite struct SaveTrackerTests {
    let start = ContinuousClock.now
    func at(_ millis: Int) -> ContinuousClock.Instant { start + .milliseconds(millis) }

    @Test func completedSavesInOneBurstAreOneRead() {
        var tracker = SaveTracker<String>()
        tracker.completed("a", at: at(0))
        tracker.completed("a", at: at(0))
        tracker.completed("b", at: at(0))
        let due = tracker.takeDue(at: at(0))
        #expect(due.reads == ["a", "b"])
        #expect(due.removals.isEmpty)
        #expect(tracker.isEmpty)
    }

    @Test func settleWaitsForAQuietPeriodAfterTheLastEvent() {
        var tracker = SaveTracker<String>(timing: .init(settle: .milliseconds(50)))
        tracker.completed("a", at: at(0))
        tracker.completed("a", at: at(40))
        #expect(tracker.takeDue(at: at(60)).reads.isEmpty)
        #expect(tracker.nextDeadline == at(90))
        #expect(tracker.takeDue(at: at(90)).reads == ["a"])
    }

    @Test func aSaveThatBeginsBeforeTheLastIsReadWaitsForItsCompletion() {
        // Two in-place saves in a row: CLOSE_WRITE of the first, then the second's truncation
        // (MODIFY) in the same burst. Reading now could read the truncated file.
        var tracker = SaveTracker<String>()
        tracker.completed("a", at: at(0))
        tracker.touched("a", at: at(0))
        #expect(tracker.takeDue(at: at(0)).reads.isEmpty)
        #expect(tracker.takeDue(at: at(500)).reads.isEmpty)
        tracker.completed("a", at: at(600))
        #expect(tracker.takeDue(at: at(600)).reads == ["a"])
        // A writer that never closes is still read after a quiet second.
        tracker.completed("b", at: at(0))
        tracker.touched("b", at: at(10))
        #expect(tracker.takeDue(at: at(1_009)).reads.isEmpty)
        #expect(tracker.takeDue(at: at(1_010)).reads == ["b"])
    }

    @Test func aModificationWithoutCloseIsReadAfterAQuietSecond() {
        var tracker = SaveTracker<String>()
        tracker.touched("a", at: at(0))
        tracker.touched("a", at: at(500))
        #expect(tracker.takeDue(at: at(1_400)).reads.isEmpty)
        #expect(tracker.takeDue(at: at(1_500)).reads == ["a"])
    }

    @Test func truncateThenWriteIsReadOnlyWhenClosed() {
        // VS Code: truncate (MODIFY), a pause, write (MODIFY), close (CLOSE_WRITE).
        var tracker = SaveTracker<String>()
        tracker.touched("a", at: at(0))
        #expect(tracker.takeDue(at: at(50)).reads.isEmpty)
        tracker.touched("a", at: at(50))
        tracker.completed("a", at: at(51))
        #expect(tracker.takeDue(at: at(51)).reads == ["a"])
    }

    @Test func renameAndReplaceWithinTheGraceIsNoRemoval() {
        // vim: MOVED_FROM a (to a~), CREATE a, CLOSE_WRITE a.
        var tracker = SaveTracker<String>()
        tracker.vanished("a", at: at(0))
        tracker.touched("a", at: at(2))
        tracker.completed("a", at: at(3))
        let due = tracker.takeDue(at: at(200))
        #expect(due.reads == ["a"])
        #expect(due.removals.isEmpty)
    }

    @Test func aDeletionIsARemovalAfterTheGrace() {
        var tracker = SaveTracker<String>()
        tracker.completed("a", at: at(0))
        tracker.vanished("a", at: at(1))
        #expect(tracker.takeDue(at: at(100)).removals.isEmpty)
        #expect(tracker.nextDeadline == at(101))
        let due = tracker.takeDue(at: at(101))
        #expect(due.removals == ["a"])
        #expect(due.reads.isEmpty)
    }

    @Test func shutdownTakesCompletedSavesOnly() {
        var tracker = SaveTracker<String>(timing: .init(settle: .milliseconds(500)))
        tracker.completed("done", at: at(0))
        tracker.touched("writing", at: at(0))
        tracker.vanished("gone", at: at(0))
        #expect(tracker.takeCompleted() == ["done"])
        #expect(tracker.count == 2)
    }
}
