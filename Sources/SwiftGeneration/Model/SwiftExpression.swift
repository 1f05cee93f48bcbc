import LayoutSpecFormat

/// A Swift expression as generated code writes it: what the generator builds, and what
/// ``SwiftLineBreaker`` lays out on lines from its structure.
///
/// The generator never writes an expression as text to be cut later: a call keeps its arguments, an
/// operation its operands, so a line too long breaks where `swift format` would break it, at a call's
/// arguments, before an operator, inside parentheses or between an array's elements.
indirect enum SwiftExpression: Equatable, Sendable, ExpressibleByStringLiteral {
    /// A name, a literal or a member access that no line breaks inside:
    /// `environment.container.contentSize.width`, `44`, `.zero`.
    case token(String)
    /// `function(label: value, …)`, where `function` may be an implicit member (`.absolute`).
    case call(String, [Argument])
    /// `[a, b]`.
    case array([SwiftExpression])
    /// `left operator right`.
    case infix(SwiftExpression, String, SwiftExpression)
    /// `-value`, `!value`.
    case prefix(String, SwiftExpression)
    /// `condition ? then : otherwise`.
    case conditional(SwiftExpression, SwiftExpression, SwiftExpression)
    /// `(value)`.
    case parenthesized(SwiftExpression)

    /// A call's argument: its label (none for `nil`) and its value.
    struct Argument: Equatable, Sendable {
        let label: String?
        let value: SwiftExpression

        init(_ label: String?, _ value: SwiftExpression) {
            self.label = label
            self.value = value
        }

        /// `key: value`: the argument of UIKit's initialiser that a spec key of the same name gives
        /// (the format names its keys after UIKit's, as in `layoutSize:` or `elementKind:`).
        init(_ key: SpecKey.Name, _ value: SwiftExpression) {
            self.init(key.rawValue, value)
        }

        /// `label: value`, on one line.
        var text: String { (label.map { "\($0): " } ?? "") + value.text }
    }

    init(stringLiteral value: String) { self = .token(value) }

    /// `function(label: value, …)` from its labelled arguments, in order; `""` for no label.
    static func call(_ function: String, _ arguments: KeyValuePairs<String, SwiftExpression>) -> SwiftExpression {
        .call(function, arguments.map { Argument($0.key.isEmpty ? nil : $0.key, $0.value) })
    }

    /// How tightly an infix operator binds, as Swift's precedence groups order them: `||`, `&&`, the
    /// comparisons, `??`, addition, multiplication.
    static func precedence(of operation: String) -> Int {
        switch operation {
        case "||": 1
        case "&&": 2
        case "==", "!=", "<", "<=", ">", ">=": 3
        case "??": 4
        case "+", "-": 5
        default: 6
        }
    }

    /// The expression on one line.
    var text: String {
        switch self {
        case .token(let text): text
        case .call(let function, let arguments): function + "(" + arguments.map(\.text).joined(separator: ", ") + ")"
        case .array(let elements): "[" + elements.map(\.text).joined(separator: ", ") + "]"
        case .infix(let left, let operation, let right): left.text + " " + operation + " " + right.text
        case .prefix(let operation, let operand): operation + operand.text
        case .conditional(let condition, let then, let otherwise):
            condition.text + " ? " + then.text + " : " + otherwise.text
        case .parenthesized(let inner): "(" + inner.text + ")"
        }
    }
}
