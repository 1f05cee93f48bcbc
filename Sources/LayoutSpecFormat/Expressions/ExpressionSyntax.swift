/// An expression as written, before its names and types are checked: what ``ExpressionParser`` reads.
///
/// Every node keeps the character offset it was written at, so that a mistake found later (an unknown
/// name, a wrong type) is reported at its own column.
indirect enum ExpressionSyntax: Equatable {
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

    enum PrefixOperator: String {
        case negate = "-"
        case not = "!"
    }

    enum InfixOperator: String {
        case add = "+"
        case subtract = "-"
        case multiply = "*"
        case divide = "/"
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
        var precedence: Int {
            switch self {
            case .or: return 1
            case .and: return 2
            case .less, .lessOrEqual, .greater, .greaterOrEqual, .equal, .notEqual: return 3
            case .add, .subtract: return 4
            case .multiply, .divide: return 5
            }
        }

        /// Comparisons do not chain in Swift: `a < b < c` is an error.
        var isComparison: Bool { precedence == 3 }
    }

    /// Where the node was written, in characters from the start of the expression.
    var offset: Int {
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
