import Foundation
import LayoutProtocol
import LayoutPublishing
import Synchronization
import Testing

/// The journal's file compacted off the thread that publishes: no event waits for its sync, events
/// published meanwhile are in the compacted file, and a compaction made stale or failed leaves the
/// file as it was.
@Suite struct JournalCompactionTests {
    /// A rescan event of about 10 KB: with 10 kept (100 KB), the file is due for compaction past
    /// 2 × 100 KB + 1 MiB, about 124 events.
    static func event(_ sequence: Int) -> Journal.Event {
        Journal.Event(sequence: sequence, spec: nil, kind: .rescan, generation: nil, line: line(sequence))
    }

    static func line(_ sequence: Int) -> String {
        "{\"event\": \"rescan\", \"n\": \(sequence), \"pad\": \"\(String(repeating: "x", count: 10_000))\"}"
    }

    static func size(_ folder: String) -> Int {
        (try? FileManager.default.attributesOfItem(atPath: "\(folder)/\(Journal.fileName)")[.size] as? Int) ?? 0
    }

    /// The sequences a journal reopened from `folder` holds.
    static func reopened(_ folder: String) throws -> (sequences: [Int], sequence: Int) {
        let (journal, _) = try Journal.open(directory: folder, history: 10, now: 9_000)
        defer { journal.close() }
        return (journal.events.values.joined().map(\.sequence).sorted(), journal.sequence)
    }

    /// Appends events until the file is due for compaction; the last sequence appended.
    static func appendUntilDue(_ journal: inout Journal, from first: Int = 1) -> Int {
        var sequence = first - 1
        repeat {
            sequence += 1
            journal.append(event(sequence))
        } while !journal.isDueForCompaction && sequence < 1_000
        return sequence
    }

    @Test func appendingAloneNeverCompactsAndACompactionKeepsWhatWasAppendedMeanwhile() throws {
        let folder = try JournalTests.folder()
        var (journal, _) = try Journal.open(directory: folder, history: 10, now: 1_000)
        let due = Self.appendUntilDue(&journal)
        // 2 × 10 events × 10,030 bytes + 1 MiB is passed at the 125th event or so.
        #expect((110...140).contains(due), "\(due)")
        let grown = Self.size(folder)
        #expect(grown > 1 << 20)
        let started = journal.startCompaction()
        let compaction = try #require(started)
        #expect(!journal.isDueForCompaction, "one compaction at a time")
        // Published while the compaction is written: appended to the file as it is.
        for sequence in due + 1...due + 3 { journal.append(Self.event(sequence)) }
        #expect(Self.size(folder) > grown)
        #expect(compaction.write())
        journal.finishCompaction(compaction, written: true)
        // The 10 events kept when it started and the 3 since, of 10,070 bytes each at most, and a
        // header: where there were over 110.
        #expect(Self.size(folder) < 13 * 10_070 + 100, "\(Self.size(folder))")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder)
        #expect(files == [Journal.fileName], "the temporary file is renamed, not left: \(files)")
        // Appending goes on into the compacted file.
        journal.append(Self.event(due + 4))
        journal.close()
        let (sequences, sequence) = try Self.reopened(folder)
        #expect(sequences == Array(due - 5...due + 4) && sequence == due + 4)
    }

    @Test func aCompactionThatARewriteMadeStaleOrThatFailedLeavesTheFileAsItIs() throws {
        let folder = try JournalTests.folder()
        var (journal, _) = try Journal.open(directory: folder, history: 10, now: 1_000)
        var last = Self.appendUntilDue(&journal)
        let startedFirst = journal.startCompaction()
        let stale = try #require(startedFirst)
        // The file is written whole meanwhile (the output folder moved, or a write failed and was
        // made good): the compaction's text is older than the file.
        try journal.rewrite()
        last += 1
        journal.append(Self.event(last))
        #expect(stale.write())
        journal.finishCompaction(stale, written: true)
        #expect((try FileManager.default.contentsOfDirectory(atPath: folder)) == [Journal.fileName])
        last = Self.appendUntilDue(&journal, from: last + 1)
        let startedAgain = journal.startCompaction()
        let failed = try #require(startedAgain)
        let grown = Self.size(folder)
        journal.finishCompaction(failed, written: false)
        #expect(Self.size(folder) == grown && journal.isDueForCompaction, "a failed compaction is tried again")
        journal.close()
        let (sequences, sequence) = try Self.reopened(folder)
        #expect(sequences == Array(last - 9...last) && sequence == last)
    }

    @Test func aTemporaryFileThatAStoppedRunLeftIsRemovedAtTheNextStart() throws {
        let folder = try JournalTests.folder()
        var (journal, _) = try Journal.open(directory: folder, history: 10, now: 1_000)
        _ = Self.appendUntilDue(&journal)
        let started = journal.startCompaction()
        let compaction = try #require(started)
        #expect(compaction.write())
        // The daemon stops here, before the compaction is put in place.
        journal.close()
        try Data("{}".utf8).write(to: URL(fileURLWithPath: "\(folder)/\(Journal.fileName).tmp-99999"))
        #expect((try FileManager.default.contentsOfDirectory(atPath: folder)).count == 3)
        let (reopened, origin) = try Journal.open(directory: folder, history: 10, now: 2_000)
        #expect(origin == .resumed(events: 10, discardedTornLine: false))
        #expect((try FileManager.default.contentsOfDirectory(atPath: folder)) == [Journal.fileName])
        reopened.close()
    }

    /// Compactions the test runs when it says.
    final class HeldCompactions: Sendable {
        private let work = Mutex<[@Sendable () -> Void]>([])
        func hold(_ compaction: @escaping @Sendable () -> Void) { work.withLock { $0.append(compaction) } }
        var count: Int { work.withLock { $0.count } }
        func runAll() {
            for compaction in work.withLock({ work in
                defer { work.removeAll() }
                return work
            }) { compaction() }
        }
    }

    @Test func anEventIsDeliveredBeforeTheCompactionItMadeDueIsWritten() throws {
        let folder = try JournalTests.folder()
        let held = HeldCompactions()
        let published = PublishedSpecs(compactJournal: { held.hold($0) })
        published.use(try Journal.open(directory: folder, history: 10, now: 1_000).journal)
        var delivered: [Int] = []
        func publish(_ sequence: Int) {
            let clock = DaemonClock(epoch: 1_000, sequence: sequence)
            published.record(Publication(kind: .rescan, spec: nil, clock: clock, line: Self.line(sequence)), entry: nil)
            {
                delivered.append($0.clock.sequence)
            }
        }
        var sequence = 0
        while held.count == 0 && sequence < 1_000 {
            sequence += 1
            publish(sequence)
        }
        // The event that made the file due was delivered; its compaction has not been written.
        #expect(delivered == Array(1...sequence) && sequence > 100)
        let grown = Self.size(folder)
        #expect(grown > 1 << 20)
        for _ in 0..<5 {
            sequence += 1
            publish(sequence)
        }
        #expect(held.count == 1, "no second compaction while one is in flight")
        held.runAll()
        // The 10 events kept when it started and the 5 since, and a header.
        #expect(Self.size(folder) < 15 * 10_070 + 100, "\(Self.size(folder))")
        published.use(try Journal.open(directory: try JournalTests.folder(), history: 10, now: 2_000).journal)
        let (sequences, last) = try Self.reopened(folder)
        #expect(sequences == Array(sequence - 9...sequence) && last == sequence)
    }
}
