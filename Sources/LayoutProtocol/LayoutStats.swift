public import LayoutEngine

/// How much work producing a layout took: `stats` in `layout.json` and `diff.json`.
public struct LayoutStats: Hashable, Sendable {
    /// Sections laid out afresh.
    public var sectionsComputed: Int
    /// Sections whose layout was reused but moved.
    public var sectionsShifted: Int
    /// Sections reused untouched.
    public var sectionsReused: Int
    /// Wall time of the layout, in microseconds.
    public var micros: Int

    public init(sectionsComputed: Int, sectionsShifted: Int = 0, sectionsReused: Int = 0, micros: Int) {
        self.sectionsComputed = sectionsComputed
        self.sectionsShifted = sectionsShifted
        self.sectionsReused = sectionsReused
        self.micros = micros
    }

    /// The stats of a layout that did `work` in `micros` microseconds.
    public init(_ work: LayoutWork, micros: Int) {
        self.init(
            sectionsComputed: work.sectionsComputed,
            sectionsShifted: work.sectionsShifted,
            sectionsReused: work.sectionsReused,
            micros: micros
        )
    }

    /// A duration in whole microseconds.
    public static func micros(_ duration: Duration) -> Int {
        Int(duration.components.seconds * 1_000_000 + duration.components.attoseconds / 1_000_000_000_000)
    }
}
