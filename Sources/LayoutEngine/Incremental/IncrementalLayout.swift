/// A spec's layout kept between versions: lays out a new version of the document recomputing only the
/// sections whose inputs changed, and moving the others (ARCHITECTURE.md, invariant 3).
///
/// Each environment keeps a ``SectionCache`` keyed by section id, so inserting, deleting or moving a
/// section leaves the others' layouts untouched. The result is always exactly what a from-scratch
/// ``layOut(_:)`` of the new document gives: `layOut(_:)` is this type with an empty cache.
public struct IncrementalLayout {
    /// One environment's cache, for the layout kind it was last laid out with.
    enum Caches {
        case flow(FlowLayout.Cache)
        case split(SplitLayout.Cache)
        case compositional(CompositionalLayout.Cache)
    }

    private var caches: [String: Caches] = [:]

    public init() {}

    /// Lays out `document` in every environment, reusing what the last call laid out.
    ///
    /// - Returns: the layout, and the work it took summed over the environments.
    public mutating func update(_ document: LayoutDocument) -> (snapshot: LayoutSnapshot, work: LayoutWork) {
        var work = LayoutWork()
        var next: [String: Caches] = [:]
        var environments: [EnvironmentLayout] = []
        environments.reserveCapacity(document.environments.count)
        for (index, environment) in document.environments.enumerated() {
            let previous = caches[environment.name]
            let layout: EnvironmentLayout
            let keys = document.keys(at: index)
            switch keys.layout {
            case .flow(let spec):
                var cache = Self.flowCache(previous)
                layout = FlowLayout.layOut(spec, sections: keys.sections, in: environment, cache: &cache)
                work = work + cache.finish()
                next[environment.name] = .flow(cache)
            case .split(let spec):
                var cache = Self.splitCache(previous)
                layout = SplitLayout.layOut(spec, sections: keys.sections, in: environment, cache: &cache)
                work = work + cache.finish()
                next[environment.name] = .split(cache)
            case .compositional(let spec):
                var cache = Self.compositionalCache(previous)
                layout = CompositionalLayout.layOut(spec, sections: keys.sections, in: environment, cache: &cache)
                work = work + cache.finish()
                next[environment.name] = .compositional(cache)
            }
            environments.append(layout)
        }
        caches = next
        return (LayoutSnapshot(name: document.name, environments: environments), work)
    }

    static func flowCache(_ caches: Caches?) -> FlowLayout.Cache {
        if case .flow(let cache) = caches { return cache }
        return FlowLayout.Cache()
    }

    static func splitCache(_ caches: Caches?) -> SplitLayout.Cache {
        if case .split(let cache) = caches { return cache }
        return SplitLayout.Cache()
    }

    static func compositionalCache(_ caches: Caches?) -> CompositionalLayout.Cache {
        if case .compositional(let cache) = caches { return cache }
        return CompositionalLayout.Cache()
    }
}
