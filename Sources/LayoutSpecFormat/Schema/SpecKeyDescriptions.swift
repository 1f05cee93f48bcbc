/// What each key of a spec means, in one line, for the schema's descriptions.
///
/// An editor shows them beside a completion or on hover. A key means the same wherever it appears
/// unless `context.key` says otherwise.
enum SpecKeyDescriptions {
    static func description(of key: String, in context: String) -> String {
        table["\(context).\(key)"] ?? table[key] ?? key
    }

    static let table: [String: String] = [
        // The spec
        "root.version": "The format's version: only 1 exists.",
        "root.name": "The spec's name; default: the file name without .layout.yaml.",
        "root.environments":
            "The collection views to lay the spec out in: device presets or explicit sizes. Default: an iPhone 17 in portrait.",
        "root.layout":
            "The layout object, with UIKit's property names: `type: flow` (UICollectionViewFlowLayout), `split` or `compositional`.",
        "root.sections": "The sections, in order, each with its items and its own keys.",
        "let":
            "Named values, in order, as `let` constants in a section provider or sizeForItemAt: each an expression that may use the names before it.",
        // Environments
        "environment.name": "Unique within the spec; names the output files. Default with a device: the preset's slug.",
        "device": "A device preset: fills the size, scale, safe area, size classes and margins.",
        "orientation": "`portrait` or `landscape`.",
        "environment.idiom":
            "UIUserInterfaceIdiom: `phone` or `pad`. Default: the preset's, else `pad` where the shorter side is at least 600.",
        "environment.size": "The collection view's bounds, [width, height], in points.",
        "scale": "The screen scale (2 or 3), for pixel rounding.",
        "safeArea": "The safe area insets of the collection view: [top, left, bottom, right].",
        "contentInset": "The collection view's contentInset.",
        "contentInsetAdjustment": "UIScrollView.ContentInsetAdjustmentBehavior: how the safe area joins contentInset.",
        "sizeClass": "The size classes: {horizontal: compact | regular, vertical: compact | regular}.",
        "layoutMargins":
            "The collection view's layout margins; default: a view controller's root view's (safe area + 16 or 20).",
        "contentOffset": "The scroll position; default: at rest, where the screen opens (−adjustedContentInset).",
        "systemVersion": "The iOS version, 15 to 26: pixel rounding, list metrics and landscape safe areas follow it.",
        "layoutDirection": "`leftToRight`, or `rightToLeft` to mirror the layout as UIKit does.",
        "preferredContentSizeCategory":
            "The user's text size (Dynamic Type): the readable width and list row heights follow it.",
        "designRequiresCompatibility":
            "UIDesignRequiresCompatibility: on iOS 26, true keeps the design before Liquid Glass (44-point list rows).",
        "navigationBar":
            "A navigation bar above the collection view: none, standard or largeTitle, or its height; adds to the safe area's top.",
        "bottomBar":
            "A tab bar or toolbar below the collection view: none, tabBar or toolbar, or its height; adds to the safe area's bottom.",
        "multitasking":
            "An iPad window beside another app: fullScreen, splitViewOneThird, splitViewHalf (landscape), splitViewTwoThirds or slideOver.",
        "horizontal": "The horizontal size class, or a horizontal group.",
        "vertical": "The vertical size class, or a vertical group.",
        // The layout
        "type":
            "`flow` (UICollectionViewFlowLayout), `split` (UICollectionViewSplitLayout) or `compositional` (UICollectionViewCompositionalLayout).",
        "variants":
            "Trait variations: {when: CONDITION, set: {KEYS}}; every variant whose condition holds is applied in order.",
        "variant.when": "The condition: every key of it must hold in the environment.",
        "variant.set": "The layout keys to set, and `sections.<id>.<key>` for one section.",
        "scrollDirection": "`vertical` or `horizontal`.",
        "itemSize": "The items' size, [width, height].",
        "estimatedItemSize": "Self-sizing: the estimate; items give their measured sizes.",
        "minimumLineSpacing": "The spacing between lines (rows when scrolling vertically).",
        "minimumInteritemSpacing": "The minimum spacing between items of a line.",
        "sectionInset": "The section's insets: [top, left, bottom, right].",
        "sectionInsetReference": "What the section insets are measured from.",
        "headerReferenceSize": "The section header's size; only its height counts when scrolling vertically.",
        "footerReferenceSize": "The section footer's size; only its height counts when scrolling vertically.",
        "sectionHeadersPinToVisibleBounds": "Whether headers stick to the top of the visible bounds.",
        "sectionFootersPinToVisibleBounds": "Whether footers stick to the bottom of the visible bounds.",
        "itemsPerRow": "A seed layout: this many items a row, sized to fill it.",
        "equalSpacing": "A seed layout: equal spacing around and between the items.",
        "display": "A seed layout: `list`, `inline` or {grid: N}.",
        "listHeight": "The row height of `display: list`.",
        "inlineFraction": "The width fraction of `display: inline` items.",
        "inlineHeight": "The height of `display: inline` items.",
        "horizontalAlignment": "AlignedCollectionViewFlowLayout: `justified`, `left`/`leading` or `right`/`trailing`.",
        "verticalAlignment": "AlignedCollectionViewFlowLayout: where items sit in a line.",
        "leftSideRatio": "The left column's share of the width, 0 to 1.",
        "splitSpacing": "The spacing between the two columns.",
        "minimumItemLineSpacing": "The spacing between lines of items.",
        "minimumInterItemSpacing": "The spacing between items of a line.",
        "isNormalizingLineHeight": "Whether every item of a line takes the line's height.",
        "sectionPinToVisibleBounds": "Whether section headers pin to the visible bounds.",
        "interSectionSpacing": "The spacing between sections, not after the last.",
        "contentInsetsReference":
            "What sections are measured from: `safeArea`, `none`, `layoutMargins`, `readableContent`, or `automatic`.",
        "supplementaryContentInsetsReference":
            "What the section's boundary items are measured from; `automatic` follows the layout's.",
        "boundarySupplementaryItems": "Headers, footers and other views on the section's (or the layout's) edges.",
        "list":
            "A list (UICollectionLayoutListConfiguration): rows, headers and insets as UIKit's list(using:) makes them.",
        // Sections
        "section.id": "The section's identity across edits; default: its index.",
        "section.items": "The items: a count, or a list of sizes, runs {size, count} and {}.",
        "section.header": "The section header: a height, or a size.",
        "section.footer": "The section footer: a height, or a size.",
        "side": "The column: `left` or `right`.",
        "backgroundColor": "Any colour name, copied to the section's background.",
        "group": "The section's root group: {horizontal: GROUP} or {vertical: GROUP}.",
        "contentInsets": "Insets: {top, leading, bottom, trailing} (or left and right).",
        "interGroupSpacing": "The spacing between repetitions of the root group.",
        "orthogonalScrollingBehavior": "Whether the section scrolls across the layout, and how.",
        "supplementariesFollowContentInsets": "Whether boundary items take the section's leading and trailing insets.",
        "decorationItems": "Decorations: {elementKind, contentInsets}; `background` covers the section.",
        // Lists
        "appearance": "`plain`, `grouped`, `insetGrouped`, `sidebar` or `sidebarPlain`.",
        "headerMode": "`none`, `supplementary` (a header view) or `firstItemInSection`.",
        "footerMode": "`none` or `supplementary`.",
        "headerTopPadding": "Extra room above each header; default: automatic (22 in plain lists, 0 in the others).",
        "headerHeight": "The measured height of the list's header; default: UIKit's estimate.",
        "footerHeight": "The measured height of the list's footer; default: UIKit's estimate.",
        "showsSeparators": "Accepted; separators take no space.",
        // Groups and items
        "layoutSize":
            "[width, height] of dimensions: absolute(44), estimated(50), fractionalWidth(0.5), fractionalHeight(0.2).",
        "subitems": "The group's subitems: {item: ITEM}, {horizontal: GROUP} or {vertical: GROUP}.",
        "count": "The count: initialiser: exactly this many equal subitems.",
        "interItemSpacing": "The spacing between subitems: fixed(n) or flexible(n).",
        "edgeSpacing": "The outsets: {leading, top, trailing, bottom}, each fixed(n) or flexible(n).",
        "item": "An item: {layoutSize, contentInsets, edgeSpacing, supplementaryItems}.",
        "supplementaryItems": "Badges anchored to the item: {elementKind, layoutSize, containerAnchor, itemAnchor}.",
        "elementKind": "The element kind; `header`, `footer` and `background` are reported as such.",
        "alignment": "Where the item sits on the section: top, topLeading, leading, …",
        "offset": "absoluteOffset, added after alignment: [x, y].",
        "extendsBoundary": "Whether the item pushes the content away from its edge.",
        "pinToVisibleBounds": "Whether the item pins to the visible bounds.",
        "measuredSize": "The measured size of a self-sizing item.",
        "containerAnchor": "{edges: [top, trailing], offset: …}: where on the item the badge goes.",
        "itemAnchor": "{edges: […], offset: …}: the badge's own anchor point.",
        "edges": "The anchor's edges: top, leading, bottom, trailing.",
        "leading": "The leading edge.",
        "trailing": "The trailing edge.",
        "top": "The top edge.",
        "bottom": "The bottom edge.",
        "left": "The left edge (the leading edge, left to right).",
        "right": "The right edge (the trailing edge, left to right).",
        "sizeClass.horizontal": "The horizontal size class: `compact` or `regular`.",
        "sizeClass.vertical": "The vertical size class: `compact` or `regular`.",
        // Conditions
        "horizontalSizeClass": "Holds in this horizontal size class.",
        "verticalSizeClass": "Holds in this vertical size class.",
        "minWidth": "Holds where the collection view is at least this wide.",
        "maxWidth": "Holds where the collection view is at most this wide.",
        "condition.device": "Holds on this device preset.",
        "condition.orientation": "Holds in this orientation.",
        "condition.idiom": "Holds on this kind of device: `phone` or `pad` (traitCollection.userInterfaceIdiom).",
        "condition.layoutDirection": "Holds in this layout direction.",
        "condition.preferredContentSizeCategory": "Holds at this text size, {atLeast: SIZE}, or `accessibility`.",
        "condition.systemVersion": "Holds from this iOS version on: {atLeast: 17}.",
    ]
}
