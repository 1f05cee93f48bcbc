extension LayoutDocument {
    /// Whether the layout scrolls vertically in the environment at `index`, its variants applied: what
    /// the at-rest content offset of that environment depends on.
    public func scrollsVertically(environmentAt index: Int) -> Bool {
        guard index < environments.count else { return true }
        let environment = environments[index]
        switch keys(at: index).layout {
        case .flow(let spec):
            let holding = spec.variants.filter { $0.condition.holds(in: environment) }
            return (holding.overlaying(layout: spec.flow).scrollDirection ?? .vertical) == .vertical
        case .split:
            return true
        case .compositional(let spec):
            let holding = spec.variants.filter { $0.condition.holds(in: environment) }
            return (holding.overlaying(layout: spec.compositional).scrollDirection ?? .vertical) == .vertical
        }
    }
}
