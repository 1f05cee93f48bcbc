/// Text written into a spec so that the parser reads it back as the same string: what `layoutd
/// generate swift`'s header and `layoutd import` write names and ids with.
public enum YAMLScalar {
    /// `text` plain where YAML reads it back as this string (letters, digits, `.`, `_` and `-` from a
    /// letter or digit on, and not a number, a boolean or null), double-quoted otherwise.
    public static func text(_ text: String) -> String {
        let plain =
            text.first.map { $0.isASCII && ($0.isLetter || $0.isNumber) } == true
            && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "._-".contains($0)) }
            && Double(text) == nil
            && !["true", "false", "null", "yes", "no", "on", "off", "y", "n"].contains(text.lowercased())
        return plain ? text : quoted(text)
    }

    /// A double-quoted scalar, which holds any text: quotes and backslashes escaped, and the
    /// characters YAML does not allow in a file (controls, noncharacters) and the line and paragraph
    /// separators as `\u` escapes.
    public static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            default:
                // The line and paragraph separators too: a reader of the text (Swift's, an editor's)
                // may end a line there, and a comment line that holds one would break in two.
                let category = scalar.properties.generalCategory
                if category == .control || category == .lineSeparator || category == .paragraphSeparator
                    || scalar.properties.isNoncharacterCodePoint
                {
                    let hex = String(scalar.value, radix: 16)
                    out +=
                        hex.count <= 4
                        ? "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                        : "\\U" + String(repeating: "0", count: 8 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
