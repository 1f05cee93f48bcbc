/// One section of a spec: its identity, its items and the layout keys it overrides.
public struct Section: Hashable, Sendable {
    public var id: SectionID
    public var items: [ItemRun]
    /// Per-section values, as the `UICollectionViewDelegateFlowLayout` methods give them.
    public var flow: FlowParameters

    public init(id: SectionID, items: [ItemRun], flow: FlowParameters = FlowParameters()) {
        self.id = id
        self.items = items
        self.flow = flow
    }

    /// The number of items in the section.
    public var itemCount: Int { items.reduce(0) { $0 + $1.count } }
}
