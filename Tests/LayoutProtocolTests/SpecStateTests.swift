import Foundation
import LayoutEngine
import LayoutProtocol
import Testing

/// One spec's state after its events, applied the one way the daemon, its journal's replay and a
/// subscriber all apply them.
struct SpecStateTests {
    static let spec = "home.layout.yaml"

    /// Generation `generation` of the three-section document whose first row is `height` tall.
    static func layout(generation: Int, height: Double) -> LayoutFile {
        var incremental = IncrementalLayout()
        let snapshot = incremental.update(LayoutDiffTests.document(firstHeight: height)).snapshot
        return LayoutFile(spec: spec, generation: generation, snapshot: snapshot)
    }

    static func diff(from old: LayoutFile, to new: LayoutFile) -> DiffFile {
        DiffFile(
            spec: spec,
            from: old.generation,
            to: new.generation,
            diff: LayoutDiff(from: old.snapshot, to: new.snapshot)
        )
    }

    static func clock(_ sequence: Int) -> DaemonClock { DaemonClock(epoch: 7, sequence: sequence) }

    static let errors = ErrorFile(
        spec: spec,
        errors: [ErrorFile.Entry(line: 2, column: 5, path: "sections[0].items", message: "expected a count")]
    )

    @Test func aDiffAppliedToTheLayoutItFollowsGivesTheNextLayout() throws {
        let first = Self.layout(generation: 1, height: 100)
        let second = Self.layout(generation: 2, height: 130)
        var state = SpecState()
        try state.apply(.layout(first, fresh: false), at: Self.clock(1))
        try state.apply(.diff(Self.diff(from: first, to: second), result: nil), at: Self.clock(2))
        #expect(state.generation == 2)
        #expect(state.layout?.json() == second.json())
        #expect(state.layoutClock == Self.clock(2) && state.diff?.from == 1)
    }

    @Test func aDiffFromAnotherGenerationChangesNothing() throws {
        let first = Self.layout(generation: 1, height: 100)
        let third = Self.layout(generation: 3, height: 160)
        var state = SpecState()
        #expect(throws: SpecEventError.self) {
            try state.apply(.diff(Self.diff(from: first, to: third), result: nil), at: Self.clock(1))
        }
        #expect(state.layout == nil && state.generation == 0, "no layout to apply it to")
        try state.apply(.layout(first, fresh: false), at: Self.clock(2))
        var skipped = Self.diff(from: first, to: third)
        skipped.from = 2
        #expect(throws: SpecEventError.self) { try state.apply(.diff(skipped, result: nil), at: Self.clock(3)) }
        #expect(state.generation == 1 && state.layout?.snapshot == first.snapshot && state.layoutClock == Self.clock(2))
    }

    @Test func errorsKeepTheLastGoodLayoutUntilTheNextOne() throws {
        let first = Self.layout(generation: 1, height: 100)
        var state = SpecState()
        try state.apply(.layout(first, fresh: false), at: Self.clock(1))
        try state.apply(.error(Self.errors), at: Self.clock(2))
        #expect(state.hasErrors && state.errorClock == Self.clock(2))
        #expect(state.layout?.snapshot == first.snapshot && state.generation == 1)
        let second = Self.layout(generation: 2, height: 130)
        try state.apply(.diff(Self.diff(from: first, to: second), result: second), at: Self.clock(3))
        #expect(!state.hasErrors && state.errorClock == nil && state.generation == 2)
        try state.apply(.removed(spec: Self.spec), at: Self.clock(4))
        #expect(state.removed && state.layout == nil && state.generation == 0)
    }

    /// What the daemon applies live (the diff with the layout it has at hand) and what a subscriber
    /// or the journal's replay applies (the same events read back from their lines) are one state.
    @Test func theLinesReadBackGiveTheStateThePublisherHolds() throws {
        let first = Self.layout(generation: 1, height: 100)
        let second = Self.layout(generation: 2, height: 130)
        let events: [SpecEvent] = [
            .layout(first, fresh: false),
            .error(Self.errors),
            .diff(Self.diff(from: first, to: second), result: second),
        ]
        var live = SpecState()
        var readBack = SpecState()
        for (index, event) in events.enumerated() {
            let clock = Self.clock(index + 1)
            try live.apply(event, at: clock)
            let line = event.line(clock: clock)
            try readBack.apply(SpecEvent(line: line, kind: event.kind, spec: event.spec), at: clock)
            #expect(readBack.generation == live.generation && readBack.hasErrors == live.hasErrors)
            // Compared as `layout.json` says them: a layout read back is the same frames, held another way.
            #expect(readBack.layout?.json() == live.layout?.json(), "after \(event.kind)")
        }
        #expect(readBack.layoutClock == Self.clock(3))
    }

    @Test func aLineThatDoesNotReadBackIsAnError() {
        #expect(throws: SpecEventError.self) {
            try SpecEvent(line: "{\"event\": \"diff\", \"spec\": \"a\"}", kind: .diff, spec: "a")
        }
        #expect(throws: SpecEventError.self) {
            try SpecEvent(line: "{\"event\": \"error\"", kind: .error, spec: "a")
        }
    }
}
