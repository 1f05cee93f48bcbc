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

    public init(size: Size?, count: Int, id: String? = nil, splitSize: SplitItemSize? = nil) {
        self.size = size
        self.count = count
        self.id = id
        self.splitSize = splitSize
    }
}
