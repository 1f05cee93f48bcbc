import LayoutEngine
import LayoutSpecFormat
import Testing

/// Lists laid out again after an edit: the sections below an edited one move in constant time where
/// their frames are on the exact 1/64-point grid, and are placed again where they are not.
struct ListSpecTests {
    /// Five inset grouped sections of four rows on `device`; section 1's rows `rowHeight` tall.
    static func spec(device: String, rowHeight: Int) -> String {
        var lines = [
            "environments: [{device: \(device), systemVersion: 18}]", "layout: {type: compositional}", "sections:",
        ]
        for index in 0..<5 {
            let items = index == 1 ? "{count: 4, size: [0, \(rowHeight)]}" : "4"
            lines.append("  - {id: s\(index), items: \(items), list: {appearance: insetGrouped}}")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The sections below an edit move in constant time, 2x or 3x, and the update equals a layout
    /// from scratch.
    ///
    /// At 2x the grouped spacing is 17.5, on the exact 1/64-point grid: a diff shifts each moved
    /// section as a whole. At 3x it is 17.667 (53 pixels), and adding a shift to the old frames does not
    /// give the new doubles, so the diff lists the moved frames; applied, it still gives the new layout.
    @Test(arguments: [("iPhone SE (3rd generation)", true), ("iPhone 16", false)])
    func sectionsBelowAnEditMoveInConstantTime(device: String, onExactGrid: Bool) throws {
        let parser = SpecParser()
        var layout = IncrementalLayout()
        let before = layout.update(try parser.parse(Self.spec(device: device, rowHeight: 44), file: "l.layout.yaml"))
        let edited = try parser.parse(Self.spec(device: device, rowHeight: 60), file: "l.layout.yaml")
        let (snapshot, work) = layout.update(edited)
        #expect(work.sectionsComputed == 1)
        #expect(work.sectionsShifted == 3)
        #expect(work.sectionsMovedInConstantTime == 3)
        #expect(snapshot == layOut(edited))
        let below = snapshot.environments[0].sections[2]
        #expect(
            below.sharesElements(with: before.snapshot.environments[0].sections[2], movedBy: 0, dy: -64) == onExactGrid
        )
        if onExactGrid {
            // Section 2 starts below section 1's four 60-point rows: 35 + 4 x 44 + 17.5 (section 0),
            // 17.5 above section 1, 4 x 60 and 17.5 below it, then 17.5 above section 2.
            #expect(below.element(at: 0).frame.minY == 35 + 176 + 17.5 + 17.5 + 240 + 17.5 + 17.5)
        }
    }

    /// On iOS 26 the 17.5 below a section stays exact whatever follows it (O6), so giving section 2 a
    /// header lays out section 2 alone; only the frames go on the pixel grid.
    ///
    /// iPhone 16 (3x), one 52-point row a section. Before: rows at 35, 35 + 52 + 35 = 122, 209. After:
    /// section 1 ends at 174 + 17.5 = 191.5, section 2's header (17.667 estimated) at 191.5 -> 574.5 px
    /// -> 575 -> 191.667, its row at exact 191.5 + 17.667 = 209.167 -> 627.5 px -> 628 -> 209.333.
    @Test func aHeaderBelowLeavesTheGapAboveExact() throws {
        func spec(header: Bool) -> String {
            let mode = header ? ", headerMode: supplementary" : ""
            return """
                environments: [{device: iPhone 16, systemVersion: 26}]
                layout: {type: compositional}
                sections:
                  - {id: s0, items: 1, list: {appearance: insetGrouped}}
                  - {id: s1, items: 1, list: {appearance: insetGrouped}}
                  - {id: s2, items: 1, list: {appearance: insetGrouped\(mode)}}

                """
        }
        let parser = SpecParser()
        var layout = IncrementalLayout()
        let before = layout.update(try parser.parse(spec(header: false), file: "l.layout.yaml")).snapshot
        #expect(before.environments[0].sections.map { $0.element(at: 0).frame.minY } == [35, 122, 209])
        let edited = try parser.parse(spec(header: true), file: "l.layout.yaml")
        let (snapshot, work) = layout.update(edited)
        #expect(work.sectionsComputed == 1)
        #expect(snapshot == layOut(edited))
        let sections = snapshot.environments[0].sections
        #expect(abs(sections[2].element(at: 0).frame.minY - (174 + 53.0 / 3)) < 1e-9)
        #expect(abs(sections[2].element(at: 1).frame.minY - (174 + 106.0 / 3)) < 1e-9)
    }
}
