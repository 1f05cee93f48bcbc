/// What Swift's parser would spend on a source, read from its brackets before it parses, and the
/// first place where that goes past what `layoutd import` allows.
///
/// swift-syntax's parser is fast on code as people write it, but some nestings cost it far more than
/// their size, and none of them is written in layout code:
/// - **Square brackets**: at each `[` the parser looks ahead for a type (`[Int]`, `[4 of Int]`) and
///   the look-ahead starts over for each `[` inside, so what is inside `d` brackets is read about
///   `2^d` times: twelve brackets around a 250 KB tuple take 50 seconds. The cost counted is each
///   byte weighed by 2 to the number of `[` around it, up to the last `{` (a closure's body stops the
///   look-ahead), and it may be at most ``lookaheadBudget``: about half a second of parsing.
/// - **Generic arguments** (`A<B<C<…>>>`): the parser's time grows with the square of their depth,
///   and it recurses on them with no limit of its own (2,000 overflow the main thread's stack).
/// - **`#if` blocks** inside each other: time with the square of their depth.
/// - **String interpolations** inside each other (`"\("\("…`): memory with the square of their depth
///   (2,000 take 200 MB).
/// - **Attributes in attributes' arguments** (`@a(@a(@a(…)))`): time with the cube of their depth
///   (100: 0.3 s, 200: 1.4 s, 400: 12 s), and each level reads what is inside again (eight levels
///   around a 120 KB tuple: 0.43 s, against 0.13 s without them).
///
/// Parentheses, square brackets and braces as such need no count here: the parser stops at 256 of
/// them, one inside the other, and reports an error.
struct ParseCost {
    /// The most bytes the square brackets' look-ahead may read (measured: 130 ms a million).
    static let lookaheadBudget = 2_000_000
    /// The deepest generic arguments read; types in layout code are a few levels deep.
    static let genericDepthLimit = 64
    /// The deepest `#if` blocks read.
    static let conditionDepthLimit = 64
    /// The deepest string interpolations read; layout code puts one string inside another's at most.
    static let interpolationDepthLimit = 16
    /// The deepest attributes' arguments read (`@a(@a(…))`); layout code has none inside another.
    static let attributeDepthLimit = 8

    /// Why a source is refused, and where.
    struct Refusal: Equatable {
        var line: Int
        var column: Int
        var message: String
    }

    /// The first place the source goes past a limit, if any.
    private(set) var refusal: Refusal?
    /// The bytes the look-ahead of the square brackets reads (counted up to the budget).
    private(set) var lookahead = 0

    private var scanner: SwiftByteScanner
    /// The brackets open at the scanner: `(`, `[`, `{`, and `<` where it opens generic arguments.
    private var open: [Opener] = []
    /// Where each `#if` open at the scanner starts.
    private var conditions: [(line: Int, column: Int)] = []
    /// Whether the last token read was a name (or a keyword), after which `<` opens generic arguments.
    private var afterName = false
    /// Whether the last token read was `@`, and whether it was an attribute's name, after which `(`
    /// opens the attribute's arguments.
    private var afterAt = false
    private var afterAttributeName = false

    private struct Opener {
        var byte: UInt8
        var line: Int
        var column: Int
        /// The `[` open from here back to the last `{`, this one included.
        var squares: Int
        /// The generic `<` open from here back to the last `{`, this one included.
        var generics: Int
        /// The attributes' arguments open from here down, this one included.
        var attributes: Int
    }

    init(_ text: String) {
        scanner = SwiftByteScanner(Array(text.utf8))
        while refusal == nil, let byte = scanner.peek() {
            read(byte)
        }
    }

    private var squares: Int { open.last?.squares ?? 0 }

    private mutating func read(_ byte: UInt8) {
        if scanner.string != nil {
            let start = scanner.index
            scanner.skipStringText()
            charge(scanner.index - start)
            afterName = false
            if scanner.interpolated.count > Self.interpolationDepthLimit {
                refuse(
                    "string interpolations nest more than \(Self.interpolationDepthLimit) deep here; no more are read"
                )
            }
            return
        }
        let start = scanner.index
        if scanner.skipsTrivia() {
            charge(scanner.index - start)
            return
        }
        if scanner.opensString() {
            closeGenerics()
            charge(scanner.index - start)
            return
        }
        if Self.isNameByte(byte) {
            while let next = scanner.peek(), Self.isNameByte(next) { scanner.advance() }
            charge(scanner.index - start)
            afterName = true
            afterAttributeName = afterAt
            afterAt = false
            return
        }
        let wasAfterName = afterName
        let opensAttributeArguments = afterAttributeName && byte == UInt8(ascii: "(")
        afterName = false
        afterAt = byte == UInt8(ascii: "@")
        afterAttributeName = false
        switch byte {
        case UInt8(ascii: "("), UInt8(ascii: "["):
            push(byte, attribute: opensAttributeArguments)
            if byte == UInt8(ascii: "(") { scanner.openParenthesis() }
            if let depth = open.last?.attributes, depth > Self.attributeDepthLimit {
                refuse(
                    "attributes nest in attributes' arguments more than \(Self.attributeDepthLimit) deep here; no more are read"
                )
            }
        case UInt8(ascii: "{"):
            closeGenerics()
            push(byte)
        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
            closeGenerics()
            // The `)` that ends an interpolation goes back into its string; its `(` was the string's.
            if byte == UInt8(ascii: ")") && scanner.closesInterpolation() {
                charge(1)
                return
            }
            if !open.isEmpty { open.removeLast() }
        case UInt8(ascii: "<")
        where wasAfterName && scanner.peek(1) != UInt8(ascii: "<") && scanner.peek(1) != UInt8(ascii: "="):
            push(byte)
            if let depth = open.last?.generics, depth > Self.genericDepthLimit {
                refuse("generic arguments nest more than \(Self.genericDepthLimit) deep here; no more are read")
            }
        case UInt8(ascii: ">"):
            if open.last?.byte == UInt8(ascii: "<") { open.removeLast() }
            afterName = true
        case UInt8(ascii: "-") where scanner.peek(1) == UInt8(ascii: ">"):
            // `->` in a function type, which generic arguments may hold.
            charge(1)
            scanner.advance()
        case UInt8(ascii: "#"):
            readDirective()
            return
        case UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "?"), UInt8(ascii: "!"),
            UInt8(ascii: "&"), UInt8(ascii: "@"):
            // What generic arguments may hold besides names and brackets.
            afterName = byte == UInt8(ascii: "?") || byte == UInt8(ascii: "!")
        default:
            closeGenerics()
        }
        charge(1)
        scanner.advance()
    }

    /// `#if` and `#endif` change the depth of conditional blocks; other directives are names.
    private mutating func readDirective() {
        let (line, column) = (scanner.line, scanner.column)
        let start = scanner.index
        scanner.advance()
        var name: [UInt8] = []
        while let next = scanner.peek(), Self.isNameByte(next) {
            name.append(next)
            scanner.advance()
        }
        charge(scanner.index - start)
        afterName = true
        if name == Array("if".utf8) {
            conditions.append((line, column))
            if conditions.count > Self.conditionDepthLimit {
                refusal = Refusal(
                    line: line,
                    column: column,
                    message: "#if blocks nest more than \(Self.conditionDepthLimit) deep here; no more are read"
                )
            }
        } else if name == Array("endif".utf8), !conditions.isEmpty {
            conditions.removeLast()
        }
    }

    private mutating func push(_ byte: UInt8, attribute: Bool = false) {
        let below = open.last
        let resets = byte == UInt8(ascii: "{")
        open.append(
            Opener(
                byte: byte,
                line: scanner.line,
                column: scanner.column,
                squares: (resets ? 0 : below?.squares ?? 0) + (byte == UInt8(ascii: "[") ? 1 : 0),
                generics: (resets ? 0 : below?.generics ?? 0) + (byte == UInt8(ascii: "<") ? 1 : 0),
                attributes: (below?.attributes ?? 0) + (attribute ? 1 : 0)
            )
        )
    }

    /// A token that cannot stand in generic arguments: the `<` still open were comparisons.
    private mutating func closeGenerics() {
        while open.last?.byte == UInt8(ascii: "<") { open.removeLast() }
    }

    /// Counts `count` bytes read at the current depth of square brackets.
    private mutating func charge(_ count: Int) {
        guard squares > 0 else { return }
        let weight = 1 << min(squares, 40)
        let (total, overflow) = lookahead.addingReportingOverflow(
            count.multipliedReportingOverflow(by: weight).partialValue
        )
        lookahead = overflow ? Int.max : total
        guard lookahead > Self.lookaheadBudget, refusal == nil else { return }
        // Where the nest starts: its outermost `[` since the last `{`.
        let outermost = open.last { $0.byte == UInt8(ascii: "[") && $0.squares == 1 }
        refusal = Refusal(
            line: outermost?.line ?? scanner.line,
            column: outermost?.column ?? scanner.column,
            message:
                "the square brackets nested from here would keep Swift's parser reading what is inside them over and over (each `[` doubles it); no more are read"
        )
    }

    private mutating func refuse(_ message: String) {
        refusal = Refusal(line: scanner.line, column: scanner.column, message: message)
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
            || byte == UInt8(ascii: "$") || byte >= 0x80
    }
}
