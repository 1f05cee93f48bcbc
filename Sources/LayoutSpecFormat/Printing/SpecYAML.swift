/// A spec as a tree of YAML values, the way `layoutd import` builds it before one printer writes it
/// (``text``): mappings keep their keys' order, each mapping and list says whether it is written as
/// a block (a line a key) or in flow style (`{a: 1, b: 2}`), and comments belong to the document or to
/// an entry.
public struct SpecYAML: Sendable, Equatable {
    /// Comment lines at the top of the file, without their `# `.
    public var comments: [String]
    /// The spec's keys.
    public var root: [Entry]

    public init(comments: [String] = [], root: [Entry] = []) {
        self.comments = comments
        self.root = root
    }

    /// One key of a mapping, its value and the comment lines written above it.
    public struct Entry: Sendable, Equatable {
        public var key: String
        public var value: Value
        public var comments: [String]

        public init(_ key: String, _ value: Value, comments: [String] = []) {
            self.key = key
            self.value = value
            self.comments = comments
        }

        /// A key of the catalogue.
        public init(_ key: SpecKey.Name, _ value: Value, comments: [String] = []) {
            self.init(key.rawValue, value, comments: comments)
        }
    }

    /// A value: a scalar as YAML writes it, a mapping or a list, in block or flow style.
    public indirect enum Value: Sendable, Equatable {
        /// A scalar's text, already as YAML writes it (``YAMLScalar/text(_:)`` for a string).
        case scalar(String)
        case mapping([Entry], flow: Bool)
        case list([Value], flow: Bool)

        /// A number as a spec writes it: `128`, `0.5`.
        public static func number(_ value: Double) -> Value {
            .scalar(value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)")
        }

        /// Numbers in a flow list: `[375, 667]`.
        public static func numbers(_ values: [Double]) -> Value {
            .list(values.map(number), flow: true)
        }

        /// A string, quoted where YAML would read it as something else.
        public static func text(_ value: String) -> Value { .scalar(YAMLScalar.text(value)) }
    }

    /// The document's text: its comments, then its keys, two spaces a level.
    public var text: String {
        var lines = comments.map { "# " + $0 }
        Self.write(root, indent: "", into: &lines)
        return lines.joined(separator: "\n") + "\n"
    }

    /// A block mapping's entries at `indent`.
    static func write(_ entries: [Entry], indent: String, into lines: inout [String]) {
        for entry in entries {
            lines += entry.comments.map { indent + "# " + $0 }
            switch entry.value {
            case .mapping(let nested, flow: false) where !nested.isEmpty:
                lines.append(indent + entry.key + ":")
                write(nested, indent: indent + "  ", into: &lines)
            case .list(let items, flow: false) where !items.isEmpty:
                lines.append(indent + entry.key + ":")
                write(items, indent: indent + "  ", into: &lines)
            default:
                lines.append(indent + entry.key + ": " + flow(entry.value))
            }
        }
    }

    /// A block list's items at `indent`: `- ` before each, a block mapping's first key on the dash's line.
    static func write(_ items: [Value], indent: String, into lines: inout [String]) {
        for item in items {
            switch item {
            case .mapping(let entries, flow: false) where !entries.isEmpty:
                var nested: [String] = []
                write(entries, indent: indent + "  ", into: &nested)
                lines.append(indent + "- " + nested[0].dropFirst(indent.count + 2))
                lines += nested.dropFirst()
            default:
                lines.append(indent + "- " + flow(item))
            }
        }
    }

    /// A value on one line, in flow style.
    static func flow(_ value: Value) -> String {
        switch value {
        case .scalar(let text): text
        case .mapping(let entries, _):
            "{" + entries.map { $0.key + ": " + flow($0.value) }.joined(separator: ", ") + "}"
        case .list(let items, _): "[" + items.map(flow).joined(separator: ", ") + "]"
        }
    }
}
