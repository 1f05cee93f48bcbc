import Foundation
import LayoutEngine
import LayoutPipeline
import LayoutProtocol
import LayoutPublishing
import Synchronization
import Testing

/// The one publisher: its clock, the states it keeps and the order its sinks are told in.
@Suite struct PublisherTests {
    /// What the sinks were told, in order, by all of them.
    final class Log: Sendable {
        private let lines = Mutex<[String]>([])
        func add(_ line: String) { lines.withLock { $0.append(line) } }
        var all: [String] { lines.withLock { $0 } }
    }

    /// Writes what it is told into the shared log, under its name.
    final class RecordingSink: PublicationSink {
        let name: String
        let log: Log

        init(_ name: String, log: Log) {
            self.name = name
            self.log = log
        }

        func receive(_ event: Published) {
            log.add("\(name) \(event.publication.kind) \(event.publication.clock.sequence)")
        }

        func restate(_ event: Published) {
            log.add("\(name) restate \(event.spec ?? "")")
        }

        func awaitHandOff() {
            log.add("\(name) awaited")
        }
    }

    /// ``SpecPipelineTests``' two-section spec, its second section `items` long.
    static func laidOut(items: Int) throws -> SpecPipeline.LaidOut {
        var pipeline = SpecPipeline(file: "home.layout.yaml")
        return try pipeline.read(text: SpecPipelineTests.text(itemsOfB: items))
    }

    static func file(_ laidOut: SpecPipeline.LaidOut, generation: Int) -> LayoutFile {
        LayoutFile(spec: "home.layout.yaml", generation: generation, snapshot: laidOut.snapshot)
    }

    /// The live sinks hand the event to the socket's threads; the publisher waits for them to have
    /// written it (``PublicationSink/awaitHandOff()``) before the output folder and the board get it.
    @Test func eachEventGoesToTheLiveSinksThenToTheOthersInTheirOrder() throws {
        let log = Log()
        let published = PublishedSpecs()
        let publisher = Publisher(
            published: published,
            live: [RecordingSink("subscribers", log: log)],
            sinks: [RecordingSink("output", log: log), RecordingSink("board", log: log)]
        )
        let first = try Self.laidOut(items: 2)
        publisher.publishLayout(
            Self.file(first, generation: 1),
            previous: nil as LayoutSnapshot?,
            pictures: first.pictures
        )
        publisher.publishErrors(ErrorFile(spec: "home.layout.yaml", errors: []))
        publisher.publishRemoval(of: "home.layout.yaml")
        publisher.announceRescan(reason: "test")
        #expect(
            log.all == [
                "subscribers layout 1", "subscribers awaited", "output layout 1", "board layout 1",
                "subscribers error 2", "subscribers awaited", "output error 2", "board error 2",
                "subscribers removed 3", "subscribers awaited", "output removed 3", "board removed 3",
                "subscribers rescan 4", "subscribers awaited", "output rescan 4", "board rescan 4",
            ]
        )
        #expect(published.latestClock.sequence == 4)
    }

    @Test func aLayoutFollowingTheOneSubscribersHoldIsPublishedAsADiff() throws {
        let published = PublishedSpecs()
        let publisher = Publisher(published: published)
        let first = try Self.laidOut(items: 2)
        let second = try Self.laidOut(items: 3)
        let one = publisher.publishLayout(Self.file(first, generation: 1), previous: nil as LayoutSnapshot?)
        #expect(one.publication.kind == .layout)
        #expect(one.diffFile == nil, "a first layout has no diff")
        let two = publisher.publishLayout(Self.file(second, generation: 2), previous: first.snapshot)
        #expect(two.publication.kind == .diff)
        #expect(two.diffFile?.from == 1 && two.diffFile?.to == 2)
        #expect(published["home.layout.yaml"]?.generation == 2)
        // Errors keep the layout; a removal forgets the spec.
        publisher.publishErrors(ErrorFile(spec: "home.layout.yaml", errors: []))
        #expect(published["home.layout.yaml"]?.hasError == true)
        #expect(published["home.layout.yaml"]?.generation == 2)
        publisher.publishRemoval(of: "home.layout.yaml")
        #expect(published["home.layout.yaml"] == nil)
    }

    @Test func aRestatedSpecIsShownWithoutAnEventOrAClock() throws {
        let log = Log()
        let published = PublishedSpecs()
        let publisher = Publisher(
            published: published,
            live: [RecordingSink("subscribers", log: log)],
            sinks: [RecordingSink("board", log: log)]
        )
        let laidOut = try Self.laidOut(items: 2)
        publisher.restate(
            Published(
                Publication(kind: .layout, spec: "home.layout.yaml", clock: published.latestClock, line: ""),
                event: .layout(Self.file(laidOut, generation: 1), fresh: false),
                pictures: laidOut.pictures
            )
        )
        #expect(log.all == ["subscribers restate home.layout.yaml", "board restate home.layout.yaml"])
        #expect(published.latestClock.sequence == 0)
        #expect(published["home.layout.yaml"] == nil)
    }

    @Test func theBoardShowsANewLayoutsPicturesAndARestatedOnesAlike() throws {
        let board = PreviewBoard()
        let publisher = Publisher(published: PublishedSpecs(), sinks: [board])
        let laidOut = try Self.laidOut(items: 2)
        let updates = Log()
        let token = board.watch { update in
            switch update {
            case .pictures(let spec, let generation, _, let pictures):
                updates.add("\(spec) \(generation) \(pictures.count)")
            case .errors(let spec, _): updates.add("\(spec) errors")
            case .removed(let spec): updates.add("\(spec) removed")
            }
        }
        defer { board.stopWatching(token) }
        publisher.publishLayout(
            Self.file(laidOut, generation: 1),
            previous: nil as LayoutSnapshot?,
            pictures: laidOut.pictures
        )
        publisher.publishErrors(ErrorFile(spec: "home.layout.yaml", errors: []))
        publisher.publishRemoval(of: "home.layout.yaml")
        #expect(
            updates.all == [
                "home.layout.yaml 1 1", "home.layout.yaml errors", "home.layout.yaml removed",
            ]
        )
    }

    /// Keeps the line each event was published with.
    final class LineSink: PublicationSink {
        let lines = Mutex<[String]>([])
        func receive(_ event: Published) { lines.withLock { $0.append(event.publication.line) } }
    }

    /// A whole layout is kept by the journal as the layout it encodes, not as text, and is sent
    /// (catch-up) and written (its file rewritten elsewhere) with the bytes it was published with.
    @Test func theJournalKeepsAWholeLayoutAsItsLayoutAndGivesBackItsLine() throws {
        let folder = try JournalTests.folder()
        let moved = try JournalTests.folder()
        defer {
            try? FileManager.default.removeItem(atPath: folder)
            try? FileManager.default.removeItem(atPath: moved)
        }
        let (journal, _) = try Journal.open(directory: folder, history: 10, now: 1_000)
        let published = PublishedSpecs()
        published.use(journal)
        let sink = LineSink()
        let publisher = Publisher(published: published, live: [sink])
        let first = try Self.laidOut(items: 2)
        let second = try Self.laidOut(items: 3)
        publisher.publishLayout(Self.file(first, generation: 1), previous: nil as LayoutSnapshot?)
        publisher.publishLayout(Self.file(second, generation: 2), previous: first.snapshot)
        let sent = sink.lines.withLock { $0 }
        #expect(
            sent.count == 2 && sent[0].hasPrefix("{\"event\": \"layout\"") && sent[1].hasPrefix("{\"event\": \"diff\"")
        )

        let since = DaemonClock(epoch: 1_000, sequence: 0)
        let replayed = published.catchUp(
            since: since,
            matching: { _ in true },
            limitBytes: 1 << 20,
            { lines, _, _ in lines }
        )
        #expect(replayed == sent)

        try published.moveJournal(to: moved)
        let (reopened, _) = try Journal.open(directory: moved, history: 10, now: 2_000)
        defer { reopened.close() }
        let events = try #require(reopened.events["home.layout.yaml"])
        #expect(events.map(\.line) == sent)
        #expect(events.map(\.lineBytes) == sent.map(\.utf8.count))
        #expect(events.map(\.isKeptAsLayout) == [false, false], "read back from the file: its text")

        var direct = reopened
        let event = SpecEvent.layout(Self.file(first, generation: 3), fresh: false)
        let publication = Publication(event, clock: DaemonClock(epoch: 1_000, sequence: 3))
        direct.append(Journal.Event(publication))
        let keptEvent = try #require(direct.events["home.layout.yaml"]?.last)
        #expect(keptEvent.isKeptAsLayout && keptEvent.line == publication.line)
        #expect(keptEvent.lineBytes == publication.line.utf8.count)
        // A line given as text (not encoded from an event here) is kept as that text.
        let given = Publication(
            kind: .layout,
            spec: "home.layout.yaml",
            clock: DaemonClock(epoch: 1_000, sequence: 4),
            generation: 4,
            line: publication.line
        )
        direct.append(Journal.Event(given))
        #expect(direct.events["home.layout.yaml"]?.last?.isKeptAsLayout == false)
    }
}
