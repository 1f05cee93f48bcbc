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
}
