import LayoutEngine

/// Checks an expression's names and types as Swift's compiler would, and compiles it.
///
/// Literals take their type from where they stand, as in Swift: `1 / 3` is a third where a `CGFloat`
/// is expected (`fractionalWidth(1 / 3)`) and 0 where an `Int` is (`count: 1 / 3`), while `Int(x) / 2`
/// divides integers. An `Int` and a `CGFloat` do not mix without a conversion (`CGFloat(…)`, `Int(…)`).
struct ExpressionChecker {
    /// Where the expression stands, which decides the names it may read.
    struct Place {
        var isCompositional: Bool
        var isInSection: Bool
        /// An item's size, evaluated for each item: `indexPath` can be read.
        var isItemSize = false
        /// The names `let:` binds in scope, innermost last.
        var bindings = BindingTable()
    }

    typealias Failure = ExpressionParser.Failure

    let place: Place

    /// What the checker knows of a subexpression's type before it knows where it is used.
    enum Inferred: Equatable {
        case concrete(ExpressionType)
        /// Only number literals: an integer literal becomes an `Int` or a `CGFloat` as its place needs.
        case literal(isInteger: Bool)
        /// An implicit member (`.regular`): its type is the other side's.
        case member(String)

        var isNumeric: Bool {
            switch self {
            case .concrete(let type): return type.isNumber
            case .literal: return true
            case .member: return false
            }
        }
    }

    /// The compiled expression and its type, for a place that expects `expected` (a number type), or
    /// anything when `nil`.
    func compile(
        _ syntax: ExpressionSyntax,
        expecting expected: ExpressionType?
    ) throws(Failure) -> (
        CompiledExpression, ExpressionType
    ) {
        let inferred = try infer(syntax)
        let type: ExpressionType
        switch inferred {
        case .concrete(let concrete): type = concrete
        case .literal(let isInteger):
            if let expected, expected.isNumber, isInteger || expected == .float {
                type = expected
            } else {
                type = isInteger ? .int : .float
            }
        case .member(let name):
            throw Failure(
                message: "`.\(name)` needs a type: compare it with a trait, as in "
                    + "`traitCollection.horizontalSizeClass == .\(name)`",
                offset: syntax.offset
            )
        }
        return (try lower(syntax, as: type), type)
    }

    // MARK: Types

    /// The type of `syntax`, checked, with literals and implicit members left open.
    func infer(_ syntax: ExpressionSyntax) throws(Failure) -> Inferred {
        switch syntax {
        case .number(_, let isInteger, _):
            return .literal(isInteger: isInteger)
        case .name(let path, let offset):
            return .concrete(try resolve(path, at: offset).type)
        case .member(let name, _):
            return .member(name)
        case .prefix(let operation, let operand, let offset):
            let inner = try infer(operand)
            switch operation {
            case .negate:
                guard inner.isNumeric else { throw mismatch("`-` takes a number", inner, at: offset) }
                return inner
            case .not:
                guard inner == .concrete(.bool) else { throw mismatch("`!` takes a Bool", inner, at: offset) }
                return inner
            }
        case .infix(let operation, let left, let right, let offset):
            let lhs = try infer(left)
            let rhs = try infer(right)
            switch operation {
            case .add, .subtract, .multiply, .divide:
                return try unifyNumbers(lhs, rhs, operation: "`\(operation.rawValue)`", at: offset)
            case .remainder:
                let common = try unifyNumbers(lhs, rhs, operation: "`%`", at: offset)
                if common == .concrete(.float) || common == .literal(isInteger: false) {
                    throw Failure(
                        message: "`%` takes Ints, found a CGFloat; Swift has no `%` for CGFloat: "
                            + "convert with Int(…) first",
                        offset: offset
                    )
                }
                return common == .literal(isInteger: true) ? common : .concrete(.int)
            case .and, .or:
                guard lhs == .concrete(.bool) else {
                    throw mismatch("`\(operation.rawValue)` takes Bools", lhs, at: left.start)
                }
                guard rhs == .concrete(.bool) else {
                    throw mismatch("`\(operation.rawValue)` takes Bools", rhs, at: right.start)
                }
                return .concrete(.bool)
            case .equal, .notEqual:
                _ = try unify(lhs, rhs, operation: "`\(operation.rawValue)`", at: offset)
                return .concrete(.bool)
            case .less, .lessOrEqual, .greater, .greaterOrEqual:
                let common = try unify(lhs, rhs, operation: "`\(operation.rawValue)`", at: offset)
                guard common.isNumeric || common == .concrete(.category) else {
                    throw Failure(
                        message:
                            "`\(operation.rawValue)` compares numbers or content size categories, not \(describe(common))",
                        offset: offset
                    )
                }
                return .concrete(.bool)
            }
        case .conditional(let condition, let then, let otherwise, let offset):
            let test = try infer(condition)
            guard test == .concrete(.bool) else { throw mismatch("the condition of `?`", test, at: condition.start) }
            return try unify(try infer(then), try infer(otherwise), operation: "the two sides of `:`", at: offset)
        case .call(let function, let arguments, let offset):
            return try call(function, arguments, at: offset)
        }
    }

    /// The type of a call of one of the functions expressions have.
    private func call(_ function: String, _ arguments: [ExpressionSyntax], at offset: Int) throws(Failure) -> Inferred {
        func arity(_ count: Int) throws(Failure) {
            guard arguments.count == count else {
                throw Failure(
                    message:
                        "\(function)(…) takes \(count == 1 ? "one argument" : "\(count) arguments"), found \(arguments.count)",
                    offset: offset
                )
            }
        }
        switch function {
        case "min", "max":
            guard arguments.count >= 2 else {
                throw Failure(
                    message: "\(function)(…) takes two or more numbers, found \(arguments.count)",
                    offset: offset
                )
            }
            var common = try number(of: arguments[0], in: function)
            for argument in arguments.dropFirst() {
                common = try unifyNumbers(
                    common,
                    try number(of: argument, in: function),
                    operation: "\(function)(…)",
                    at: offset
                )
            }
            return common
        case "floor", "ceil", "round":
            try arity(1)
            let inner = try number(of: arguments[0], in: function)
            if inner == .concrete(.int) {
                throw Failure(
                    message: "\(function)(…) takes a CGFloat, found an Int; an Int is already whole",
                    offset: arguments[0].start
                )
            }
            return .concrete(.float)
        case "abs":
            try arity(1)
            return try number(of: arguments[0], in: function)
        case "Int":
            try arity(1)
            _ = try number(of: arguments[0], in: function)
            return .concrete(.int)
        case "CGFloat", "Double":
            try arity(1)
            _ = try number(of: arguments[0], in: function)
            return .concrete(.float)
        case "collectionView.numberOfItems(inSection:)":
            try arity(1)
            guard place.isItemSize else {
                throw Failure(
                    message: "collectionView.numberOfItems(inSection:) is known only in an item's size, "
                        + "once every section's items are",
                    offset: offset
                )
            }
            let argument = try number(of: arguments[0], in: "numberOfItems(inSection:)")
            guard argument == .concrete(.int) || argument == .literal(isInteger: true) else {
                throw mismatch("numberOfItems(inSection:) takes an Int", argument, at: arguments[0].start)
            }
            return .concrete(.int)
        case "absolute", "estimated", "fractionalWidth", "fractionalHeight", "fixed", "flexible":
            throw Failure(
                message: "\(function)(…) is a whole value, not a number inside an expression; "
                    + "compute its argument instead, as in \(function)(\(function == "fractionalWidth" ? "1.0 / 3.0" : "x / 2"))",
                offset: offset
            )
        default:
            var message = "unknown function \"\(function)\""
            if let suggestion = closestMatch(to: function, among: Self.functions) {
                message += " (did you mean \"\(suggestion)\"?)"
            } else {
                message += "; expressions have " + Self.functions.map { "\($0)(…)" }.joined(separator: ", ")
            }
            throw Failure(message: message, offset: offset)
        }
    }

    static let functions = ["min", "max", "floor", "ceil", "round", "abs", "Int", "CGFloat", "Double"]

    /// The type of a function's number argument; anything else is an error naming the function.
    private func number(of argument: ExpressionSyntax, in function: String) throws(Failure) -> Inferred {
        let inferred = try infer(argument)
        guard inferred.isNumeric else {
            throw mismatch("\(function)(…) takes a number", inferred, at: argument.start)
        }
        return inferred
    }

    /// The common number type of two operands, as Swift's type checker finds it.
    private func unifyNumbers(
        _ lhs: Inferred,
        _ rhs: Inferred,
        operation: String,
        at offset: Int
    ) throws(Failure)
        -> Inferred
    {
        guard lhs.isNumeric else { throw mismatch("\(operation) takes numbers", lhs, at: offset) }
        guard rhs.isNumeric else { throw mismatch("\(operation) takes numbers", rhs, at: offset) }
        return try unify(lhs, rhs, operation: operation, at: offset)
    }

    /// The common type of two sides that must agree (`==`, the branches of `?:`).
    private func unify(
        _ lhs: Inferred,
        _ rhs: Inferred,
        operation: String,
        at offset: Int
    ) throws(Failure)
        -> Inferred
    {
        switch (lhs, rhs) {
        case (.literal(let left), .literal(let right)):
            return .literal(isInteger: left && right)
        case (.literal(let isInteger), .concrete(let type)), (.concrete(let type), .literal(let isInteger)):
            guard type.isNumber else {
                throw Failure(message: "\(operation) cannot compare a number with \(type.name)", offset: offset)
            }
            guard type == .float || isInteger else {
                throw Failure(
                    message: "\(operation): a fraction cannot be an Int; write CGFloat(…) around the Int side",
                    offset: offset
                )
            }
            return .concrete(type)
        case (.concrete(let left), .concrete(let right)):
            guard left == right else {
                let hint =
                    left.isNumber && right.isNumber
                    ? "; convert one side with CGFloat(…) or Int(…)" : ""
                throw Failure(
                    message: "\(operation) cannot mix \(left.name) and \(right.name)\(hint)",
                    offset: offset
                )
            }
            return lhs
        case (.member(let name), .concrete(let type)), (.concrete(let type), .member(let name)):
            try checkMember(name, of: type, at: offset)
            return .concrete(type)
        case (.member(let name), _), (_, .member(let name)):
            throw Failure(
                message: "`.\(name)` needs a type: compare it with a trait, as in "
                    + "`traitCollection.horizontalSizeClass == .\(name)`",
                offset: offset
            )
        }
    }

    func checkMember(_ name: String, of type: ExpressionType, at offset: Int) throws(Failure) {
        guard type.member(name) == nil else { return }
        var message = "`.\(name)` is not a \(type.name)"
        if let suggestion = closestMatch(to: name, among: type.members) {
            message += " (did you mean `.\(suggestion)`?)"
        } else if !type.members.isEmpty {
            message += "; expected one of " + type.members.map { "`.\($0)`" }.joined(separator: ", ")
        }
        throw Failure(message: message, offset: offset)
    }

    private func mismatch(_ what: String, _ found: Inferred, at offset: Int) -> Failure {
        Failure(message: "\(what), found \(describe(found))", offset: offset)
    }

    private func describe(_ inferred: Inferred) -> String {
        switch inferred {
        case .concrete(let type): return type == .int ? "an Int" : "a \(type.name)"
        case .literal: return "a number"
        case .member(let name): return "`.\(name)`"
        }
    }
}
