/// The computed frames of a spec in every environment: what `layout.json` holds.
public struct LayoutSnapshot: Hashable, Sendable {
    /// The spec's name.
    public var name: String
    public var environments: [EnvironmentLayout]

    public init(name: String, environments: [EnvironmentLayout]) {
        self.name = name
        self.environments = environments
    }

    /// How many frames the snapshot holds over every environment, counted without reading them.
    public var frameCount: Int {
        environments.reduce(0) { total, environment in
            environment.sections.reduce(total + environment.supplementaries.count) { $0 + $1.elementCount }
        }
    }
}

/// The layout of a spec in one environment.
public struct EnvironmentLayout: Hashable, Sendable {
    public var name: String
    /// The collection view's bounds size.
    public var size: Size
    public var scale: Double
    /// `collectionViewContentSize`.
    public var contentSize: Size
    public var sections: [SectionLayout]
    /// Elements that belong to no section: a compositional layout's global boundary items.
    public var supplementaries: [LayoutElement]

    public init(
        name: String,
        size: Size,
        scale: Double,
        contentSize: Size,
        sections: [SectionLayout],
        supplementaries: [LayoutElement] = []
    ) {
        self.name = name
        self.size = size
        self.scale = scale
        self.contentSize = contentSize
        self.sections = sections
        self.supplementaries = supplementaries
    }
}
