extension LayoutDocument {
    /// Each section's list configuration in the environment at `index`, its variants applied.
    ///
    /// A section's own or the layout's, `nil` for a section that is no list: what a picture of the
    /// screen draws a list's cards and separators from. Empty for a flow or split layout, which has
    /// no lists.
    public func listConfigurations(environmentAt index: Int) -> [ListConfiguration?] {
        guard index < environments.count else { return [] }
        let keys = keys(at: index)
        guard case .compositional(let spec) = keys.layout else { return [] }
        let environment = environments[index]
        let holding = spec.variants.filter { $0.condition.holds(in: environment) }
        let layoutList = holding.overlaying(layout: spec.compositional).list
        return keys.sections.map { section in
            holding.overlaying(section: section.compositional, id: section.id).list ?? layoutList
        }
    }
}
