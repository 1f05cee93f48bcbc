import LayoutEngine
import LayoutProtocol
import Testing

/// The keys a report names as the cause of what moved: compared as each environment resolves them, by
/// UIKit's property paths, a section's items aside.
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

    /// A flow spec in a narrow (320) and a wide (900) environment: `layout` and `section` are the keys
    /// of the layout and of its one section `s`, `variant` what a variant holding from 600 points sets.
    static func flow(
        layout: FlowParameters,
        section: FlowParameters = FlowParameters(),
        variant: TraitVariant<FlowParameters>? = nil
    ) -> LayoutDocument {
        LayoutDocument(
            name: "flow",
            environments: [
                LayoutEnvironment(name: "narrow", size: Size(width: 320, height: 480)),
                LayoutEnvironment(name: "wide", size: Size(width: 900, height: 480)),
            ],
            layout: .flow(FlowLayoutSpec(flow: layout, variants: variant.map { [$0] } ?? [])),
            sections: [Section(id: SectionID("s"), items: [ItemRun(size: nil, count: 4)], flow: section)]
        )
    }

    static func spacing(_ value: Double) -> FlowParameters {
        var keys = FlowParameters()
        keys.minimumLineSpacing = value
        return keys
    }

    /// The layout's 10 moved to its one section is no change; the section setting 5 over the layout's
    /// 10 is `10 → 5`, the value the section had, not `unset → 5`.
    @Test func aSectionsKeysAreTheLayoutsOverlaidByItsOwn() {
        let onLayout = Self.flow(layout: Self.spacing(10))
        let moved = KeyChanges(from: onLayout, to: Self.flow(layout: FlowParameters(), section: Self.spacing(10)))
        #expect(moved.changes(of: "s", in: "narrow").isEmpty)
        let own = KeyChanges(from: onLayout, to: Self.flow(layout: Self.spacing(10), section: Self.spacing(5)))
        #expect(own.cause(of: "s", in: "narrow")?.description == "minimumLineSpacing 10 → 5")
        #expect(own.cause(of: nil, in: "narrow") == nil)
    }

    /// A variant from 600 points that sets 20 changes the wide environment only: 10 → 20 there, and in
    /// the narrow one, where it does not hold, nothing.
    @Test func aVariantChangesOnlyWhereItHolds() {
        let variant = TraitVariant(condition: TraitCondition(minWidth: 600), layout: Self.spacing(20))
        let changes = KeyChanges(
            from: Self.flow(layout: Self.spacing(10)),
            to: Self.flow(layout: Self.spacing(10), variant: variant)
        )
        #expect(changes.changes(of: "s", in: "narrow").isEmpty)
        #expect(changes.changes(of: nil, in: "narrow").isEmpty)
        #expect(changes.cause(of: "s", in: "wide")?.description == "minimumLineSpacing 10 → 20")
        #expect(changes.cause(of: nil, in: "wide")?.description == "minimumLineSpacing 10 → 20")
    }
}
