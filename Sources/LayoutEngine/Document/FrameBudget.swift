/// How much layout work a document may ask for: the frames it lays out, over all its environments.
///
/// The item count alone does not bound the work: the same items are laid out once per environment,
/// each can carry badges, and every section costs its frame and its cache whether it has items or
/// not. The bound is counted from the document before any layout, so a spec past it is an error at
/// parse time, not a daemon busy for seconds and gigabytes.
public enum FrameBudget {
    /// The most frames a spec may lay out, over all its environments: 2,000,000 (one environment of
    /// the 1,000,000-item maximum with a badge each, or two environments of it).
    public static let maximum = 2_000_000
    /// What one section counts for beyond its elements: its frame, its cache entry and its placement
    /// cost about as much as eight cells.
    public static let sectionCost = 8

    /// An upper bound of the frames the largest environment's layout of `document` holds: every item
    /// with the most badges any of its section's items may carry, every boundary item and decoration,
    /// and ``sectionCost`` a section, whichever variants apply.
    public static func framesPerEnvironment(_ document: LayoutDocument) -> Int {
        guard !document.environmentKeys.isEmpty else { return frames(of: document.keys(at: 0)) }
        return document.environmentKeys.map(frames(of:)).max() ?? 0
    }

    /// An upper bound of the frames a layout of `keys` holds in one environment.
    static func frames(of keys: EnvironmentKeys) -> Int {
        var total = 0
        switch keys.layout {
        case .flow, .split:
            // A cell per item; a header, a footer and a background a section at most.
            for section in keys.sections {
                total = adding(total, adding(section.itemCount, 3 + sectionCost))
            }
        case .compositional(let spec):
            let variants = spec.variants
            let layouts = [spec.compositional] + variants.map(\.layout)
            total = layouts.map { $0.boundarySupplementaryItems?.count ?? 0 }.max() ?? 0
            for section in keys.sections {
                let choices =
                    [section.compositional] + variants.compactMap { $0.sections[section.id] } + layouts
                let badges = choices.map { $0.group.map(mostBadges) ?? 0 }.max() ?? 0
                let boundary = choices.map { $0.boundarySupplementaryItems?.count ?? 0 }.max() ?? 0
                let decorations = choices.map { $0.decorationItems?.count ?? 0 }.max() ?? 0
                let cells = multiplying(section.itemCount, adding(1, badges))
                total = adding(total, adding(cells, boundary + decorations + sectionCost))
            }
        }
        return total
    }

    /// The frames of every environment's layout of `document`, as counted against ``maximum``.
    public static func frames(_ document: LayoutDocument) -> Int {
        guard !document.environmentKeys.isEmpty else {
            return multiplying(framesPerEnvironment(document), max(document.environments.count, 1))
        }
        return document.environmentKeys.reduce(0) { adding($0, frames(of: $1)) }
    }

    /// The most supplementaries one item of `group` carries.
    static func mostBadges(_ group: CollectionLayoutGroup) -> Int {
        group.subitems.map { subitem in
            switch subitem {
            case .item(let item): item.supplementaryItems.count
            case .group(let nested): mostBadges(nested)
            }
        }.max() ?? 0
    }

    /// Sums and products that stop at `Int.max` rather than trap: the bound of an absurd spec is
    /// only ever compared with ``maximum``.
    static func adding(_ lhs: Int, _ rhs: Int) -> Int {
        let (sum, overflow) = lhs.addingReportingOverflow(rhs)
        return overflow ? .max : sum
    }

    static func multiplying(_ lhs: Int, _ rhs: Int) -> Int {
        let (product, overflow) = lhs.multipliedReportingOverflow(by: rhs)
        return overflow ? .max : product
    }
}
