/// One split section laid out in its column from y 0.
///
/// Header, items in left-aligned lines, background, footer; ``placed(_:index:top:environment:)`` moves
/// it to its place in its column and pins its header.
struct SplitSectionLayout {
    /// The elements, the header unpinned.
    var elements: [LayoutElement]
    /// From the header's top to the footer's bottom, across the column.
    var frame: Rect
    /// The section's height: where the next section of this side starts, from this one's top.
    var end: Double
    /// What pinning the header needs: its index in `elements`, the first and last item, the insets.
    var pin: (header: Int, firstItem: Rect, lastItem: Rect, inset: EdgeInsets)?
    /// `.vertical` when the placed section can be moved down its column instead of placed again: its
    /// header does not pin and every frame is on whole points down the column (see `SectionCache`).
    var movesAlong: ScrollDirection?

    init(_ section: Section, parameters: SplitParameters, column: SplitColumns.Column) {
        let top = 0.0
        let inset = parameters.sectionInset ?? .zero
        let lineSpacing = parameters.minimumItemLineSpacing ?? 0
        let interItemSpacing = parameters.minimumInterItemSpacing ?? 0
        var y = top

        // 1. Header: its size verbatim, or its height across the side; nothing if either is 0.
        let header = Self.supplementaryFrame(parameters.header, column: column, y: y)
        if let header { y += header.height }
        let itemsTop = y

        // 2. Items: left-aligned lines with a strict wrap test.
        var cells: [LayoutElement] = []
        cells.reserveCapacity(section.itemCount)
        var x = column.x + inset.left
        var lineY = y + inset.top
        var line: [Int] = []
        func flush() {
            let lineHeight = line.map { cells[$0].frame.height }.max() ?? 0
            if parameters.isNormalizingLineHeight == true {
                for index in line { cells[index].frame.size.height = lineHeight }
            }
            lineY = lineY + lineHeight
        }
        var item = 0
        for run in section.items {
            let size = Self.resolve(
                run.splitSize ?? parameters.itemSize,
                columnWidth: column.width,
                interItemSpacing: interItemSpacing,
                inset: inset
            )
            for _ in 0..<run.count {
                defer { item += 1 }
                // Items with no width or no height get no attributes at all, as in the original.
                guard size.width != 0, size.height != 0 else { continue }
                if column.x + column.width - inset.right < x + size.width {
                    flush()
                    lineY += lineSpacing
                    line = []
                    x = column.x + inset.left
                }
                line.append(cells.count)
                cells.append(
                    LayoutElement(
                        kind: .cell,
                        item: item,
                        id: run.id,
                        frame: Rect(x: x, y: lineY, width: size.width, height: size.height),
                        zIndex: 0
                    )
                )
                x += size.width + interItemSpacing
            }
        }
        flush()
        y = lineY + inset.bottom

        // 3. Background over the inset area, header and footer excluded.
        let background = Rect(x: column.x, y: itemsTop, width: column.width, height: y - itemsTop)

        // 4. Footer below.
        let footer = Self.supplementaryFrame(parameters.footer, column: column, y: y)
        if let footer { y += footer.height }

        var elements: [LayoutElement] = []
        elements.reserveCapacity(cells.count + 3)
        pin = nil
        if let header {
            var zIndex = 0
            if parameters.sectionPinToVisibleBounds == true, let first = cells.first, let last = cells.last,
                first.item == 0, last.item == section.itemCount - 1
            {
                pin = (elements.count, first.frame, last.frame, inset)
                zIndex = SplitLayout.pinnedHeaderZIndex
            }
            elements.append(LayoutElement(kind: .header, frame: header, zIndex: zIndex))
        }
        elements.append(contentsOf: cells)
        if let footer { elements.append(LayoutElement(kind: .footer, frame: footer, zIndex: 0)) }
        elements.append(
            LayoutElement(
                kind: .background,
                frame: background,
                zIndex: SplitLayout.backgroundZIndex,
                color: parameters.backgroundColor
            )
        )
        self.elements = elements
        frame = Rect(x: column.x, y: top, width: column.width, height: y - top)
        end = y
        let movable =
            pin == nil && frame.isWhole(along: .vertical) && elements.allSatisfy { $0.frame.isWhole(along: .vertical) }
        movesAlong = movable ? .vertical : nil
    }

    /// The section moved down to `top` in its column, its header pinned at the environment's
    /// `contentOffset`.
    func placed(_ id: SectionID, index: Int, top: Double, environment: LayoutEnvironment) -> SectionLayout {
        var moved = elements
        if top != 0 {
            for position in moved.indices { moved[position].frame.origin.y += top }
        }
        if let pin {
            moved[pin.header].frame.origin.y = Self.pinnedHeaderY(
                moved[pin.header].frame,
                firstItem: pin.firstItem.offsetBy(dx: 0, dy: top),
                lastItem: pin.lastItem.offsetBy(dx: 0, dy: top),
                inset: pin.inset,
                environment: environment
            )
        }
        return SectionLayout(id: id, index: index, frame: frame.offsetBy(dx: 0, dy: top), elements: moved)
    }

    /// A header or footer frame at `y`, or `nil` when its width or height is 0.
    static func supplementaryFrame(_ size: SplitSupplementarySize?, column: SplitColumns.Column, y: Double) -> Rect? {
        let resolved: Size
        switch size {
        case .none: return nil
        case .height(let height): resolved = Size(width: column.width, height: height)
        case .size(let size): resolved = size
        }
        guard resolved.width != 0, resolved.height != 0 else { return nil }
        return Rect(x: column.x, y: y, width: resolved.width, height: resolved.height)
    }

    /// An item's size in its side: `{columns: N}` widths and `square` heights resolved.
    static func resolve(
        _ size: SplitItemSize?,
        columnWidth: Double,
        interItemSpacing: Double,
        inset: EdgeInsets
    ) -> Size {
        guard let size else { return .zero }
        let width: Double
        switch size.width {
        case .points(let points): width = points
        case .columns(let count):
            width = fixedWidthRoughly(
                count: count,
                columnWidth: columnWidth,
                interItemSpacing: interItemSpacing,
                inset: inset
            )
        case .square: width = 0
        }
        let height: Double
        switch size.height {
        case .points(let points): height = points
        case .square: height = width
        case .columns: height = 0
        }
        return Size(width: width, height: height)
    }

    /// `calculateFixedWidthRaughly(to:of:minimumInterItemSpacing:sectionInset:)`: truncate the room left
    /// for `count` items to an integer, then divide as integers.
    ///
    /// Where the room is negative the original would return a negative width; such items get width 0
    /// (and so no attributes) instead.
    static func fixedWidthRoughly(
        count: Int,
        columnWidth: Double,
        interItemSpacing: Double,
        inset: EdgeInsets
    ) -> Double {
        guard count > 0 else { return 0 }
        let valid = columnWidth - inset.left - inset.right - interItemSpacing * Double(count - 1)
        guard valid > 0, valid < 9_007_199_254_740_992 else { return 0 }
        return Double(Int(valid) / count)
    }

    /// `sectionPinToVisibleBounds`: the header follows the top of the visible area, between its own place
    /// and the end of its section's last item (the last *item*, not the lowest line).
    static func pinnedHeaderY(
        _ header: Rect,
        firstItem: Rect,
        lastItem: Rect,
        inset: EdgeInsets,
        environment: LayoutEnvironment
    ) -> Double {
        let top = firstItem.minY - header.height - inset.top
        let bottom = lastItem.maxY + inset.bottom - header.height
        return min(max(environment.safeArea.top + environment.contentOffset(scrollsVertically: true).y, top), bottom)
    }
}
