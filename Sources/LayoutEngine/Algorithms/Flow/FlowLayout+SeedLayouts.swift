// The seed flow layouts that compute `itemSize` and spacings before UIKit's algorithm runs
// (spec-format.md, flow). Each one is a UICollectionViewFlowLayout subclass
// that sets properties in `prepareLayout` and so invalidates; the frames on screen are those of the
// second pass, a plain flow layout with the computed values, which is what this reproduces.

extension FlowLayout {
    /// Applies `itemsPerRow`, `equalSpacing` and `display`, in that order, to resolved parameters.
    static func applySeedLayouts(to parameters: FlowParameters, in environment: LayoutEnvironment) -> FlowParameters {
        var result = parameters
        if let itemsPerRow = parameters.itemsPerRow {
            result.itemSize = wideItemSize(itemsPerRow: itemsPerRow, parameters: result, environment: environment)
        }
        if parameters.equalSpacing == true, let spacing = equalSpacing(parameters: result, environment: environment) {
            result.minimumLineSpacing = spacing
            result.minimumInteritemSpacing = spacing
            result.sectionInset = EdgeInsets(all: spacing)
        }
        if let display = parameters.display {
            applyDisplay(display, to: &result, environment: environment)
        }
        return result
    }

    /// WideCollectionViewLayout: `itemsPerRow` items across the bounds, keeping the aspect ratio of `itemSize`.
    ///
    /// Uses `bounds.width` (contentInset ignored) and the layout-level `sectionInset` and
    /// `minimumInteritemSpacing`, as the original does. An `itemSize` with zero width or height has no
    /// ratio to keep; the original would divide by zero, here the height is kept.
    static func wideItemSize(itemsPerRow: Int, parameters: FlowParameters, environment: LayoutEnvironment) -> Size {
        let n = max(itemsPerRow, 1)
        let inset = parameters.sectionInset ?? .zero
        let spacing = parameters.minimumInteritemSpacing ?? 10
        let current = parameters.itemSize ?? Size(width: 50, height: 50)
        let width =
            (environment.size.width - inset.left - inset.right - spacing * Double(n - 1)) / Double(n)
        var height = current.height
        if current.height > 0 && current.width > 0 {
            height = width / (current.width / current.height)
        }
        return Size(width: width, height: height)
    }

    /// DSSCollectionViewFlowLayout: the one spacing that puts equal space around all cells.
    ///
    /// `(q, r) = ldiv(Int(dimension), Int(itemMain))`, spacing = `Int(r / (q + 1))` whole points.
    /// `nil` (no change) where the original would divide by zero or overflow: an item narrower than one
    /// point, or a negative or astronomically large dimension.
    static func equalSpacing(parameters: FlowParameters, environment: LayoutEnvironment) -> Double? {
        let direction = parameters.scrollDirection ?? .vertical
        let vertical = direction == .vertical
        let dimension = dimension(of: environment, scrollDirection: direction)
        let itemSize = parameters.itemSize ?? Size(width: 50, height: 50)
        let itemMain = vertical ? itemSize.width : itemSize.height
        let limit = 9_007_199_254_740_992.0  // 2^53: beyond it Int(_:) of a double is no longer exact
        guard dimension >= 0, dimension < limit, itemMain >= 1, itemMain < limit else { return nil }
        let whole = Int(dimension)
        let item = Int(itemMain)
        let quotient = whole / item
        let remainder = whole % item
        return Double(Int(Double(remainder) / Double(quotient + 1)))
    }

    /// CollectionDisplay: `list`, `inline` or `grid(columns:)`, sized from the bounds width.
    ///
    /// The original sets its own scroll direction; at section level only the item size is taken,
    /// because a section cannot scroll on its own.
    static func applyDisplay(
        _ display: CollectionDisplay,
        to parameters: inout FlowParameters,
        environment: LayoutEnvironment
    ) {
        let containerWidth = environment.size.width
        switch display {
        case .list:
            parameters.scrollDirection = .vertical
            parameters.itemSize = Size(width: containerWidth, height: parameters.listHeight ?? 130)
        case .inline:
            parameters.scrollDirection = .horizontal
            parameters.itemSize = Size(
                width: containerWidth * (parameters.inlineFraction ?? 0.9),
                height: parameters.inlineHeight ?? 300
            )
        case .grid(let columns):
            parameters.scrollDirection = .vertical
            // The original uses minimumLineSpacing here, not the interitem spacing.
            let spacing = Double(columns - 1) * (parameters.minimumLineSpacing ?? 10)
            let width = (containerWidth - spacing) / Double(columns)
            parameters.itemSize = Size(width: width, height: width)
        }
    }
}
