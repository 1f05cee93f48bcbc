/// Turns a section laid out in its own space into the frames UIKit reports, in the order UIKit works:
/// add the section's origin, pin headers and footers, round every origin to the pixel,
/// then re-align lines as AlignedCollectionViewFlowLayout does to the frames it gets from UIKit.
struct FlowPlacement {
    /// Layout-level keys: AlignedCollectionViewFlowLayout reads the layout's own `sectionInset` and
    /// `minimumInteritemSpacing` properties, never the per-section delegate values.
    var layoutMetrics: FlowMetrics
    var environment: LayoutEnvironment
    var adjustedInset: EdgeInsets
    var dimension: Double

    /// UIKit's z-index for headers and footers on current SDKs; cells have 0.
    static let supplementaryZIndex = 10

    func place(
        _ local: FlowSectionLayout,
        of section: Section,
        index: Int,
        metrics: FlowMetrics,
        origin: Double
    ) -> SectionLayout {
        let vertical = metrics.isVertical
        let dx = vertical ? 0 : origin
        let dy = vertical ? origin : 0
        let sectionFrame =
            vertical
            ? Rect(x: 0, y: origin, width: dimension, height: local.extent)
            : Rect(x: origin, y: 0, width: local.extent, height: dimension)

        var header = local.header?.offsetBy(dx: dx, dy: dy)
        var footer = local.footer?.offsetBy(dx: dx, dy: dy)
        if metrics.pinsHeader, let unpinned = header {
            header = pinHeader(unpinned, footer: footer, section: sectionFrame, vertical: vertical)
        }
        if metrics.pinsFooter, let unpinned = footer {
            footer = pinFooter(unpinned, header: header, section: sectionFrame, vertical: vertical)
        }

        var cells = local.cells.map { rounded($0.offsetBy(dx: dx, dy: dy)) }
        if vertical {
            realignLines(local.lines, of: &cells)
        }

        var elements: [LayoutElement] = []
        elements.reserveCapacity(cells.count + 2)
        if let header {
            elements.append(LayoutElement(kind: .header, frame: rounded(header), zIndex: Self.supplementaryZIndex))
        }
        var item = 0
        for run in section.items {
            for _ in 0..<run.count {
                elements.append(LayoutElement(kind: .cell, item: item, id: run.id, frame: cells[item], zIndex: 0))
                item += 1
            }
        }
        if let footer {
            elements.append(LayoutElement(kind: .footer, frame: rounded(footer), zIndex: Self.supplementaryZIndex))
        }
        return SectionLayout(id: section.id, index: index, frame: rounded(sectionFrame), elements: elements)
    }

    /// `frame` with its origin rounded to the nearest pixel; the size is never rounded.
    func rounded(_ frame: Rect) -> Rect {
        Rect(
            x: roundToPixel(frame.minX, scale: environment.scale),
            y: roundToPixel(frame.minY, scale: environment.scale),
            width: frame.width,
            height: frame.height
        )
    }

    /// The visible rect along the scroll axis: the bounds at `contentOffset` less the adjusted inset.
    func visibleRange(vertical: Bool) -> (min: Double, max: Double) {
        let offset = environment.contentOffset(scrollsVertically: vertical)
        if vertical {
            return (offset.y + adjustedInset.top, offset.y + environment.size.height - adjustedInset.bottom)
        }
        return (offset.x + adjustedInset.left, offset.x + environment.size.width - adjustedInset.right)
    }

    /// `sectionHeadersPinToVisibleBounds`: the header sticks to the top of the visible rect but never
    /// leaves its section, keeping room for the footer.
    func pinHeader(_ header: Rect, footer: Rect?, section: Rect, vertical: Bool) -> Rect {
        let footerLength = footer.map { vertical ? $0.height : $0.width } ?? 0
        let length = vertical ? header.height : header.width
        let sectionEnd = vertical ? section.maxY : section.maxX
        var start = max(vertical ? header.minY : header.minX, visibleRange(vertical: vertical).min)
        if start + length + footerLength > sectionEnd {
            start = sectionEnd - (footerLength + length)
        }
        return vertical
            ? Rect(x: header.minX, y: start, width: header.width, height: header.height)
            : Rect(x: start, y: header.minY, width: header.width, height: header.height)
    }

    /// `sectionFootersPinToVisibleBounds`: the footer sticks to the bottom of the visible rect but never
    /// rises above its section's header.
    func pinFooter(_ footer: Rect, header: Rect?, section: Rect, vertical: Bool) -> Rect {
        let headerLength = header.map { vertical ? $0.height : $0.width } ?? 0
        let length = vertical ? footer.height : footer.width
        let visibleEnd = visibleRange(vertical: vertical).max
        var start = vertical ? footer.minY : footer.minX
        if visibleEnd < start + length {
            start = visibleEnd - length
        }
        let sectionStart = vertical ? section.minY : section.minX
        if start - headerLength < sectionStart {
            start = sectionStart + headerLength
        }
        return vertical
            ? Rect(x: footer.minX, y: start, width: footer.width, height: footer.height)
            : Rect(x: start, y: footer.minY, width: footer.width, height: footer.height)
    }

    /// AlignedCollectionViewFlowLayout's post-processing of UIKit's (already rounded) cell frames.
    ///
    /// `left` packs each line from the layout's `sectionInset.left` with exactly `minimumInteritemSpacing`;
    /// `right` packs it against the collection view's width less `sectionInset.right`. `top` and `bottom`
    /// align a line's items to its highest top or lowest bottom. Its results are not rounded again.
    func realignLines(_ lines: [Range<Int>], of cells: inout [Rect]) {
        let horizontal = layoutMetrics.horizontalAlignment
        let verticalAlignment = layoutMetrics.verticalAlignment
        guard horizontal != .justified || verticalAlignment != .center else { return }
        let inset = layoutMetrics.sectionInset
        let spacing = layoutMetrics.interitemSpacing
        for line in lines where !line.isEmpty {
            switch horizontal {
            case .justified:
                break
            case .left:
                var x = inset.left
                for index in line {
                    cells[index].origin.x = x
                    x = cells[index].maxX + spacing
                }
            case .right:
                var maxX = environment.size.width - inset.right
                for index in line.reversed() {
                    cells[index].origin.x = maxX - cells[index].width
                    maxX = cells[index].minX - spacing
                }
            }
            switch verticalAlignment {
            case .center:
                break
            case .top:
                let top = line.map { cells[$0].minY }.min() ?? 0
                for index in line { cells[index].origin.y = top }
            case .bottom:
                let bottom = line.map { cells[$0].maxY }.max() ?? 0
                for index in line { cells[index].origin.y = bottom - cells[index].height }
            }
        }
    }
}
