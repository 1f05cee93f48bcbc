/// `count` consecutive items of one size: the unit a section's `items` are stored in.
///
/// Runs keep `items: 1000000` a single value instead of a million, and let the flow layout decide
/// "all items the same size" without looking at every item.
public struct ItemRun: Hashable, Sendable {
    /// The items' size, or `nil` for the layout's `itemSize` (resolved per environment).
    public var size: Size?
    public var count: Int
    /// The item's id from the spec; only single items carry one.
    public var id: String?
    /// A split layout item's size, which may use the `{columns: N}` width and `square` height helpers;
    /// `nil` for the layout's `itemSize`.
    public var splitSize: SplitItemSize?
    /// The size of each item of the run, one by one, where they differ; `count` of them.
    ///
    /// A size computed from each item's index path gives them, as `sizeForItemAt` does. Flow and
    /// compositional layouts take them before `size`.
    public var sizes: [Size]?

    public init(size: Size?, count: Int, id: String? = nil, splitSize: SplitItemSize? = nil, sizes: [Size]? = nil) {
        self.size = size
        self.count = count
        self.id = id
        self.splitSize = splitSize
        self.sizes = sizes
    }

    /// A run of items whose sizes are given one by one.
    public init(sizes: [Size], id: String? = nil) {
        self.init(size: nil, count: sizes.count, id: id, sizes: sizes)
    }
}
