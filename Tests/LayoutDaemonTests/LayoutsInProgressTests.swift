import Foundation
import LayoutPublishing
import Testing

@testable import LayoutDaemon

/// Specs are laid out off the loop: a layout the test holds (``HeldLayoutRunner``) stands for a heavy
/// spec, and the rules that keep every other spec, each spec's order, stops and syncs are stepped
/// here in milliseconds.
@Suite struct LayoutsInProgressTests {
    typealias Daemon = EmbeddedLoop
    let heavy = "heavy.layout.yaml"
    let small = "small.layout.yaml"

    func started(_ runner: HeldLayoutRunner) throws -> EmbeddedLoop {
        let daemon = try EmbeddedLoop(runner: runner)
        daemon.source.save(heavy, Daemon.flow(items: 1))
        daemon.source.save(small, Daemon.flow(items: 1))
        try daemon.start()
        _ = daemon.takeEvents()
        runner.hold(heavy)
        return daemon
    }

    @Test func anotherSpecSavedMeanwhileIsPublishedAtOnce() throws {
        let runner = HeldLayoutRunner()
        let daemon = try started(runner)
        daemon.save(heavy, Daemon.flow(items: 2))
        daemon.runFor(100)
        #expect(runner.waiting(heavy) == 1)
        daemon.save(small, Daemon.flow(items: 2))
        daemon.runFor(100)
        #expect(daemon.takeEvents() == ["diff small.layout.yaml"], "the small spec does not wait for the heavy one")
        runner.release(heavy)
        daemon.turn()
        #expect(daemon.takeEvents() == ["diff heavy.layout.yaml"])
        #expect(daemon.generation(heavy) == 2)
    }

    @Test func aSpecSavedTwiceGivesUpTheFirstLayoutAndPublishesTheSecond() throws {
        let runner = HeldLayoutRunner()
        let daemon = try started(runner)
        daemon.save(heavy, Daemon.flow(items: 2))
        daemon.runFor(100)
        daemon.save(heavy, Daemon.flow(items: 3))
        daemon.runFor(100)
        #expect(runner.waiting(heavy) == 2)
        // The second finishes first; the first, finished after it, is not published over it.
        runner.release(heavy, newest: true)
        daemon.turn()
        runner.release(heavy)
        daemon.turn()
        #expect(daemon.takeEvents() == ["diff heavy.layout.yaml"])
        #expect(daemon.generation(heavy) == 2)
        #expect(daemon.layoutFile(heavy)?.contains("\"item\": 2") == true, "the second save's three cells")
    }

    @Test func eachSpecsSavesArePublishedInTheirOrder() throws {
        let runner = HeldLayoutRunner()
        let daemon = try started(runner)
        daemon.save(heavy, Daemon.flow(items: 2))
        daemon.runFor(100)
        runner.release(heavy)
        daemon.save(heavy, Daemon.flow(items: 3))
        daemon.runFor(100)
        runner.release(heavy)
        daemon.turn()
        // The first finished before the second began: both are published, the first first.
        #expect(daemon.takeEvents() == ["diff heavy.layout.yaml", "diff heavy.layout.yaml"])
        #expect(daemon.generation(heavy) == 3)
    }

    @Test func aSyncWaitsForTheLayoutInProgressOfASaveBeforeIt() throws {
        let runner = HeldLayoutRunner()
        let daemon = try started(runner)
        daemon.save(heavy, Daemon.flow(items: 2))
        daemon.runFor(100)
        let answer = daemon.sync()
        daemon.runFor(1_000)
        #expect(answer.value == nil, "the heavy spec's save came before the sync")
        runner.release(heavy)
        daemon.runFor(10)
        #expect(answer.value == .synced(daemon.published.latestClock))
    }

    @Test func aSyncDoesNotWaitForALayoutBegunAfterIt() throws {
        let runner = HeldLayoutRunner()
        let daemon = try started(runner)
        let answer = daemon.sync()
        daemon.runFor(100)
        #expect(answer.value != nil)
        let later = daemon.sync()
        daemon.source.save(small, Daemon.flow(items: 2))
        daemon.runFor(100)
        #expect(later.value != nil, "nothing of the heavy spec was saved before it")
        #expect(runner.waiting(heavy) == 0)
    }

    @Test func aRemovedSpecsLayoutInProgressIsDropped() throws {
        let runner = HeldLayoutRunner()
        let daemon = try started(runner)
        daemon.save(heavy, Daemon.flow(items: 2))
        daemon.runFor(100)
        daemon.delete(heavy)
        daemon.runFor(2_000)
        #expect(daemon.takeEvents() == ["removed heavy.layout.yaml"])
        runner.release(heavy)
        daemon.turn()
        #expect(daemon.takeEvents().isEmpty, "the layout of a spec that is gone is not published")
    }
}

/// A spec that read quickly last time is laid out on the loop's thread, sparing the hand-over; one
/// never read, or slow, goes to the runner.
@Suite struct QuickSpecsOnTheLoopTests {
    @Test func aSpecThatReadQuicklyIsLaidOutOnTheLoopAndOneThatDidNotIsNot() throws {
        let runner = LatchedLayoutRunner()
        let daemon = try EmbeddedLoop(runner: runner)
        let spec = "quick.layout.yaml"
        daemon.source.save(spec, EmbeddedLoop.flow(items: 1))
        runner.latch.signal()
        try daemon.start()
        #expect(daemon.generation(spec) == 1)
        // Its first read took microseconds: the next save is published in the turn that reads it,
        // though the runner's latch is shut.
        daemon.loop.inlineMicros = 1_000_000
        daemon.save(spec, EmbeddedLoop.flow(items: 2))
        daemon.runFor(100)
        #expect(daemon.generation(spec) == 2)
        // With no spec quick enough, the save waits for the runner.
        daemon.loop.inlineMicros = 0
        daemon.save(spec, EmbeddedLoop.flow(items: 3))
        daemon.runFor(100)
        #expect(daemon.generation(spec) == 2)
        runner.latch.signal()
        _ = daemon.loop.waitForLayouts(until: Date().addingTimeInterval(30))
        #expect(daemon.generation(spec) == 3)
    }
}

/// A stop while a layout runs on a worker: the loop waits for it only a moment, gives it up, and the
/// spec keeps its last published layout.
@Suite struct StopDuringALayoutTests {
    @Test func aStopDuringAHeldLayoutReturnsPromptly() throws {
        let runner = LatchedLayoutRunner()
        let daemon = try EmbeddedLoop(runner: runner)
        // Every layout goes to the runner, however quick the spec read last time.
        daemon.loop.inlineMicros = 0
        let spec = "heavy.layout.yaml"
        daemon.source.save(spec, EmbeddedLoop.flow(items: 1))
        // The first scan waits for its layouts: the latch opens for it.
        runner.latch.signal()
        try daemon.start()
        #expect(daemon.generation(spec) == 1)
        daemon.save(spec, EmbeddedLoop.flow(items: 2))
        daemon.runFor(100)
        daemon.loop.stopWait = 0.05
        // Returns, though the latch stays shut: a stop that waited for the layout would never.
        daemon.stop()
        #expect(daemon.generation(spec) == 1, "the last published layout stands")
        #expect(
            daemon.logLines.contains { $0.contains("gave up laying out heavy.layout.yaml: the daemon is stopping") },
            "\(daemon.logLines)"
        )
        runner.latch.signal()
    }
}
