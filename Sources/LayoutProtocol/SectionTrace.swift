public import LayoutEngine

/// Where one section of one environment's layout was written in the spec: `layout.json`'s `source`.
///
/// A tool goes from a frame to the text with it: a cell's item number falls in one of ``items``, whose
/// line and column are those of the `items:` entry that made it.
public struct SectionTrace: Equatable, Sendable {
    /// The section's entry in `sections:` (from 1).
    public var line: Int
    public var column: Int
    /// The runs of the section's items in this environment; empty when a variant gave the
    /// environment items of its own (other counts than the section's).
    public var items: [ItemsTrace]
    /// The element kinds of the section whose size is UIKit's estimate, the spec giving no measured
    /// size: a boundary item's `estimated` height without `measuredSize`, a list's supplementary
    /// header or footer without `headerHeight` or `footerHeight`.
    public var estimated: Set<String>

    public init(line: Int, column: Int, items: [ItemsTrace], estimated: Set<String> = []) {
        self.line = line
        self.column = column
        self.items = items
        self.estimated = estimated
    }

    /// Each environment's traces, one per section in order; empty for a document that has no sources.
    public static func traces(of document: LayoutDocument) -> [[SectionTrace]] {
        guard document.sources.count == document.sections.count else { return [] }
        return document.environments.indices.map { index in
            let sections = document.keys(at: index).sections
            guard sections.count == document.sources.count else { return [] }
            return sections.indices.map { position in
                let section = sections[position]
                let source = document.sources[position]
                // A variant's `items` were written elsewhere than the section's own.
                let counts = section.items.map(\.count)
                var items: [ItemsTrace] = []
                if section.items.count == source.runs.count, counts == document.sections[position].items.map(\.count) {
                    var first = 0
                    for (run, position) in zip(section.items, source.runs) {
                        items.append(
                            ItemsTrace(line: position.line, column: position.column, first: first, count: run.count)
                        )
                        first += run.count
                    }
                }
                return SectionTrace(
                    line: source.position.line,
                    column: source.position.column,
                    items: items,
                    estimated: estimatedKinds(of: section, in: document.keys(at: index).layout)
                )
            }
        }
    }

    /// The kinds of `section`'s supplementary elements that keep an estimated size along the scroll
    /// axis (trait variants aside: the layout's and the section's own keys decide).
    static func estimatedKinds(of section: Section, in layout: LayoutKind) -> Set<String> {
        guard case .compositional(let spec) = layout else { return [] }
        let parameters = spec.compositional.overlaid(by: section.compositional)
        let vertical = parameters.scrollDirection != .horizontal
        var kinds: Set<String> = []
        if let list = parameters.list {
            if list.headerMode == .supplementary, list.headerHeight == nil { kinds.insert("header") }
            if list.footerMode == .supplementary, list.footerHeight == nil { kinds.insert("footer") }
        }
        for item in parameters.boundarySupplementaryItems ?? [] where item.measuredSize == nil {
            if case .estimated = vertical ? item.layoutSize.height : item.layoutSize.width {
                kinds.insert(item.elementKind)
            }
        }
        return kinds
    }

    /// The run holding item `item`, if any.
    public func run(holding item: Int) -> ItemsTrace? {
        items.first { item >= $0.first && item < $0.first + $0.count }
    }
}

/// One run of a section's items and the `items:` entry that wrote it.
public struct ItemsTrace: Equatable, Sendable, Codable {
    public var line: Int
    public var column: Int
    /// The first item of the run, and how many it holds.
    public var first: Int
    public var count: Int

    public init(line: Int, column: Int, first: Int, count: Int) {
        self.line = line
        self.column = column
        self.first = first
        self.count = count
    }
}
