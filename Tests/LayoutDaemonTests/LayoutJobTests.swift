import Foundation
import LayoutEngine
import LayoutPipeline
import LayoutProtocol
import LayoutPublishing
import LayoutSpecFormat
import Synchronization
import Testing

@testable import LayoutDaemon

/// What a worker makes of a save (``LayoutJob``): the layout, its diff from the last one and, for a
/// large layout, its files, so that the daemon's thread only gives the event its clock.
@Suite struct LayoutJobTests {
    static func job(items: Int, previous: LayoutSnapshot? = nil, budget: Int = 8_000_000) -> LayoutJob {
        LayoutJob(
            spec: SpecIdentity(root: "/specs", path: "grid.layout.yaml", name: "grid.layout.yaml"),
            ticket: 1,
            name: "grid.layout.yaml",
            data: Data(EmbeddedLoop.flow(items: items).utf8),
            parser: SpecParser(),
            tree: nil,
            layout: IncrementalLayout(),
            previous: previous,
            generation: previous == nil ? 0 : 1,
            heldByOthers: 0,
            budget: budget
        )
    }

    @Test func aLargeLayoutHasItsDiffAndFilesMadeOnTheWorker() throws {
        guard case .laidOut(let first) = Self.job(items: 60_000).run().outcome else {
            Issue.record("not laid out")
            return
        }
        #expect(first.diff == nil, "a first layout has no diff")
        #expect(first.files?.layout.contains("\"generation\": 1") == true)
        guard case .laidOut(let second) = Self.job(items: 60_001, previous: first.laidOut.snapshot).run().outcome else {
            Issue.record("not laid out")
            return
        }
        #expect(second.diff?.isEmpty == false)
        #expect(second.files?.diff?.contains("\"from\": 1") == true)
    }

    @Test func aSmallLayoutLeavesItsFilesToThePublication() {
        guard case .laidOut(let laidOut) = Self.job(items: 3).run().outcome else {
            Issue.record("not laid out")
            return
        }
        #expect(laidOut.files == nil)
        #expect(laidOut.laidOut.snapshot.frameCount > 0)
    }

    @Test func aJobGivenUpBeforeItBeginsDoesNothing() {
        var job = Self.job(items: 3)
        job.isGivenUp = { true }
        guard case .givenUp = job.run().outcome else {
            Issue.record("laid out")
            return
        }
    }

    /// A job given up while it parses stops there: the heavy spec's parse does not hold a worker
    /// for seconds after a newer save.
    @Test func aJobGivenUpWhileItParsesStops() {
        var job = Self.job(items: 3)
        let asked = Mutex(0)
        // Not given up when it begins; given up from the parse's first question on.
        job.isGivenUp = {
            asked.withLock { count in
                count += 1
                return count > 1
            }
        }
        guard case .givenUp = job.run().outcome else {
            Issue.record("laid out")
            return
        }
        #expect(asked.withLock { $0 } > 1)
    }

    @Test func aSpecPastTheDaemonsBudgetWaitsForRoom() {
        guard case .waitsForRoom(_, let frames) = Self.job(items: 100, budget: 10).run().outcome else {
            Issue.record("laid out")
            return
        }
        #expect(frames > 10)
    }
}
