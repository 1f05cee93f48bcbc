/// The dotted names a computed value's text reads (`container.effectiveContentSize.width`,
/// `sectionIndex`, `spacing`), found by the expression tokenizer, so that import collects the names of
/// the expressions it writes by the same tokens the parser reads instead of scanning the text its own
/// way.
public enum ExpressionReferences {
    /// Each dotted name `text` reads, with where it is written, in the order written.
    ///
    /// `nil` for a text that is not an expression's. A case after a dot (`.regular`) is no name: it
    /// reads nothing.
    public static func names(in text: String) -> [(name: String, range: Range<String.Index>)]? {
        guard let tokens = try? ExpressionTokenizer.tokens(of: text) else { return nil }
        let scalars = text.unicodeScalars
        func index(_ offset: Int) -> String.Index { scalars.index(scalars.startIndex, offsetBy: offset) }
        var names: [(name: String, range: Range<String.Index>)] = []
        var position = 0
        while position < tokens.count {
            let first = tokens[position]
            let afterDot = position > 0 && tokens[position - 1].kind == .dot
            guard case .identifier = first.kind, !afterDot else {
                position += 1
                continue
            }
            // The name runs on over `.identifier` pairs written with nothing between them.
            var name = first.text
            var end = first.offset + first.text.unicodeScalars.count
            var next = position + 1
            while next + 1 < tokens.count, tokens[next].kind == .dot, tokens[next].offset == end,
                case .identifier = tokens[next + 1].kind, tokens[next + 1].offset == end + 1
            {
                name += "." + tokens[next + 1].text
                end = tokens[next + 1].offset + tokens[next + 1].text.unicodeScalars.count
                next += 2
            }
            names.append((name, index(first.offset)..<index(end)))
            position = next
        }
        return names
    }
}
