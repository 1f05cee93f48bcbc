/// Rounds a frame origin coordinate to the nearest device pixel, as UICollectionViewFlowLayout does.
///
/// UIKit's `_roundsToScreenScale` (on by default) applies C `round` — halves away from zero — to
/// `coordinate · scale` and divides back (spec-format.md, flow). Only origins are
/// rounded; sizes and content sizes never are.
@inlinable
public func roundToPixel(_ coordinate: Double, scale: Double) -> Double {
    if scale == 1 {
        return coordinate.rounded(.toNearestOrAwayFromZero)
    }
    return (coordinate * scale).rounded(.toNearestOrAwayFromZero) / scale
}
