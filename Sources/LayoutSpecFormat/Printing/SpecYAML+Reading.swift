import Yams

extension SpecYAML.Value {
    /// The value a YAML text is, each scalar written as it was (plain, or double-quoted), each
    /// collection in the style it was written in; `nil` where the text is not YAML.
    ///
    /// `source` gives the input line of a place in `text` (its line, from 1), for each entry to
    /// keep: how a generated file's record, copied into an imported spec, says where an error is.
    public init?(yaml text: String, source: (Int) -> Int? = { _ in nil }) {
        guard let node = try? Yams.compose(yaml: text) else { return nil }
        self.init(node: node, source: source)
    }

    init(node: Node, source: (Int) -> Int?) {
        switch node {
        case .scalar(let scalar):
            self = .scalar(scalar.style == .plain ? scalar.string : YAMLScalar.quoted(scalar.string))
        case .sequence(let sequence):
            self = .list(sequence.map { Self(node: $0, source: source) }, flow: sequence.style == .flow)
        case .mapping(let mapping):
            let entries = mapping.map { key, value in
                SpecYAML.Entry(
                    SpecYAML.flow(Self(node: key, source: source)),
                    Self(node: value, source: source),
                    source: key.mark.flatMap { source($0.line) }
                )
            }
            self = .mapping(entries, flow: mapping.style == .flow)
        case .alias:
            self = .scalar("null")
        }
    }
}
