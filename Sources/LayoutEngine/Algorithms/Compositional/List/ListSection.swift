/// A list section as UIKit builds it: an ordinary compositional section made from a list configuration
/// (spec-format.md, "Lists").
///
/// Rows are items `fractionalWidth(1)` wide and as tall as the estimated row height (or their
/// measured height), one to a vertical group, with no spacing: a plain vertical stack. The list's
/// header and footer are boundary items; its insets come from the collection view's edges, margins and
/// safe area, and from where the section stands (first, last, with or without a header or footer).
enum ListSection {
    /// Where a section stands among the layout's sections.
    struct Position: Hashable {
        var index: Int
        var isLast: Bool
        /// The list of the section before, when it is a list that keeps its computed insets.
        var previous: ListConfiguration? = nil
        /// The list of the section after, likewise.
        var next: ListConfiguration? = nil
    }

    /// The list a section's keys make it, when its insets are the list's own (an assigned
    /// `contentInsets` replaces them, and with them the grouped spacing).
    static func spacedList(_ own: CompositionalParameters, layoutList: ListConfiguration?) -> ListConfiguration? {
        guard own.contentInsets == nil else { return nil }
        return own.list ?? layoutList
    }

    /// The compositional keys of a list section: `own` are the keys the spec gives the section besides
    /// its list (`contentInsets`, boundary items, decorations), which UIKit lets an app assign on the
    /// section `list(using:)` returns; `adjusted` is the adjusted content inset of the layout.
    static func parameters(
        _ own: CompositionalParameters,
        list: ListConfiguration,
        at position: Position,
        in environment: LayoutEnvironment,
        adjusted: EdgeInsets
    ) -> CompositionalParameters {
        let metrics = ListMetrics(environment: environment)
        let appearance = list.appearance
        let row = metrics.rowHeight(appearance)
        var parameters = own
        let rowSize = CollectionLayoutSize(width: .fractionalWidth(1), height: .estimated(row))
        parameters.group = CollectionLayoutGroup(
            axis: .vertical,
            layoutSize: rowSize,
            subitems: [.item(CollectionLayoutItem(layoutSize: rowSize))]
        )
        parameters.interGroupSpacing = own.interGroupSpacing ?? 0
        parameters.orthogonalScrollingBehavior = nil
        parameters.supplementariesFollowContentInsets =
            own.supplementariesFollowContentInsets ?? !appearance.isPlainStyle
        // List sections measure from the collection view's edges, whatever the configuration says,
        // and their headers and footers with them (a policy: on screen they line up with the rows).
        parameters.contentInsetsReference = own.contentInsetsReference ?? ContentInsetsReference.none
        parameters.supplementaryContentInsetsReference =
            own.supplementaryContentInsetsReference ?? parameters.contentInsetsReference
        let padding = list.headerTopPadding ?? metrics.automaticHeaderTopPadding(appearance)
        parameters.contentInsets =
            own.contentInsets
            ?? insets(list, padding: padding, metrics: metrics, at: position, in: environment, adjusted: adjusted)

        // The list's own header and footer: measured, or UIKit's estimate; pinned in the plain styles.
        func supplementary(
            _ kind: String,
            height: Double?,
            estimate: Double,
            alignment: RectAlignment
        )
            -> CollectionLayoutBoundarySupplementaryItem
        {
            CollectionLayoutBoundarySupplementaryItem(
                elementKind: kind,
                layoutSize: CollectionLayoutSize(
                    width: .fractionalWidth(1),
                    height: height.map { .absolute($0) } ?? .estimated(estimate)
                ),
                alignment: alignment,
                pinToVisibleBounds: appearance.isPlainStyle
            )
        }
        var boundaryItems: [CollectionLayoutBoundarySupplementaryItem] = []
        if list.headerMode == .supplementary {
            let estimate = metrics.headerEstimate(appearance)
            boundaryItems.append(
                supplementary("header", height: list.headerHeight, estimate: estimate, alignment: .top)
            )
            parameters.paddingToBoundarySupplementaries = padding
        }
        if list.footerMode == .supplementary {
            let estimate = metrics.footerEstimate(appearance)
            boundaryItems.append(
                supplementary("footer", height: list.footerHeight, estimate: estimate, alignment: .bottom)
            )
        }
        parameters.boundarySupplementaryItems = boundaryItems + (own.boundarySupplementaryItems ?? [])
        return parameters
    }

    /// The section's content insets: leading and trailing from the edges (the margins or the table
    /// margin beyond the safe area, in the inset styles), top and bottom from the grouped rhythm (35
    /// above the first section, 17.5 + 17.5 between two, 20 below the last; see ``ListMetrics`` for
    /// their pixel rounding) and the header padding of a first-item header.
    static func insets(
        _ list: ListConfiguration,
        padding: Double,
        metrics: ListMetrics,
        at position: Position,
        in environment: LayoutEnvironment,
        adjusted: EdgeInsets
    ) -> EdgeInsets {
        let appearance = list.appearance
        var insets = EdgeInsets.zero
        if appearance.isInset {
            // Right to left, the list takes the leading side's margin and safe area from the right;
            // the layout is mirrored afterwards, which puts that inset back on the right.
            let rightToLeft = environment.isRightToLeft
            let margins = environment.layoutMargins
            let safe = environment.safeArea
            let tableMargin = metrics.tableMargin(appearance)
            let leading = max(
                rightToLeft ? margins.right : margins.left,
                tableMargin + (rightToLeft ? safe.right : safe.left)
            )
            let trailing = max(
                rightToLeft ? margins.left : margins.right,
                tableMargin + (rightToLeft ? safe.left : safe.right)
            )
            // Measured from the bounds; the content starts the adjusted content inset in.
            insets.left = max(leading - (rightToLeft ? adjusted.right : adjusted.left), 0)
            insets.right = max(trailing - (rightToLeft ? adjusted.left : adjusted.right), 0)
        }
        if list.headerMode == .firstItemInSection { insets.top += padding }
        if appearance.isVerticallySeparated {
            if !list.hasHeader {
                insets.top +=
                    position.index == 0
                    ? ListMetrics.paddingAboveFirstSectionWithoutHeader
                    : metrics.spacingAboveSection()
            }
            if !list.hasFooter {
                insets.bottom +=
                    position.isLast
                    ? ListMetrics.paddingBelowLastSection : metrics.spacingBelowSection()
            }
        }
        if appearance == .sidebar && !list.hasFooter { insets.bottom += ListMetrics.sidebarPaddingBelowSection }
        return insets
    }
}
