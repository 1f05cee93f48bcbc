/// The `error.json` document of output-format.md: why the latest save of a spec produced no layout.
public struct ErrorFile: Sendable {
    /// One located error, as `error.json` lists it.
    public struct Entry: Hashable, Sendable {
        public var line: Int
        public var column: Int
        /// The key path of the offending value; empty for the whole document.
        public var path: String
        public var message: String

        public init(line: Int, column: Int, path: String, message: String) {
            self.line = line
            self.column = column
            self.path = path
            self.message = message
        }
    }

    public var spec: String
    public var errors: [Entry]

    public init(spec: String, errors: [Entry]) {
        self.spec = spec
        self.errors = errors
    }

    public func json() -> String {
        var writer = JSONWriter()
        writer.raw("{\"spec\": ")
        writer.string(spec)
        writer.raw(", \"errors\": [")
        for (index, error) in errors.enumerated() {
            writer.raw(index == 0 ? "\n  " : ",\n  ")
            writer.raw("{\"line\": ")
            writer.integer(error.line)
            writer.raw(", \"column\": ")
            writer.integer(error.column)
            writer.raw(", \"path\": ")
            writer.string(error.path)
            writer.raw(", \"message\": ")
            writer.string(error.message)
            writer.raw("}")
        }
        writer.raw(errors.isEmpty ? "]}\n" : "\n]}\n")
        return writer.text
    }
}
