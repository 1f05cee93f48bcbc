/// One token of an expression, and where it is in the expression's text.
struct ExpressionToken: Equatable {
    enum Kind: Equatable {
        /// A number literal; `isInteger` when written without a fraction or exponent (`12`, not `12.0`),
        /// which makes it an integer literal as Swift's type checker sees it.
        case number(Double, isInteger: Bool)
        case identifier(String)
        case dot
        case plus
        case minus
        case star
        case slash
        case percent
        case less
        case lessOrEqual
        case greater
        case greaterOrEqual
        case equal
        case notEqual
        case and
        case or
        case not
        case question
        case colon
        case comma
        case leftParenthesis
        case rightParenthesis
        /// A character no token begins with, kept only where the tokens are read for their shape
        /// (``ExpressionTokenizer/tokens(of:tolerant:)``).
        case other
        case end
    }

    var kind: Kind
    /// The offset of the token's first character in the expression's text, in characters.
    var offset: Int
    /// How the token is written, for messages.
    var text: String
}

/// Splits an expression's text into tokens, Swift's way: numbers (`12`, `0.5`, `1_000`, `1e3`),
/// names, operators and punctuation, with spaces between them ignored.
struct ExpressionTokenizer {
    /// A mistake in the text: a character no token begins with, or a malformed number.
    struct Failure: Error, Equatable {
        var message: String
        var offset: Int
    }

    /// The tokens of `text`, ending with `.end`.
    ///
    /// `tolerant` reads a character no token begins with, or a malformed number's first character, as
    /// an `.other` token instead of failing: a call's shape is read that way, and the mistake is said
    /// when the argument it is in is read.
    static func tokens(of text: String, tolerant: Bool = false) throws(Failure) -> [ExpressionToken] {
        let characters = Array(text.unicodeScalars)
        var tokens: [ExpressionToken] = []
        var index = 0
        func token(_ kind: ExpressionToken.Kind, from start: Int) {
            tokens.append(
                ExpressionToken(
                    kind: kind,
                    offset: start,
                    text: String(String.UnicodeScalarView(characters[start..<index]))
                )
            )
        }
        while index < characters.count {
            let start = index
            let character = characters[index]
            if character == " " || character == "\t" || character == "\n" || character == "\r" {
                index += 1
                continue
            }
            if isDigit(character) {
                do {
                    let number = try readNumber(characters, at: &index)
                    token(.number(number.value, isInteger: number.isInteger), from: start)
                } catch {
                    guard tolerant else { throw error }
                    index = start + 1
                    token(.other, from: start)
                }
                continue
            }
            if isNameStart(character) {
                while index < characters.count, isNameStart(characters[index]) || isDigit(characters[index]) {
                    index += 1
                }
                token(.identifier(String(String.UnicodeScalarView(characters[start..<index]))), from: start)
                continue
            }
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            let kind: ExpressionToken.Kind
            switch (character, next) {
            case ("<", "="): kind = .lessOrEqual
            case (">", "="): kind = .greaterOrEqual
            case ("=", "="): kind = .equal
            case ("!", "="): kind = .notEqual
            case ("&", "&"): kind = .and
            case ("|", "|"): kind = .or
            case (".", _): kind = .dot
            case ("+", _): kind = .plus
            case ("-", _): kind = .minus
            case ("*", _): kind = .star
            case ("/", _): kind = .slash
            case ("%", _): kind = .percent
            case ("<", _): kind = .less
            case (">", _): kind = .greater
            case ("!", _): kind = .not
            case ("?", _): kind = .question
            case (":", _): kind = .colon
            case (",", _): kind = .comma
            case ("(", _): kind = .leftParenthesis
            case (")", _): kind = .rightParenthesis
            case _ where tolerant: kind = .other
            case ("=", _):
                throw Failure(message: "`=` assigns in Swift; compare with `==`", offset: start)
            case ("&", _), ("|", _):
                throw Failure(
                    message: "unexpected \"\(character)\"; the logical operators are `&&` and `||`",
                    offset: start
                )
            default:
                throw Failure(message: "unexpected \"\(character)\" in an expression", offset: start)
            }
            switch kind {
            case .lessOrEqual, .greaterOrEqual, .equal, .notEqual, .and, .or: index += 2
            default: index += 1
            }
            token(kind, from: start)
        }
        tokens.append(ExpressionToken(kind: .end, offset: characters.count, text: ""))
        return tokens
    }

    /// A number literal as Swift writes one: digits with `_` separators, an optional fraction and an
    /// optional exponent.
    private static func readNumber(
        _ characters: [Unicode.Scalar],
        at index: inout Int
    ) throws(Failure) -> (value: Double, isInteger: Bool) {
        let start = index
        var digits = ""
        var isInteger = true
        func digitRun() {
            while index < characters.count, isDigit(characters[index]) || characters[index] == "_" {
                if characters[index] != "_" { digits.unicodeScalars.append(characters[index]) }
                index += 1
            }
        }
        digitRun()
        if index + 1 < characters.count, characters[index] == ".", isDigit(characters[index + 1]) {
            isInteger = false
            digits += "."
            index += 1
            digitRun()
        }
        if index < characters.count, characters[index] == "e" || characters[index] == "E" {
            isInteger = false
            digits += "e"
            index += 1
            if index < characters.count, characters[index] == "+" || characters[index] == "-" {
                digits.unicodeScalars.append(characters[index])
                index += 1
            }
            let before = digits.count
            digitRun()
            guard digits.count > before else {
                throw Failure(message: "a number's exponent needs digits", offset: start)
            }
        }
        if index < characters.count, isNameStart(characters[index]) {
            throw Failure(
                message: "\"\(String(String.UnicodeScalarView(characters[start...index])))\" is not a number",
                offset: start
            )
        }
        guard let value = Double(digits), value.isFinite else {
            throw Failure(message: "\(digits) is not a finite number", offset: start)
        }
        // Whole numbers are computed exactly up to 2^53; a literal past it would already be another
        // number (9007199254740993 reads as …992).
        if isInteger, Int(digits).map({ $0.magnitude > 9_007_199_254_740_992 }) ?? true {
            throw Failure(
                message: "\(digits) is past 2^53 (9007199254740992); layoutd computes Ints exactly up to it",
                offset: start
            )
        }
        return (value, isInteger)
    }

    private static func isDigit(_ character: Unicode.Scalar) -> Bool {
        character >= "0" && character <= "9"
    }

    private static func isNameStart(_ character: Unicode.Scalar) -> Bool {
        (character >= "a" && character <= "z") || (character >= "A" && character <= "Z") || character == "_"
    }
}
