/// The sections of one environment as last laid out, keyed by section id: what the incremental engine
/// keeps between two versions of a spec (the model of MagazineLayout's per-section cache, reference
/// compositional.md §4.3).
///
/// A layout kind asks for each section's local layout (`local(for:key:compute:)`): it is computed only
/// if the section's `Key` — everything the local layout depends on — changed. Then, once the sections
/// are stacked, it asks for the placed section (`place(_:index:origin:place:)`): reused as it was if
/// its origin did not move, re-placed if it did. Sections that are not asked for are forgotten.
struct SectionCache<Key: Hashable, Local> {
    struct Entry {
        var key: Key
        var local: Local
        /// The section as last placed, and where.
        var placed: SectionLayout?
        var origin: Double
    }

    private var entries: [SectionID: Entry] = [:]
    private var current: [SectionID: Entry] = [:]
    private var work = LayoutWork()

    init() {}

    /// The local layout of section `id` for `key`, computed only when the key changed.
    mutating func local(for id: SectionID, key: Key, compute: () -> Local) -> Local {
        if let entry = entries[id], entry.key == key {
            current[id] = entry
            return entry.local
        }
        let local = compute()
        current[id] = Entry(key: key, local: local, placed: nil, origin: 0)
        work.sectionsComputed += 1
        return local
    }

    /// Section `id` placed at `origin`: the last placement when the origin is the same, else `place`.
    mutating func place(
        _ id: SectionID,
        index: Int,
        origin: Double,
        place: (Local) -> SectionLayout
    ) -> SectionLayout {
        guard var entry = current[id] else {
            preconditionFailure("place(\(id)) before local(for: \(id))")
        }
        if var placed = entry.placed, entry.origin == origin {
            work.sectionsReused += 1
            placed.index = index
            return placed
        }
        if entry.placed != nil { work.sectionsShifted += 1 }
        var placed = place(entry.local)
        placed.index = index
        entry.placed = placed
        entry.origin = origin
        current[id] = entry
        return placed
    }

    /// Ends one layout: keeps the sections used in it, forgets the others, and returns the work done.
    mutating func finish() -> LayoutWork {
        entries = current
        current = [:]
        defer { work = LayoutWork() }
        return work
    }
}

/// What a section's local layout depends on, for a layout kind whose keys are `Parameters`: if none of it
/// changed, neither did the layout.
///
/// A horizontally scrolling compositional layout keys on its transposed environment and keys.
struct SectionKey<Parameters: Hashable>: Hashable {
    var environment: LayoutEnvironment
    /// The layout-level keys after variants (and, for flow, seed layouts).
    var layout: Parameters
    var section: Section
    /// The section's own keys after variants.
    var own: Parameters
}
