/// `NSRectAlignment`: where a boundary item sits on its section or on the whole layout.
public enum RectAlignment: String, Hashable, Sendable, CaseIterable {
    case none
    case top
    case topLeading
    case leading
    case bottomLeading
    case bottom
    case bottomTrailing
    case trailing
    case topTrailing

    /// Where the item's origin sits across and along the host, as a fraction of the room left:
    /// 0 leading or top, 0.5 centred, 1 trailing or bottom.
    var anchor: (x: Double, y: Double) {
        switch self {
        case .none: return (0.5, 0.5)
        case .top: return (0.5, 0)
        case .topLeading: return (0, 0)
        case .leading: return (0, 0.5)
        case .bottomLeading: return (0, 1)
        case .bottom: return (0.5, 1)
        case .bottomTrailing: return (1, 1)
        case .trailing: return (1, 0.5)
        case .topTrailing: return (1, 0)
        }
    }

    /// Whether the item is at the top edge, and so may extend its host above the content.
    var isTop: Bool { anchor.y == 0 }
    /// Whether the item is at the bottom edge, and so may extend its host below the content.
    var isBottom: Bool { anchor.y == 1 }
}

/// `NSCollectionLayoutBoundarySupplementaryItem`: a header, footer or other view on an edge of a section
/// or, at the layout level, of the whole content (spec-format.md, compositional).
public struct CollectionLayoutBoundarySupplementaryItem: Hashable, Sendable {
    public var elementKind: String
    public var layoutSize: CollectionLayoutSize
    public var alignment: RectAlignment
    /// `absoluteOffset`, added after the item is aligned.
    public var offset: Point
    /// Whether a top (bottom) item pushes the content down (extends the host below it), or lies over it.
    public var extendsBoundary: Bool
    public var pinToVisibleBounds: Bool
    /// The size a self-sizing item measured, used on its estimated axes.
    public var measuredSize: Size?
    /// The item's `zIndex`: 1 unless the layout sets it, above a section's decorations (at 0).
    public var zIndex: Int

    public init(
        elementKind: String,
        layoutSize: CollectionLayoutSize,
        alignment: RectAlignment,
        offset: Point = .zero,
        extendsBoundary: Bool = true,
        pinToVisibleBounds: Bool = false,
        measuredSize: Size? = nil,
        zIndex: Int = 1
    ) {
        self.zIndex = zIndex
        self.elementKind = elementKind
        self.layoutSize = layoutSize
        self.alignment = alignment
        self.offset = offset
        self.extendsBoundary = extendsBoundary
        self.pinToVisibleBounds = pinToVisibleBounds
        self.measuredSize = measuredSize
    }
}

/// An edge of a `NSCollectionLayoutAnchor`.
public enum DirectionalRectEdge: String, Hashable, Sendable, CaseIterable {
    case top
    case leading
    case bottom
    case trailing
}

/// `NSCollectionLayoutAnchor`: a point on a rectangle's edges, and an offset from it.
public struct CollectionLayoutAnchor: Hashable, Sendable {
    /// How the offset is measured.
    public enum Offset: Hashable, Sendable {
        /// In points.
        case absolute(Point)
        /// In units of the supplementary's own size.
        case fractional(Point)
    }

    public var edges: Set<DirectionalRectEdge>
    public var offset: Offset

    public init(edges: Set<DirectionalRectEdge>, offset: Offset = .absolute(.zero)) {
        self.edges = edges
        self.offset = offset
    }

    /// The anchor point as fractions of a rectangle: 0 at the leading (top) edge, 1 at the trailing
    /// (bottom) edge, 0.5 where neither edge of an axis is named.
    var unitPoint: Point {
        let x = edges.contains(.leading) ? 0 : edges.contains(.trailing) ? 1 : 0.5
        let y = edges.contains(.top) ? 0 : edges.contains(.bottom) ? 1 : 0.5
        return Point(x: x, y: y)
    }

    /// The offset in points, for a supplementary of `size`.
    func offset(for size: Size) -> Point {
        switch offset {
        case .absolute(let point): return point
        case .fractional(let fraction): return Point(x: fraction.x * size.width, y: fraction.y * size.height)
        }
    }
}

/// `NSCollectionLayoutSupplementaryItem`: a badge or similar view anchored to a cell.
public struct CollectionLayoutSupplementaryItem: Hashable, Sendable {
    public var elementKind: String
    public var layoutSize: CollectionLayoutSize
    public var containerAnchor: CollectionLayoutAnchor
    /// The point of the supplementary attached to the container's anchor point; `nil` places the
    /// supplementary inside the cell, flush with the anchor's edges.
    public var itemAnchor: CollectionLayoutAnchor?

    public init(
        elementKind: String,
        layoutSize: CollectionLayoutSize,
        containerAnchor: CollectionLayoutAnchor,
        itemAnchor: CollectionLayoutAnchor? = nil
    ) {
        self.elementKind = elementKind
        self.layoutSize = layoutSize
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
    }

    /// The supplementary's exact frame on a cell whose frame is `host`.
    ///
    /// Without an item anchor: `x = host.minX + ax·(host.w − w) + offset.x`; with one, the item's anchor
    /// point `(bx, by)` meets the container's: `x = host.minX + ax·host.w + offset.x − bx·w + itemOffset.x`.
    /// Real renders put a badge on the pixel grid by its own coordinates in the content, which are
    /// known only once its section is placed (``ContentPixelGrid``).
    func frame(on host: Rect, floorScale: Double? = nil) -> Rect {
        let size = layoutSize.resolved(in: host.size, floorScale: floorScale)
        let anchor = containerAnchor.unitPoint
        let offset = containerAnchor.offset(for: size)
        let distance: Point
        if let itemAnchor {
            let own = itemAnchor.unitPoint
            let ownOffset = itemAnchor.offset(for: size)
            distance = Point(
                x: anchor.x * host.width + offset.x - own.x * size.width + ownOffset.x,
                y: anchor.y * host.height + offset.y - own.y * size.height + ownOffset.y
            )
        } else {
            distance = Point(
                x: anchor.x * (host.width - size.width) + offset.x,
                y: anchor.y * (host.height - size.height) + offset.y
            )
        }
        return Rect(
            x: host.minX + distance.x,
            y: host.minY + distance.y,
            width: size.width,
            height: size.height
        )
    }
}

/// `NSCollectionLayoutDecorationItem`: a view behind a whole section, such as its background.
public struct CollectionLayoutDecorationItem: Hashable, Sendable {
    public var elementKind: String
    /// Insets from the section's whole width and extent.
    public var contentInsets: EdgeInsets
    /// The decoration's `zIndex`: 0 unless the layout sets it, below the section's cells (promoted to 1).
    public var zIndex: Int

    public init(elementKind: String, contentInsets: EdgeInsets = .zero, zIndex: Int = 0) {
        self.elementKind = elementKind
        self.contentInsets = contentInsets
        self.zIndex = zIndex
    }
}
