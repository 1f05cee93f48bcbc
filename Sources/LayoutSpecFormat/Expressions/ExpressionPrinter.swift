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

    static func written(_ node: ExpressionSyntax) -> String {
        switch node {
        case .number(let value, let isInteger, _):
            if isInteger, let whole = Int(exactly: value) { return String(whole) }
            return "\(value)"
        case .name(let path, _):
            return path.joined(separator: ".")
        case .member(let name, _):
            return "." + name
        case .prefix(let operation, let operand, _):
            return operation.rawValue + parenthesized(operand, if: binding(operand) < 6)
        case .infix(let operation, let left, let right, _):
            let leftBinding = binding(left)
            let rightBinding = binding(right)
            let wrapsLeft = leftBinding < operation.precedence || operation.isComparison && leftBinding == 3
            let wrapsRight = rightBinding <= operation.precedence
            return parenthesized(left, if: wrapsLeft) + " \(operation.rawValue) " + parenthesized(right, if: wrapsRight)
        case .conditional(let condition, let then, let otherwise, _):
            // A choice between choices reads as one where the middle one is parenthesized; a chain
            // of choices on the right reads as `else if`.
            return parenthesized(condition, if: binding(condition) == 0) + " ? "
                + parenthesized(then, if: binding(then) == 0) + " : " + written(otherwise)
        case .call(let function, let arguments, _):
            // Labels are part of the function's name, as Swift spells it: `numberOfItems(inSection:)`.
            var name = Substring(function)
            var labels: [Substring] = []
            if function.hasSuffix(":)"), let open = function.firstIndex(of: "(") {
                name = function[..<open]
                labels = function[function.index(after: open)..<function.index(before: function.endIndex)]
                    .split(separator: ":", omittingEmptySubsequences: false).dropLast().map { $0 }
            }
            let written = arguments.enumerated().map { index, argument in
                let label = index < labels.count && labels[index] != "_" ? "\(labels[index]): " : ""
                return label + Self.written(argument)
            }
            return name + "(" + written.joined(separator: ", ") + ")"
        }
    }

    private static func parenthesized(_ node: ExpressionSyntax, if wraps: Bool) -> String {
        wraps ? "(" + written(node) + ")" : written(node)
    }
}
