/// Where a section and the runs of its items were written in the spec, so that a tool can go from a
/// frame to the text that made it.
///
/// Kept beside the sections, not in them: a line added above a section moves its source but not its
/// layout, and must not make the section look changed to the incremental layout.
public struct SectionSource: Hashable, Sendable {
    /// The section's entry in `sections:` (line and column from 1).
    public var position: SourcePosition
    /// Each entry of the section's `items:`, in order.
    ///
    /// One position for `items: N` or a single `{count:, size:}` run. Each run holds the next
    /// `count` items.
    public var runs: [SourcePosition]

    public init(position: SourcePosition, runs: [SourcePosition]) {
        self.position = position
        self.runs = runs
    }
}

/// A line and column in a spec, both counted from 1.
public struct SourcePosition: Hashable, Sendable {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
}
