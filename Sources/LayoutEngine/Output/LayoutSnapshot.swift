/// The computed frames of a spec in every environment: what `layout.json` holds.
public struct LayoutSnapshot: Hashable, Sendable {
    /// The spec's name.
    public var name: String
    public var environments: [EnvironmentLayout]

    public init(name: String, environments: [EnvironmentLayout]) {
        self.name = name
        self.environments = environments
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

/// One section's place in the content and its elements, in the order header, cells by index, footer,
/// background, others.
public struct SectionLayout: Hashable, Sendable {
    public var id: SectionID
    public var index: Int
    /// The section's extent in the content, from the start of its header to the end of its footer.
    public var frame: Rect
    public var elements: [LayoutElement]

    public init(id: SectionID, index: Int, frame: Rect, elements: [LayoutElement]) {
        self.id = id
        self.index = index
        self.frame = frame
        self.elements = elements
    }
}
