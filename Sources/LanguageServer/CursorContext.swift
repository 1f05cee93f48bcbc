import Foundation
import LayoutSpecFormat

/// Where the cursor is in a spec's YAML, read from the text's indentation, so that it works in a
/// buffer that does not parse (the key being typed is usually incomplete).
///
/// It follows block mappings and lists, `- ` entries, and one flow mapping on the cursor's line
/// (`- {device: iPh`), which covers how specs are written.
struct CursorContext: Equatable {
    /// The mapping the cursor is in.
    var path: [SpecCompletion.Step]
    /// `nil` where a key is being written; the key whose value is being written otherwise.
    var valueOf: String?
    /// What is typed of the word so far.
    var partial: String

    /// The context of the cursor at `prefix` on line `line` of `lines`.
    static func at(line: Int, prefix: Substring, in text: SourceText) -> CursorContext {
        var steps: [SpecCompletion.Step] = []
        // The cursor's own line: its `- ` markers, then a key or a value, perhaps in a flow mapping.
        let scalars = Array(prefix)
        var column = 0
        while column < scalars.count, scalars[column] == " " { column += 1 }
        var dashes: [Int] = []
        while column + 1 <= scalars.count, scalars[column] == "-",
            column + 1 == scalars.count || scalars[column + 1] == " "
        {
            dashes.append(column)
            column += 1
            while column < scalars.count, scalars[column] == " " { column += 1 }
        }
        var content = String(scalars[column...])
        var flowKey: String?
        if let brace = content.lastIndex(of: "{"), !content[brace...].contains("}") {
            let before = content[..<brace].trimmingSuffix(while: { $0 == " " })
            if before.hasSuffix(":") { flowKey = String(before.dropLast()).trimmed }
            content = String(content[content.index(after: brace)...])
            if let comma = content.lastIndex(of: ",") { content = String(content[content.index(after: comma)...]) }
            content = content.trimmed
        }
        var valueOf: String?
        var partial = content
        if let colon = content.firstIndex(of: ":") {
            valueOf = String(content[..<colon]).trimmed
            partial = String(content[content.index(after: colon)...]).trimmed
        }
        if let brace = partial.lastIndex(of: "[") { partial = String(partial[partial.index(after: brace)...]).trimmed }
        if let comma = partial.lastIndex(of: ",") { partial = String(partial[partial.index(after: comma)...]).trimmed }
        partial = partial.strippingCharacters("\"'")
        if let flowKey { steps.insert(.key(flowKey), at: 0) }
        for _ in dashes { steps.insert(.entry, at: 0) }
        var target = dashes.first ?? column
        var afterEntry = !dashes.isEmpty
        // The lines above: each less indented key or `- ` is a parent.
        var index = line - 1
        while index >= 0, target > 0 || afterEntry {
            let parsed = ParsedLine(text.line(index))
            index -= 1
            guard let parsed else { continue }
            if let key = parsed.key,
                parsed.keyColumn < target || (afterEntry && parsed.keyColumn == target && parsed.opensBlock)
            {
                guard parsed.opensBlock else { break }
                steps.insert(.key(key), at: 0)
                target = parsed.keyColumn
                afterEntry = false
            }
            for dash in parsed.dashes.reversed() where dash < target {
                steps.insert(.entry, at: 0)
                target = dash
                afterEntry = true
            }
            if target == 0, !afterEntry { break }
        }
        return CursorContext(path: steps, valueOf: valueOf, partial: partial)
    }
}

/// One line of block YAML: its `- ` markers and its key, by column.
struct ParsedLine {
    var dashes: [Int] = []
    var key: String?
    var keyColumn = 0
    /// Whether the key's value is on the lines below (nothing after the colon but a comment).
    var opensBlock = false

    /// `nil` for a blank line or a comment.
    init?(_ line: Substring) {
        let scalars = Array(line)
        var column = 0
        while column < scalars.count, scalars[column] == " " { column += 1 }
        guard column < scalars.count, scalars[column] != "#" else { return nil }
        while column < scalars.count, scalars[column] == "-",
            column + 1 == scalars.count || scalars[column + 1] == " "
        {
            dashes.append(column)
            column += 1
            while column < scalars.count, scalars[column] == " " { column += 1 }
        }
        keyColumn = column
        let rest = String(scalars[column...])
        guard !rest.hasPrefix("{"), !rest.hasPrefix("["), let colon = rest.range(of: ": ") ?? rest.colonAtEnd
        else { return }
        key = String(rest[..<colon.lowerBound]).trimmed.strippingCharacters("\"'")
        let value = rest[colon.upperBound...].trimmed
        opensBlock = value.isEmpty || value.hasPrefix("#") || value == "|" || value == ">"
    }
}

extension StringProtocol {
    var trimmed: String { String(self).strippingCharacters(" \t") }

    func strippingCharacters(_ characters: String) -> String {
        let set = Set(characters)
        var text = Substring(self)
        while let first = text.first, set.contains(first) { text = text.dropFirst() }
        while let last = text.last, set.contains(last) { text = text.dropLast() }
        return String(text)
    }

    func trimmingSuffix(while predicate: (Character) -> Bool) -> Substring {
        var text = Substring(self)
        while let last = text.last, predicate(last) { text = text.dropLast() }
        return text
    }

    /// The range of a colon that ends the text (`key:`), as `range(of: ": ")` would find one inside.
    var colonAtEnd: Range<Index>? {
        let text = trimmingSuffix(while: { $0 == " " })
        guard text.hasSuffix(":") else { return nil }
        let colon = self.index(before: text.endIndex)
        return colon..<self.endIndex
    }
}
