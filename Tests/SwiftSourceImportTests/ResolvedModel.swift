import LayoutEngine

/// A document as it resolves in each of its environments (``LayoutDocument/resolvedSections(at:)``),
/// so that two specs that say the same thing in other words compare equal: a list on the layout and
/// the same list on every section, a variant's key on the layout and on its one section, `header: 30`
/// and `header: [0, 30]` in a vertical flow, a value computed per environment and the constant it
/// comes to.
struct ResolvedModel: Equatable {
    var environments: [LayoutEnvironment]
    /// The sections, an array an environment, in the environments' order.
    var sections: [[ResolvedSection]]

    init(_ document: LayoutDocument) {
        environments = document.environments
        sections = document.environments.indices.map { document.resolvedSections(at: $0) }
    }
}
