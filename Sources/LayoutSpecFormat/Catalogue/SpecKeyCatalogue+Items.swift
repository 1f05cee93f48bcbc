import LayoutEngine

extension SpecKeyCatalogue {
    /// A boundary item's keys the engine's item holds (``SpecKey/itemParameter``): read, generated and
    /// imported by these rows.
    public static let boundaryItemParameterKeys = keys(in: .boundaryItem).filter {
        $0.itemParameter?.boundaryItem != nil
    }
    /// A decoration's keys the engine's item holds.
    public static let decorationParameterKeys = keys(in: .decoration).filter { $0.itemParameter?.decoration != nil }

    /// A compositional section's groups, items, boundary items, badges and decorations.
    ///
    /// A key of `NSCollectionLayoutItem`, which the others inherit, is one row in each of them.
    static let groupRows: [SpecKey] = [
        SpecKey(
            .item,
            [.subitem],
            .reference("item"),
            "An item: {layoutSize, contentInsets, edgeSpacing, supplementaryItems}."
        ),
        SpecKey(
            .horizontal,
            [.rootGroup, .subitem],
            .reference("group"),
            "A horizontal group: its subitems side by side (NSCollectionLayoutGroup.horizontal)."
        ),
        SpecKey(
            .vertical,
            [.rootGroup, .subitem],
            .reference("group"),
            "A vertical group: its subitems one above the other (NSCollectionLayoutGroup.vertical)."
        ),
        SpecKey(
            .elementKind,
            [.boundaryItem, .badge, .decoration],
            .text,
            "The element kind; `header`, `footer` and `background` are reported as such."
        ),
        SpecKey(
            .layoutSize,
            [.group, .item, .boundaryItem, .badge],
            .layoutSize,
            property: UIKitProperty(UIKitClass.item, "layoutSize"),
            "[width, height] of dimensions: absolute(44), estimated(50), fractionalWidth(0.5), fractionalHeight(0.2)."
        ),
        SpecKey(
            .subitems,
            [.group],
            .list(of: "subitem"),
            property: UIKitProperty(UIKitClass.group, "subitems"),
            "The group's subitems: {item: ITEM}, {horizontal: GROUP} or {vertical: GROUP}."
        ),
        SpecKey(
            .repeatingSubitem,
            [.group],
            .reference("subitem"),
            property: UIKitProperty(UIKitClass.group, "repeatingSubitem"),
            introduced: 16,
            "In place of subitems, with count (repeatingSubitem:count:): the subitem repeated count times, each at its own size."
        ),
        SpecKey(
            .count,
            [.group],
            .anything,
            property: UIKitProperty(UIKitClass.group, "subitem"),
            "With one subitem, subitem:count:: count subitems sharing the group's length; with repeatingSubitem, how many times it repeats."
        ),
        SpecKey(
            .interItemSpacing,
            [.group],
            .anything,
            property: UIKitProperty(UIKitClass.group, "interItemSpacing"),
            "The spacing between subitems: fixed(n) or flexible(n)."
        ),
        SpecKey(
            .alignment,
            [.boundaryItem],
            .enumeration(RectAlignment.allCases.map(\.rawValue)),
            property: UIKitProperty(UIKitClass.boundaryItem, "alignment"),
            "Where the item sits on the section: top, topLeading, leading, …"
        ),
        SpecKey(
            .offset,
            [.boundaryItem],
            .pair,
            property: UIKitProperty(UIKitClass.boundaryItem, "offset"),
            "absoluteOffset, added after alignment: [x, y]."
        ),
        SpecKey(
            .extendsBoundary,
            [.boundaryItem],
            .boolean,
            defaultValue: "true",
            property: UIKitProperty(UIKitClass.boundaryItem, "extendsBoundary"),
            itemParameter: .boundaryItem(.flag(\.extendsBoundary, default: true)),
            "Whether the item pushes the content away from its edge."
        ),
        SpecKey(
            .pinToVisibleBounds,
            [.boundaryItem],
            .boolean,
            defaultValue: "false",
            property: UIKitProperty(UIKitClass.boundaryItem, "pinToVisibleBounds"),
            itemParameter: .boundaryItem(.flag(\.pinToVisibleBounds, default: false)),
            "Whether the item pins to the visible bounds."
        ),
        SpecKey(.measuredSize, [.boundaryItem], .size, "The measured size of a self-sizing item."),
        SpecKey(
            .zIndex,
            [.boundaryItem],
            .number,
            range: -10_000...10_000,
            defaultValue: "1",
            property: UIKitProperty(UIKitClass.supplementaryItem, "zIndex"),
            itemParameter: .boundaryItem(.wholeNumber(\.zIndex, default: 1)),
            "The item's place in the stack: above the cells and decorations at 1, or wherever the layout puts it."
        ),
        SpecKey(
            .zIndex,
            [.decoration],
            .number,
            range: -10_000...10_000,
            defaultValue: "0",
            property: UIKitProperty(UIKitClass.decorationItem, "zIndex"),
            itemParameter: .decoration(.wholeNumber(\.zIndex, default: 0)),
            "The decoration's place in the stack: below the section's cells and boundary items at 0."
        ),
        SpecKey(
            .containerAnchor,
            [.badge],
            .reference("anchor"),
            property: UIKitProperty(UIKitClass.supplementaryItem, "containerAnchor"),
            "{edges: [top, trailing], offset: …}: where on the item the badge goes."
        ),
        SpecKey(
            .itemAnchor,
            [.badge],
            .reference("anchor"),
            property: UIKitProperty(UIKitClass.supplementaryItem, "itemAnchor"),
            "{edges: […], offset: …}: the badge's own anchor point."
        ),
        SpecKey(
            .contentInsets,
            [.group, .item, .decoration],
            .insets,
            defaultValue: "0",
            property: UIKitProperty(UIKitClass.item, "contentInsets"),
            "Insets: {top, leading, bottom, trailing} (or left and right)."
        ),
        SpecKey(
            .edgeSpacing,
            [.group, .item],
            .reference("edgeSpacing"),
            property: UIKitProperty(UIKitClass.item, "edgeSpacing"),
            "The outsets: {leading, top, trailing, bottom}, each fixed(n) or flexible(n)."
        ),
        SpecKey(
            .supplementaryItems,
            [.item],
            .list(of: "badge"),
            property: UIKitProperty(UIKitClass.item, "supplementaryItems"),
            "Badges anchored to the item: {elementKind, layoutSize, containerAnchor, itemAnchor}."
        ),
    ]

    /// An anchor's keys, and an edge spacing's.
    static let anchorRows: [SpecKey] = [
        SpecKey(
            .edges,
            [.anchor],
            .words(DirectionalRectEdge.allCases.map(\.rawValue)),
            "The anchor's edges: top, leading, bottom, trailing."
        ),
        SpecKey(
            .offset,
            [.anchor],
            .types(["array", "string", "object"]),
            "The anchor's offset: fractional(x, y), absolute(x, y) or [x, y]."
        ),
        SpecKey(.leading, [.edgeSpacing], .anything, "The spacing on the leading edge: fixed(n) or flexible(n)."),
        SpecKey(.top, [.edgeSpacing], .anything, "The spacing on the top edge: fixed(n) or flexible(n)."),
        SpecKey(.trailing, [.edgeSpacing], .anything, "The spacing on the trailing edge: fixed(n) or flexible(n)."),
        SpecKey(.bottom, [.edgeSpacing], .anything, "The spacing on the bottom edge: fixed(n) or flexible(n)."),
    ]
}
