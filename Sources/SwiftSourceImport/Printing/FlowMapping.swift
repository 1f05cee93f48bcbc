import LayoutSpecFormat
import Yams

/// A one-line YAML flow mapping, such as a section's entry in a generated file's record
/// (`{id: "tags", items: [{size: [40, 50]}]}`), taken apart into keys, so an imported spec can write
/// them one a line above keys of its own, or with keys of its own in one mapping.
enum FlowMapping {
    /// Each key and its value in flow style; `nil` where the text is not a mapping.
    static func entries(_ text: String) -> [(key: String, value: String)]? {
        guard let node = try? Yams.compose(yaml: text), case .mapping(let mapping) = node else { return nil }
        var entries: [(key: String, value: String)] = []
        for (key, value) in mapping {
            guard let name = key.string else { return nil }
            entries.append((name, flow(value)))
        }
        return entries
    }

    /// Keys and their values in flow style, as one flow mapping: `{id: tags, items: 3}`.
    static func text(_ entries: [(key: String, value: String)]) -> String {
        "{" + entries.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + "}"
    }

    /// The string a scalar's text is (`"s"` is `s`); `nil` for anything else.
    static func string(_ text: String) -> String? {
        guard let node = try? Yams.compose(yaml: text), case .scalar(let scalar) = node else { return nil }
        return scalar.string
    }

    /// A node in flow style, its strings quoted as they were.
    static func flow(_ node: Node) -> String {
        switch node {
        case .scalar(let scalar):
            return scalar.style == .plain ? scalar.string : YAMLScalar.quoted(scalar.string)
        case .sequence(let sequence):
            return "[" + sequence.map(flow).joined(separator: ", ") + "]"
        case .mapping(let mapping):
            return "{" + mapping.map { "\(flow($0.key)): \(flow($0.value))" }.joined(separator: ", ") + "}"
        case .alias:
            return "null"
        }
    }
}
