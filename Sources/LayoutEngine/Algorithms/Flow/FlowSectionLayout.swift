/// One flow section laid out in its own coordinate space, before it is stacked with the others.
///
/// The section starts at 0 on the scroll axis; across it, 0 is the content's leading edge. Values are
/// exact and unrounded: ``FlowLayout`` adds the section's origin and only then rounds, as UIKit keeps
/// row and section positions unrounded (spec-format.md, flow). Keeping sections
/// independent of each other is the seam the incremental engine caches on.
struct FlowSectionLayout: Hashable, Sendable {
    /// The section's length along the scroll axis: header, insets, lines and footer.
    var extent: Double
    var header: Rect?
    var footer: Rect?
    /// One frame per item, by index.
    var cells: [Rect]
    /// The items of each line (a row when scrolling vertically, a column when horizontally), in order.
    var lines: [Range<Int>]

    /// Whether every frame's origin and length along `axis` are whole points.
    func isWhole(along axis: ScrollDirection) -> Bool {
        (header?.isWhole(along: axis) ?? true) && (footer?.isWhole(along: axis) ?? true)
            && cells.allSatisfy { $0.isWhole(along: axis) }
    }
}

/// The resolved inputs of one section's layout, with `sectionInsetReference` already applied.
struct FlowSectionInput: Hashable, Sendable {
    var metrics: FlowMetrics
    /// The cross-scroll extent of the content (`dimension` in UIKit).
    var dimension: Double
    /// The section insets after the `sectionInsetReference` adjustment.
    var inset: EdgeInsets
    /// Item sizes, one per item.
    var itemSizes: [Size]

    var isVertical: Bool { metrics.isVertical }
    /// Inset at the start of each line (left when vertical, top when horizontal).
    var beginInset: Double { isVertical ? inset.left : inset.top }
    /// Inset at the end of each line.
    var endInset: Double { isVertical ? inset.right : inset.bottom }
    /// Inset before the first line, along the scroll axis.
    var leadingInset: Double { isVertical ? inset.top : inset.left }
    /// Inset after the last line, along the scroll axis.
    var trailingInset: Double { isVertical ? inset.bottom : inset.right }

    /// Size along a line: width when vertical.
    func main(_ size: Size) -> Double { isVertical ? size.width : size.height }
    /// Size across lines: height when vertical.
    func cross(_ size: Size) -> Double { isVertical ? size.height : size.width }

    /// A local frame from line coordinates.
    func rect(main: Double, cross: Double, mainLength: Double, crossLength: Double) -> Rect {
        isVertical
            ? Rect(x: main, y: cross, width: mainLength, height: crossLength)
            : Rect(x: cross, y: main, width: crossLength, height: mainLength)
    }

    /// Whether UIKit takes the closed-form grid path: no self-sizing and every item the same size
    /// (an empty section counts as fixed), as UIKit chooses its path.
    var takesFixedSizePath: Bool {
        if metrics.selfSizes && !itemSizes.isEmpty { return false }
        guard let first = itemSizes.first else { return true }
        return itemSizes.allSatisfy { $0 == first }
    }
}

extension FlowSectionLayout {
    /// Lays out one section: header, lines of items by the path UIKit would take, footer.
    init(_ input: FlowSectionInput) {
        let headerDimension = input.metrics.headerDimension
        // Where the first line starts along the scroll axis (`_otherMargin`).
        let otherMargin = headerDimension + input.leadingInset
        let placed =
            input.takesFixedSizePath
            ? Self.layOutFixedSizeGrid(input, otherMargin: otherMargin)
            : Self.layOutRows(input, otherMargin: otherMargin)
        let footerStart = placed.itemsEnd + input.trailingInset
        let footerDimension = input.metrics.footerDimension
        self.init(
            extent: footerStart + footerDimension,
            header: headerDimension > 0
                ? input.rect(main: 0, cross: 0, mainLength: input.dimension, crossLength: headerDimension) : nil,
            footer: footerDimension > 0
                ? input.rect(main: 0, cross: footerStart, mainLength: input.dimension, crossLength: footerDimension)
                : nil,
            cells: placed.cells,
            lines: placed.lines
        )
    }

    /// The items of a section once placed, and where the last line ends along the scroll axis.
    struct PlacedItems {
        var cells: [Rect]
        var lines: [Range<Int>]
        var itemsEnd: Double
    }
}
