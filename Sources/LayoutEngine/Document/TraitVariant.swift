/// A trait variation: layout keys applied in the environments where `condition` holds.
///
/// Variants apply in spec order, later ones winning, before layout (spec-format.md, `variants`).
public struct TraitVariant: Hashable, Sendable {
    public var condition: TraitCondition
    /// Layout-level keys the variant sets.
    public var flow: FlowParameters
    /// Keys the variant sets on single sections (`sections.<id>.<key>`).
    public var sections: [SectionID: FlowParameters]

    public init(condition: TraitCondition, flow: FlowParameters, sections: [SectionID: FlowParameters] = [:]) {
        self.condition = condition
        self.flow = flow
        self.sections = sections
    }
}
