/// Where a section's boundary items (headers, footers and the like) go, and how pinned ones follow the
/// visible bounds; the whole layout's global items use the same rules.
extension CompositionalSectionLayout {
    /// How far the boundary items on one edge push the content: the tallest of those that extend the
    /// boundary (several overlap; they do not stack).
    static func boundaryExtension(
        of items: [CollectionLayoutBoundarySupplementaryItem],
        sizes: [Size],
        where onEdge: (CollectionLayoutBoundarySupplementaryItem) -> Bool
    ) -> Double {
        zip(items, sizes).filter { onEdge($0.0) && $0.0.extendsBoundary }.map(\.1.height).max() ?? 0
    }

    /// A boundary item's frame before pinning, offset included.
    ///
    /// An extending top item sits at the host's top, an extending bottom item below the content; the
    /// others lie inside the content area at their alignment.
    static func boundaryFrame(
        _ item: CollectionLayoutBoundarySupplementaryItem,
        size: Size,
        hostX: Double,
        hostWidth: Double,
        top: Double,
        contentTop: Double,
        contentBottom: Double
    ) -> Rect {
        let anchor = item.alignment.anchor
        let x = hostX + anchor.x * (hostWidth - size.width)
        let y: Double
        if item.extendsBoundary && item.alignment.isTop {
            y = top
        } else if item.extendsBoundary && item.alignment.isBottom {
            y = contentBottom
        } else {
            y = contentTop + anchor.y * (contentBottom - contentTop - size.height)
        }
        return Rect(x: x + item.offset.x, y: y + item.offset.y, width: size.width, height: size.height)
    }

    /// `pinToVisibleBounds`: a top item follows the top of the visible area, a bottom item its bottom,
    /// neither leaving the host (`top`…`bottom`).
    static func pinnedY(_ frame: Rect, isBottom: Bool, visible: Container, top: Double, bottom: Double) -> Double {
        if isBottom {
            return max(min(frame.minY, visible.visibleMaxY - frame.height), top)
        }
        return min(max(frame.minY, visible.visibleMinY), bottom - frame.height)
    }
}
