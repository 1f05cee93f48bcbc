public import LayoutEngine

/// The changes that turn one layout of a spec into the next (output-format.md, `diff.json`).
///
/// Environments are matched by name, sections by id, elements by kind and item. A section that only
/// moved is one ``SectionChange/shift(section:by:)``, never a list of its elements. The invariant the
/// tests check: `LayoutDiff(from: old, to: new).applied(to: old) == new`, exactly.
public struct LayoutDiff: Hashable, Sendable {
    /// Every environment of the new layout in its order, then the deleted ones.
    public var environments: [EnvironmentChange]

    public init(environments: [EnvironmentChange]) {
        self.environments = environments
    }

    /// Whether the two layouts were the same.
    public var isEmpty: Bool {
        environments.allSatisfy { change in
            if case .changed(let diff) = change { return diff.isEmpty }
            return false
        }
    }
}

/// What happened to one environment.
public enum EnvironmentChange: Hashable, Sendable {
    /// Present before and after; its section changes (possibly none).
    case changed(EnvironmentDiff)
    /// New: its whole layout.
    case inserted(EnvironmentLayout)
    /// Gone.
    case deleted(name: String)

    /// The environment's name.
    public var name: String {
        switch self {
        case .changed(let diff): return diff.name
        case .inserted(let layout): return layout.name
        case .deleted(let name): return name
        }
    }
}

/// The changes inside one environment present before and after.
public struct EnvironmentDiff: Hashable, Sendable {
    public var name: String
    /// The new values of what changed at the environment level; `nil` where nothing changed.
    public var contentSize: Size?
    public var size: Size?
    public var scale: Double?
    /// The new global boundary items, all of them, when any changed.
    public var supplementaries: [LayoutElement]?
    public var changes: [SectionChange]

    public init(
        name: String,
        contentSize: Size? = nil,
        size: Size? = nil,
        scale: Double? = nil,
        supplementaries: [LayoutElement]? = nil,
        changes: [SectionChange] = []
    ) {
        self.name = name
        self.contentSize = contentSize
        self.size = size
        self.scale = scale
        self.supplementaries = supplementaries
        self.changes = changes
    }

    public var isEmpty: Bool {
        contentSize == nil && size == nil && scale == nil && supplementaries == nil && changes.isEmpty
    }
}

/// An element's identity within its section: its kind and, for cells and badges, its item.
public struct ElementKey: Hashable, Sendable {
    public var kind: ElementKind
    public var item: Int?

    public init(kind: ElementKind, item: Int?) {
        self.kind = kind
        self.item = item
    }

    public init(_ element: LayoutElement) {
        self.init(kind: element.kind, item: element.item)
    }
}

/// An element inserted into a section, with its position in the section's new element list.
public struct PositionedElement: Hashable, Sendable {
    public var at: Int
    public var element: LayoutElement

    public init(at: Int, element: LayoutElement) {
        self.at = at
        self.element = element
    }
}

/// One change to the sections of an environment.
///
/// Applied in this order: deleted sections go, moved and inserted sections take their new indexes
/// (ascending), then each section is shifted, loses its deleted elements, gains its inserted ones at
/// their positions, and takes its updated elements and frame.
public enum SectionChange: Hashable, Sendable {
    /// Elements whose frame (or anything else) changed, whole; the section's new frame if it changed.
    /// `was` holds the frames they had in the previous layout (before any `shift`), for people and
    /// tools that show where a frame came from; applying the diff does not need them.
    case update(section: SectionID, frame: Rect?, elements: [LayoutElement], was: PreviousFrames)
    case insert(section: SectionID, elements: [PositionedElement])
    case delete(section: SectionID, elements: [ElementKey])
    /// Every element and the section's frame moved by the same amount.
    case shift(section: SectionID, by: Point)
    /// A new section, whole, at its `index`.
    case insertSection(SectionLayout)
    case deleteSection(SectionID)
    case moveSection(SectionID, to: Int)
}

/// The frames an `update` replaces, as the previous layout had them.
///
/// The section's when its frame changed, and each updated element's, in the order of the update's
/// elements. Empty for a diff read from a document written without them.
public struct PreviousFrames: Hashable, Sendable {
    public var section: Rect?
    public var elements: [Rect]

    public init(section: Rect? = nil, elements: [Rect] = []) {
        self.section = section
        self.elements = elements
    }

    public static let none = PreviousFrames()
}
