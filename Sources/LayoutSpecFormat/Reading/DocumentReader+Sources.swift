import LayoutEngine
import Yams

extension DocumentReader {
    /// Where a section's entry and each run of its items were written.
    ///
    /// Read from the entry's marks rather than while reading the section, so that a section the
    /// previous parse read, and this one takes as it was, still gets the position its entry has now.
    static func source(of entry: SpecValue) -> SectionSource {
        SectionSource(
            position: position(of: entry.node),
            runs: runPositions(of: entry.node[SpecKey.Name.items.rawValue])
        )
    }

    /// One position for `items: N` or `items: {count:, size:}`; one for each entry of a list.
    static func runPositions(of items: Node?) -> [SourcePosition] {
        guard let items else { return [] }
        if case .sequence(let list) = items {
            return list.map { position(of: $0) }
        }
        return [position(of: items)]
    }

    static func position(of node: Node) -> SourcePosition {
        SourcePosition(line: node.mark?.line ?? 1, column: node.mark?.column ?? 1)
    }
}
