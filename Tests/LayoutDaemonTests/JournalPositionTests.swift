import LayoutPublishing
import Testing

@testable import LayoutDaemon

/// How a restarted daemon finds, by generation, where a spec's files stand in the journal: the files
/// carry no clock.
@Suite struct JournalPositionTests {
    static func layout(_ sequence: Int, generation: Int) -> Journal.Event {
        Journal.Event(
            sequence: sequence,
            spec: "s",
            kind: .layout,
            generation: generation,
            line:
                "{\"event\": \"layout\", \"spec\": \"s, \\\"generation\\\": 99\", \"clock\": \"c:1:\(sequence)\", \"generation\": \(generation), \"layout\": {\"spec\": \"s\", \"generation\": \(generation)}}"
        )
    }

    static func diff(_ sequence: Int, generation: Int) -> Journal.Event {
        Journal.Event(
            sequence: sequence,
            spec: "s",
            kind: .diff,
            generation: generation,
            line:
                "{\"event\": \"diff\", \"spec\": \"s\", \"clock\": \"c:1:\(sequence)\", \"generation\": \(generation), \"diff\": {}}"
        )
    }

    static func error(_ sequence: Int) -> Journal.Event {
        Journal.Event(
            sequence: sequence,
            spec: "s",
            kind: .error,
            generation: nil,
            line: "{\"event\": \"error\", \"spec\": \"s\", \"clock\": \"c:1:\(sequence)\", \"errors\": []}"
        )
    }

    static func removed(_ sequence: Int) -> Journal.Event {
        Journal.Event(
            sequence: sequence,
            spec: "s",
            kind: .removed,
            generation: nil,
            line: "{\"event\": \"removed\", \"spec\": \"s\", \"clock\": \"c:1:\(sequence)\"}"
        )
    }

    @Test func theFilesStandAfterTheEventOfTheirGeneration() {
        let kept = [
            Self.layout(1, generation: 1), Self.error(2), Self.diff(3, generation: 2), Self.error(4),
            Self.diff(5, generation: 3),
        ]
        // Written up to generation 2: the error after it and generation 3 are behind.
        let behind = JournalPosition(of: kept, floor: 0, generation: 2)
        #expect(behind.layoutEvent?.sequence == 3)
        #expect(behind.events.map(\.sequence) == [4, 5])
        #expect(behind.complete)
        #expect(behind.errorEvent?.sequence == 2)
        // Written up to the last: nothing behind, its clock found.
        let current = JournalPosition(of: kept, floor: 0, generation: 3)
        #expect(current.layoutEvent?.sequence == 5 && current.events.isEmpty && current.errorEvent?.sequence == 4)
    }

    @Test func theLastEventOfAGenerationCountsAfterARemoval() {
        // Removed, then saved again: generation 1 again, after the removal.
        let kept = [Self.layout(1, generation: 1), Self.removed(2), Self.layout(3, generation: 1), Self.error(4)]
        let position = JournalPosition(of: kept, floor: 0, generation: 1)
        #expect(position.layoutEvent?.sequence == 3 && position.events.map(\.sequence) == [4])
    }

    @Test func aDroppedEventIsFollowedByADiffFromItsGeneration() {
        // Generation 5 was dropped (floor 9), but the first kept diff is from it: the files continue there.
        let kept = [Self.error(10), Self.diff(11, generation: 6), Self.error(12)]
        let position = JournalPosition(of: kept, floor: 9, generation: 5)
        #expect(position.layoutEvent == nil && position.events.map(\.sequence) == [11, 12] && position.complete)
        #expect(position.errorEvent?.sequence == 10)
        // A first kept diff from another generation: what the files follow is gone.
        let gone = JournalPosition(of: kept, floor: 9, generation: 3)
        #expect(gone.events.map(\.sequence) == [10, 11, 12] && !gone.complete && gone.errorEvent == nil)
        // Nothing dropped: every event is known, and replayed.
        #expect(JournalPosition(of: kept, floor: 0, generation: 3).complete)
    }

    @Test func filesWithoutALayoutStandBeforeEveryKeptEvent() {
        let kept = [Self.error(1), Self.error(2)]
        let position = JournalPosition(of: kept, floor: 0, generation: nil)
        #expect(position.events.map(\.sequence) == [1, 2] && position.complete && position.layoutEvent == nil)
        #expect(JournalPosition(of: [], floor: 0, generation: 4) == JournalPosition(of: [], floor: 0, generation: nil))
    }
}
