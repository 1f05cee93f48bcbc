/// A spec as a tree of YAML values, the way `layoutd import` builds it before one printer writes it
/// (``text``): mappings keep their keys' order, each mapping and list says whether it is written as
/// a block (a line a key) or in flow style (`{a: 1, b: 2}`), and comments belong to the document, to
/// an entry or to a place in a block list.
///
/// A value copied from the importer's input (the record a generated Swift file keeps) remembers its
/// place there (``Value/copied(_:at:)``, ``Entry/place``): the spec is checked as this tree
/// (``node``), so an error in it is said where the person edited the record, and anywhere else
/// where the layout is made.
public struct SpecYAML: Sendable, Hashable {
    /// Comment lines at the top of the file, without their `# `.
    public var comments: [String]
    /// The spec's keys.
    public var root: [Entry]

    public init(comments: [String] = [], root: [Entry] = []) {
        self.comments = comments
        self.root = root
    }

    /// A line and column of the importer's input.
    public struct Place: Sendable, Hashable {
        public var line: Int
        public var column: Int

        public init(line: Int, column: Int) {
            self.line = line
            self.column = column
        }
    }

    /// One key of a mapping, its value and the comment lines written above it.
    public struct Entry: Sendable, Hashable {
        public var key: String
        public var value: Value
        public var comments: [String]
        /// Where the key was copied from, if it was.
        public var place: Place?

        public init(_ key: String, _ value: Value, comments: [String] = [], place: Place? = nil) {
            self.key = key
            self.value = value
            self.comments = comments
            self.place = place
        }

        /// A key of the catalogue.
        public init(_ key: SpecKey.Name, _ value: Value, comments: [String] = []) {
            self.init(key.rawValue, value, comments: comments)
        }
    }

    /// A value: a scalar, a mapping or a list, in block or flow style.
    public indirect enum Value: Sendable, Hashable {
        /// A plain scalar's text: a number, a word, a call of the format's (`absolute(44)`).
        case scalar(String)
        /// A string written in double quotes, whatever it holds: an expression, an id.
        case quoted(String)
        case mapping([Entry], flow: Bool)
        case list([Value], flow: Bool)
        /// A comment line standing in a block list, where an item was left out.
        case comment(String)
        /// A value copied from the importer's input, at `place`.
        case copied(Value, at: Place)

        /// A number as a spec writes it: `128`, `0.5`.
        public static func number(_ value: Double) -> Value {
            .scalar(value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)")
        }

        /// Numbers in a flow list: `[375, 667]`.
        public static func numbers(_ values: [Double]) -> Value {
            .list(values.map(number), flow: true)
        }

        /// A string, quoted only where YAML would read it as something else.
        public static func text(_ value: String) -> Value {
            YAMLScalar.text(value) == value ? .scalar(value) : .quoted(value)
        }

        /// An expression, a string the spec reads as one: always quoted.
        public static func expression(_ text: String) -> Value { .quoted(text) }

        /// The value on one line, in flow style: `{minWidth: 600}`.
        public var flowText: String { SpecYAML.flow(self) }

        /// The value without the place it was copied from.
        public var uncopied: Value {
            if case .copied(let value, _) = self { return value.uncopied }
            return self
        }

        /// A mapping's entries; `nil` for anything else.
        public var entries: [Entry]? {
            if case .mapping(let entries, _) = uncopied { return entries }
            return nil
        }

        /// The string a scalar is; `nil` for anything else.
        public var string: String? {
            switch uncopied {
            case .scalar(let text), .quoted(let text): text
            default: nil
            }
        }

        /// The quoted strings the value holds, in order: a flow or split spec's expressions among them.
        public var strings: [String] {
            switch uncopied {
            case .quoted(let text): [text]
            case .mapping(let entries, _): entries.flatMap(\.value.strings)
            case .list(let items, _): items.flatMap(\.strings)
            default: []
            }
        }
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
            switch entry.value.uncopied {
            case .mapping(let nested, flow: false):
                lines.append(indent + key(entry.key) + ":")
                write(nested, indent: indent + "  ", into: &lines)
            case .list(let items, flow: false):
                lines.append(indent + key(entry.key) + ":")
                write(items, indent: indent + "  ", into: &lines)
            case let value:
                lines.append(indent + key(entry.key) + ": " + flow(value))
            }
        }
    }

    /// A block list's items at `indent`: `- ` before each, a block mapping's first key on the dash's line.
    static func write(_ items: [Value], indent: String, into lines: inout [String]) {
        for item in items {
            switch item.uncopied {
            case .comment(let text):
                lines.append(indent + "# " + text)
            case .mapping(let entries, flow: false) where !entries.isEmpty:
                var nested: [String] = []
                write(entries, indent: indent + "  ", into: &nested)
                lines.append(indent + "- " + nested[0].dropFirst(indent.count + 2))
                lines += nested.dropFirst()
            case let value:
                lines.append(indent + "- " + flow(value))
            }
        }
    }

    /// A key as YAML reads it back: as it is, unless it is empty, starts with a character YAML gives a
    /// meaning, or holds one a plain scalar cannot (a control, a line separator, `: `, ` #`) or a
    /// bracket or a comma, which a flow mapping reads as its own; then double-quoted.
    static func key(_ key: String) -> String {
        let plain =
            key.first.map { !"-?:,[]{}#&*!|>'\"%@` ".contains($0) } == true && !key.hasSuffix(" ")
            && !key.contains(": ") && !key.contains(" #") && !key.hasSuffix(":")
            && !key.unicodeScalars.contains { scalar in
                let category = scalar.properties.generalCategory
                return category == .control || category == .lineSeparator || category == .paragraphSeparator
                    || scalar.properties.isNoncharacterCodePoint || ",[]{}".unicodeScalars.contains(scalar)
            }
        return plain ? key : YAMLScalar.quoted(key)
    }

    /// A value on one line, in flow style.
    static func flow(_ value: Value) -> String {
        switch value {
        case .scalar(let text): text
        case .quoted(let text): YAMLScalar.quoted(text)
        case .mapping(let entries, _):
            "{" + entries.map { key($0.key) + ": " + flow($0.value) }.joined(separator: ", ") + "}"
        case .list(let items, _): "[" + items.map(flow).joined(separator: ", ") + "]"
        case .comment: ""
        case .copied(let value, _): flow(value)
        }
    }
}
