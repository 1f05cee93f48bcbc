import LayoutEngine
import Yams

/// `list:`, on a compositional section or layout (spec-format.md, "Lists").
extension DocumentReader {
    static let listKeys = SpecKeyCatalogue.names(in: .list)

    /// A `UICollectionLayoutListConfiguration`: `{appearance: insetGrouped, headerMode: supplementary, …}`.
    func listConfiguration(_ value: SpecValue) -> ListConfiguration? {
        guard let entries = value.mapping(allowed: Self.listKeys, what: "a list configuration mapping") else {
            return nil
        }
        var list = ListConfiguration()
        if let appearance = entries[.appearance]?.enumeration(ListAppearance.self) { list.appearance = appearance }
        if let mode = entries[.headerMode]?.enumeration(ListHeaderMode.self) { list.headerMode = mode }
        if let mode = entries[.footerMode]?.enumeration(ListFooterMode.self) { list.footerMode = mode }
        // A negative padding is automatic again, as UIKit resets it.
        if let padding = entries[.headerTopPadding]?.number(), padding >= 0 { list.headerTopPadding = padding }
        list.headerHeight = entries[.headerHeight]?.number(atLeast: 0)
        list.footerHeight = entries[.footerHeight]?.number(atLeast: 0)
        if let shows = entries[.showsSeparators]?.bool() { list.showsSeparators = shows }
        return list
    }

    /// The mistakes a compositional section can make with lists: a list and a `group` together, a
    /// section of a list layout with a `group`, a section with neither, and a boundary item or
    /// decoration that takes the element kind of the list's own header or footer.
    func checkListSection(_ entries: SpecEntries, _ parameters: CompositionalParameters, entry: SpecValue) {
        let list = parameters.list ?? kind.compositionalList
        guard let list else {
            if entries[.group] == nil {
                entry.report(.missingKey, "a compositional section needs a `group` (or a `list`)")
            }
            return
        }
        if parameters.list != nil, kind.compositionalIsHorizontal {
            entries[.list]?.report(.invalidValue, "a list scrolls vertically; this layout scrolls horizontally")
        }
        if let group = entries[.group] {
            group.report(
                .invalidValue,
                parameters.list != nil
                    ? "a list section takes no `group`: its rows are the list's"
                    : "every section of a list layout is a list section: it takes no `group`"
            )
        }
        var listKinds: [SpecKey.Name] = []
        if list.headerMode == .supplementary { listKinds.append(.header) }
        if list.footerMode == .supplementary { listKinds.append(.footer) }
        for name in listKinds {
            let kind = name.rawValue
            for key in [SpecKey.Name.boundarySupplementaryItems, .decorationItems] {
                let kinds =
                    key == .decorationItems
                    ? (parameters.decorationItems ?? []).map(\.elementKind)
                    : (parameters.boundarySupplementaryItems ?? []).map(\.elementKind)
                if kinds.contains(kind) {
                    entries[key]?.report(
                        .duplicate,
                        "element kind \"\(kind)\" is the list's own \(kind) (its \(name == .header ? SpecKey.Name.headerMode : .footerMode) is supplementary); every element kind of a section must be unique"
                    )
                }
            }
        }
    }
}
