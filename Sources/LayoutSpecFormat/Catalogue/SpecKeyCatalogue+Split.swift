import LayoutEngine

extension SpecKeyCatalogue {
    /// A split layout's keys (UICollectionViewSplitLayout and its delegate) and a split section's, in
    /// one order both follow.
    static let splitRows: [SpecKey] = [
        SpecKey(
            "leftSideRatio",
            [.splitLayout],
            .number,
            range: 0...1,
            property: UIKitProperty(UIKitClass.splitLayout, "leftSideRatio"),
            "The left column's share of the width, 0 to 1."
        ),
        SpecKey(
            "splitSpacing",
            [.splitLayout],
            .number,
            range: 0...Double.infinity,
            property: UIKitProperty(UIKitClass.splitLayout, "splitSpacing"),
            "The spacing between the two columns."
        ),
        SpecKey(
            "side",
            [.splitSection],
            .enumeration(SplitSide.allCases.map(\.rawValue)),
            delegateLabel: "sideForSection",
            "The column: `left` or `right`."
        ),
        SpecKey(
            "header",
            [.splitSection],
            .anything,
            delegateLabel: "referenceSizeForHeaderInSection",
            "The section header: a height, or a size."
        ),
        SpecKey(
            "footer",
            [.splitSection],
            .anything,
            delegateLabel: "referenceSizeForFooterInSection",
            "The section footer: a height, or a size."
        ),
        SpecKey(
            "backgroundColor",
            [.splitSection],
            .text,
            delegateLabel: "itemsBackgroundColorFor",
            "Any colour name, copied to the section's background."
        ),
        SpecKey(
            "minimumItemLineSpacing",
            [.splitLayout, .splitSection],
            .number,
            range: 0...Double.infinity,
            property: UIKitProperty(UIKitClass.splitLayout, "minimumItemLineSpacing"),
            delegateLabel: "minimumItemLineSpacingForSectionAtIndex",
            "The spacing between lines of items."
        ),
        SpecKey(
            "minimumInterItemSpacing",
            [.splitLayout, .splitSection],
            .number,
            range: 0...Double.infinity,
            property: UIKitProperty(UIKitClass.splitLayout, "minimumInterItemSpacing"),
            delegateLabel: "minimumInterItemSpacingForSectionAtIndex",
            "The spacing between items of a line."
        ),
        SpecKey(
            "sectionInset",
            [.splitLayout, .splitSection],
            .insets,
            property: UIKitProperty(UIKitClass.splitLayout, "sectionInset"),
            delegateLabel: "insetForSectionAtIndex",
            "The section's insets: [top, left, bottom, right]."
        ),
        SpecKey(
            "sectionInsetReference",
            [.splitLayout],
            .types(["string"]),
            property: UIKitProperty(UIKitClass.splitLayout, "sectionInsetReference"),
            "What the section insets are measured from."
        ),
        SpecKey(
            "isNormalizingLineHeight",
            [.splitLayout],
            .boolean,
            property: UIKitProperty(UIKitClass.splitLayout, "isNormalizingLineHeight"),
            "Whether every item of a line takes the line's height."
        ),
        SpecKey(
            "sectionPinToVisibleBounds",
            [.splitLayout],
            .boolean,
            property: UIKitProperty(UIKitClass.splitLayout, "sectionPinToVisibleBounds"),
            "Whether section headers pin to the visible bounds."
        ),
        SpecKey(
            "itemSize",
            [.splitLayout],
            .size,
            delegateLabel: "sizeForItemAtIndexPath",
            "The items' size, [width, height], for items that give none."
        ),
    ]
}
