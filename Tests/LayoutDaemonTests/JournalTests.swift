import Foundation
import LayoutPublishing
import TestSupport
import Testing

@testable import LayoutDaemon

@Suite struct JournalTests {
    static func folder() throws -> String {
        try TestFolders.make("journal").path
    }

    static func event(_ sequence: Int, _ spec: String?) -> Journal.Event {
        Journal.Event(
            sequence: sequence,
            spec: spec,
            kind: spec == nil ? .rescan : .diff,
            generation: spec == nil ? nil : sequence,
            line: "{\"event\": \"diff\", \"n\": \(sequence)}"
        )
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
        try Data(
            "{\"journal\": 2, \"epoch\": 1000, \"sequence\": 0}\n[2,\"a\",\"error\",null]\t{}\n[1,\"a\",\"error\",null]\t{}\n"
                .utf8
        )
        .write(to: URL(fileURLWithPath: path))
        let (replaced, why) = try Journal.open(directory: folder, history: 10, now: 3_000)
        #expect(replaced.epoch == 3_000 && replaced.sequence == 0)
        guard case .replaced(let reason) = why else {
            Issue.record("expected a new epoch, got \(why)")
            return
        }
        #expect(reason.contains("line 3"))
    }

    /// An event that is not a JSON object was kept and sent verbatim to subscribers resuming with
    /// `since`; such a journal is not trusted, and a new epoch starts.
    @Test func anEventThatIsNotAJSONObjectStartsANewEpoch() throws {
        let folder = try Self.folder()
        let path = "\(folder)/\(Journal.fileName)"
        for event in ["\u{1B}]0;owned\u{07}", "{\"event\": ", "[1, 2]", "{\"event\": \"diff\"} trailing"] {
            try Data(
                "{\"journal\": 2, \"epoch\": 1000, \"sequence\": 0}\n[1,\"a\",\"error\",null]\t\(event)\n".utf8
            )
            .write(to: URL(fileURLWithPath: path))
            let (journal, origin) = try Journal.open(directory: folder, history: 10, now: 3_000)
            #expect(origin == .replaced(reason: "line 2's event is not a JSON object"), "\(event.debugDescription)")
            #expect(journal.events(after: 0) { _ in true }.events.isEmpty)
            journal.close()
        }
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
            "{\"journal\": 2, \"epoch\": 1000, \"sequence\": 9223372036854775806}\n",
            "{\"journal\": 2, \"epoch\": 1000, \"sequence\": 0}\n[9223372036854775807,\"a\",\"error\",null]\tx\n",
            "{\"journal\": 2, \"epoch\": 9223372036854775807, \"sequence\": 0}\n",
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

    /// A journal grows to a little over twice what it keeps, then is written again.
    ///
    /// It never nears the size whose loading outlasted the service's start. Kept at 4,096 bytes here, the file stays
    /// within 2 × 4,096 + 1 MiB however many events come, and what is dropped is always older than
    /// what is kept, whatever spec it belongs to.
    @Test func theFileIsRewrittenLongBeforeItGrowsAndTheOldestGoFirst() throws {
        let folder = try Self.folder()
        var (journal, _) = try Journal.open(directory: folder, history: 1_000, maximumBytes: 4_096, now: 1_000)
        let path = "\(folder)/\(Journal.fileName)"
        var largest = 0
        for sequence in 1...20_000 {
            journal.append(Self.event(sequence, "spec-\(sequence % 50)"))
            if sequence.isMultiple(of: 100) {
                let size = try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int ?? 0
                largest = max(largest, size)
            }
        }
        #expect(largest > 0 && largest <= Journal.largestFile(keeping: 4_096), "\(largest)")
        let kept = journal.events.values.joined().map(\.sequence)
        let keptBytes = journal.events.values.joined().reduce(0) { $0 + $1.line.utf8.count }
        #expect(keptBytes <= 4_096 && keptBytes > 4_096 - 64, "\(keptBytes)")
        let newestDropped = journal.floors.values.max() ?? 0
        #expect(newestDropped < (kept.min() ?? 0) && kept.max() == 20_000)
        journal.close()
        let (reopened, origin) = try Journal.open(directory: folder, history: 1_000, maximumBytes: 4_096, now: 2_000)
        #expect(origin == .resumed(events: kept.count, discardedTornLine: false))
        #expect(reopened.epoch == 1_000 && reopened.sequence == 20_000)
    }

    /// A file larger than any journal layoutd writes is not read: a new epoch starts at once.
    @Test func aJournalLargerThanAnyLayoutdWritesStartsANewEpoch() throws {
        let folder = try Self.folder()
        var text = "{\"epoch\":1000,\"floors\":{},\"journal\":2,\"sequence\":0}\n"
        var sequence = 0
        while text.utf8.count <= Journal.largestFile(keeping: 4_096) {
            sequence += 1
            text += "[\(sequence),\"a\",\"diff\",\(sequence)]\t{\"event\": \"diff\", \"n\": \(sequence)}\n"
        }
        try Data(text.utf8).write(to: URL(fileURLWithPath: "\(folder)/\(Journal.fileName)"))
        let (journal, origin) = try Journal.open(directory: folder, history: 10, maximumBytes: 4_096, now: 5_000)
        guard case .replaced(let reason) = origin else {
            Issue.record("a journal of \(text.utf8.count) bytes was read: \(origin)")
            return
        }
        #expect(reason.contains("larger than any journal layoutd writes"), "\(reason)")
        #expect(journal.epoch == 5_000 && journal.sequence == 0 && journal.events.isEmpty)
        journal.close()
        // The file now holds the new epoch's journal, which opens as it is.
        let (reopened, again) = try Journal.open(directory: folder, history: 10, maximumBytes: 4_096, now: 6_000)
        #expect(again == .resumed(events: 0, discardedTornLine: false) && reopened.epoch == 5_000)
    }

    /// Each line's `[sequence, spec]` reads back whatever the spec's name holds: quotes, backslashes,
    /// tabs and letters beyond ASCII are escaped by the writer and read by the JSON reader; plain names
    /// and rescans (`null`) directly.
    @Test func everySpecNameReadsBack() throws {
        let folder = try Self.folder()
        let names: [String?] = [
            "a.layout.yaml", "dir/ü \"quoted\" \\ back.layout.yaml", "tab\there.layout.yaml", nil, "ok",
        ]
        var (journal, _) = try Journal.open(directory: folder, history: 10, now: 1_000)
        for (index, name) in names.enumerated() { journal.append(Self.event(index + 1, name)) }
        journal.close()
        let (reopened, origin) = try Journal.open(directory: folder, history: 10, now: 2_000)
        #expect(origin == .resumed(events: names.count, discardedTornLine: false))
        let read = reopened.events(after: 0) { _ in true }.events.map(\.spec)
        #expect(read == names)
        #expect(Journal.prefix(Data("[12,null,\"rescan\",null]".utf8)[...])?.sequence == 12)
        #expect(Journal.prefix(Data("[12,\"a\",\"diff\",3".utf8)[...]) == nil)
        #expect(Journal.prefix(Data("[x,\"a\",\"diff\",3]".utf8)[...]) == nil)
        #expect(Journal.prefix(Data("[12,\"a\",\"diff\",null]".utf8)[...]) == nil, "a diff has a generation")
        #expect(Journal.prefix(Data("[12,\"a\",\"renamed\",null]".utf8)[...]) == nil, "no such kind")
    }

    /// Each event's kind and generation are recorded beside its line and read back from there: a
    /// line whose text looks like another kind (a spec named like a removal) changes nothing.
    @Test func theKindAndGenerationAreReadBesideTheLineNotInIt() throws {
        let folder = try Self.folder()
        var (journal, _) = try Journal.open(directory: folder, history: 10, now: 1_000)
        let misleading = "{\"event\": \"removed\", \"spec\": \"a\", \"generation\": 99}"
        journal.append(Journal.Event(sequence: 1, spec: "a", kind: .layout, generation: 4, line: misleading))
        journal.append(Journal.Event(sequence: 2, spec: "a", kind: .error, generation: nil, line: misleading))
        journal.close()
        let (reopened, _) = try Journal.open(directory: folder, history: 10, now: 2_000)
        let events = reopened.events(after: 0) { _ in true }.events
        #expect(events.map(\.kind) == [.layout, .error], "nothing was dropped as if removed")
        #expect(events.map(\.generation) == [4, nil])
    }

    /// A journal of another format (layoutd 0.3 wrote format 1) is not guessed at: a new epoch starts.
    @Test func aJournalOfAnotherFormatStartsANewEpoch() throws {
        let folder = try Self.folder()
        let text = "{\"epoch\":1000,\"floors\":{},\"journal\":1,\"sequence\":1}\n[1,\"a\"]\t{\"event\": \"removed\"}\n"
        try Data(text.utf8).write(to: URL(fileURLWithPath: "\(folder)/\(Journal.fileName)"))
        let (journal, origin) = try Journal.open(directory: folder, history: 10, now: 5_000)
        #expect(journal.epoch == 5_000)
        #expect(origin == .replaced(reason: "it is a journal of format 1, written by another version of layoutd"))
    }

    /// The descriptor this process holds open on `path`.
    static func descriptor(of path: String) -> Int32? {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        return names.compactMap(Int32.init).first { descriptor in
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\(descriptor)")) == path
        }
    }

    /// A full disk, then a restart before space is freed.
    ///
    /// The journal missed events, and a daemon resuming from it handed out the same clocks again
    /// (the sequence went back from 6 to 2). A journal that falls behind and cannot be written whole is removed, so the restart starts a new
    /// epoch; once the disk takes writes it is written whole again.
    @Test func aJournalBehindOnAFullDiskIsNotResumedFrom() throws {
        let folder = try Self.folder()
        let path = "\(folder)/\(Journal.fileName)"
        var (journal, _) = try Journal.open(directory: folder, history: 10, now: 1_000)
        journal.append(Self.event(1, "a"))
        journal.append(Self.event(2, "a"))
        // The disk fills: appends fail with ENOSPC (/dev/full in the journal's place), and so does
        // writing the whole file again (a folder where its temporary copy goes).
        let descriptor = try #require(Self.descriptor(of: path))
        let full = open("/dev/full", O_WRONLY)
        #expect(dup2(full, descriptor) == descriptor)
        close(full)
        let temporary = "\(path).tmp-\(getpid())"
        try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: false)
        for sequence in 3...6 { journal.append(Self.event(sequence, "a")) }
        #expect(journal.isBehind && journal.sequence == 6)
        #expect(!FileManager.default.fileExists(atPath: path), "a journal missing events 3 to 6 is left to resume from")

        // Space again, the daemon still running: the whole file is written, with every event.
        try FileManager.default.removeItem(atPath: temporary)
        let caughtUp = journal.writeIfBehind()
        #expect(caughtUp)
        let (read, _) = try Journal.read(Data(contentsOf: URL(fileURLWithPath: path)), history: 10)
        #expect(read.sequence == 6 && read.epoch == 1_000)

        // Full again, and the daemon killed before space is freed: the next start finds no journal
        // and starts a new epoch, handing out no clock of the old one again.
        try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: false)
        let again = try #require(Self.descriptor(of: path))
        let stillFull = open("/dev/full", O_WRONLY)
        #expect(dup2(stillFull, again) == again)
        close(stillFull)
        journal.append(Self.event(7, "a"))
        #expect(!FileManager.default.fileExists(atPath: path))
        journal.close()
        try FileManager.default.removeItem(atPath: temporary)
        let (restarted, origin) = try Journal.open(directory: folder, history: 10, now: 3_000)
        #expect(origin == .created && restarted.epoch == 3_000 && restarted.sequence == 0)
        restarted.close()
    }
}
