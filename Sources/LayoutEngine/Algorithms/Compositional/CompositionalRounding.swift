/// How `UICollectionViewCompositionalLayout` puts frames on the pixel grid, which changed in iOS 16
/// (spec-format.md, "Rounding").
enum CompositionalRounding: Hashable {
    /// iOS 16 and later: every fractional dimension is floored to the grid when it is resolved, and
    /// nothing else is rounded; positions accumulate from the floored sizes, so the slack stays at the
    /// trailing end of each group.
    case floorFractions(scale: Double)
    /// iOS 15: the exact frames' x, y, width and height are each rounded to the nearest pixel at the
    /// end, halves up; neighbours may then overlap or part by a pixel, as they do on the device.
    case roundFrames(scale: Double)

    /// The model of an environment's `systemVersion` and screen scale.
    init(_ environment: LayoutEnvironment) {
        let scale = environment.scale > 0 ? environment.scale : 1
        self = environment.systemVersion >= 16 ? .floorFractions(scale: scale) : .roundFrames(scale: scale)
    }

    /// The screen scale: how many pixels a point is.
    var scale: Double {
        switch self {
        case .floorFractions(let scale), .roundFrames(let scale): return scale
        }
    }

    /// The scale fractional dimensions are floored to, if they are.
    var floorScale: Double? {
        if case .floorFractions(let scale) = self { return scale }
        return nil
    }

    /// `frame` as it is reported: on iOS 15, each of its four numbers rounded to the nearest pixel,
    /// halves up.
    func reported(_ frame: Rect) -> Rect {
        guard case .roundFrames(let scale) = self else { return frame }
        func round(_ value: Double) -> Double { (value * scale + 0.5).rounded(.down) / scale }
        return Rect(x: round(frame.minX), y: round(frame.minY), width: round(frame.width), height: round(frame.height))
    }

    /// A fractional length on the grid: floored where the model floors, else as it is.
    static func floored(_ length: Double, scale: Double?) -> Double {
        guard let scale else { return length }
        return (length * scale).rounded(.down) / scale
    }
}
