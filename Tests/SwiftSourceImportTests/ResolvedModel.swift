import LayoutEngine

/// A document as it resolves in each of its environments: each section's items and the keys it is
/// laid out with, so that two specs that say the same thing in other words compare equal.
///
/// In an environment, a section's keys are the layout's keys after the variants that hold, overlaid
/// by the section's own after the variants that name it (the layout's keys are every section's
/// defaults); an environment's computed keys take the document's place. A flow header's or footer's
/// size is kept as its extent along the scroll axis, the one length a flow layout reads of it.
/// Written forms that differ resolve alike: a list on the layout and the same list on every section,
/// a variant's key on the layout and on its one section, `header: 30` and `header: [0, 30]` in a
/// vertical flow, a value computed per environment and the constant it comes to.
struct ResolvedModel: Equatable {
    /// One section in one environment.
    struct ResolvedSection: Equatable {
        var id: SectionID
        var items: [ItemRun]
        var keys: Keys
    }

    /// The keys a section is laid out with, of its layout's kind.
    enum Keys: Equatable {
        case flow(FlowParameters)
        case split(SplitParameters)
        case compositional(CompositionalParameters)
    }

    var environments: [LayoutEnvironment]
    /// The sections, an array an environment, in the environments' order.
    var sections: [[ResolvedSection]]

    init(_ document: LayoutDocument) {
        environments = document.environments
        sections = document.environments.indices.map { index in
            let environment = document.environments[index]
            let keys = document.keys(at: index)
            return keys.sections.map { section in
                ResolvedSection(
                    id: section.id,
                    items: section.items,
                    keys: Self.keys(of: section, layout: keys.layout, in: environment)
                )
            }
        }
    }

    private static func keys(of section: Section, layout: LayoutKind, in environment: LayoutEnvironment) -> Keys {
        switch layout {
        case .flow(let spec):
            var keys = resolved(spec.flow, own: section.flow, id: section.id, variants: spec.variants, in: environment)
            let direction = keys.scrollDirection ?? .vertical
            keys.headerReferenceSize = keys.headerReferenceSize.map { .extent($0.extent(scrollDirection: direction)) }
            keys.footerReferenceSize = keys.footerReferenceSize.map { .extent($0.extent(scrollDirection: direction)) }
            return .flow(keys)
        case .split(let spec):
            return .split(
                resolved(spec.split, own: section.split, id: section.id, variants: spec.variants, in: environment)
            )
        case .compositional(let spec):
            return .compositional(
                resolved(
                    spec.compositional,
                    own: section.compositional,
                    id: section.id,
                    variants: spec.variants,
                    in: environment
                )
            )
        }
    }

    /// The layout's keys after the variants that hold, overlaid by the section's own after the
    /// variants that name it.
    private static func resolved<Parameters: OverlaidParameters>(
        _ layout: Parameters,
        own: Parameters,
        id: SectionID,
        variants: [TraitVariant<Parameters>],
        in environment: LayoutEnvironment
    ) -> Parameters {
        let holding = variants.filter { $0.condition.holds(in: environment) }
        let sectionKeys = holding.reduce(own) { keys, variant in
            variant.sections[id].map { keys.overlaid(by: $0) } ?? keys
        }
        return holding.overlaying(layout: layout).overlaid(by: sectionKeys)
    }
}
