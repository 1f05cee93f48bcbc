/// Reads an expression's tokens into an ``ExpressionSyntax`` tree by precedence climbing, with Swift's
/// operators and precedences.
///
/// The reader is bounded so that no text can exhaust it: an expression is at most
/// ``maximumLength`` characters and nests at most ``maximumDepth`` levels, checked before any deep
/// recursion happens.
struct ExpressionParser {
    /// A mistake in an expression, at a character offset in its text.
    struct Failure: Error, Equatable {
        var message: String
        var offset: Int
    }

    /// Far longer than any expression a section provider holds.
    static let maximumLength = 1_000
    /// Parentheses, calls and operators nested deeper than this are refused.
    static let maximumDepth = 32

    private let tokens: [ExpressionToken]
    private var position = 0
    private var depth = 0

    private init(tokens: [ExpressionToken]) {
        self.tokens = tokens
    }

    /// The tree of `text`.
    static func parse(_ text: String) throws(Failure) -> ExpressionSyntax {
        // Counting stops past the limit: a megabyte is refused as fast as a kilobyte.
        var length = 0
        for _ in text.unicodeScalars {
            length += 1
            if length > maximumLength {
                throw Failure(
                    message: "an expression may be at most \(maximumLength) characters long",
                    offset: 0
                )
            }
        }
        let tokens: [ExpressionToken]
        do {
            tokens = try ExpressionTokenizer.tokens(of: text)
        } catch {
            throw Failure(message: error.message, offset: error.offset)
        }
        var parser = ExpressionParser(tokens: tokens)
        let syntax = try parser.expression()
        guard case .end = parser.current.kind else {
            let token = parser.current
            if case .rightParenthesis = token.kind {
                throw Failure(message: "unbalanced parenthesis: this `)` closes nothing", offset: token.offset)
            }
            throw Failure(message: "unexpected \"\(token.text)\" after a complete expression", offset: token.offset)
        }
        return syntax
    }

    private var current: ExpressionToken { tokens[position] }

    private mutating func advance() -> ExpressionToken {
        let token = tokens[position]
        if position < tokens.count - 1 { position += 1 }
        return token
    }

    /// Enters one level of nesting; refuses to go past ``maximumDepth``.
    private mutating func descend(at offset: Int) throws(Failure) {
        depth += 1
        guard depth <= Self.maximumDepth else {
            throw Failure(message: "an expression may nest at most \(Self.maximumDepth) levels deep", offset: offset)
        }
    }

    /// `condition ? then : otherwise`, the loosest form, right-associative; or a binary expression.
    private mutating func expression() throws(Failure) -> ExpressionSyntax {
        try descend(at: current.offset)
        defer { depth -= 1 }
        let condition = try binary(minimumPrecedence: 1)
        guard case .question = current.kind else { return condition }
        let question = advance()
        let then = try expression()
        guard case .colon = current.kind else {
            throw Failure(message: "expected `:` to go with this `?`", offset: question.offset)
        }
        _ = advance()
        let otherwise = try expression()
        return .conditional(condition, then, otherwise, offset: question.offset)
    }

    /// Operators at `minimumPrecedence` or tighter, left-associative; comparisons do not chain.
    private mutating func binary(minimumPrecedence: Int) throws(Failure) -> ExpressionSyntax {
        var left = try prefix()
        while let operation = Self.infixOperator(current.kind), operation.precedence >= minimumPrecedence {
            let token = advance()
            try descend(at: token.offset)
            defer { depth -= 1 }
            let right = try binary(minimumPrecedence: operation.precedence + 1)
            if operation.isComparison, let next = Self.infixOperator(current.kind), next.isComparison {
                throw Failure(
                    message: "comparisons do not chain in Swift; join them with `&&`",
                    offset: current.offset
                )
            }
            left = .infix(operation, left, right, offset: token.offset)
        }
        return left
    }

    /// `-x`, `!x`, or a primary expression.
    private mutating func prefix() throws(Failure) -> ExpressionSyntax {
        switch current.kind {
        case .minus, .not, .plus:
            let token = advance()
            try descend(at: token.offset)
            defer { depth -= 1 }
            let operand = try prefix()
            switch token.kind {
            case .minus: return .prefix(.negate, operand, offset: token.offset)
            case .not: return .prefix(.not, operand, offset: token.offset)
            default: return operand
            }
        default:
            return try primary()
        }
    }

    /// A number, a dotted name, an implicit member (`.regular`), a call, or a parenthesized expression.
    private mutating func primary() throws(Failure) -> ExpressionSyntax {
        let token = advance()
        switch token.kind {
        case .number(let value, let isInteger):
            return .number(value, isInteger: isInteger, offset: token.offset)
        case .dot:
            guard case .identifier(let name) = current.kind else {
                throw Failure(message: "expected a name after `.`", offset: current.offset)
            }
            _ = advance()
            return .member(name, offset: token.offset)
        case .identifier(let name):
            var path = [name]
            while case .dot = current.kind {
                _ = advance()
                guard case .identifier(let member) = current.kind else {
                    throw Failure(message: "expected a name after `.`", offset: current.offset)
                }
                _ = advance()
                path.append(member)
            }
            guard case .leftParenthesis = current.kind else { return .name(path, offset: token.offset) }
            let open = advance()
            try descend(at: open.offset)
            defer { depth -= 1 }
            var arguments: [ExpressionSyntax] = []
            // Argument labels (`numberOfItems(inSection: 0)`) become part of the name, as Swift
            // spells a function: `collectionView.numberOfItems(inSection:)`.
            var labels: [String?] = []
            if case .rightParenthesis = current.kind {
                _ = advance()
            } else {
                while true {
                    labels.append(argumentLabel())
                    arguments.append(try expression())
                    if case .comma = current.kind {
                        _ = advance()
                        continue
                    }
                    guard case .rightParenthesis = current.kind else {
                        throw Self.unclosed(open, at: current)
                    }
                    _ = advance()
                    break
                }
            }
            var function = path.joined(separator: ".")
            if labels.contains(where: { $0 != nil }) {
                function += "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
            }
            return .call(function, arguments, offset: token.offset)
        case .leftParenthesis:
            try descend(at: token.offset)
            defer { depth -= 1 }
            let inner = try expression()
            guard case .rightParenthesis = current.kind else { throw Self.unclosed(token, at: current) }
            _ = advance()
            return inner
        case .end:
            throw Failure(message: "the expression ends where a value was expected", offset: token.offset)
        case .rightParenthesis:
            throw Failure(message: "expected a value before `)`", offset: token.offset)
        default:
            throw Failure(message: "expected a value, found \"\(token.text)\"", offset: token.offset)
        }
    }

    /// The label of the argument that starts here (`inSection` in `inSection: 0`), read past, if it
    /// has one.
    private mutating func argumentLabel() -> String? {
        guard case .identifier(let label) = current.kind, position + 1 < tokens.count,
            case .colon = tokens[position + 1].kind
        else { return nil }
        _ = advance()
        _ = advance()
        return label
    }

    /// The error of a `(` whose `)` is missing where `found` is.
    private static func unclosed(_ open: ExpressionToken, at found: ExpressionToken) -> Failure {
        if case .end = found.kind {
            return Failure(message: "unbalanced parenthesis: this `(` is never closed", offset: open.offset)
        }
        return Failure(message: "expected `)` or `,`, found \"\(found.text)\"", offset: found.offset)
    }

    private static func infixOperator(_ kind: ExpressionToken.Kind) -> ExpressionSyntax.InfixOperator? {
        switch kind {
        case .plus: return .add
        case .minus: return .subtract
        case .star: return .multiply
        case .slash: return .divide
        case .percent: return .remainder
        case .less: return .less
        case .lessOrEqual: return .lessOrEqual
        case .greater: return .greater
        case .greaterOrEqual: return .greaterOrEqual
        case .equal: return .equal
        case .notEqual: return .notEqual
        case .and: return .and
        case .or: return .or
        default: return nil
        }
    }
}
