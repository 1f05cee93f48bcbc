/// Where in a spec file something was written: file, line and column, both counted from 1.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`, the compiler's form.
    public var description: String { "\(file):\(line):\(column)" }
}
