/// Reads and builds sizes, points and spacings along a group's axis ("main") and across it ("cross"),
/// so that one fill algorithm serves horizontal and vertical groups.
extension CollectionLayoutGroupAxis {
    var isHorizontal: Bool { self == .horizontal }

    func main(_ size: Size) -> Double { isHorizontal ? size.width : size.height }
    func cross(_ size: Size) -> Double { isHorizontal ? size.height : size.width }

    func size(main: Double, cross: Double) -> Size {
        isHorizontal ? Size(width: main, height: cross) : Size(width: cross, height: main)
    }

    func point(main: Double, cross: Double) -> Point {
        isHorizontal ? Point(x: main, y: cross) : Point(x: cross, y: main)
    }

    func mainDimension(_ size: CollectionLayoutSize) -> CollectionLayoutDimension {
        isHorizontal ? size.width : size.height
    }

    func crossDimension(_ size: CollectionLayoutSize) -> CollectionLayoutDimension {
        isHorizontal ? size.height : size.width
    }

    /// The edge spacing before and after a subitem along the axis, then before and after it across.
    func spacings(
        _ spacing: CollectionLayoutEdgeSpacing
    ) -> (
        leading: CollectionLayoutSpacing?, trailing: CollectionLayoutSpacing?,
        crossLeading: CollectionLayoutSpacing?, crossTrailing: CollectionLayoutSpacing?
    ) {
        isHorizontal
            ? (spacing.leading, spacing.trailing, spacing.top, spacing.bottom)
            : (spacing.top, spacing.bottom, spacing.leading, spacing.trailing)
    }

    /// Insets at the start and end of the axis, then at the start and end across it.
    func insets(_ insets: EdgeInsets) -> (start: Double, end: Double, crossStart: Double, crossEnd: Double) {
        isHorizontal
            ? (insets.left, insets.right, insets.top, insets.bottom)
            : (insets.top, insets.bottom, insets.left, insets.right)
    }
}
