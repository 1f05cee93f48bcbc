/// Finds mapping keys that are not plain scalars — aliases, lists, mappings, `? ` explicit keys — before
/// Yams composes the text.
///
/// Yams hashes every mapping key to detect duplicates, and hashing walks the whole key. An alias used as
/// a key can stand for a tree exponentially larger than the text (a "billion laughs" alias bomb), so
/// composing such a spec would hang. Specs never need keys other than names, so such keys are refused
/// outright. The scan is lexical: it skips comments and quoted scalars and looks for the three ways
/// YAML writes a complex key: `? key`, `*alias :` and `[…]:` / `{…}:`.
enum MappingKeyGuard {
    /// The line and column (from 1) of the first complex key, if any.
    static func firstComplexKey(in text: String) -> (line: Int, column: Int)? {
        let bytes = Array(text.utf8)
        var index = 0
        var line = 1
        var lineStart = 0

        func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }
        func isBreak(_ byte: UInt8) -> Bool { byte == 0x0A || byte == 0x0D }
        /// Whether the byte at `position` starts a node: first on its line, or after a blank or flow indicator.
        func atNodeStart(_ position: Int) -> Bool {
            guard position > lineStart else { return true }
            let previous = bytes[position - 1]
            return isBlank(previous) || previous == UInt8(ascii: "[") || previous == UInt8(ascii: "{")
                || previous == UInt8(ascii: ",")
        }
        /// Whether a `:` that ends a key follows `position`, after optional blanks.
        func keyColonFollows(_ position: Int) -> Bool {
            var cursor = position
            while cursor < bytes.count, isBlank(bytes[cursor]) { cursor += 1 }
            guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: ":") else { return false }
            let next = cursor + 1
            guard next < bytes.count else { return true }
            return isBlank(bytes[next]) || isBreak(bytes[next]) || bytes[next] == UInt8(ascii: ",")
                || bytes[next] == UInt8(ascii: "}") || bytes[next] == UInt8(ascii: "]")
        }
        func location(_ position: Int) -> (line: Int, column: Int) {
            (line, position - lineStart + 1)
        }

        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case 0x0A:
                line += 1
                lineStart = index + 1
                index += 1
            case UInt8(ascii: "#") where atNodeStart(index):
                while index < bytes.count, bytes[index] != 0x0A { index += 1 }
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                guard atNodeStart(index) else {
                    index += 1
                    continue
                }
                // A quoted scalar: skip to its closing quote, counting the lines it spans.
                let quote = byte
                index += 1
                while index < bytes.count {
                    let current = bytes[index]
                    if current == 0x0A {
                        line += 1
                        lineStart = index + 1
                    } else if quote == UInt8(ascii: "\"") && current == UInt8(ascii: "\\") {
                        index += 1
                    } else if current == quote {
                        if quote == UInt8(ascii: "'"), index + 1 < bytes.count, bytes[index + 1] == quote {
                            index += 1
                        } else {
                            break
                        }
                    }
                    index += 1
                }
                index += 1
            case UInt8(ascii: "?") where atNodeStart(index):
                let next = index + 1
                if next >= bytes.count || isBlank(bytes[next]) || isBreak(bytes[next]) {
                    return location(index)
                }
                index += 1
            case UInt8(ascii: "*") where atNodeStart(index):
                var end = index + 1
                while end < bytes.count, !isBlank(bytes[end]), !isBreak(bytes[end]),
                    !",[]{}".utf8.contains(bytes[end])
                {
                    end += 1
                }
                if keyColonFollows(end) { return location(index) }
                index = end
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                if keyColonFollows(index + 1) { return location(index) }
                index += 1
            default:
                index += 1
            }
        }
        return nil
    }
}
