/// A byte cursor over a Swift source that knows its line and column, Swift's comments and string
/// literals, and interpolations (code inside a string, which may hold strings again): what the
/// checks made before parsing read a file with.
struct SwiftByteScanner {
    /// A string literal's delimiters: `#`s of a raw string, and three quotes or one.
    struct StringLiteral {
        var hashes: Int
        var multiline: Bool
        /// Parentheses open in the interpolation being read, when the string is on the stack.
        var parentheses = 0
    }

    let bytes: [UInt8]
    var index = 0
    var line = 1
    var column = 1
    /// The string literal being read, if any.
    var string: StringLiteral?
    /// The string literals whose interpolation is being read, innermost last.
    var interpolated: [StringLiteral] = []

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    func peek(_ offset: Int = 0) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    mutating func advance(_ count: Int = 1) {
        for _ in 0..<count {
            guard index < bytes.count else { return }
            if bytes[index] == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if bytes[index] & 0xC0 != 0x80 {
                column += 1
            }
            index += 1
        }
    }

    /// Skips one space, line break or comment; false where none starts here.
    mutating func skipsTrivia() -> Bool {
        guard let byte = peek() else { return false }
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
            advance()
        case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
            while let next = peek(), next != UInt8(ascii: "\n") { advance() }
        case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
            // Block comments nest in Swift.
            var depth = 0
            repeat {
                if peek() == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") {
                    depth += 1
                    advance()
                } else if peek() == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/") {
                    depth -= 1
                    advance()
                }
                advance()
            } while depth > 0 && peek() != nil
        default:
            return false
        }
        return true
    }

    /// Reads the opening delimiter of a string literal (`"`, `"""` or `#"`); false where none
    /// starts here.
    mutating func opensString() -> Bool {
        var hashes = 0
        while peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
        guard peek(hashes) == UInt8(ascii: "\"") else { return false }
        let multiline = peek(hashes + 1) == UInt8(ascii: "\"") && peek(hashes + 2) == UInt8(ascii: "\"")
        advance(hashes + (multiline ? 3 : 1))
        string = StringLiteral(hashes: hashes, multiline: multiline)
        return true
    }

    /// Reads the string literal's text up to its end, or up to an interpolation, which is code.
    ///
    /// An unterminated single-line string ends at its line's end.
    mutating func skipStringText() {
        guard let literal = string else { return }
        let hashes = literal.hashes
        while let byte = peek() {
            let delimited = (0..<hashes).allSatisfy { peek(1 + $0) == UInt8(ascii: "#") }
            if byte == UInt8(ascii: "\\") && delimited {
                if peek(1 + hashes) == UInt8(ascii: "(") {
                    advance(hashes + 2)
                    interpolated.append(literal)
                    string = nil
                    return
                }
                advance(hashes + 2)
                continue
            }
            if byte == UInt8(ascii: "\n") && !literal.multiline {
                string = nil
                return
            }
            let quotes = literal.multiline ? 3 : 1
            if (0..<quotes).allSatisfy({ peek($0) == UInt8(ascii: "\"") })
                && (0..<hashes).allSatisfy({ peek(quotes + $0) == UInt8(ascii: "#") })
            {
                advance(quotes + hashes)
                string = nil
                return
            }
            advance()
        }
        string = nil
    }

    /// Counts a parenthesis opened inside an interpolation.
    mutating func openParenthesis() {
        if !interpolated.isEmpty { interpolated[interpolated.count - 1].parentheses += 1 }
    }

    /// Whether the `)` here ends an interpolation; if so, steps past it, back into its string.
    mutating func closesInterpolation() -> Bool {
        guard let literal = interpolated.last else { return false }
        if literal.parentheses > 0 {
            interpolated[interpolated.count - 1].parentheses -= 1
            return false
        }
        interpolated.removeLast()
        advance()
        string = literal
        return true
    }
}
