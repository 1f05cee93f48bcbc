/// A document resolved in one of its environments: the keys each section is laid out with there.
///
/// The layout's keys are every section's defaults; variants apply where their condition holds, in
/// spec order; an environment's computed keys take the document's place. So two documents that say
/// the same thing in other words resolve alike: a list on the layout and the same list on every
/// section, a variant's key on the layout and on its one section, a value computed per environment
/// and the constant it comes to, and a flow header's or footer's `[0, 30]` and `30` scrolling
/// vertically (the one length a flow layout reads of it is its extent along the scroll axis).
public struct ResolvedSection: Hashable, Sendable {
    public var id: SectionID
    public var items: [ItemRun]
    public var keys: ResolvedKeys
}

/// The keys of one layout kind, every one set where the spec sets it, after variants.
public enum ResolvedKeys: Hashable, Sendable {
    case flow(FlowParameters)
    case split(SplitParameters)
    case compositional(CompositionalParameters)
}

extension LayoutDocument {
    /// The layout's own keys in the environment at `index`, after the variants that hold there.
    public func resolvedLayout(at index: Int) -> ResolvedKeys {
        let environment = environments[index]
        switch keys(at: index).layout {
        case .flow(let spec):
            return .flow(Self.extents(spec.variants.holding(in: environment).overlaying(layout: spec.flow)))
        case .split(let spec):
            return .split(spec.variants.holding(in: environment).overlaying(layout: spec.split))
        case .compositional(let spec):
            return .compositional(spec.variants.holding(in: environment).overlaying(layout: spec.compositional))
        }
    }

    /// Each section in the environment at `index`: its items, and the layout's keys after the
    /// variants that hold, overlaid by the section's own after the variants that name it.
    public func resolvedSections(at index: Int) -> [ResolvedSection] {
        let environment = environments[index]
        let keys = keys(at: index)
        func resolved<Parameters: OverlaidParameters>(
            _ layout: Parameters,
            _ variants: [TraitVariant<Parameters>],
            own: KeyPath<Section, Parameters>,
            as kind: (Parameters) -> ResolvedKeys
        ) -> [ResolvedSection] {
            let holding = variants.holding(in: environment)
            let layoutKeys = holding.overlaying(layout: layout)
            return keys.sections.map { section in
                let sectionKeys = holding.overlaying(section: section[keyPath: own], id: section.id)
                return ResolvedSection(
                    id: section.id,
                    items: section.items,
                    keys: kind(layoutKeys.overlaid(by: sectionKeys))
                )
            }
        }
        switch keys.layout {
        case .flow(let spec): return resolved(spec.flow, spec.variants, own: \.flow) { .flow(Self.extents($0)) }
        case .split(let spec): return resolved(spec.split, spec.variants, own: \.split) { .split($0) }
        case .compositional(let spec):
            return resolved(spec.compositional, spec.variants, own: \.compositional) { .compositional($0) }
        }
    }

    /// A flow layout's header and footer sizes as their extents along its scroll axis.
    private static func extents(_ keys: FlowParameters) -> FlowParameters {
        var keys = keys
        let direction = keys.scrollDirection ?? .vertical
        keys.headerReferenceSize = keys.headerReferenceSize.map { .extent($0.extent(scrollDirection: direction)) }
        keys.footerReferenceSize = keys.footerReferenceSize.map { .extent($0.extent(scrollDirection: direction)) }
        return keys
    }
}

extension Array {
    /// The variants whose condition holds in `environment`, in spec order.
    func holding<Parameters>(in environment: LayoutEnvironment) -> [TraitVariant<Parameters>]
    where Element == TraitVariant<Parameters> {
        filter { $0.condition.holds(in: environment) }
    }
}
