/// The sections of one environment as last laid out: what the incremental engine keeps between two
/// versions of a spec (the model of MagazineLayout's per-section cache), found by section id, so inserting, deleting or moving a section leaves the others' layouts
/// untouched.
///
/// A layout kind first says what every section depends on (`begin(environment:layout:)`: the
/// environment and the layout-level keys); if that changed, every section is computed again. Then it
/// asks, section by section in order, for each local layout (`reuse(_:key:)`): it is computed again
/// (and handed to `keep(_:key:local:)`) only if the section's own `SectionKey` changed. Once the
/// sections are stacked, it asks for each placed section (`move(_:to:along:)`): reused as it was if
/// its origin did not move; moved in constant time if it moved by whole points and its kind says
/// such a move is exact; placed again (and handed to `keep(_:at:origin:)`) otherwise. Sections that
/// are not asked for are forgotten.
///
/// The calls are lookups and stores rather than methods taking closures, because a closure formed
/// for every section copied what it captured (environments, parameters, sections) on every update.
struct SectionCache<Parameters: Hashable, Local> {
    typealias Key = SectionKey<Parameters>

    /// A section's key and local layout, boxed.
    ///
    /// Keeping them costs one reference per section and layout. Never mutated, so sharing it keeps the
    /// cache a value.
    final class Computed {
        let key: Key
        let local: Local

        init(key: Key, local: Local) {
            self.key = key
            self.local = local
        }
    }

    struct Entry {
        var id: SectionID
        var computed: Computed
        /// The section as last placed, and where.
        var placed: SectionLayout?
        var origin: Double
    }

    /// What every section depends on, compared once a layout rather than once a section.
    struct Context: Equatable {
        var environment: LayoutEnvironment
        /// The layout-level keys after variants (and, for flow, seed layouts).
        var layout: Parameters
    }

    private var context: Context?
    /// The sections of the last layout, in order.
    private var entries: [Entry] = []
    /// Where each section id is in `entries`, built only when a layout's sections are not in the last
    /// layout's order (usually they are, and a section is found at its own index without hashing).
    private var positions: [SectionID: Int]?
    /// The sections of the layout under way, in order.
    private var current: [Entry] = []
    private var work = LayoutWork()

    init() {}

    /// Starts one layout in `environment` with the layout-level keys `layout`: when either changed since
    /// the last layout, every section is computed again.
    mutating func begin(environment: LayoutEnvironment, layout: Parameters) {
        let context = Context(environment: environment, layout: layout)
        if context != self.context {
            entries = []
            positions = nil
            self.context = context
        }
        current.reserveCapacity(entries.count)
    }

    /// The local layout of section `id`, the next section in order, if its key is still `key`; `nil`
    /// when it must be computed and handed to `keep(_:key:local:)`.
    ///
    /// It comes in its box, so that the caller reads what it needs without copying the whole layout
    /// on every update.
    mutating func reuse(_ id: SectionID, key: Key) -> Computed? {
        guard let position = previous(id, at: current.count), entries[position].computed.key == key else {
            return nil
        }
        current.append(entries[position])
        return entries[position].computed
    }

    /// Keeps the local layout just computed for section `id`, the next section in order.
    mutating func keep(_ id: SectionID, key: Key, local: Local) -> Computed {
        let computed = Computed(key: key, local: local)
        current.append(Entry(id: id, computed: computed, placed: nil, origin: 0))
        work.sectionsComputed += 1
        return computed
    }

    /// The section at `index` placed at `origin` without placing it again: its last placement when its
    /// origin is the same, or that placement moved along `axis` when it moved by whole points; `nil`
    /// when it must be placed and handed to `keep(_:at:origin:)`.
    ///
    /// A layout kind passes an `axis` only when moving the placed section gives exactly the frames
    /// placing it again would: nothing in it is pinned to the visible bounds, and its frames along the
    /// axis are whole points (so pixel rounding and additions are exact). A kind that rounds no
    /// positions passes `onExactGrid`: then its frames and origins need only be on the 1/64-point grid,
    /// where additions are exact too.
    mutating func move(
        _ index: Int,
        to origin: Double,
        along axis: ScrollDirection?,
        onExactGrid: Bool = false
    ) -> SectionLayout? {
        move(index, to: origin, along: axis, how: onExactGrid ? .onExactGrid : .onWholePoints)
    }

    /// How a layout kind's placed sections can be moved.
    enum Moving {
        /// By adding the distance, when the frames and both origins are whole points.
        case onWholePoints
        /// By adding the distance, when they are on the exact 1/64-point grid.
        case onExactGrid
        /// At any origin, by setting the translation of local elements (``SectionLayout/translated(to:along:)``):
        /// `exactGrid` tells whether the elements are also on the exact grid, so that a diff may shift them.
        case byTranslation(exactGrid: Bool)
    }

    mutating func move(_ index: Int, to origin: Double, along axis: ScrollDirection?, how: Moving) -> SectionLayout? {
        guard var placed = current[index].placed else { return nil }
        let last = current[index].origin
        if last == origin {
            work.sectionsReused += 1
            placed.index = index
            return placed
        }
        work.sectionsShifted += 1
        guard let axis else { return nil }
        switch how {
        case .onWholePoints:
            guard isWholePoint(last), isWholePoint(origin) else { return nil }
        case .onExactGrid:
            guard isOnExactGrid(last), isOnExactGrid(origin) else { return nil }
        case .byTranslation(let exactGrid):
            placed = placed.translated(to: origin, along: axis)
            placed.shiftsExactly = exactGrid && isOnExactGrid(last) && isOnExactGrid(origin)
            work.sectionsMovedInConstantTime += 1
            return keep(placed, at: index, origin: origin)
        }
        let delta = origin - last
        placed = axis == .vertical ? placed.offsetBy(dx: 0, dy: delta) : placed.offsetBy(dx: delta, dy: 0)
        work.sectionsMovedInConstantTime += 1
        return keep(placed, at: index, origin: origin)
    }

    /// Keeps the section at `index` as placed at `origin`.
    mutating func keep(_ placed: SectionLayout, at index: Int, origin: Double) -> SectionLayout {
        var placed = placed
        placed.index = index
        current[index].placed = placed
        current[index].origin = origin
        return placed
    }

    /// Ends one layout: keeps the sections used in it, forgets the others, and returns the work done.
    mutating func finish() -> LayoutWork {
        entries = current
        positions = nil
        current = []
        defer { work = LayoutWork() }
        return work
    }

    /// Where section `id` is in the last layout, looked for first at `index`.
    private mutating func previous(_ id: SectionID, at index: Int) -> Int? {
        if index < entries.count, entries[index].id == id { return index }
        if positions == nil {
            positions = Dictionary(entries.enumerated().map { ($0.element.id, $0.offset) }) { first, _ in first }
        }
        return positions?[id]
    }
}

/// What a section's local layout depends on besides its `SectionCache.Context`, for a layout kind whose
/// keys are `Parameters`: if none of it changed, neither did the layout.
///
/// A horizontally scrolling compositional layout keys on its transposed keys.
struct SectionKey<Parameters: Hashable>: Hashable {
    /// The section's items: no layout kind reads more of a `Section` than its items and its own keys.
    var items: [ItemRun]
    /// The section's own keys after variants.
    var own: Parameters
}
