import LayoutEngine

extension SpecKeyCatalogue {
    /// The flow layout's keys held in the engine's parameters (``SpecKey/flowParameter``), in the
    /// catalogue's order: what a flow layout or section reads, and what generation writes.
    public static let flowParameterKeys = keys(in: .flow).filter { $0.flowParameter != nil }

    /// The keys a `UICollectionViewDelegateFlowLayout` method gives per section (or per item), in
    /// the order the protocol declares its methods.
    public static let flowDelegateKeys: [SpecKey] = [
        "itemSize", "sectionInset", "minimumLineSpacing", "minimumInteritemSpacing", "headerReferenceSize",
        "footerReferenceSize",
    ].compactMap { name in flowRows.first { $0.name == name && $0.delegateLabel != nil } }

    /// A flow layout's keys (UICollectionViewFlowLayout, its delegate, the aligned flow layout and the
    /// seed layouts), which a flow section and a variant may set too; then a flow section's own.
    static let flowRows: [SpecKey] = [
        SpecKey(
            .scrollDirection,
            [.flow],
            .enumeration(ScrollDirection.allCases.map(\.rawValue)),
            defaultValue: "vertical",
            property: UIKitProperty(UIKitClass.flowLayout, "scrollDirection"),
            flowParameter: .member(\.scrollDirection, layoutOnly: true),
            "`vertical` or `horizontal`."
        ),
        SpecKey(
            .itemSize,
            [.flow],
            .size,
            defaultValue: "[50, 50]",
            property: UIKitProperty(UIKitClass.flowLayout, "itemSize"),
            delegateLabel: "sizeForItemAt",
            flowParameter: .size(\.itemSize),
            "The items' size, [width, height]."
        ),
        SpecKey(
            .estimatedItemSize,
            [.flow],
            .size,
            property: UIKitProperty(UIKitClass.flowLayout, "estimatedItemSize"),
            flowParameter: .size(\.estimatedItemSize, estimated: true),
            "Self-sizing: the estimate; items give their measured sizes."
        ),
        SpecKey(
            .minimumLineSpacing,
            [.flow],
            .number,
            range: 0...Double.infinity,
            defaultValue: "10",
            property: UIKitProperty(UIKitClass.flowLayout, "minimumLineSpacing"),
            delegateLabel: "minimumLineSpacingForSectionAt",
            flowParameter: .number(\.minimumLineSpacing),
            "The spacing between lines (rows when scrolling vertically)."
        ),
        SpecKey(
            .minimumInteritemSpacing,
            [.flow],
            .number,
            range: 0...Double.infinity,
            defaultValue: "10",
            property: UIKitProperty(UIKitClass.flowLayout, "minimumInteritemSpacing"),
            delegateLabel: "minimumInteritemSpacingForSectionAt",
            flowParameter: .number(\.minimumInteritemSpacing),
            "The minimum spacing between items of a line."
        ),
        SpecKey(
            .sectionInset,
            [.flow],
            .insets,
            defaultValue: "0",
            property: UIKitProperty(UIKitClass.flowLayout, "sectionInset"),
            delegateLabel: "insetForSectionAt",
            flowParameter: .insets(\.sectionInset),
            "The section's insets: [top, left, bottom, right]."
        ),
        SpecKey(
            .sectionInsetReference,
            [.flow],
            .types(["string"]),
            defaultValue: "fromContentInset",
            property: UIKitProperty(UIKitClass.flowLayout, "sectionInsetReference"),
            introduced: 11,
            flowParameter: .member(\.sectionInsetReference),
            "What the section insets are measured from."
        ),
        SpecKey(
            .headerReferenceSize,
            [.flow],
            .supplementarySize,
            defaultValue: "[0, 0]",
            property: UIKitProperty(UIKitClass.flowLayout, "headerReferenceSize"),
            delegateLabel: "referenceSizeForHeaderInSection",
            flowParameter: .supplementarySize(\.headerReferenceSize),
            "The section header's size; only its height counts when scrolling vertically."
        ),
        SpecKey(
            .footerReferenceSize,
            [.flow],
            .supplementarySize,
            defaultValue: "[0, 0]",
            property: UIKitProperty(UIKitClass.flowLayout, "footerReferenceSize"),
            delegateLabel: "referenceSizeForFooterInSection",
            flowParameter: .supplementarySize(\.footerReferenceSize),
            "The section footer's size; only its height counts when scrolling vertically."
        ),
        SpecKey(
            .sectionHeadersPinToVisibleBounds,
            [.flow],
            .boolean,
            defaultValue: "false",
            property: UIKitProperty(UIKitClass.flowLayout, "sectionHeadersPinToVisibleBounds"),
            flowParameter: .flag(\.sectionHeadersPinToVisibleBounds),
            "Whether headers stick to the top of the visible bounds."
        ),
        SpecKey(
            .sectionFootersPinToVisibleBounds,
            [.flow],
            .boolean,
            defaultValue: "false",
            property: UIKitProperty(UIKitClass.flowLayout, "sectionFootersPinToVisibleBounds"),
            flowParameter: .flag(\.sectionFootersPinToVisibleBounds),
            "Whether footers stick to the bottom of the visible bounds."
        ),
        SpecKey(
            .itemsPerRow,
            [.flow],
            .number,
            property: UIKitProperty("WideCollectionViewLayout", "numberOfItemsPerRow"),
            flowParameter: .count(\.itemsPerRow),
            "A seed layout: this many items a row, sized to fill it."
        ),
        SpecKey(
            .equalSpacing,
            [.flow],
            .boolean,
            defaultValue: "false",
            property: UIKitProperty("DSSCollectionViewFlowLayout", "placeEqualSpaceAroundAllCells"),
            flowParameter: .flag(\.equalSpacing),
            "A seed layout: equal spacing around and between the items."
        ),
        SpecKey(
            .display,
            [.flow],
            .anything,
            property: UIKitProperty("CollectionDisplay", "display"),
            flowParameter: .display(\.display),
            "A seed layout: `list`, `inline` or {grid: N}."
        ),
        SpecKey(
            .listHeight,
            [.flow],
            .number,
            range: 0...Double.infinity,
            flowParameter: .number(\.listHeight),
            "The row height of `display: list`."
        ),
        SpecKey(
            .inlineFraction,
            [.flow],
            .number,
            range: 0...Double.infinity,
            flowParameter: .number(\.inlineFraction),
            "The width fraction of `display: inline` items."
        ),
        SpecKey(
            .inlineHeight,
            [.flow],
            .number,
            range: 0...Double.infinity,
            flowParameter: .number(\.inlineHeight),
            "The height of `display: inline` items."
        ),
        SpecKey(
            .horizontalAlignment,
            [.flow],
            .oneOf(["justified", "left", "leading", "right", "trailing"]),
            defaultValue: "justified",
            property: UIKitProperty(UIKitClass.alignedFlowLayout, "horizontalAlignment"),
            flowParameter: .horizontalAlignment(\.horizontalAlignment),
            "AlignedCollectionViewFlowLayout: `justified`, `left`/`leading` or `right`/`trailing`."
        ),
        SpecKey(
            .verticalAlignment,
            [.flow],
            .enumeration(VerticalAlignment.allCases.map(\.rawValue)),
            defaultValue: "center",
            property: UIKitProperty(UIKitClass.alignedFlowLayout, "verticalAlignment"),
            flowParameter: .member(\.verticalAlignment),
            "AlignedCollectionViewFlowLayout: where items sit in a line."
        ),
        SpecKey(.header, [.flowSection], .anything, "The section header: a height, or a size."),
        SpecKey(.footer, [.flowSection], .anything, "The section footer: a height, or a size."),
    ]
}
