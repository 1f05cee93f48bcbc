import LayoutEngine

extension SpecKeyCatalogue {
    /// The split layout's keys held in the engine's parameters (``SpecKey/splitParameter``), a
    /// layout's and a section's, in the catalogue's order.
    public static let splitParameterKeys = splitRows.filter { $0.splitParameter != nil }

    /// The split layout's own properties, in the order `makeLayout()` sets them.
    public static let splitLayoutProperties = splitParameterKeys.filter { $0.property?.owner == UIKitClass.splitLayout }

    /// The keys an optional method of the split layout's delegate gives per section, in the order
    /// the protocol declares its methods.
    public static let splitDelegateKeys: [SpecKey] = [
        "header", "footer", "sectionInset", "minimumInterItemSpacing", "minimumItemLineSpacing", "backgroundColor",
    ].compactMap { name in splitRows.first { $0.name == name && $0.delegateLabel != nil } }
    /// A split layout's keys (UICollectionViewSplitLayout and its delegate) and a split section's, in
    /// one order both follow.
    static let splitRows: [SpecKey] = [
        SpecKey(
            .leftSideRatio,
            [.splitLayout],
            .number,
            range: 0...1,
            defaultValue: "1",
            property: UIKitProperty(UIKitClass.splitLayout, "leftSideRatio"),
            splitParameter: .number(\.leftSideRatio),
            "The left column's share of the width, 0 to 1."
        ),
        SpecKey(
            .splitSpacing,
            [.splitLayout],
            .number,
            range: 0...Double.infinity,
            defaultValue: "0",
            property: UIKitProperty(UIKitClass.splitLayout, "splitSpacing"),
            splitParameter: .number(\.splitSpacing),
            "The spacing between the two columns."
        ),
        SpecKey(
            .side,
            [.splitSection],
            .enumeration(SplitSide.allCases.map(\.rawValue)),
            delegateLabel: "sideForSection",
            splitParameter: .member(\.side),
            "The column: `left` or `right`."
        ),
        SpecKey(
            .header,
            [.splitSection],
            .anything,
            delegateLabel: "referenceSizeForHeaderInSection",
            splitParameter: .splitSupplementarySize(\.header),
            "The section header: a height, or a size."
        ),
        SpecKey(
            .footer,
            [.splitSection],
            .anything,
            delegateLabel: "referenceSizeForFooterInSection",
            splitParameter: .splitSupplementarySize(\.footer),
            "The section footer: a height, or a size."
        ),
        SpecKey(
            .backgroundColor,
            [.splitSection],
            .text,
            delegateLabel: "itemsBackgroundColorFor",
            splitParameter: .text(\.backgroundColor),
            "Any colour name, copied to the section's background."
        ),
        SpecKey(
            .minimumItemLineSpacing,
            [.splitLayout, .splitSection],
            .number,
            range: 0...Double.infinity,
            defaultValue: "0",
            property: UIKitProperty(UIKitClass.splitLayout, "minimumItemLineSpacing"),
            delegateLabel: "minimumItemLineSpacingForSectionAtIndex",
            splitParameter: .number(\.minimumItemLineSpacing),
            "The spacing between lines of items."
        ),
        SpecKey(
            .minimumInterItemSpacing,
            [.splitLayout, .splitSection],
            .number,
            range: 0...Double.infinity,
            defaultValue: "0",
            property: UIKitProperty(UIKitClass.splitLayout, "minimumInterItemSpacing"),
            delegateLabel: "minimumInterItemSpacingForSectionAtIndex",
            splitParameter: .number(\.minimumInterItemSpacing),
            "The spacing between items of a line."
        ),
        SpecKey(
            .sectionInset,
            [.splitLayout, .splitSection],
            .insets,
            defaultValue: "0",
            property: UIKitProperty(UIKitClass.splitLayout, "sectionInset"),
            delegateLabel: "insetForSectionAtIndex",
            splitParameter: .insets(\.sectionInset),
            "The section's insets: [top, left, bottom, right]."
        ),
        SpecKey(
            .sectionInsetReference,
            [.splitLayout],
            .types(["string"]),
            defaultValue: "fromSafeArea",
            property: UIKitProperty(UIKitClass.splitLayout, "sectionInsetReference"),
            splitParameter: .member(\.sectionInsetReference),
            "What the section insets are measured from."
        ),
        SpecKey(
            .isNormalizingLineHeight,
            [.splitLayout],
            .boolean,
            defaultValue: "false",
            property: UIKitProperty(UIKitClass.splitLayout, "isNormalizingLineHeight"),
            splitParameter: .flag(\.isNormalizingLineHeight),
            "Whether every item of a line takes the line's height."
        ),
        SpecKey(
            .sectionPinToVisibleBounds,
            [.splitLayout],
            .boolean,
            defaultValue: "false",
            property: UIKitProperty(UIKitClass.splitLayout, "sectionPinToVisibleBounds"),
            splitParameter: .flag(\.sectionPinToVisibleBounds),
            "Whether section headers pin to the visible bounds."
        ),
        SpecKey(
            .itemSize,
            [.splitLayout],
            .size,
            delegateLabel: "sizeForItemAtIndexPath",
            splitParameter: .splitItemSize(\.itemSize),
            "The items' size, [width, height], for items that give none."
        ),
    ]
}
