/// An expression written back with only the parentheses its meaning needs, as a person writes it.
///
/// `container.effectiveContentSize.width > 500 ? 4 : 2`, not
/// `((container.effectiveContentSize.width > 500) ? 4 : 2)`.
///
/// A side of an operator is parenthesized where Swift's precedence would otherwise read it another
/// way: a looser operation on either side, and one as loose on the right (`a - (b - c)`, and also
/// `a + (b + c)`, whose floating-point sum is not always `a + b + c`'s). Comparisons do not chain, so a
/// comparison inside another keeps its parentheses. A choice as the first branch of another keeps
/// them too, for the reader.
public enum ExpressionPrinter {
    /// `text` with only the parentheses its meaning needs, or `text` as it is where it does not parse.
    public static func minimallyParenthesized(_ text: String) -> String {
        guard let syntax = try? ExpressionParser.parse(text) else { return text }
        return written(syntax)
    }

    /// How tightly a node binds: a choice least, then the infix operators by their precedence, then
    /// a prefix operator, then a name, number or call.
    private static func binding(_ node: ExpressionSyntax) -> Int {
        switch node {
        case .conditional: return 0
        case .infix(let operation, _, _, _): return operation.precedence
        case .prefix: return 6
        case .number(let value, _, _) where value < 0: return 6
        default: return 7
        }
    }

    /// Where an operand stands in the node that holds it.
    public enum Operand {
        /// The operand of a prefix operator.
        case prefixed
        /// The left or right side of an infix operator.
        case left(ExpressionSyntax.InfixOperator)
        case right(ExpressionSyntax.InfixOperator)
        /// A choice's condition, or its first branch (its last branch never needs them).
        case condition
        case firstBranch
    }

    /// Whether `operand`, written at `place`, keeps parentheses around it: the one rule this printer
    /// and the Swift generator write expressions by.
    public static func parenthesizes(_ operand: ExpressionSyntax, at place: Operand) -> Bool {
        let tightness = binding(operand)
        switch place {
        case .prefixed: return tightness < 6
        case .left(let operation): return tightness < operation.precedence || operation.isComparison && tightness == 3
        case .right(let operation): return tightness <= operation.precedence
        case .condition, .firstBranch: return tightness == 0
        }
    }

    /// `node` as text, with only the parentheses its meaning needs.
    public static func written(_ node: ExpressionSyntax) -> String {
        switch node {
        case .number(let value, let isInteger, _):
            if isInteger, let whole = Int(exactly: value) { return String(whole) }
            return "\(value)"
        case .name(let path, _):
            return path.joined(separator: ".")
        case .member(let name, _):
            return "." + name
        case .prefix(let operation, let operand, _):
            return operation.rawValue + parenthesized(operand, at: .prefixed)
        case .infix(let operation, let left, let right, _):
            return parenthesized(left, at: .left(operation)) + " \(operation.rawValue) "
                + parenthesized(right, at: .right(operation))
        case .conditional(let condition, let then, let otherwise, _):
            // A choice between choices reads as one where the middle one is parenthesized; a chain
            // of choices on the right reads as `else if`.
            return parenthesized(condition, at: .condition) + " ? " + parenthesized(then, at: .firstBranch) + " : "
                + written(otherwise)
        case .call(let function, let arguments, _):
            let (name, labels) = callName(function, arguments: arguments.count)
            let written = zip(labels, arguments).map { label, argument in
                (label.map { "\($0): " } ?? "") + Self.written(argument)
            }
            return name + "(" + written.joined(separator: ", ") + ")"
        }
    }

    /// A called function's name and each argument's label: labels are part of the name, as Swift
    /// spells it (`numberOfItems(inSection:)`), and `_` is none.
    public static func callName(_ function: String, arguments count: Int) -> (name: String, labels: [String?]) {
        guard function.hasSuffix(":)"), let open = function.firstIndex(of: "(") else {
            return (function, Array(repeating: nil, count: count))
        }
        let written = function[function.index(after: open)..<function.index(before: function.endIndex)]
            .split(separator: ":", omittingEmptySubsequences: false).dropLast()
        let labels = (0..<count).map { index -> String? in
            index < written.count && written[written.startIndex + index] != "_"
                ? String(written[written.startIndex + index]) : nil
        }
        return (String(function[..<open]), labels)
    }

    private static func parenthesized(_ node: ExpressionSyntax, at place: Operand) -> String {
        parenthesizes(node, at: place) ? "(" + written(node) + ")" : written(node)
    }
}
