/// An expression as written, before its names and types are checked: what ``ExpressionParser`` reads.
///
/// Every node keeps the character offset it was written at, so that a mistake found later (an unknown
/// name, a wrong type) is reported at its own column.
public indirect enum ExpressionSyntax: Hashable, Sendable {
    /// A number literal; `isInteger` for one written without a fraction or exponent.
    case number(Double, isInteger: Bool, offset: Int)
    /// A dotted name, such as `container.effectiveContentSize.width`.
    case name([String], offset: Int)
    /// An implicit member, such as `.regular` or `.rightToLeft`.
    case member(String, offset: Int)
    case prefix(PrefixOperator, ExpressionSyntax, offset: Int)
    case infix(InfixOperator, ExpressionSyntax, ExpressionSyntax, offset: Int)
    /// `condition ? then : otherwise`; the offset is the `?`'s.
    case conditional(ExpressionSyntax, ExpressionSyntax, ExpressionSyntax, offset: Int)
    /// A call such as `max(1, x)` or `Int(x)`.
    case call(String, [ExpressionSyntax], offset: Int)

    public enum PrefixOperator: String, Sendable {
        case negate = "-"
        case not = "!"
    }

    public enum InfixOperator: String, Sendable {
        case add = "+"
        case subtract = "-"
        case multiply = "*"
        case divide = "/"
        /// Swift's remainder: `Int` only, with the sign of the dividend.
        case remainder = "%"
        case less = "<"
        case lessOrEqual = "<="
        case greater = ">"
        case greaterOrEqual = ">="
        case equal = "=="
        case notEqual = "!="
        case and = "&&"
        case or = "||"

        /// Swift's precedence groups, from the loosest: `||`, `&&`, comparison, addition,
        /// multiplication.
        public var precedence: Int {
            switch self {
            case .or: return 1
            case .and: return 2
            case .less, .lessOrEqual, .greater, .greaterOrEqual, .equal, .notEqual: return 3
            case .add, .subtract: return 4
            case .multiply, .divide, .remainder: return 5
            }
        }

        /// Comparisons do not chain in Swift: `a < b < c` is an error.
        public var isComparison: Bool { precedence == 3 }
    }

    /// The tree of an expression's `text`, or `nil` where it is not one.
    public init?(parsing text: String) {
        guard let syntax = try? ExpressionParser.parse(text) else { return nil }
        self = syntax
    }

    /// The one-word names the expression reads (`tile`, not `collectionView.bounds.width`): the ones
    /// a `let:` binding can give.
    var singleNames: Set<String> {
        switch self {
        case .number, .member: return []
        case .name(let path, _): return path.count == 1 ? [path[0]] : []
        case .prefix(_, let operand, _): return operand.singleNames
        case .infix(_, let left, let right, _): return left.singleNames.union(right.singleNames)
        case .conditional(let condition, let then, let otherwise, _):
            return condition.singleNames.union(then.singleNames).union(otherwise.singleNames)
        case .call(_, let arguments, _): return arguments.reduce(into: []) { $0.formUnion($1.singleNames) }
        }
    }

    /// Where the node was written, in characters from the start of the expression.
    public var offset: Int {
        switch self {
        case .number(_, _, let offset), .name(_, let offset), .member(_, let offset), .prefix(_, _, let offset),
            .infix(_, _, _, let offset), .conditional(_, _, _, let offset), .call(_, _, let offset):
            return offset
        }
    }

    /// Where the node begins: for an infix or conditional, its left operand's beginning.
    var start: Int {
        switch self {
        case .infix(_, let left, _, _), .conditional(let left, _, _, _): return left.start
        default: return offset
        }
    }
}
