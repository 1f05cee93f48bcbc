/// A value a spec writes as a call — a dimension (`absolute(44)`, `.fractionalWidth(0.5)`,
/// `NSCollectionLayoutDimension.estimated(60)`) or a pasted Swift initialiser (`CGSize(width: 100,
/// height: 44)`) — read by the expression tokenizer, so that a comma, a colon or a parenthesis inside
/// an argument (`absolute(max(44, x))`, `estimated(a > b ? 1 : 2)`) belongs to that argument.
///
/// Only the call's shape is read here: each argument's text is read afterwards as a value of its own,
/// by the expression parser where it is one, and its mistakes are said at its own column.
extension ExpressionParser {
    struct CallSpelling: Equatable {
        /// The function's name as written, its dots kept and without a leading dot
        /// (`NSCollectionLayoutDimension.absolute`, `CGSize`, `init`).
        var function: String
        /// Whether the name is written after a dot, as an implicit member (`.absolute(44)`).
        var isImplicitMember: Bool
        var arguments: [Argument]

        struct Argument: Equatable {
            var label: String?
            /// Where the argument's value is in the text, in characters.
            var value: Range<Int>
            /// Where the whole argument is, its label included.
            var whole: Range<Int>
            /// The value's text, and the whole argument's.
            var valueText: String
            var wholeText: String
        }
    }

    /// `text` read as one call, or `nil` where it is something else (a number, a name, an operation
    /// on calls such as `f(a) + g(b)`).
    static func callSpelling(_ text: String) -> CallSpelling? {
        // Tolerant: a mistake inside an argument is the argument's, said when it is read.
        guard let tokens = try? ExpressionTokenizer.tokens(of: text, tolerant: true) else { return nil }
        let scalars = Array(text.unicodeScalars)
        func slice(_ range: Range<Int>) -> String { String(String.UnicodeScalarView(scalars[range])) }
        var index = 0
        let isImplicitMember = tokens[0].kind == .dot
        if isImplicitMember { index = 1 }
        var path: [String] = []
        while case .identifier(let name) = tokens[index].kind {
            path.append(name)
            index += 1
            guard tokens[index].kind == .dot else { break }
            index += 1
        }
        guard !path.isEmpty, tokens[index].kind == .leftParenthesis else { return nil }
        index += 1
        func end(of token: ExpressionToken) -> Int { token.offset + token.text.unicodeScalars.count }
        var arguments: [CallSpelling.Argument] = []
        if tokens[index].kind == .rightParenthesis {
            index += 1
        } else {
            while true {
                let wholeStart = tokens[index].offset
                var label: String?
                if case .identifier(let name) = tokens[index].kind, tokens[index + 1].kind == .colon {
                    label = name
                    index += 2
                }
                let start = tokens[index].offset
                var last: Int?
                var depth = 0
                scanning: while true {
                    switch tokens[index].kind {
                    case .end: return nil
                    case .leftParenthesis: depth += 1
                    case .rightParenthesis where depth == 0, .comma where depth == 0: break scanning
                    case .rightParenthesis: depth -= 1
                    default: break
                    }
                    last = end(of: tokens[index])
                    index += 1
                }
                let stop = last ?? start
                arguments.append(
                    .init(
                        label: label,
                        value: start..<stop,
                        whole: wholeStart..<stop,
                        valueText: slice(start..<stop),
                        wholeText: slice(wholeStart..<stop)
                    )
                )
                let delimiter = tokens[index].kind
                index += 1
                if delimiter == .rightParenthesis { break }
            }
        }
        guard tokens[index].kind == .end else { return nil }
        return CallSpelling(
            function: path.joined(separator: "."),
            isImplicitMember: isImplicitMember,
            arguments: arguments
        )
    }
}
