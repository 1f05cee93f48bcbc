/// How much work a layout took, section by section and environment by environment.
///
/// A section is *computed* when its inputs changed (or it is new), *shifted* when only its place
/// changed, and *reused* when nothing did.
public struct LayoutWork: Hashable, Sendable {
    public var sectionsComputed = 0
    public var sectionsShifted = 0
    public var sectionsReused = 0
    /// Of the shifted sections, those moved in constant time (``SectionLayout/offsetBy(dx:dy:)``)
    /// rather than placed again frame by frame.
    public var sectionsMovedInConstantTime = 0

    public init(
        sectionsComputed: Int = 0,
        sectionsShifted: Int = 0,
        sectionsReused: Int = 0,
        sectionsMovedInConstantTime: Int = 0
    ) {
        self.sectionsComputed = sectionsComputed
        self.sectionsShifted = sectionsShifted
        self.sectionsReused = sectionsReused
        self.sectionsMovedInConstantTime = sectionsMovedInConstantTime
    }

    static func + (lhs: LayoutWork, rhs: LayoutWork) -> LayoutWork {
        LayoutWork(
            sectionsComputed: lhs.sectionsComputed + rhs.sectionsComputed,
            sectionsShifted: lhs.sectionsShifted + rhs.sectionsShifted,
            sectionsReused: lhs.sectionsReused + rhs.sectionsReused,
            sectionsMovedInConstantTime: lhs.sectionsMovedInConstantTime + rhs.sectionsMovedInConstantTime
        )
    }
}
