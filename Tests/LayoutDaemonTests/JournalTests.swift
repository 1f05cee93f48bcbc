import Foundation
import Testing

@testable import LayoutDaemon

@Suite struct JournalTests {
    static func folder() throws -> String {
        let path = NSTemporaryDirectory() + "journal-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static func event(_ sequence: Int, _ spec: String?) -> Journal.Event {
        Journal.Event(sequence: sequence, spec: spec, line: "{\"event\": \"diff\", \"n\": \(sequence)}")
    }

    @Test func reopensWithTheSameEpochSequenceAndEvents() throws {
        let folder = try Self.folder()
        var (journal, origin) = try Journal.open(directory: folder, history: 10, now: 1_000)
        #expect(origin == .created && journal.epoch == 1_000 && journal.sequence == 0)
        for sequence in 1...5 { journal.append(Self.event(sequence, sequence.isMultiple(of: 2) ? "a" : "b")) }
        journal.close()
        // Opened twice: the first open rewrites the file with a header at sequence 5, and events
        // appended after it must still read back.
        var (reopened, second) = try Journal.open(directory: folder, history: 10, now: 2_000)
        #expect(second == .resumed(events: 5, discardedTornLine: false))
        reopened.append(Self.event(6, "a"))
        reopened.close()
        let (third, _) = try Journal.open(directory: folder, history: 10, now: 3_000)
        #expect(third.epoch == 1_000 && third.sequence == 6)
        #expect(third.events(after: 3) { $0 == "a" }.events.map(\.sequence) == [4, 6])
        #expect(third.events(after: 0) { _ in true }.events.map(\.sequence) == [1, 2, 3, 4, 5, 6])
    }

    @Test func aTornLastLineIsDiscardedAndAnythingElseStartsANewEpoch() throws {
        let folder = try Self.folder()
        var (journal, _) = try Journal.open(directory: folder, history: 10, now: 1_000)
        journal.append(Self.event(1, "a"))
        journal.append(Self.event(2, "a"))
        journal.close()
        let path = "\(folder)/\(Journal.fileName)"
        let handle = try #require(FileHandle(forWritingAtPath: path))
        handle.seekToEndOfFile()
        handle.write(Data("[3,\"a\"]\t{\"event\": \"di".utf8))
        handle.closeFile()
        let (resumed, origin) = try Journal.open(directory: folder, history: 10, now: 2_000)
        #expect(origin == .resumed(events: 2, discardedTornLine: true))
        #expect(resumed.sequence == 2 && resumed.epoch == 1_000)
        resumed.close()

        // Out of order in the middle: not to be trusted.
        try Data("{\"journal\": 1, \"epoch\": 1000, \"sequence\": 0}\n[2,\"a\"]\tx\n[1,\"a\"]\ty\n".utf8)
            .write(to: URL(fileURLWithPath: path))
        let (replaced, why) = try Journal.open(directory: folder, history: 10, now: 3_000)
        #expect(replaced.epoch == 3_000 && replaced.sequence == 0)
        guard case .replaced(let reason) = why else {
            Issue.record("expected a new epoch, got \(why)")
            return
        }
        #expect(reason.contains("line 3"))
    }

    @Test func keepsTheLastHistoryEventsOfEachSpecAndRemembersWhatWasDropped() throws {
        let folder = try Self.folder()
        var (journal, _) = try Journal.open(directory: folder, history: 3, now: 1_000)
        for sequence in 1...10 { journal.append(Self.event(sequence, sequence <= 8 ? "a" : "b")) }
        journal.append(Self.event(11, nil))
        // a kept 6, 7, 8 (dropped up to 5); b kept 9, 10; the rescan is kept under no spec.
        #expect(journal.floors == ["a": 5])
        let fromFour = journal.events(after: 4) { _ in true }
        #expect(fromFour.dropped == ["a"])
        #expect(fromFour.events.map(\.sequence) == [9, 10, 11])
        let fromFive = journal.events(after: 5) { $0 != nil }
        #expect(fromFive.dropped.isEmpty && fromFive.events.map(\.sequence) == [6, 7, 8, 9, 10])
        journal.close()
        let (reopened, _) = try Journal.open(directory: folder, history: 3, now: 2_000)
        #expect(reopened.floors == ["a": 5] && reopened.sequence == 11)
        reopened.close()
    }

    /// A journal whose clock could not go on without overflowing (a sequence near `Int.max`) is not
    /// trusted: a new epoch starts, rather than every start trapping on the next tick.
    @Test func aSequenceOrEpochPastTwoToThe53StartsANewEpoch() throws {
        let folder = try Self.folder()
        let path = "\(folder)/\(Journal.fileName)"
        let headers = [
            "{\"journal\": 1, \"epoch\": 1000, \"sequence\": 9223372036854775806}\n",
            "{\"journal\": 1, \"epoch\": 1000, \"sequence\": 0}\n[9223372036854775807,\"a\"]\tx\n",
            "{\"journal\": 1, \"epoch\": 9223372036854775807, \"sequence\": 0}\n",
        ]
        for text in headers {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            var (journal, origin) = try Journal.open(directory: folder, history: 10, now: 3_000)
            #expect(journal.epoch == 3_000 && journal.sequence == 0, "\(text)")
            guard case .replaced(let reason) = origin else {
                Issue.record("expected a new epoch for \(text), got \(origin)")
                continue
            }
            #expect(reason.contains("out of range") || reason.contains("line 2"), "\(reason)")
            journal.append(Self.event(1, "a"))
            journal.close()
        }
    }
}
