/// Whether `value` is a whole number of points small enough that adding and subtracting such numbers
/// is exact in floating point.
///
/// The incremental layout moves a section by adding the distance it moved to frames placed earlier;
/// that gives the very same doubles as placing it again only when every term is a whole number.
func isWholePoint(_ value: Double) -> Bool {
    // Checked first, the magnitude keeps the conversion to Int64 in range.
    value.magnitude < 0x1p50 && Double(Int64(value)) == value
}

extension Rect {
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
