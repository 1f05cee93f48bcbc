extension LayoutDocument {
    /// Each section's list configuration in the environment at `index`, its variants applied.
    ///
    /// A section's own or the layout's, `nil` for a section that is no list (and for every section of a
    /// flow or split layout): what a picture of the screen draws a list's cards and separators from.
    public func listConfigurations(environmentAt index: Int) -> [ListConfiguration?] {
        guard index < environments.count, case .compositional(let spec) = keys(at: index).layout else {
            return sections.map { _ in nil }
        }
        let environment = environments[index]
        let holding = spec.variants.filter { $0.condition.holds(in: environment) }
        let layoutList = holding.overlaying(layout: spec.compositional).list
        return sections.map { section in
            let own = holding.overlaying(section: section.compositional, id: section.id)
            return own.list ?? layoutList
        }
    }
}
