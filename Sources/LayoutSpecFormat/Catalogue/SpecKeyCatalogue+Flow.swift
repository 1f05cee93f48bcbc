import LayoutEngine

extension SpecKeyCatalogue {

    /// A flow layout's keys (UICollectionViewFlowLayout, its delegate, the aligned flow layout and the
    /// seed layouts), which a flow section and a variant may set too; then a flow section's own.
    static let flowRows: [SpecKey] = [
        SpecKey(
            "scrollDirection",
            [.flow],
            .enumeration(ScrollDirection.allCases.map(\.rawValue)),
            defaultValue: "vertical",
            property: UIKitProperty(UIKitClass.flowLayout, "scrollDirection"),
            "`vertical` or `horizontal`."
        ),
        SpecKey(
            "itemSize",
            [.flow],
            .size,
            defaultValue: "[50, 50]",
            property: UIKitProperty(UIKitClass.flowLayout, "itemSize"),
            delegateLabel: "sizeForItemAt",
            "The items' size, [width, height]."
        ),
        SpecKey(
            "estimatedItemSize",
            [.flow],
            .size,
            property: UIKitProperty(UIKitClass.flowLayout, "estimatedItemSize"),
            "Self-sizing: the estimate; items give their measured sizes."
        ),
        SpecKey(
            "minimumLineSpacing",
            [.flow],
            .number,
            range: 0...Double.infinity,
            defaultValue: "10",
            property: UIKitProperty(UIKitClass.flowLayout, "minimumLineSpacing"),
            delegateLabel: "minimumLineSpacingForSectionAt",
            "The spacing between lines (rows when scrolling vertically)."
        ),
        SpecKey(
            "minimumInteritemSpacing",
            [.flow],
            .number,
            range: 0...Double.infinity,
            defaultValue: "10",
            property: UIKitProperty(UIKitClass.flowLayout, "minimumInteritemSpacing"),
            delegateLabel: "minimumInteritemSpacingForSectionAt",
            "The minimum spacing between items of a line."
        ),
        SpecKey(
            "sectionInset",
            [.flow],
            .insets,
            defaultValue: "0",
            property: UIKitProperty(UIKitClass.flowLayout, "sectionInset"),
            delegateLabel: "insetForSectionAt",
            "The section's insets: [top, left, bottom, right]."
        ),
        SpecKey(
            "sectionInsetReference",
            [.flow],
            .types(["string"]),
            property: UIKitProperty(UIKitClass.flowLayout, "sectionInsetReference"),
            introduced: 11,
            "What the section insets are measured from."
        ),
        SpecKey(
            "headerReferenceSize",
            [.flow],
            .supplementarySize,
            defaultValue: "[0, 0]",
            property: UIKitProperty(UIKitClass.flowLayout, "headerReferenceSize"),
            delegateLabel: "referenceSizeForHeaderInSection",
            "The section header's size; only its height counts when scrolling vertically."
        ),
        SpecKey(
            "footerReferenceSize",
            [.flow],
            .supplementarySize,
            defaultValue: "[0, 0]",
            property: UIKitProperty(UIKitClass.flowLayout, "footerReferenceSize"),
            delegateLabel: "referenceSizeForFooterInSection",
            "The section footer's size; only its height counts when scrolling vertically."
        ),
        SpecKey(
            "sectionHeadersPinToVisibleBounds",
            [.flow],
            .boolean,
            defaultValue: "false",
            property: UIKitProperty(UIKitClass.flowLayout, "sectionHeadersPinToVisibleBounds"),
            "Whether headers stick to the top of the visible bounds."
        ),
        SpecKey(
            "sectionFootersPinToVisibleBounds",
            [.flow],
            .boolean,
            defaultValue: "false",
            property: UIKitProperty(UIKitClass.flowLayout, "sectionFootersPinToVisibleBounds"),
            "Whether footers stick to the bottom of the visible bounds."
        ),
        SpecKey(
            "itemsPerRow",
            [.flow],
            .number,
            property: UIKitProperty("WideCollectionViewLayout", "numberOfItemsPerRow"),
            "A seed layout: this many items a row, sized to fill it."
        ),
        SpecKey(
            "equalSpacing",
            [.flow],
            .boolean,
            property: UIKitProperty("DSSCollectionViewFlowLayout", "placeEqualSpaceAroundAllCells"),
            "A seed layout: equal spacing around and between the items."
        ),
        SpecKey(
            "display",
            [.flow],
            .anything,
            property: UIKitProperty("CollectionDisplay", "display"),
            "A seed layout: `list`, `inline` or {grid: N}."
        ),
        SpecKey(
            "listHeight",
            [.flow],
            .number,
            range: 0...Double.infinity,
            "The row height of `display: list`."
        ),
        SpecKey(
            "inlineFraction",
            [.flow],
            .number,
            range: 0...Double.infinity,
            "The width fraction of `display: inline` items."
        ),
        SpecKey(
            "inlineHeight",
            [.flow],
            .number,
            range: 0...Double.infinity,
            "The height of `display: inline` items."
        ),
        SpecKey(
            "horizontalAlignment",
            [.flow],
            .oneOf(["justified", "left", "leading", "right", "trailing"]),
            property: UIKitProperty(UIKitClass.alignedFlowLayout, "horizontalAlignment"),
            "AlignedCollectionViewFlowLayout: `justified`, `left`/`leading` or `right`/`trailing`."
        ),
        SpecKey(
            "verticalAlignment",
            [.flow],
            .enumeration(VerticalAlignment.allCases.map(\.rawValue)),
            property: UIKitProperty(UIKitClass.alignedFlowLayout, "verticalAlignment"),
            "AlignedCollectionViewFlowLayout: where items sit in a line."
        ),
        SpecKey("header", [.flowSection], .anything, "The section header: a height, or a size."),
        SpecKey("footer", [.flowSection], .anything, "The section footer: a height, or a size."),
    ]
}
