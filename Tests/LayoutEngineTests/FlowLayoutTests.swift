import LayoutEngine
import Testing

/// Flow layout behaviour built from Swift literals, without the parser.
struct FlowLayoutTests {
    static func environment(width: Double = 320, height: Double = 480, scale: Double = 1) -> LayoutEnvironment {
        LayoutEnvironment(name: "e", size: Size(width: width, height: height), scale: scale)
    }

    static func cellFrames(_ layout: EnvironmentLayout, section: Int = 0) -> [Rect] {
        layout.sections[section].elements.filter { $0.kind == .cell }.map(\.frame)
    }

    static func layout(
        _ flow: FlowParameters = FlowParameters(),
        sections: [Section],
        in environment: LayoutEnvironment = environment()
    ) -> EnvironmentLayout {
        FlowLayout.layOut(FlowLayoutSpec(flow: flow), sections: sections, in: environment)
    }

    @Test func wrapsToNextLineWhenItemOverflowsRow() {
        // 320 wide: 150 + 10 + 150 = 310 fits, the third 150 does not.
        let sizes = [Size(width: 150, height: 40), Size(width: 150, height: 40), Size(width: 150, height: 30)]
        let result = Self.layout(sections: [
            Section(id: SectionID("0"), items: sizes.map { ItemRun(size: $0, count: 1) })
        ])
        let frames = Self.cellFrames(result)
        #expect(frames[2].minY == 50)
        #expect(frames[2].minX == 0)
    }

    @Test func itemThatExactlyFillsTheRemainingSpaceFits() {
        // 100 + 10 + 100 + 10 + 100 = 320: the third item fits exactly and stays on line 0.
        let runs = [
            ItemRun(size: Size(width: 100, height: 20), count: 1),
            ItemRun(size: Size(width: 100, height: 30), count: 2),
        ]
        let frames = Self.cellFrames(Self.layout(sections: [Section(id: SectionID("0"), items: runs)]))
        #expect(frames.map(\.maxY).max() == 30)
    }

    @Test func sectionsStackWithNoGapAndContentSizeIsTheirSum() {
        let item = FlowParameters().overlaid(
            by: {
                var p = FlowParameters()
                p.itemSize = Size(width: 320, height: 25)
                return p
            }()
        )
        let sections = (0..<3).map { Section(id: SectionID("s\($0)"), items: [ItemRun(size: nil, count: 1)]) }
        let result = Self.layout(item, sections: sections)
        #expect(result.sections.map(\.frame.minY) == [0, 25, 50])
        #expect(result.contentSize == Size(width: 320, height: 75))
    }

    @Test func noRoomAcrossTheScrollAxisProducesNoElements() {
        var environment = Self.environment()
        environment.contentInset = EdgeInsets(top: 0, left: 200, bottom: 0, right: 200)
        let result = Self.layout(
            sections: [Section(id: SectionID("0"), items: [ItemRun(size: nil, count: 3)])],
            in: environment
        )
        #expect(result.contentSize == .zero)
        #expect(result.sections[0].elements.isEmpty)
    }

    @Test func zeroWidthItemsWithZeroSpacingGoOnOneLine() {
        var flow = FlowParameters()
        flow.itemSize = Size(width: 0, height: 10)
        flow.minimumInteritemSpacing = 0
        let result = Self.layout(flow, sections: [Section(id: SectionID("0"), items: [ItemRun(size: nil, count: 4)])])
        #expect(Self.cellFrames(result).allSatisfy { $0.minY == 0 })
    }

    @Test func seedKeysOnASectionRecomputeOnlyThatSection() {
        var flow = FlowParameters()
        flow.itemSize = Size(width: 100, height: 100)
        var wide = FlowParameters()
        wide.itemsPerRow = 2
        let sections = [
            Section(id: SectionID("plain"), items: [ItemRun(size: nil, count: 1)]),
            Section(id: SectionID("wide"), items: [ItemRun(size: nil, count: 1)], flow: wide),
        ]
        let result = Self.layout(flow, sections: sections)
        #expect(Self.cellFrames(result, section: 0)[0].size == Size(width: 100, height: 100))
        // (320 - 0 - 0 - 10) / 2 = 155, square aspect kept.
        #expect(Self.cellFrames(result, section: 1)[0].size == Size(width: 155, height: 155))
    }

    @Test func elementsAreOrderedHeaderCellsFooter() {
        var flow = FlowParameters()
        flow.headerReferenceSize = .extent(10)
        flow.footerReferenceSize = .extent(10)
        let result = Self.layout(flow, sections: [Section(id: SectionID("0"), items: [ItemRun(size: nil, count: 2)])])
        #expect(result.sections[0].elements.map(\.kind) == [.header, .cell, .cell, .footer])
        #expect(result.sections[0].elements.map(\.zIndex) == [10, 0, 0, 10])
    }
}
