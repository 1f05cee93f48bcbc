/// Frames a compositional section puts on the pixel grid in the content's coordinates, once the
/// section is at its place, rather than while it is laid out from its own top.
///
/// Real renders show two such cases:
/// - a badge (an item's supplementary item) is drawn at its own exact coordinates in the content
///   rounded to the nearest pixel, halves away from zero: above a cell at y 480 at 3x, the exact
///   472.5 is drawn at 472.667, while above a cell at y 0 the exact −7.5 is drawn at −7.667;
/// - on iOS 26 a list's spacings stay exact (a lone 17.5 is not rounded up on its own), and only
///   its frames go on the grid: a section start of 413.5 is drawn at 413.667 at 3x.
///
/// Since the rounding is of content coordinates, a section that moves rounds again where it lands.
public struct ContentPixelGrid: Hashable, Sendable {
    /// Which elements go on the grid.
    public enum Elements: Hashable, Sendable {
        /// The badges: supplementaries that belong to an item.
        case badges
        /// Every element of the section.
        case every
    }

    public var elements: Elements
    public var scale: Double

    public init(elements: Elements, scale: Double) {
        self.elements = elements
        self.scale = scale
    }

    /// `element` with its origin on the grid, if it is one of those that go on it.
    public func rounded(_ element: LayoutElement) -> LayoutElement {
        guard elements == .every || (element.item != nil && element.kind != .cell) else { return element }
        var rounded = element
        rounded.frame.origin.x = roundToPixel(element.frame.minX, scale: scale)
        rounded.frame.origin.y = roundToPixel(element.frame.minY, scale: scale)
        return rounded
    }
}
