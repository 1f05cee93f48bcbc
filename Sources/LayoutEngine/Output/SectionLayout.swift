/// One section's place in the content and its elements, in the order header, cells by index, footer,
/// background, others.
///
/// A section that only moved is moved in constant time, as MagazineLayout moves the sections after an
/// edit (ARCHITECTURE.md, invariant 3): its elements stay as they were placed, and the
/// distance it moved since is added to their frames when they are read. Equality and hashing see the
/// frames as read, so a moved section equals the same section placed at its new origin.
public struct SectionLayout: Sendable {
    public var id: SectionID
    public var index: Int
    /// The section's extent in the content, from the start of its header to the end of its footer.
    public var frame: Rect
    /// The elements as they were placed, before `translation`.
    private var placedElements: [LayoutElement]
    /// How far the section moved since its elements were placed.
    private var translation: Point
    /// Whether adding a shift to this section's elements gives exactly the doubles a move gives.
    ///
    /// True unless the engine says otherwise: it moves flow and split sections only on whole points,
    /// where additions are exact, but moves a compositional section off the exact grid
    /// (``isOnExactGrid(_:)``) by setting its translation, which no shift of the old frames reproduces.
    var shiftsExactly = true
    /// The elements put on the pixel grid where they are read, in the content's coordinates
    /// (badges; a list's frames on iOS 26); `nil` for a section whose frames are final as placed.
    var pixelGrid: ContentPixelGrid?

    public init(id: SectionID, index: Int, frame: Rect, elements: [LayoutElement]) {
        self.id = id
        self.index = index
        self.frame = frame
        self.placedElements = elements
        self.translation = .zero
    }

    /// The elements at their frames in the content.
    ///
    /// Reading it after a move costs one pass over the elements; ``elementCount`` and
    /// ``element(at:)`` do not.
    public var elements: [LayoutElement] {
        get {
            if let pixelGrid {
                return placedElements.map { pixelGrid.rounded($0.offsetBy(dx: translation.x, dy: translation.y)) }
            }
            if translation == .zero { return placedElements }
            return placedElements.map { $0.offsetBy(dx: translation.x, dy: translation.y) }
        }
        set {
            placedElements = newValue
            translation = .zero
        }
    }

    /// How many elements the section has.
    public var elementCount: Int { placedElements.count }

    /// The element at `position` in ``elements``, at its frame in the content.
    public func element(at position: Int) -> LayoutElement {
        let placed = placedElements[position].offsetBy(dx: translation.x, dy: translation.y)
        return pixelGrid.map { $0.rounded(placed) } ?? placed
    }

    /// The section moved by `dx`, `dy`, in constant time: its elements move when they are read.
    public func offsetBy(dx: Double, dy: Double) -> SectionLayout {
        var moved = self
        moved.frame = frame.offsetBy(dx: dx, dy: dy)
        moved.translation = Point(x: translation.x + dx, y: translation.y + dy)
        return moved
    }

    /// The section with its elements at their placed frames plus `origin` along `axis`, set rather than
    /// added, so that each coordinate is the very double placing the section at `origin` gives.
    ///
    /// Only for a section placed as local elements translated to its origin along `axis`, its frame
    /// starting there (``CompositionalSectionLayout``): moving it this way is exact at any origin.
    func translated(to origin: Double, along axis: ScrollDirection) -> SectionLayout {
        var moved = self
        if axis == .vertical {
            moved.translation.y = origin
            moved.frame.origin.y = origin
        } else {
            moved.translation.x = origin
            moved.frame.origin.x = origin
        }
        return moved
    }

    /// Whether `other` holds the same placed elements, moved by `dx`, `dy` more than this section's —
    /// known in constant time when one is a move of the other, as after an incremental layout, and the
    /// move is exact.
    ///
    /// `false` means only that it is not known this way; the elements may still be equal.
    public func sharesElements(with other: SectionLayout, movedBy dx: Double, dy: Double) -> Bool {
        // A shift of elements off the exact grid may not give the moved section's doubles, nor one of
        // elements rounded where they land.
        if dx != 0 || dy != 0 {
            guard shiftsExactly && other.shiftsExactly, pixelGrid == other.pixelGrid else { return false }
            // Rounded where they land, the frames shift with the section only by whole pixels of a
            // scale whose pixels are exact in binary (1x, 2x): there round(x + d) is round(x) + d.
            if let pixelGrid {
                let scale = pixelGrid.scale
                guard scale == 1 || scale == 2, (dx * scale).rounded() == dx * scale,
                    (dy * scale).rounded() == dy * scale
                else { return false }
            }
        }
        guard placedElements.count == other.placedElements.count,
            other.translation == Point(x: translation.x + dx, y: translation.y + dy)
        else { return false }
        // Arrays are immutable once shared: the same storage means the same elements.
        return placedElements.withUnsafeBufferPointer { mine in
            other.placedElements.withUnsafeBufferPointer { theirs in mine.baseAddress == theirs.baseAddress }
        }
    }
}

extension SectionLayout: Hashable {
    public static func == (lhs: SectionLayout, rhs: SectionLayout) -> Bool {
        guard lhs.id == rhs.id, lhs.index == rhs.index, lhs.frame == rhs.frame,
            lhs.elementCount == rhs.elementCount
        else { return false }
        if lhs.sharesElements(with: rhs, movedBy: 0, dy: 0) { return true }
        for position in 0..<lhs.elementCount where lhs.element(at: position) != rhs.element(at: position) {
            return false
        }
        return true
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(index)
        hasher.combine(frame)
        hasher.combine(elementCount)
        for position in 0..<elementCount {
            hasher.combine(element(at: position))
        }
    }
}
