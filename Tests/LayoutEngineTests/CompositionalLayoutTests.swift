import LayoutEngine
import Testing

/// What the golden frames cannot show: z-indexes, and that the engine never loops on degenerate groups.
struct CompositionalLayoutTests {
    static let environment = LayoutEnvironment(name: "e", size: Size(width: 300, height: 600))

    static func document(_ section: CompositionalParameters, items: Int = 2) -> LayoutDocument {
        LayoutDocument(
            name: "t",
            environments: [environment],
            layout: .compositional(CompositionalLayoutSpec()),
            sections: [
                Section(id: SectionID("s"), items: [ItemRun(size: nil, count: items)], compositional: section)
            ]
        )
    }

    static let halfWidthGroup = CollectionLayoutGroup(
        axis: .horizontal,
        layoutSize: CollectionLayoutSize(width: .fractionalWidth(1), height: .absolute(40)),
        subitems: [
            .item(
                CollectionLayoutItem(
                    layoutSize: CollectionLayoutSize(width: .fractionalWidth(0.5), height: .fractionalHeight(1))
                )
            )
        ]
    )

    @Test func decorationsStayBelowEverythingElse() throws {
        var section = CompositionalParameters()
        section.group = Self.halfWidthGroup
        section.decorationItems = [CollectionLayoutDecorationItem(elementKind: "background")]
        section.boundarySupplementaryItems = [
            CollectionLayoutBoundarySupplementaryItem(
                elementKind: "header",
                layoutSize: CollectionLayoutSize(width: .fractionalWidth(1), height: .absolute(10)),
                alignment: .top
            )
        ]
        let elements = try #require(layOut(Self.document(section)).environments.first?.sections.first?.elements)
        #expect(elements.map(\.kind) == [.header, .cell, .cell, .background])
        #expect(elements.map(\.zIndex) == [1, 1, 1, 0])
    }

    @Test func cellsStayAtZeroWithoutDecorations() throws {
        var section = CompositionalParameters()
        section.group = Self.halfWidthGroup
        let elements = try #require(layOut(Self.document(section)).environments.first?.sections.first?.elements)
        #expect(elements.map(\.zIndex) == [0, 0])
    }

    @Test func zeroSizedItemsInAZeroWidthGroupEndWithTheItems() throws {
        var section = CompositionalParameters()
        section.group = CollectionLayoutGroup(
            axis: .horizontal,
            layoutSize: CollectionLayoutSize(width: .absolute(0), height: .absolute(10)),
            subitems: [
                .item(
                    CollectionLayoutItem(layoutSize: CollectionLayoutSize(width: .absolute(0), height: .absolute(10)))
                )
            ]
        )
        let layout = try #require(layOut(Self.document(section, items: 1000)).environments.first)
        // Every item fits in the first group: one row of 1,000 zero-width cells, 10 tall.
        #expect(layout.sections[0].elements.count == 1000)
        #expect(layout.contentSize == Size(width: 300, height: 10))
    }
}
