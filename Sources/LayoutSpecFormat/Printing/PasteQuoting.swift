/// A spec's Swift pastes quoted, so that YAML tools read it as layoutd does (`layoutd fmt`).
///
/// layoutd reads `contentInsets: NSDirectionalEdgeInsets(top: 8, …)` as if it were quoted, but YAML
/// itself refuses `: ` inside a plain value: the schema check and the editors' YAML extensions stop at
/// such a line. Quoted in single quotes, the value is the same string to every reader, and the rest
/// of the text, its comments and its layout, stays as it was.
public enum PasteQuoting {
    /// `text` with every pasted Swift value quoted, and how many were; `nil` when it has none.
    public static func quoted(_ text: String) -> (text: String, count: Int)? {
        PastedSwiftLines.quoted(text).map { ($0.text, $0.values.count) }
    }
}
