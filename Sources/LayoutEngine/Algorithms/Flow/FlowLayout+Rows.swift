// UIKit's row-building path for sections whose items differ in size, or self-size
// (spec-format.md, flow). Items are broken into lines greedily; full lines are
// justified edge to edge, a line holding one item is centred, and the last line is left-packed with
// exact spacing unless it is promoted to a full line. Items are centred across their line.
//
// Scrolling horizontally, UIKit swaps the spacings on this path (and only on this one): items in a
// column are `minimumLineSpacing` apart and columns `minimumInteritemSpacing` apart.

extension FlowSectionLayout {
    /// A line as the line breaker closes it.
    struct BrokenLine {
        var items: Range<Int>
        /// The space left on the line: what was available, minus every item and one gap after each.
        var leftover: Double
    }

    /// Row alignments of `_UIFlowLayoutRow` (UIKit's enum values 0 left, 3 justify).
    enum RowAlignment {
        case left
        case justify
    }

    static func layOutRows(_ input: FlowSectionInput, otherMargin: Double) -> PlacedItems {
        let inLineGap = input.isVertical ? input.metrics.interitemSpacing : input.metrics.lineSpacing
        let betweenLinesGap = input.isVertical ? input.metrics.lineSpacing : input.metrics.interitemSpacing
        let available = input.dimension - input.beginInset - input.endInset

        let lines = breakItemsIntoLines(input, available: available, inLineGap: inLineGap)
        let lastLineIsFull = lastLineIsPromotedToFull(lines)

        var cells = [Rect](repeating: .zero, count: input.itemSizes.count)
        var lineStart = otherMargin
        for (lineIndex, line) in lines.enumerated() {
            let isLast = lineIndex == lines.count - 1
            let alignment: RowAlignment = !isLast || lastLineIsFull ? .justify : .left
            let lineCross = placeLine(
                line.items,
                of: input,
                alignment: alignment,
                inLineGap: inLineGap,
                lineStart: lineStart,
                into: &cells
            )
            lineStart = lineStart + lineCross + betweenLinesGap
        }
        return PlacedItems(cells: cells, lines: lines.map(\.items), itemsEnd: lineStart - betweenLinesGap)
    }

    /// Greedy line breaking: an item goes on the current line if its length is at most what is left
    /// (an exact fit fits); otherwise the line is closed and the item starts the next one.
    ///
    /// An item longer than the whole line gets a line of its own. When that is the very first item,
    /// the empty line UIKit had opened is closed first, so an empty line of zero extent comes first.
    static func breakItemsIntoLines(_ input: FlowSectionInput, available: Double, inLineGap: Double) -> [BrokenLine] {
        var lines: [BrokenLine] = []
        var start = 0
        var remaining = available
        for (index, size) in input.itemSizes.enumerated() {
            let length = input.main(size)
            if length <= remaining {
                remaining -= length + inLineGap
            } else {
                lines.append(BrokenLine(items: start..<index, leftover: remaining))
                start = index
                remaining = available - (length + inLineGap)
            }
        }
        lines.append(BrokenLine(items: start..<input.itemSizes.count, leftover: remaining))
        return lines
    }

    /// Whether the last line is laid out like a full line (justified) rather than left-packed.
    ///
    /// UIKit promotes it when every earlier line held exactly one item and so does the last, or when
    /// there are at least two lines and the last one's leftover space equals, exactly, the one before.
    static func lastLineIsPromotedToFull(_ lines: [BrokenLine]) -> Bool {
        guard let last = lines.last else { return false }
        let earlier = lines.dropLast()
        if last.items.count == 1 && earlier.allSatisfy({ $0.items.count == 1 }) {
            return true
        }
        if let previous = earlier.last, previous.leftover == last.leftover {
            return true
        }
        return false
    }

    /// Places one line's items (`_UIFlowLayoutRow layoutRow`) and returns the line's extent across.
    static func placeLine(
        _ items: Range<Int>,
        of input: FlowSectionInput,
        alignment: RowAlignment,
        inLineGap: Double,
        lineStart: Double,
        into cells: inout [Rect]
    ) -> Double {
        guard !items.isEmpty else { return 0 }
        var totalMain = 0.0
        var lineCross = 0.0
        for index in items {
            totalMain += input.main(input.itemSizes[index])
            lineCross = max(lineCross, input.cross(input.itemSizes[index]))
        }
        let dimension = input.dimension
        let begin = input.beginInset
        let end = input.endInset
        var position: Double
        var gap: Double
        switch alignment {
        case .left:
            position = begin
            gap = inLineGap
        case .justify where items.count >= 2:
            position = begin
            gap = (dimension - totalMain - begin - end) / Double(items.count - 1)
        case .justify:
            // A lone item is centred in the available length, clamped to the begin inset when too long.
            let available = dimension - begin - end
            position = available >= totalMain ? begin + (available - totalMain) / 2 : begin
            gap = 0
        }
        for index in items {
            let size = input.itemSizes[index]
            let main = input.main(size)
            let cross = input.cross(size)
            cells[index] = input.rect(
                main: position,
                cross: lineStart + (lineCross - cross) / 2,
                mainLength: main,
                crossLength: cross
            )
            position = position + main + gap
        }
        return lineCross
    }
}
