import LayoutEngine

extension SpecKeyCatalogue {
    /// The compositional layout's and sections' keys held in the engine's parameters
    /// (``SpecKey/compositionalParameter``), each once, in the catalogue's order.
    public static let compositionalParameterKeys: [SpecKey] = {
        var named: Set<String> = []
        return compositionalRows.filter { $0.compositionalParameter != nil && named.insert($0.name).inserted }
    }()

    /// A compositional layout's keys (its configuration), a section's, a list's, then its groups',
    /// items' and supplementary items'.
    static let compositionalRows: [SpecKey] =
        compositionalLayoutRows + compositionalSectionRows + listRows + groupRows + anchorRows

    static let compositionalLayoutRows: [SpecKey] = [
        SpecKey(
            .scrollDirection,
            [.compositionalLayout],
            .enumeration(ScrollDirection.allCases.map(\.rawValue)),
            defaultValue: "vertical",
            property: UIKitProperty(UIKitClass.compositionalConfiguration, "scrollDirection"),
            compositionalParameter: .member(\.scrollDirection),
            "`vertical` or `horizontal`."
        ),
        SpecKey(
            .interSectionSpacing,
            [.compositionalLayout],
            .number,
            range: 0...Double.infinity,
            defaultValue: "0",
            property: UIKitProperty(UIKitClass.compositionalConfiguration, "interSectionSpacing"),
            compositionalParameter: .number(\.interSectionSpacing),
            "The spacing between sections, not after the last."
        ),
        SpecKey(
            .contentInsetsReference,
            [.compositionalLayout],
            .enumeration(ContentInsetsReference.allCases.map(\.rawValue)),
            defaultValue: "safeArea",
            property: UIKitProperty(UIKitClass.compositionalConfiguration, "contentInsetsReference"),
            introduced: 14,
            compositionalParameter: .member(\.contentInsetsReference),
            "What sections are measured from: `safeArea`, `none`, `layoutMargins`, `readableContent`, or `automatic`."
        ),
        SpecKey(
            .boundarySupplementaryItems,
            [.compositionalLayout],
            .list(of: "boundaryItem"),
            property: UIKitProperty(UIKitClass.compositionalConfiguration, "boundarySupplementaryItems"),
            compositionalParameter: .boundaryItems(\.boundarySupplementaryItems),
            "Headers, footers and other views on the section's (or the layout's) edges."
        ),
        SpecKey(
            .list,
            [.compositionalLayout],
            .reference("list"),
            property: UIKitProperty("UICollectionViewCompositionalLayout", "list"),
            introduced: 14,
            compositionalParameter: .list(\.list),
            "A list (UICollectionLayoutListConfiguration): rows, headers and insets as UIKit's list(using:) makes them."
        ),
    ]

    static let compositionalSectionRows: [SpecKey] = [
        SpecKey(
            .group,
            [.compositionalSection],
            .reference("rootGroup"),
            property: UIKitProperty(UIKitClass.section, "group"),
            compositionalParameter: .rootGroup(\.group),
            "The section's root group: {horizontal: GROUP} or {vertical: GROUP}."
        ),
        SpecKey(
            .contentInsets,
            [.compositionalSection],
            .insets,
            defaultValue: "0",
            property: UIKitProperty(UIKitClass.section, "contentInsets"),
            compositionalParameter: .insets(\.contentInsets, directional: true),
            "Insets: {top, leading, bottom, trailing} (or left and right)."
        ),
        SpecKey(
            .interGroupSpacing,
            [.compositionalSection],
            .number,
            range: 0...Double.infinity,
            defaultValue: "0",
            property: UIKitProperty(UIKitClass.section, "interGroupSpacing"),
            compositionalParameter: .number(\.interGroupSpacing),
            "The spacing between repetitions of the root group."
        ),
        SpecKey(
            .orthogonalScrollingBehavior,
            [.compositionalSection],
            .enumeration(OrthogonalScrollingBehavior.allCases.map(\.rawValue)),
            defaultValue: "none",
            property: UIKitProperty(UIKitClass.section, "orthogonalScrollingBehavior"),
            compositionalParameter: .member(\.orthogonalScrollingBehavior, writesDefault: false),
            "Whether the section scrolls across the layout, and how."
        ),
        SpecKey(
            .supplementariesFollowContentInsets,
            [.compositionalSection],
            .boolean,
            defaultValue: "true",
            property: UIKitProperty(UIKitClass.section, "supplementariesFollowContentInsets"),
            compositionalParameter: .flag(\.supplementariesFollowContentInsets),
            "Whether boundary items take the section's leading and trailing insets."
        ),
        SpecKey(
            .boundarySupplementaryItems,
            [.compositionalSection],
            .list(of: "boundaryItem"),
            property: UIKitProperty(UIKitClass.section, "boundarySupplementaryItems"),
            compositionalParameter: .boundaryItems(\.boundarySupplementaryItems),
            "Headers, footers and other views on the section's (or the layout's) edges."
        ),
        SpecKey(
            .decorationItems,
            [.compositionalSection],
            .list(of: "decoration"),
            property: UIKitProperty(UIKitClass.section, "decorationItems"),
            compositionalParameter: .decorationItems(\.decorationItems),
            "Decorations: {elementKind, contentInsets}; `background` covers the section."
        ),
        SpecKey(
            .contentInsetsReference,
            [.compositionalSection],
            .enumeration(ContentInsetsReference.allCases.map(\.rawValue)),
            property: UIKitProperty(UIKitClass.section, "contentInsetsReference"),
            introduced: 14,
            compositionalParameter: .member(\.contentInsetsReference),
            "What the section is measured from: `safeArea`, `none`, `layoutMargins`, `readableContent`, or `automatic`."
        ),
        SpecKey(
            .supplementaryContentInsetsReference,
            [.compositionalSection],
            .enumeration(ContentInsetsReference.allCases.map(\.rawValue)),
            defaultValue: "automatic",
            property: UIKitProperty(UIKitClass.section, "supplementaryContentInsetsReference"),
            introduced: 16,
            compositionalParameter: .member(\.supplementaryContentInsetsReference),
            "What the section's boundary items are measured from; `automatic` follows the layout's."
        ),
        SpecKey(
            .list,
            [.compositionalSection],
            .reference("list"),
            property: UIKitProperty(UIKitClass.section, "list"),
            introduced: 14,
            compositionalParameter: .list(\.list),
            "A list section (UICollectionLayoutListConfiguration): rows, headers and insets as UIKit makes them."
        ),
    ]

    static let listRows: [SpecKey] = [
        SpecKey(
            .appearance,
            [.list],
            .enumeration(ListAppearance.allCases.map(\.rawValue)),
            property: UIKitProperty(UIKitClass.listConfiguration, "appearance"),
            "`plain`, `grouped`, `insetGrouped`, `sidebar` or `sidebarPlain`."
        ),
        SpecKey(
            .headerMode,
            [.list],
            .enumeration(ListHeaderMode.allCases.map(\.rawValue)),
            defaultValue: "none",
            property: UIKitProperty(UIKitClass.listConfiguration, "headerMode"),
            "`none`, `supplementary` (a header view) or `firstItemInSection`."
        ),
        SpecKey(
            .footerMode,
            [.list],
            .enumeration(ListFooterMode.allCases.map(\.rawValue)),
            defaultValue: "none",
            property: UIKitProperty(UIKitClass.listConfiguration, "footerMode"),
            "`none` or `supplementary`."
        ),
        SpecKey(
            .headerTopPadding,
            [.list],
            .number,
            range: 0...Double.infinity,
            property: UIKitProperty(UIKitClass.listConfiguration, "headerTopPadding"),
            introduced: 15,
            "Extra room above each header; default: automatic (22 in plain lists, 0 in the others)."
        ),
        SpecKey(
            .headerHeight,
            [.list],
            .number,
            range: 0...Double.infinity,
            "The measured height of the list's header; default: UIKit's estimate."
        ),
        SpecKey(
            .footerHeight,
            [.list],
            .number,
            range: 0...Double.infinity,
            "The measured height of the list's footer; default: UIKit's estimate."
        ),
        SpecKey(
            .showsSeparators,
            [.list],
            .boolean,
            defaultValue: "true",
            property: UIKitProperty(UIKitClass.listConfiguration, "showsSeparators"),
            "Accepted; separators take no space."
        ),
    ]
}
