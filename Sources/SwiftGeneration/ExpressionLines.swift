/// One expression's text broken into lines as `swift format` breaks it, for a line `fits` decides.
///
/// The expression is cut before its operators outside parentheses (``SwiftSource/operatorPieces(_:)``)
/// and the pieces fill lines; a piece still too long for its line is broken the same way, its next lines
/// a level deeper than its first: a conditional's `? a : b` before its `:`, an operand in parentheses
/// inside them, an operand with operators of its own (a condition's `&&`) before them. What follows a
/// broken piece goes on its last line when all of it fits there.
struct ExpressionLines {
    /// Whether a line's text (its prefix included) fits at the current indentation.
    let fits: (String) -> Bool

    /// The lines of `text`, the first at `first` and the next ones at `rest`.
    ///
    /// Both are prefixes of spaces, or of what opens a group. A piece that does not break stays whole,
    /// however long.
    func lines(_ text: String, first: String, rest: String) -> [String] {
        if fits(first + text) { return [first + text] }
        if text.hasPrefix("? "), let colon = SwiftSource.topLevelColon(in: text) {
            let then = String(text[..<colon])
            let otherwise = String(text[text.index(after: colon)...])
            return lines(then, first: first, rest: first + "    ")
                + lines(otherwise, first: first, rest: first + "    ")
        }
        let pieces = SwiftSource.operatorPieces(text)
        guard pieces.count > 1 else { return group(text, first: first) ?? [first + text] }
        var out: [String] = []
        var current = pieces[0]
        var prefix = first
        var index = 1
        while index < pieces.count {
            let piece = pieces[index]
            if fits(prefix + current + " " + piece) {
                current += " " + piece
                index += 1
                continue
            }
            if fits(prefix + current) {
                out.append(prefix + current)
            } else {
                let broken = lines(current, first: prefix, rest: prefix + "    ")
                let after = pieces[index...].joined(separator: " ")
                out += broken.dropLast()
                if fits(broken[broken.count - 1] + " " + after) {
                    return out + [broken[broken.count - 1] + " " + after]
                }
                out.append(broken[broken.count - 1])
            }
            current = piece
            prefix = rest
            index += 1
        }
        return out
            + (fits(prefix + current) ? [prefix + current] : lines(current, first: prefix, rest: prefix + "    "))
    }

    /// `(a - b)`, or one after an operator (`* (a - b)`), broken inside its parentheses: its first line
    /// at `first`, the next ones a level deeper, the `)` on the last; `nil` for any other text.
    func group(_ text: String, first: String) -> [String]? {
        let lead = text.prefix { $0 != "(" }
        guard lead.isEmpty || (lead.count <= 3 && lead.hasSuffix(" ")), text.hasSuffix(")"),
            let open = SwiftSource.openingParenthesis(closingAtEndOf: text), open == lead.endIndex
        else { return nil }
        let inner = String(text[text.index(after: open)..<text.index(before: text.endIndex)])
        guard SwiftSource.operatorPieces(inner).count > 1 || inner.hasPrefix("? ") else { return nil }
        var broken = lines(inner, first: first + lead + "(", rest: first + "    ")
        broken[broken.count - 1] += ")"
        return broken
    }
}
