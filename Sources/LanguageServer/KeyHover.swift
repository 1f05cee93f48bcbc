import LayoutSpecFormat

/// What hovering a key shows: what it means and what UIKit calls it, from the format's catalogue (as
/// completion offers it at that place).
enum KeyHover {
    /// The key under the cursor and its documentation, when the cursor is on a key the format knows
    /// at its place.
    static func markdown(
        at position: LSPPosition,
        in text: SourceText,
        layoutType: String?,
        completion: SpecCompletion
    ) -> String? {
        // The cursor's offset counts UTF-16 units; the prefix before it is found in the line's text.
        let whole = text.line(position.line)
        let before = text.prefix(at: position)
        let line = Array(whole)
        let cursor = before.count
        guard cursor < line.count, isNameCharacter(line[cursor]) else { return nil }
        var start = cursor
        while start > 0, isNameCharacter(line[start - 1]) { start -= 1 }
        var end = cursor
        while end < line.count, isNameCharacter(line[end]) { end += 1 }
        var after = end
        while after < line.count, line[after] == " " { after += 1 }
        guard after < line.count, line[after] == ":" else { return nil }
        let key = String(line[start..<end])
        let context = CursorContext.at(line: position.line, prefix: Substring(String(line[..<start])), in: text)
        guard context.valueOf == nil,
            let candidate = completion.keys(at: context.path, layoutType: layoutType).first(where: { $0.label == key })
        else { return nil }
        return "**`\(key)`**: \(candidate.documentation)"
    }

    static func isNameCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }
}
