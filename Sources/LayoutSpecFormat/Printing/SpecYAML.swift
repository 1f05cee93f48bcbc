import Yams

/// A spec as a tree of YAML values, the way `layoutd import` builds it before one printer writes it
/// (``text``): mappings keep their keys' order, each mapping and list says whether it is written as
/// a block (a line a key) or in flow style (`{a: 1, b: 2}`), and comments belong to the document, to
/// an entry or to a place in a block list.
///
/// A value copied from a line of the importer's input (the record a generated Swift file keeps)
/// remembers that line (``Value/copied(_:line:)``, ``Entry/source``), so that an error found in the
/// spec is said where the person edited it.
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
        /// The line of the input this entry was copied from, if it was.
        public var source: Int?

        public init(_ key: String, _ value: Value, comments: [String] = [], source: Int? = nil) {
            self.key = key
            self.value = value
            self.comments = comments
            self.source = source
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
        /// A comment line standing in a block list, where an item was left out.
        case comment(String)
        /// A value copied from line `line` of the input: the first line it prints on keeps it.
        case copied(Value, line: Int)

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

        /// An expression, a string the spec reads as one: always quoted.
        public static func expression(_ text: String) -> Value { .scalar(YAMLScalar.quoted(text)) }

        /// The strings the value holds, in order: a flow or split spec's expressions among them.
        public var strings: [String] {
            switch uncopied {
            case .scalar(let text): text.hasPrefix("\"") ? string.map { [$0] } ?? [] : []
            case .mapping(let entries, _): entries.flatMap(\.value.strings)
            case .list(let items, _): items.flatMap(\.strings)
            case .comment, .copied: []
            }
        }

        /// The value without the line it was copied from.
        public var uncopied: Value {
            if case .copied(let value, _) = self { return value.uncopied }
            return self
        }

        /// A mapping's entries; `nil` for anything else.
        public var entries: [Entry]? {
            if case .mapping(let entries, _) = uncopied { return entries }
            return nil
        }

        /// The string a scalar is (`"s"` and `s` are `s`); `nil` for anything else.
        public var string: String? {
            guard case .scalar(let text) = uncopied, case .scalar(let scalar)? = try? Yams.compose(yaml: text) else {
                return nil
            }
            return scalar.string
        }
    }

    /// The document's text: its comments, then its keys, two spaces a level.
    public var text: String {
        lines.map(\.text).joined(separator: "\n") + "\n"
    }

    /// The document's lines, each with the line of the input it was copied from, if it was.
    public var lines: [(text: String, source: Int?)] {
        var printer = Printer()
        printer.lines = comments.map { ("# " + $0, nil) }
        printer.write(root, indent: "")
        return printer.lines
    }

    /// Writes block values two spaces a level, noting each line's source.
    struct Printer {
        var lines: [(text: String, source: Int?)] = []

        /// A block mapping's entries at `indent`.
        mutating func write(_ entries: [Entry], indent: String, source: Int? = nil) {
            for (index, entry) in entries.enumerated() {
                lines += entry.comments.map { (indent + "# " + $0, nil) }
                var line = entry.source ?? (index == 0 ? source : nil)
                var value = entry.value
                while case .copied(let inner, let copiedFrom) = value {
                    line = line ?? copiedFrom
                    value = inner
                }
                switch value {
                case .mapping(let nested, flow: false):
                    lines.append((indent + entry.key + ":", line))
                    write(nested, indent: indent + "  ")
                case .list(let items, flow: false):
                    lines.append((indent + entry.key + ":", line))
                    write(items, indent: indent + "  ")
                default:
                    lines.append((indent + entry.key + ": " + SpecYAML.flow(value), line))
                }
            }
        }

        /// A block list's items at `indent`: `- ` before each, a block mapping's first key on the dash's line.
        mutating func write(_ items: [Value], indent: String) {
            for item in items {
                var line: Int?
                var value = item
                while case .copied(let inner, let copiedFrom) = value {
                    line = line ?? copiedFrom
                    value = inner
                }
                switch value {
                case .comment(let text):
                    lines.append((indent + "# " + text, line))
                case .mapping(let entries, flow: false) where !entries.isEmpty:
                    let first = lines.count
                    write(entries, indent: indent + "  ", source: line)
                    let text = lines[first].text
                    lines[first].text = indent + "- " + text.dropFirst(indent.count + 2)
                default:
                    lines.append((indent + "- " + SpecYAML.flow(value), line ?? SpecYAML.firstSource(value)))
                }
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
        case .comment: ""
        case .copied(let value, _): flow(value)
        }
    }

    /// The source of a flow value's first entry, which starts its line.
    static func firstSource(_ value: Value) -> Int? {
        if case .mapping(let entries, _) = value { return entries.first?.source }
        return nil
    }
}
