/// A Swift conditional pasted unquoted, found on its line to say so with the value quoted.
///
/// In `minimumLineSpacing: width > 600 ? 20 : 8` YAML reads the `? ` as a key of its own and the
/// `: ` as a value's, so the text is no YAML any tool accepts, and the spec must quote it.
enum PastedConditional {
    /// The conditional on `line` (`width > 600 ? 20 : 8`), if the line has one: from after its key's
    /// `: `, a `[`, `{` or `,`, to before the `,`, `]` or `}` that ends it, or the line's end.
    static func expression(onLine line: Substring) -> String? {
        let characters = Array(line)
        guard
            let question = characters.indices.first(where: { index in
                characters[index] == "?" && index > 0 && characters[index - 1] == " "
                    && index + 1 < characters.count && characters[index + 1] == " "
            })
        else { return nil }
        // Its start: after the nearest `: `, `[`, `{` or `,` before the `?`.
        var start = question
        while start > 0 {
            let previous = characters[start - 1]
            if previous == "[" || previous == "{" || previous == "," { break }
            if previous == " ", start >= 2, characters[start - 2] == ":" { break }
            start -= 1
        }
        // Its end: the `,`, `]` or `}` outside parentheses after the `:` of the conditional.
        var end = question
        var depth = 0
        var colon = false
        while end < characters.count {
            let character = characters[end]
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1 }
            if character == ":" && depth == 0 { colon = true }
            if depth == 0, colon, character == "," || character == "]" || character == "}" || character == "#" { break }
            end += 1
        }
        guard colon else { return nil }
        let text = String(characters[start..<end]).trimmingCharacters(in: [" ", "\r"])
        return text.isEmpty ? nil : text
    }
}

extension String {
    fileprivate func trimmingCharacters(in set: Set<Character>) -> String {
        String(drop { set.contains($0) }.reversed().drop { set.contains($0) }.reversed())
    }
}
