import LayoutEngine
import LayoutProtocol
import Testing

/// The keys a report names as the cause of what moved: compared as the engine holds them, by UIKit's
/// property paths, a section's items aside.
struct KeyChangesTests {
    static func document(width: CollectionLayoutDimension, spacing: Double?, items: Int = 3) -> LayoutDocument {
        var grid = CompositionalParameters()
        grid.group = CollectionLayoutGroup(
            axis: .horizontal,
            layoutSize: CollectionLayoutSize(width: .fractionalWidth(1), height: .absolute(100)),
            subitems: [
                .item(
                    CollectionLayoutItem(layoutSize: CollectionLayoutSize(width: width, height: .fractionalHeight(1)))
                )
            ]
        )
        grid.interGroupSpacing = spacing
        return LayoutDocument(
            name: "grid",
            environments: [LayoutEnvironment(name: "phone", size: Size(width: 320, height: 480))],
            layout: .compositional(CompositionalLayoutSpec()),
            sections: [
                Section(id: SectionID("grid"), items: [ItemRun(size: nil, count: items)], compositional: grid),
                Section(id: SectionID("footer"), items: [ItemRun(size: nil, count: 1)]),
            ]
        )
    }

    @Test func oneKeyIsTheCauseAndNamedByItsPath() {
        let old = Self.document(width: .fractionalWidth(0.5), spacing: 8)
        let spacing = KeyChanges(from: old, to: Self.document(width: .fractionalWidth(0.5), spacing: 10))
        #expect(spacing.cause(of: "grid", in: "phone")?.description == "interGroupSpacing 8 → 10")
        #expect(spacing.cause(of: "footer", in: "phone") == nil)
        #expect(spacing.cause(of: nil, in: "phone") == nil)
        let width = KeyChanges(from: old, to: Self.document(width: .fractionalWidth(0.25), spacing: 8))
        #expect(
            width.cause(of: "grid", in: "phone")?.description
                == "group.subitems[0].item.layoutSize.width fractionalWidth(0.5) → fractionalWidth(0.25)"
        )
        let unset = KeyChanges(from: old, to: Self.document(width: .fractionalWidth(0.5), spacing: nil))
        #expect(unset.cause(of: "grid", in: "phone")?.description == "interGroupSpacing 8 → unset")
    }

    @Test func twoKeysNameNoCauseAndItemsAreNotKeys() {
        let old = Self.document(width: .fractionalWidth(0.5), spacing: 8)
        let both = KeyChanges(from: old, to: Self.document(width: .absolute(40), spacing: 10))
        #expect(both.cause(of: "grid", in: "phone") == nil)
        #expect(
            both.changes(of: "grid", in: "phone").map(\.key) == [
                "group.subitems[0].item.layoutSize.width", "interGroupSpacing",
            ]
        )
        let items = KeyChanges(from: old, to: Self.document(width: .fractionalWidth(0.5), spacing: 8, items: 9))
        #expect(items.changes(of: "grid", in: "phone").isEmpty)
    }
}
