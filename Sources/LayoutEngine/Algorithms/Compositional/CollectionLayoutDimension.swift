/// `NSCollectionLayoutDimension`: one side of an item's or group's size, resolved against its container.
public enum CollectionLayoutDimension: Hashable, Sendable {
    /// Exactly this many points.
    case absolute(Double)
    /// This many points until the cell is measured; a measured size replaces it (reference
    /// spec-format.md, compositional).
    case estimated(Double)
    /// A fraction of the containing group's width (of the section's width for a root group, of the
    /// whole width for an orthogonal section's, of the room the items share in a `count:` group).
    case fractionalWidth(Double)
    /// A fraction of the containing group's height (of the collection view's height for a root group,
    /// less the section's top and bottom insets in an orthogonal section).
    case fractionalHeight(Double)

    public var isEstimated: Bool {
        if case .estimated = self { return true }
        return false
    }

    /// The dimension in points in a container of `container`'s size; an estimate is its estimate.
    ///
    /// A fraction is floored to the pixel grid of `floorScale`, when there is one (iOS 16 and later).
    func resolved(in container: Size, floorScale: Double? = nil) -> Double {
        switch self {
        case .absolute(let points), .estimated(let points): return points
        case .fractionalWidth(let fraction):
            return CompositionalRounding.floored(fraction * container.width, scale: floorScale)
        case .fractionalHeight(let fraction):
            return CompositionalRounding.floored(fraction * container.height, scale: floorScale)
        }
    }
}

/// `NSCollectionLayoutSize`: a width and a height dimension.
public struct CollectionLayoutSize: Hashable, Sendable {
    public var width: CollectionLayoutDimension
    public var height: CollectionLayoutDimension

    public init(width: CollectionLayoutDimension, height: CollectionLayoutDimension) {
        self.width = width
        self.height = height
    }

    /// The size in points in `container`, with `measured` taking the place of the estimate on every
    /// estimated axis.
    func resolved(in container: Size, measured: Size? = nil, floorScale: Double? = nil) -> Size {
        var size = Size(
            width: width.resolved(in: container, floorScale: floorScale),
            height: height.resolved(in: container, floorScale: floorScale)
        )
        if let measured {
            if width.isEstimated { size.width = measured.width }
            if height.isEstimated { size.height = measured.height }
        }
        return size
    }
}
