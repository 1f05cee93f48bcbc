/// A trait variation: layout keys applied in the environments where `condition` holds.
///
/// Variants apply in spec order, later ones winning, before layout (spec-format.md, `variants`).
/// `Parameters` is the partial key set of the layout kind (``FlowParameters``, ``SplitParameters``).
public struct TraitVariant<Parameters: Hashable & Sendable>: Hashable, Sendable {
    public var condition: TraitCondition
    /// Layout-level keys the variant sets.
    public var layout: Parameters
    /// Keys the variant sets on single sections (`sections.<id>.<key>`).
    public var sections: [SectionID: Parameters]

    public init(condition: TraitCondition, layout: Parameters, sections: [SectionID: Parameters] = [:]) {
        self.condition = condition
        self.layout = layout
        self.sections = sections
    }
}
