import Testing

@testable import LayoutEngine

@Suite struct FiniteFramesTests {
    static func snapshot(cell: Rect, contentHeight: Double = 100) -> LayoutSnapshot {
        let frame = Rect(origin: Point(x: 0, y: 0), size: Size(width: 100, height: 100))
        let section = SectionLayout(
            id: SectionID("s"),
            index: 0,
            frame: frame,
            elements: [
                LayoutElement(kind: .cell, item: 0, frame: frame, zIndex: 0),
                LayoutElement(kind: .cell, item: 1, frame: cell, zIndex: 0),
            ]
        )
        let environment = EnvironmentLayout(
            name: "iPhone",
            size: Size(width: 100, height: 100),
            scale: 3,
            contentSize: Size(width: 100, height: contentHeight),
            sections: [section]
        )
        return LayoutSnapshot(name: "a", environments: [environment])
    }

    @Test func findsTheFirstFrameThatIsNotFinite() {
        let finite = Rect(origin: Point(x: 0, y: 100), size: Size(width: 50, height: 50))
        #expect(Self.snapshot(cell: finite).firstNonFiniteFrame() == nil)
        let overflowed = Rect(origin: Point(x: 0, y: .infinity), size: Size(width: 50, height: 50))
        #expect(
            Self.snapshot(cell: overflowed).firstNonFiniteFrame()
                == NonFiniteFrame(environment: "iPhone", section: 0, element: "cell")
        )
        let undefined = Rect(origin: Point(x: 0, y: 0), size: Size(width: .nan, height: 50))
        #expect(Self.snapshot(cell: undefined).firstNonFiniteFrame()?.element == "cell")
        #expect(
            Self.snapshot(cell: finite, contentHeight: .infinity).firstNonFiniteFrame()
                == NonFiniteFrame(environment: "iPhone", section: nil, element: "the content size")
        )
    }
}
