import Yams

extension SpecYAML.Value {
    /// The value a YAML text is, each scalar plain or quoted as it was written; `nil` where the text
    /// is not YAML.
    ///
    /// The collections of the first `blockLevels` levels are written in block style, those below in
    /// flow style, as a person writes a spec (a list of environments, each a block mapping, its
    /// sizes and insets in flow style): the style a text was written in is not kept by the parser.
    ///
    /// `place` gives the importer's input place of a place in `text` (its line and column, from 1),
    /// for each value and key to keep: how a generated file's record, copied into an imported spec,
    /// says where an error is.
    public init?(
        yaml text: String,
        blockLevels: Int = 0,
        place: (Int, Int) -> SpecYAML.Place? = { _, _ in nil }
    ) {
        guard let node = try? Yams.compose(yaml: text) else { return nil }
        self.init(node: node, blockLevels: blockLevels, place: place)
    }

    init(node: Node, blockLevels: Int, place: (Int, Int) -> SpecYAML.Place?) {
        let below = max(blockLevels - 1, 0)
        let value: Self
        switch node {
        case .scalar(let scalar):
            value = scalar.style == .plain ? .scalar(scalar.string) : .quoted(scalar.string)
        case .sequence(let sequence):
            value = .list(sequence.map { Self(node: $0, blockLevels: below, place: place) }, flow: blockLevels == 0)
        case .mapping(let mapping):
            let entries = mapping.map { key, value in
                SpecYAML.Entry(
                    key.string ?? SpecYAML.flow(Self(node: key, blockLevels: 0, place: place)),
                    Self(node: value, blockLevels: below, place: place),
                    place: key.mark.flatMap { place($0.line, $0.column) }
                )
            }
            value = .mapping(entries, flow: blockLevels == 0)
        case .alias:
            value = .scalar("null")
        }
        self = node.mark.flatMap { place($0.line, $0.column) }.map { .copied(value, at: $0) } ?? value
    }
}
