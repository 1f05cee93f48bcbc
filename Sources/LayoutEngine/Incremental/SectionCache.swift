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
    /// axis are whole points (so pixel rounding and additions are exact).
    mutating func move(_ index: Int, to origin: Double, along axis: ScrollDirection?) -> SectionLayout? {
        switch start(index, to: origin, along: axis) {
        case .reused(let placed): return placed
        case .placeAgain: return nil
        case .move(var placed, let last, let axis):
            guard isWholePoint(last), isWholePoint(origin) else { return nil }
            let delta = origin - last
            placed = axis == .vertical ? placed.offsetBy(dx: 0, dy: delta) : placed.offsetBy(dx: delta, dy: 0)
            work.sectionsMovedInConstantTime += 1
            return keep(placed, at: index, origin: origin)
        }
    }

    /// The same for a kind whose placed sections are local elements translated to their origin.
    ///
    /// Such a section moves at any origin by setting its translation
    /// (``SectionLayout/translated(to:along:)``), which is exact. `exactGrid` tells whether the
    /// elements are on the exact 1/64-point grid, so that a diff may shift them as a whole.
    mutating func translate(
        _ index: Int,
        to origin: Double,
        along axis: ScrollDirection?,
        exactGrid: Bool
    ) -> SectionLayout? {
        switch start(index, to: origin, along: axis) {
        case .reused(let placed): return placed
        case .placeAgain: return nil
        case .move(var placed, let last, let axis):
            placed = placed.translated(to: origin, along: axis)
            placed.shiftsExactly = exactGrid && isOnExactGrid(last) && isOnExactGrid(origin)
            work.sectionsMovedInConstantTime += 1
            return keep(placed, at: index, origin: origin)
        }
    }

    /// What the placed section at `index` needs to stand at `origin`.
    private enum Start {
        /// Nothing: it is there already.
        case reused(SectionLayout)
        /// To be placed again: none was placed, or its kind cannot move it.
        case placeAgain
        /// To be moved from `last` along `axis`.
        case move(SectionLayout, last: Double, axis: ScrollDirection)
    }

    private mutating func start(_ index: Int, to origin: Double, along axis: ScrollDirection?) -> Start {
        guard var placed = current[index].placed else { return .placeAgain }
        let last = current[index].origin
        if last == origin {
            work.sectionsReused += 1
            placed.index = index
            return .reused(placed)
        }
        work.sectionsShifted += 1
        guard let axis else { return .placeAgain }
        return .move(placed, last: last, axis: axis)
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
