/// What an element is: a cell, a supplementary view or a decoration.
public enum ElementKind: Hashable, Sendable {
    case cell
    case header
    case footer
    case background
    /// A compositional layout's own `elementKind`.
    case custom(String)

    /// The name used in `layout.json` and the text form.
    public var name: String {
        switch self {
        case .cell: return "cell"
        case .header: return "header"
        case .footer: return "footer"
        case .background: return "background"
        case .custom(let name): return name
        }
    }
}

/// One laid-out element (UIKit's `UICollectionViewLayoutAttributes`): what it is and where it lands.
public struct LayoutElement: Hashable, Sendable {
    public var kind: ElementKind
    /// The item index, on cells.
    public var item: Int?
    /// The id the spec gave the item, if any.
    public var id: String?
    public var frame: Rect
    public var zIndex: Int
    /// A split section background's `backgroundColor`, as the spec gave it.
    public var color: String?

    public init(kind: ElementKind, item: Int? = nil, id: String? = nil, frame: Rect, zIndex: Int, color: String? = nil)
    {
        self.kind = kind
        self.item = item
        self.id = id
        self.frame = frame
        self.zIndex = zIndex
        self.color = color
    }
}

extension LayoutElement {
    /// The element moved by `dx`, `dy`.
    ///
    /// A zero component leaves its coordinate untouched (adding 0 would turn a `-0` into `0`, which
    /// `layout.json` writes differently).
    public func offsetBy(dx: Double, dy: Double) -> LayoutElement {
        var moved = self
        if dx != 0 { moved.frame.origin.x += dx }
        if dy != 0 { moved.frame.origin.y += dy }
        return moved
    }
}
