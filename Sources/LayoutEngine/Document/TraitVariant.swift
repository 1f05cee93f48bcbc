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

/// A layout kind's partial key set, which a later one overrides key by key.
public protocol OverlaidParameters: Hashable, Sendable {
    /// These keys with `other`'s set keys in their place.
    func overlaid(by other: Self) -> Self
}

extension Array {
    /// The layout's keys once every variant here (those that hold) is applied, in order.
    public func overlaying<Parameters: OverlaidParameters>(layout: Parameters) -> Parameters
    where Element == TraitVariant<Parameters> {
        reduce(layout) { $0.overlaid(by: $1.layout) }
    }

    /// A section's own keys once every variant here that names the section is applied, in order.
    ///
    /// No variant: the keys as they are, with no work (this runs for every section on every update).
    func overlaying<Parameters: OverlaidParameters>(section own: Parameters, id: SectionID) -> Parameters
    where Element == TraitVariant<Parameters> {
        guard !isEmpty else { return own }
        return reduce(own) { merged, variant in variant.sections[id].map { merged.overlaid(by: $0) } ?? merged }
    }
}
