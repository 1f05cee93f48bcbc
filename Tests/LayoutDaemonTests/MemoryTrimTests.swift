import Testing

@testable import LayoutDaemon

/// A burst of pictures hands its memory back once the last is written; a save's few never do.
@Suite struct MemoryTrimTests {
    @Test func aBurstTrimsOnceNoneAreOwed() {
        var trim = MemoryTrim()
        // The first scan's 1,000 specs, 25 a turn: none trims while more are owed.
        var trimmed: [Bool] = []
        for turn in 1..<40 { trimmed.append(trim.written(turn * 25, owesMore: true)) }
        #expect(!trimmed.contains(true))
        let last = trim.written(1_000, owesMore: false)
        #expect(last)
        // Nothing new written since: no second trim.
        let again = trim.written(1_000, owesMore: false)
        #expect(!again)
    }

    @Test func aSavesFewPicturesNeverTrimUntilTheyMakeABurst() {
        var trim = MemoryTrim()
        var trimmed: [Bool] = []
        for written in 1..<MemoryTrim.burst { trimmed.append(trim.written(written, owesMore: false)) }
        #expect(!trimmed.contains(true))
        let burst = trim.written(MemoryTrim.burst, owesMore: false)
        let next = trim.written(MemoryTrim.burst + 1, owesMore: false)
        #expect(burst && !next)
    }
}
