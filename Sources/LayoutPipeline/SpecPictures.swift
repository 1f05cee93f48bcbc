public import LayoutEngine
public import LayoutProtocol

/// What a layout's pictures need beyond its frames: each environment's metrics, which way it
/// scrolls (where the screen is drawn at rest) and where each section was written in the spec.
///
/// Taken from the document when it is laid out, so that the document itself need not be kept: the
/// daemon keeps this beside each spec's last good layout and draws from it when someone looks.
public struct SpecPictures: Sendable, Equatable {
    public var environments: [LayoutEnvironment]
    public var scrollsVertically: [Bool]
    public var sources: [[SectionTrace]]
    /// Each environment's sections' list configurations (`nil` for a section that is no list), for
    /// the cards and separators a list draws.
    public var lists: [[ListConfiguration?]]
    /// The spec's name, the navigation bar's title.
    public var title: String?

    public init(
        environments: [LayoutEnvironment] = [],
        scrollsVertically: [Bool] = [],
        sources: [[SectionTrace]] = [],
        lists: [[ListConfiguration?]] = [],
        title: String? = nil
    ) {
        self.environments = environments
        self.scrollsVertically = scrollsVertically
        self.sources = sources
        self.lists = lists
        self.title = title
    }

    public init(_ document: LayoutDocument) {
        self.init(
            environments: document.environments,
            scrollsVertically: document.environments.indices.map { document.scrollsVertically(environmentAt: $0) },
            sources: SectionTrace.traces(of: document),
            lists: document.environments.indices.map { document.listConfigurations(environmentAt: $0) },
            title: document.name
        )
    }

    /// One picture per environment of `snapshot` (laid out from the document these were taken
    /// from), marking what `diff` changed; `file` is the spec's file, for the picture's links to it.
    public func pictures(
        spec: String,
        generation: Int,
        snapshot: LayoutSnapshot,
        diff: LayoutDiff? = nil,
        file: String? = nil
    ) -> [PreviewSVG] {
        (0..<min(environments.count, snapshot.environments.count)).map {
            picture(at: $0, spec: spec, generation: generation, snapshot: snapshot, diff: diff, file: file)
        }
    }

    /// The picture of environment `index` alone (``pictures(spec:generation:snapshot:diff:file:)``).
    public func picture(
        at index: Int,
        spec: String,
        generation: Int,
        snapshot: LayoutSnapshot,
        diff: LayoutDiff? = nil,
        file: String? = nil
    ) -> PreviewSVG {
        let layout = snapshot.environments[index]
        let change = diff?.environments.first { $0.name == layout.name }
        return PreviewSVG(
            spec: spec,
            generation: generation,
            environment: environments[index],
            layout: layout,
            changed: PreviewSVG.touched(by: change),
            scrollsVertically: index < scrollsVertically.count ? scrollsVertically[index] : true,
            file: file,
            sources: index < sources.count ? sources[index] : [],
            lists: index < lists.count ? lists[index] : [],
            title: title
        )
    }
}
