/// `NSCollectionLayoutSpacing`: a gap that is exactly its value, or at least its value and a share of
/// whatever room is left over.
public enum CollectionLayoutSpacing: Hashable, Sendable {
    case fixed(Double)
    case flexible(Double)

    /// The least the gap can be.
    public var minimum: Double {
        switch self {
        case .fixed(let value), .flexible(let value): return value
        }
    }

    public var isFlexible: Bool {
        if case .flexible = self { return true }
        return false
    }
}

/// `NSCollectionLayoutEdgeSpacing`: outsets around an item that take part in its group's layout
/// (applied before `contentInsets`); a missing edge is no spacing.
public struct CollectionLayoutEdgeSpacing: Hashable, Sendable {
    public var leading: CollectionLayoutSpacing?
    public var top: CollectionLayoutSpacing?
    public var trailing: CollectionLayoutSpacing?
    public var bottom: CollectionLayoutSpacing?

    public init(
        leading: CollectionLayoutSpacing? = nil,
        top: CollectionLayoutSpacing? = nil,
        trailing: CollectionLayoutSpacing? = nil,
        bottom: CollectionLayoutSpacing? = nil
    ) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }
}
