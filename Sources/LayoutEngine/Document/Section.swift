/// One section of a spec: its identity, its items and the layout keys it overrides.
public struct Section: Hashable, Sendable {
    public var id: SectionID
    public var items: [ItemRun]
    /// Per-section values of a flow layout, as the `UICollectionViewDelegateFlowLayout` methods give them.
    public var flow: FlowParameters
    /// Per-section values of a split layout, as its delegate gives them.
    public var split: SplitParameters
    /// A compositional section's `NSCollectionLayoutSection` keys.
    public var compositional: CompositionalParameters

    public init(
        id: SectionID,
        items: [ItemRun],
        flow: FlowParameters = FlowParameters(),
        split: SplitParameters = SplitParameters(),
        compositional: CompositionalParameters = CompositionalParameters()
    ) {
        self.id = id
        self.items = items
        self.flow = flow
        self.split = split
        self.compositional = compositional
    }

    /// The number of items in the section.
    public var itemCount: Int { items.reduce(0) { $0 + $1.count } }
}
