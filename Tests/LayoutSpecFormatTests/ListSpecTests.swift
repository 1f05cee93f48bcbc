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

    /// The sections below an edit move in constant time where they can exactly.
    ///
    /// At 2x the grouped spacing is 17.5, on the grid: the three sections below the edit move in
    /// constant time. At 3x it is 17.667 (53 pixels): they are placed again. Either way the update
    /// equals a layout from scratch.
    @Test(arguments: [("iPhone SE (3rd generation)", 3), ("iPhone 16", 0)])
    func sectionsBelowAnEditMoveWhereTheyCanExactly(device: String, movedInConstantTime: Int) throws {
        let parser = SpecParser()
        var layout = IncrementalLayout()
        _ = layout.update(try parser.parse(Self.spec(device: device, rowHeight: 44), file: "l.layout.yaml"))
        let edited = try parser.parse(Self.spec(device: device, rowHeight: 60), file: "l.layout.yaml")
        let (snapshot, work) = layout.update(edited)
        #expect(work.sectionsComputed == 1)
        #expect(work.sectionsShifted == 3)
        #expect(work.sectionsMovedInConstantTime == movedInConstantTime)
        #expect(snapshot == layOut(edited))
        // Section 2 starts below section 1's four 60-point rows: 35 + 4 x 44 + 17.5 (section 0), 17.5
        // above section 1, 4 x 60 and 17.5 below it, then 17.5 above section 2 (at 2x).
        if movedInConstantTime > 0 {
            #expect(
                snapshot.environments[0].sections[2].element(at: 0).frame.minY == 35 + 176 + 17.5 + 17.5 + 240 + 17.5
                    + 17.5
            )
        }
    }
}
