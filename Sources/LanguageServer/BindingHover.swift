import LayoutEngine
import LayoutSpecFormat

/// What the editor shows of the names a spec's `let:` binds: on hovering one (where it is bound or
/// where it is read), its expression and its value in every environment; where a value is typed, the
/// names in scope there.
enum BindingHover {
    /// The identifier the cursor is on, if any.
    static func word(at position: LSPPosition, in text: SourceText) -> String? {
        let line = Array(text.line(position.line).unicodeScalars)
        func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
            scalar == "_" || (scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)))
        }
        var start = min(text.prefix(at: position).unicodeScalars.count, line.count)
        var end = start
        while start > 0, isWordCharacter(line[start - 1]) { start -= 1 }
        while end < line.count, isWordCharacter(line[end]) { end += 1 }
        guard start < end else { return nil }
        // A member of a dotted path (`collectionView.bounds`) is UIKit's, not a binding.
        if start > 0, line[start - 1] == "." { return nil }
        return String(String.UnicodeScalarView(line[start..<end]))
    }

    /// The names in scope on `line` (from 1): the spec's and the layout's, and the section's own when
    /// the line is in that section.
    static func inScope(_ names: [BoundName], line: Int, document: LayoutDocument, text: SourceText) -> [BoundName] {
        let section = SpecHover.sectionIndex(containing: line, in: document, text: text)
        return names.filter { $0.sectionIndex == nil || $0.sectionIndex == section }
    }

    /// The hover of the bound name under the cursor, if the cursor is on one.
    static func markdown(
        at position: LSPPosition,
        names: [BoundName],
        document: LayoutDocument,
        text: SourceText
    ) -> String? {
        guard let word = word(at: position, in: text),
            let name = inScope(names, line: position.line + 1, document: document, text: text).last(where: {
                $0.name == word
            })
        else { return nil }
        var out = "**`\(name.name)`** = `\(name.expression.text)`\n\n```\n"
        for value in name.values { out += "\(value.environment): \(value.value)\n" }
        return out + "```"
    }

    /// One line of a completion's documentation: the expression and its values.
    static func documentation(of name: BoundName) -> String {
        let values = name.values.map { "\($0.environment): \($0.value)" }.joined(separator: ", ")
        return "= \(name.expression.text)" + (values.isEmpty ? "" : " (\(values))")
    }
}
