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

/// How a group made with a count repeats its one subitem: UIKit's two initialisers with a `count:`
/// lay the same subitem out differently.
public enum CollectionLayoutGroupRepetition: String, Hashable, Sendable {
    /// `subitem:count:` (iOS 13, deprecated in iOS 16): the group's length, less its insets and
    /// spacing, is shared equally by the repetitions; the subitem's own length along the axis is
    /// ignored and its fractions are of its share.
    case sharingLength
    /// `repeatingSubitem:count:` (iOS 16): the subitem repeated exactly `count` times, each at its
    /// own size in the group, whether or not they fit.
    case keepingSize
}

/// `NSCollectionLayoutGroup`: repeats its subitems along its axis while they fit (or exactly `count`
/// times), and is itself repeated by its section to consume the section's items.
public struct CollectionLayoutGroup: Hashable, Sendable {
    public var axis: CollectionLayoutGroupAxis
    public var layoutSize: CollectionLayoutSize
    public var subitems: [CollectionLayoutSubitem]
    /// The initialisers with a `count:`: exactly this many repetitions of the single subitem, made
    /// as `repetition` says.
    public var count: Int?
    public var repetition: CollectionLayoutGroupRepetition
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
        repetition: CollectionLayoutGroupRepetition = .sharingLength,
        interItemSpacing: CollectionLayoutSpacing? = nil,
        contentInsets: EdgeInsets = .zero,
        edgeSpacing: CollectionLayoutEdgeSpacing = CollectionLayoutEdgeSpacing()
    ) {
        self.axis = axis
        self.layoutSize = layoutSize
        self.subitems = subitems
        self.count = count
        self.repetition = repetition
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
