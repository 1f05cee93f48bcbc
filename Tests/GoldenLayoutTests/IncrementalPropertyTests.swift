import Foundation
import LayoutEngine
import LayoutProtocol
import LayoutSpecFormat
import TestSupport
import Testing

/// Every golden fixture goes through a chain of seeded random edits.
///
/// After each edit the incremental
/// layout must equal a from-scratch layout of the edited document, and the diff from the previous
/// layout, applied to it, must give the new layout exactly (down to the text of `layout.json`), and
/// its `diff.json` must read back as the same diff.
struct IncrementalPropertyTests {
    static let editsPerFixture = 10
    static let cases =
        GoldenLayoutTests.flowCases + GoldenLayoutTests.splitCases
        + GoldenLayoutTests.compositionalCases

    @Test func atLeastAThousandEditsInAll() {
        #expect(Self.cases.count * Self.editsPerFixture >= 1000)
    }

    @Test(arguments: cases)
    func incrementalEqualsFromScratchAndDiffsApply(_ golden: GoldenCase) throws {
        let text = try String(contentsOf: golden.specURL, encoding: .utf8)
        var document = try SpecParser().parse(text, file: golden.name + ".layout.yaml")
        var random = SeededGenerator(seed: UInt64(truncatingIfNeeded: golden.name.hashValueStable))
        var incremental = IncrementalLayout()
        var previous = incremental.update(document).snapshot
        var history: [SeededEdit] = []
        for serial in 0..<Self.editsPerFixture {
            let edit = SeededEdit.allCases.randomElement(using: &random) ?? .resizeItem
            history.append(edit)
            document = edit.apply(to: document, using: &random, serial: serial)

            let (snapshot, work) = incremental.update(document)
            let scratch = layOut(document)
            #expect(snapshot == scratch, "incremental ≠ from scratch after \(history)")
            let sectionCount = document.sections.count * document.environments.count
            #expect(work.sectionsComputed + work.sectionsShifted + work.sectionsReused == sectionCount)

            let diff = LayoutDiff(from: previous, to: snapshot)
            // What a client gets is the diff's JSON: it must read back as the same diff.
            let file = DiffFile(
                spec: "s",
                from: serial + 1,
                to: serial + 2,
                diff: diff,
                stats: LayoutStats(work, micros: 0)
            )
            #expect(
                try DiffFile.decode(Data(file.json().utf8)).diff == diff,
                "diff.json reads back wrong after \(history)"
            )
            let applied = diff.applied(to: previous)
            #expect(Self.json(applied) == Self.json(snapshot), "diff does not apply after \(history)")
            previous = snapshot
        }
    }

    static func json(_ snapshot: LayoutSnapshot) -> String {
        LayoutFile(
            spec: "s",
            generation: 1,
            snapshot: snapshot,
            stats: LayoutStats(LayoutWork(), micros: 0)
        )
        .json()
    }
}

extension String {
    /// A hash that is the same in every run (Swift's `hashValue` is seeded per process).
    var hashValueStable: UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01B3
        }
        return hash
    }
}
