// UIKit's fast path for sections whose items all have one size (spec-format.md, flow):
// a closed-form grid; rows are never built. The incomplete last row stays on the grid columns of the
// full rows, a single column is centred without clamping, and the spacing along a line is always
// `minimumInteritemSpacing` (between lines `minimumLineSpacing`), whatever the scroll direction.

extension FlowSectionLayout {
    static func layOutFixedSizeGrid(_ input: FlowSectionInput, otherMargin: Double) -> PlacedItems {
        let count = input.itemSizes.count
        guard let itemSize = input.itemSizes.first else {
            return PlacedItems(cells: [], lines: [], itemsEnd: otherMargin)
        }
        let dimension = input.dimension
        let begin = input.beginInset
        let end = input.endInset
        let available = dimension - begin - end
        let interitem = input.metrics.interitemSpacing
        let line = input.metrics.lineSpacing
        let itemMain = input.main(itemSize)
        let itemCross = input.cross(itemSize)

        let perRow = itemsPerLine(available: available, interitem: interitem, itemMain: itemMain, count: count)
        let rows = (count + perRow - 1) / perRow

        // Justify (UIKit's common row alignment): spread full lines edge to edge, centre a single column.
        let gap: Double
        let beginMargin: Double
        if perRow >= 2 {
            gap = (dimension - begin - end - itemMain * Double(perRow)) / Double(perRow - 1)
            beginMargin = begin
        } else {
            gap = interitem
            beginMargin = begin + (dimension - itemMain - begin - end) / 2
        }

        var cells: [Rect] = []
        cells.reserveCapacity(count)
        for index in 0..<count {
            let row = index / perRow
            let column = index % perRow
            let main = beginMargin + (itemMain + gap) * Double(column)
            let cross = otherMargin + (itemCross + line) * Double(row)
            cells.append(input.rect(main: main, cross: cross, mainLength: itemMain, crossLength: itemCross))
        }
        var lines: [Range<Int>] = []
        lines.reserveCapacity(rows)
        for row in 0..<rows {
            lines.append(row * perRow..<min(count, (row + 1) * perRow))
        }
        let itemsEnd = otherMargin + Double(rows) * (itemCross + line) - line
        return PlacedItems(cells: cells, lines: lines, itemsEnd: itemsEnd)
    }

    /// `max(1, floor((s_i + available) / (s_i + itemMain)))`, in IEEE doubles with no tolerance.
    ///
    /// Where UIKit's division has no finite answer (zero-length items with zero spacing) it would
    /// convert infinity to an integer; here every item goes on one line.
    static func itemsPerLine(available: Double, interitem: Double, itemMain: Double, count: Int) -> Int {
        let ratio = ((interitem + available) / (interitem + itemMain)).rounded(.down)
        guard ratio.isFinite else { return max(count, 1) }
        guard ratio >= 1 else { return 1 }
        // Beyond 2^31 columns nothing visible changes; the cap keeps the integer conversion defined.
        return Int(min(ratio, Double(Int32.max)))
    }
}
