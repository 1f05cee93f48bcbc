/// Whether `value` is a whole number of points small enough that adding and subtracting such numbers
/// is exact in floating point.
///
/// The incremental layout moves a section by adding the distance it moved to frames placed earlier;
/// that gives the very same doubles as placing it again only when every term is a whole number.
func isWholePoint(_ value: Double) -> Bool {
    // Checked first, the magnitude keeps the conversion to Int64 in range.
    value.magnitude < 0x1p50 && Double(Int64(value)) == value
}

/// Whether `value` is a multiple of 1/64 point small enough that adding and subtracting such numbers
/// is exact in floating point: the finer grid of layouts that do not round positions to pixels (a
/// compositional layout's 17.5-point list spacing is on it; a third of a point is not).
func isOnExactGrid(_ value: Double) -> Bool {
    // Multiplying by a power of two is exact; the magnitude keeps the conversion to Int64 in range.
    let scaled = value * 64
    return scaled.magnitude < 0x1p50 && Double(Int64(scaled)) == scaled
}

extension Rect {
    /// Whether the frame's origin and length along `axis` are on the exact grid of ``isOnExactGrid(_:)``.
    func isOnExactGrid(along axis: ScrollDirection) -> Bool {
        axis == .vertical
            ? LayoutEngine.isOnExactGrid(origin.y) && LayoutEngine.isOnExactGrid(size.height)
            : LayoutEngine.isOnExactGrid(origin.x) && LayoutEngine.isOnExactGrid(size.width)
    }

    /// Whether the frame's origin and length along `axis` are whole points.
    func isWhole(along axis: ScrollDirection) -> Bool {
        axis == .vertical
            ? isWholePoint(origin.y) && isWholePoint(size.height)
            : isWholePoint(origin.x) && isWholePoint(size.width)
    }
}

extension LayoutEnvironment {
    /// Whether pixel rounding leaves whole points as they are: a whole `scale`.
    var roundsWholePointsToThemselves: Bool { isWholePoint(scale) && scale >= 1 }
}
