/// `NSCollectionLayoutItem`: the size of one cell, the outsets it keeps from its neighbours and the
/// insets of its frame within its slot.
public struct CollectionLayoutItem: Hashable, Sendable {
    public var layoutSize: CollectionLayoutSize
    /// Shrinks the frame within its slot; ignored on estimated axes (spec-format.md, compositional).
    ///
    /// `left` and `right` are the leading and trailing insets: layoutd lays out left to right.
    public var contentInsets: EdgeInsets
    public var edgeSpacing: CollectionLayoutEdgeSpacing
    /// Badges and other supplementaries anchored to the cell.
    public var supplementaryItems: [CollectionLayoutSupplementaryItem]

    public init(
        layoutSize: CollectionLayoutSize,
        contentInsets: EdgeInsets = .zero,
        edgeSpacing: CollectionLayoutEdgeSpacing = CollectionLayoutEdgeSpacing(),
        supplementaryItems: [CollectionLayoutSupplementaryItem] = []
    ) {
        self.layoutSize = layoutSize
        self.contentInsets = contentInsets
        self.edgeSpacing = edgeSpacing
        self.supplementaryItems = supplementaryItems
    }
}

/// The axis a group lays its subitems along.
public enum CollectionLayoutGroupAxis: String, Hashable, Sendable, CaseIterable {
    case horizontal
    case vertical
}

/// `NSCollectionLayoutGroup`: repeats its subitems along its axis while they fit (or exactly `count`
/// times), and is itself repeated by its section to consume the section's items.
public struct CollectionLayoutGroup: Hashable, Sendable {
    public var axis: CollectionLayoutGroupAxis
    public var layoutSize: CollectionLayoutSize
    public var subitems: [CollectionLayoutSubitem]
    /// The `count:` initialiser: exactly this many equal repetitions of the single subitem.
    public var count: Int?
    public var interItemSpacing: CollectionLayoutSpacing?
    /// Shrinks the room the subitems are laid out in; the group's own size is unchanged.
    public var contentInsets: EdgeInsets
    /// The group's outsets when it is a subitem of another group.
    public var edgeSpacing: CollectionLayoutEdgeSpacing

    public init(
        axis: CollectionLayoutGroupAxis,
        layoutSize: CollectionLayoutSize,
        subitems: [CollectionLayoutSubitem],
        count: Int? = nil,
        interItemSpacing: CollectionLayoutSpacing? = nil,
        contentInsets: EdgeInsets = .zero,
        edgeSpacing: CollectionLayoutEdgeSpacing = CollectionLayoutEdgeSpacing()
    ) {
        self.axis = axis
        self.layoutSize = layoutSize
        self.subitems = subitems
        self.count = count
        self.interItemSpacing = interItemSpacing
        self.contentInsets = contentInsets
        self.edgeSpacing = edgeSpacing
    }
}

/// A subitem of a group: a cell, or a nested group (a group is-a item).
public indirect enum CollectionLayoutSubitem: Hashable, Sendable {
    case item(CollectionLayoutItem)
    case group(CollectionLayoutGroup)

    var layoutSize: CollectionLayoutSize {
        switch self {
        case .item(let item): return item.layoutSize
        case .group(let group): return group.layoutSize
        }
    }

    var edgeSpacing: CollectionLayoutEdgeSpacing {
        switch self {
        case .item(let item): return item.edgeSpacing
        case .group(let group): return group.edgeSpacing
        }
    }
}
