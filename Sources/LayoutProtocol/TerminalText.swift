/// Text that came from a file or a peer, made safe to print on one line of a terminal or a log.
///
/// A spec's file name, a reference's line or a peer's request may hold a newline, a terminal escape
/// or a bidirectional override; printed raw, it would forge a line, rewrite the terminal or show
/// its characters in another order than they have (U+202E makes `gnp.exe` read `exe.png`).
public enum TerminalText {
    /// `text` with its control characters written out (`\n`, `\u{1B}`), so that it stays one line and
    /// reads in its own order.
    public static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where isControl(scalar): result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// At most `limit` characters of `text`, escaped and in quotes, with `…` where it was cut: how a
    /// line that is not what was expected is shown, without printing a whole file (or the secrets a
    /// link to one may lead to).
    public static func quoted(_ text: String, limit: Int = 40) -> String {
        let cut = text.count > limit
        return "\"" + escaped(String(text.prefix(limit))) + (cut ? "…" : "") + "\""
    }

    /// C0 and C1 controls, DEL, the Unicode line and paragraph separators, and the bidirectional
    /// marks, embeddings, overrides and isolates.
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x2028 || value == 0x2029
            || value == 0x061C || value == 0x200E || value == 0x200F || (0x202A...0x202E).contains(value)
            || (0x2066...0x2069).contains(value)
    }
}
