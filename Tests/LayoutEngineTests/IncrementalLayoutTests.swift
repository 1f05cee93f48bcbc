import LayoutEngine
import Testing

/// The incremental engine moves the sections after an edit in constant time where that is exact, and
/// places them again where it is not; either way the result is the from-scratch layout.
struct IncrementalLayoutTests {
    /// Five flow sections of ten 100 × 100 items on a 320-point-wide @3x screen, line and item spacing
    /// 10, no insets.
    ///
    /// Three items fill a row exactly (100 + 10 + 100 + 10 + 100 = 320), so ten items make four rows:
    /// a section is 4 · 100 + 3 · 10 = 430 high and section k starts at 430 · k.
    static func document(itemHeight: (Int) -> Double = { _ in 100 }, pinsHeaders: Bool = false) -> LayoutDocument {
        var flow = FlowParameters()
        flow.minimumLineSpacing = 10
        flow.minimumInteritemSpacing = 10
        if pinsHeaders {
            flow.headerReferenceSize = .size(Size(width: 320, height: 20))
            flow.sectionHeadersPinToVisibleBounds = true
        }
        let sections = (0..<5).map { index in
            Section(
                id: SectionID("s\(index)"),
                items: [ItemRun(size: Size(width: 100, height: itemHeight(index)), count: 10)]
            )
        }
        return LayoutDocument(
            name: "t",
            environments: [LayoutEnvironment(name: "phone", size: Size(width: 320, height: 480), scale: 3)],
            layout: .flow(FlowLayoutSpec(flow: flow)),
            sections: sections
        )
    }

    @Test func sectionsAfterAnEditMoveInConstantTimeToTheirHandWorkedPlace() throws {
        var incremental = IncrementalLayout()
        _ = incremental.update(Self.document())
        // Section 1's items grow to 110: it is 4 · 110 + 3 · 10 = 470 high, so sections 2, 3 and 4
        // move down by 40, and section 4 starts at 430 + 470 + 430 + 430 = 1760.
        let edited = Self.document(itemHeight: { $0 == 1 ? 110 : 100 })
        let (snapshot, work) = incremental.update(edited)
        #expect(
            work
                == LayoutWork(
                    sectionsComputed: 1,
                    sectionsShifted: 3,
                    sectionsReused: 1,
                    sectionsMovedInConstantTime: 3
                )
        )
        let section = try #require(snapshot.environments.first?.sections[4])
        #expect(section.frame == Rect(x: 0, y: 1760, width: 320, height: 430))
        // Item 4 is the second of row 1: x = 110, y = 1760 + 100 + 10.
        #expect(section.element(at: 4).frame == Rect(x: 110, y: 1870, width: 100, height: 100))
        #expect(section.elements[4] == section.element(at: 4))
        #expect(snapshot == layOut(edited))
        // Frame for frame, not only by `==`.
        let fresh = layOut(edited)
        for (moved, placed) in zip(snapshot.environments[0].sections, fresh.environments[0].sections) {
            #expect(moved.elements.map(\.frame) == placed.elements.map(\.frame))
        }

        // Moving back and forth keeps them exact: the moves add up.
        var back = incremental
        let (restored, backWork) = back.update(Self.document())
        #expect(backWork.sectionsMovedInConstantTime == 3)
        #expect(restored == layOut(Self.document()))
        #expect(restored.environments[0].sections[4].frame.minY == 1720)
    }

    @Test func sectionsOffWholePointsArePlacedAgain() {
        // Items 100.5 high: every section is 4 · 100.5 + 30 = 432 high but its rows start at 110.5,
        // so a move could round differently from a fresh placement; the engine places them again.
        var incremental = IncrementalLayout()
        _ = incremental.update(Self.document(itemHeight: { _ in 100.5 }))
        let edited = Self.document(itemHeight: { $0 == 1 ? 110.5 : 100.5 })
        let (snapshot, work) = incremental.update(edited)
        #expect(work.sectionsShifted == 3)
        #expect(work.sectionsMovedInConstantTime == 0)
        #expect(snapshot == layOut(edited))
    }

    @Test func pinnedHeadersArePlacedAgain() {
        // A pinned header's place depends on the visible bounds, not only on its section's origin.
        var incremental = IncrementalLayout()
        _ = incremental.update(Self.document(pinsHeaders: true))
        let edited = Self.document(itemHeight: { $0 == 1 ? 110 : 100 }, pinsHeaders: true)
        let (snapshot, work) = incremental.update(edited)
        #expect(work.sectionsShifted == 3)
        #expect(work.sectionsMovedInConstantTime == 0)
        #expect(snapshot == layOut(edited))
    }

    @Test func aMovedSectionEqualsOnlyItsMovedFrames() {
        let section = SectionLayout(
            id: SectionID("s"),
            index: 0,
            frame: Rect(x: 0, y: 0, width: 320, height: 100),
            elements: [
                LayoutElement(kind: .cell, item: 0, frame: Rect(x: -0.0, y: 5, width: 10, height: 10), zIndex: 0)
            ]
        )
        let moved = section.offsetBy(dx: 0, dy: 40)
        #expect(moved != section)
        #expect(moved.element(at: 0).frame == Rect(x: 0, y: 45, width: 10, height: 10))
        // A zero move leaves the coordinate's sign alone: layout.json writes -0 as "-0".
        #expect(moved.element(at: 0).frame.minX.sign == .minus)
        #expect(moved.offsetBy(dx: 0, dy: -40) == section)
        #expect(
            moved.hashValue
                == SectionLayout(id: moved.id, index: 0, frame: moved.frame, elements: moved.elements).hashValue
        )
        #expect(moved.sharesElements(with: moved.offsetBy(dx: 0, dy: 7), movedBy: 0, dy: 7))
        #expect(!moved.sharesElements(with: moved.offsetBy(dx: 0, dy: 7), movedBy: 0, dy: 8))
    }
}
