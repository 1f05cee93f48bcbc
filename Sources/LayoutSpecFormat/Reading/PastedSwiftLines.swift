import Yams

/// Swift initializers pasted as block values, read as YAML would read them if it allowed them.
///
/// `contentInsets: NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)` is what a
/// developer copies out of their code, but YAML refuses it: a plain value may not contain `: `. When
/// a text does not compose, each value of this shape that stands alone on its line — after `key:` or
/// `- ` — is put in single quotes, and the text composed again. The quoted scalars are then made
/// plain again, so that the tree is the one a YAML reader that accepted the value would have given:
/// the value's mark is where it begins on its line, and columns inside it count from there.
///
/// A text that composes as it is is never touched, and neither is a value with a quote or a `#` in
/// it, or one on a line that is part of a block scalar (`|`, `>`), whose text YAML does not read. A
/// comma after the value, as an argument's line ends in Swift, is dropped.
enum PastedSwiftLines {
    /// The text with every pasted Swift value quoted, and the values quoted by line (from 1); `nil`
    /// when the text has none.
    static func quoted(_ text: String) -> (text: String, values: [Int: String])? {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var values: [Int: String] = [:]
        var blockScalarIndent: Int?
        for index in lines.indices {
            let line = lines[index]
            let indent = line.prefix { $0 == " " }.count
            if let block = blockScalarIndent {
                if line.allSatisfy({ $0 == " " || $0 == "\r" }) || indent > block { continue }
                blockScalarIndent = nil
            }
            let body = line.hasSuffix("\r") ? String(line.dropLast()) : line
            if body.hasSuffix("|") || body.hasSuffix(">") || body.hasSuffix("|-") || body.hasSuffix(">-") {
                blockScalarIndent = indent
                continue
            }
            // An argument's line pasted from a call keeps its comma (`layoutSize: NSCollectionLayoutSize(…),`):
            // it goes, a space in its place, so that columns stay where they were.
            var trimmed = body
            while trimmed.hasSuffix(" ") { trimmed.removeLast() }
            var trailing = String(body.dropFirst(trimmed.count))
            if trimmed.hasSuffix("),") {
                trimmed.removeLast()
                trailing = " " + trailing
            }
            guard let range = valueRange(in: trimmed) else { continue }
            let value = String(trimmed[range])
            lines[index] =
                trimmed[..<range.lowerBound] + "'" + value + "'" + trimmed[range.upperBound...] + trailing
                + (line.hasSuffix("\r") ? "\r" : "")
            values[index + 1] = value
        }
        guard !values.isEmpty else { return nil }
        return (lines.joined(separator: "\n"), values)
    }

    /// Where a pasted Swift value is on `line`: after the indentation, any `- ` of list entries and a
    /// `key: `, a name (or `.name`) and parentheses closing at the end of the line, with a labelled
    /// argument inside.
    static func valueRange(in line: String) -> Range<String.Index>? {
        var start = line.startIndex
        func skipSpaces() {
            while start < line.endIndex, line[start] == " " { start = line.index(after: start) }
        }
        skipSpaces()
        while line[start...].hasPrefix("- ") {
            start = line.index(start, offsetBy: 2)
            skipSpaces()
        }
        // A key: a plain name, then `:` and a space.
        var keyEnd = start
        while keyEnd < line.endIndex, line[keyEnd].isLetter || line[keyEnd].isNumber || line[keyEnd] == "_" {
            keyEnd = line.index(after: keyEnd)
        }
        if keyEnd > start, line[keyEnd...].hasPrefix(": ") {
            start = line.index(keyEnd, offsetBy: 2)
            skipSpaces()
        }
        var end = line.endIndex
        while end > start, line[line.index(before: end)] == " " { end = line.index(before: end) }
        let value = line[start..<end]
        guard let first = value.first, first == "." || first.isLetter || first == "_", value.last == ")",
            let open = value.firstIndex(of: "("),
            value[value.startIndex..<open].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }),
            value[open...].contains(": "),
            !value.contains("'"), !value.contains("\""), !value.contains("#")
        else { return nil }
        var depth = 0
        for (offset, character) in value[open...].enumerated() {
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1 }
            // The parentheses close before the end: `f(a: 1) + g(b: 2)` is not one value.
            if depth == 0, offset < value[open...].count - 1 { return nil }
            if depth < 0 { return nil }
        }
        guard depth == 0 else { return nil }
        return start..<end
    }

    /// `node` with the scalars this quoted made plain again.
    static func unquoting(_ node: Node, values: [Int: String]) -> Node {
        switch node {
        case .scalar(var scalar):
            if scalar.style == .singleQuoted, let line = scalar.mark?.line, values[line] == scalar.string {
                scalar.style = .plain
                return .scalar(scalar)
            }
            return node
        case .mapping(var mapping):
            for index in mapping.indices {
                let pair = mapping[index]
                mapping[index] = (key: pair.key, value: unquoting(pair.value, values: values))
            }
            return .mapping(mapping)
        case .sequence(var sequence):
            for index in sequence.indices {
                sequence[index] = unquoting(sequence[index], values: values)
            }
            return .sequence(sequence)
        case .alias:
            return node
        }
    }
}
