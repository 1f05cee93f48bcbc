/// A document's text by lines, to turn a spec's line and column (from 1, counted in characters as
/// the YAML reader counts them) into an LSP position (from 0, in UTF-16 code units) and back, and to
/// find the word an error points at.
struct SourceText {
    let lines: [Substring]

    init(_ text: String) {
        lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.last == "\r" ? line.dropLast() : line
        }
    }

    func line(_ index: Int) -> Substring { index >= 0 && index < lines.count ? lines[index] : "" }

    /// The LSP position of a spec's line and column.
    func position(line: Int, column: Int) -> LSPPosition {
        let text = self.line(line - 1)
        let prefix = text.unicodeScalars.prefix(max(0, column - 1))
        return LSPPosition(line: max(0, line - 1), character: prefix.reduce(0) { $0 + $1.utf16.count })
    }

    /// The characters (Unicode scalars) before an LSP position on its line.
    func prefix(at position: LSPPosition) -> Substring {
        let text = line(position.line)
        var units = 0
        var index = text.unicodeScalars.startIndex
        while index < text.unicodeScalars.endIndex, units < position.character {
            units += text.unicodeScalars[index].utf16.count
            index = text.unicodeScalars.index(after: index)
        }
        return text[..<index]
    }

    /// The range an error at a spec's line and column covers: `quoted`, the text the message quotes,
    /// when it is written there; else the word there; else the rest of the line.
    func range(line: Int, column: Int, quoted: [String] = []) -> LSPRange {
        let start = position(line: line, column: column)
        let rest = Substring(self.line(line - 1).unicodeScalars.dropFirst(max(0, column - 1)))
        let stripped = rest.hasPrefix("\"") || rest.hasPrefix("'") ? rest.dropFirst() : rest
        let offset = rest.count - stripped.count
        if let word = quoted.filter({ !$0.isEmpty && stripped.hasPrefix($0) }).max(by: { $0.count < $1.count }) {
            return LSPRange(
                start: start,
                end: LSPPosition(line: start.line, character: start.character + offset + word.utf16.count)
            )
        }
        let stops: Set<Character> = [" ", "\t", ":", ",", "{", "}", "[", "]", "#"]
        var word = rest.prefix { !stops.contains($0) }
        if word.isEmpty { word = rest.isEmpty ? " " : rest }
        return LSPRange(start: start, end: LSPPosition(line: start.line, character: start.character + word.utf16.count))
    }
}

/// A place in a document as LSP counts it: line and UTF-16 offset, both from 0.
struct LSPPosition: Equatable, Comparable {
    var line: Int
    var character: Int

    init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    init?(_ json: Any?) {
        guard let object = json as? [String: Any], let line = object["line"] as? Int,
            let character = object["character"] as? Int, line >= 0, character >= 0
        else { return nil }
        self.init(line: line, character: character)
    }

    var json: [String: Any] { ["line": line, "character": character] }

    static func < (lhs: LSPPosition, rhs: LSPPosition) -> Bool {
        (lhs.line, lhs.character) < (rhs.line, rhs.character)
    }
}

struct LSPRange: Equatable {
    var start: LSPPosition
    var end: LSPPosition

    init(start: LSPPosition, end: LSPPosition) {
        self.start = start
        self.end = end
    }

    init?(_ json: Any?) {
        guard let object = json as? [String: Any], let start = LSPPosition(object["start"]),
            let end = LSPPosition(object["end"])
        else { return nil }
        self.init(start: start, end: end)
    }

    var json: [String: Any] { ["start": start.json, "end": end.json] }

    func overlaps(_ other: LSPRange) -> Bool { !(end < other.start || other.end < start) }
}
