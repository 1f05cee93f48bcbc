import LayoutEngine

/// A checked expression compiled: lowered to the evaluator's form, its constant parts computed.
extension ExpressionChecker {
    /// `syntax` compiled with its (checked) type settled as `type`; constant parts computed.
    func lower(_ syntax: ExpressionSyntax, as type: ExpressionType) throws(Failure) -> CompiledExpression {
        let compiled = try build(syntax, as: type)
        return try fold(compiled)
    }

    func build(_ syntax: ExpressionSyntax, as expected: ExpressionType) throws(Failure) -> CompiledExpression {
        // A part with a type of its own keeps it (`Int(x) / 2` divides integers inside a CGFloat
        // expression); only literals and implicit members take the type of their place.
        var type = expected
        if case .concrete(let own) = try infer(syntax) { type = own }
        switch syntax {
        case .number(let value, _, _):
            return .constant(.number(value))
        case .name(let path, let offset):
            switch try resolve(path, at: offset) {
            case .uikit(let name): return .name(name)
            case .binding(let bound): return bound.value
            case .itemIndex: return .itemIndex
            }
        case .member(let name, let offset):
            guard let value = type.member(name) else {
                try checkMember(name, of: type, at: offset)
                return .constant(.bool(false))
            }
            return .constant(value)
        case .prefix(.negate, let operand, _):
            return .negate(try build(operand, as: type))
        case .prefix(.not, let operand, _):
            return .not(try build(operand, as: .bool))
        case .infix(let operation, let left, let right, let offset):
            switch operation {
            case .add, .subtract, .multiply, .divide, .remainder:
                // `%` is checked to take Ints (or integer literals) on both sides.
                let operands = operation == .remainder ? .int : type
                return .arithmetic(
                    operation,
                    try build(left, as: operands),
                    try build(right, as: operands),
                    integer: operands == .int,
                    offset: offset
                )
            case .and:
                return .and(try build(left, as: .bool), try build(right, as: .bool))
            case .or:
                return .or(try build(left, as: .bool), try build(right, as: .bool))
            case .equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual:
                let operands = try settle(try infer(left), try infer(right))
                return .compare(operation, try build(left, as: operands), try build(right, as: operands))
            }
        case .conditional(let condition, let then, let otherwise, _):
            return .conditional(
                try build(condition, as: .bool),
                try build(then, as: type),
                try build(otherwise, as: type)
            )
        case .call(let function, let arguments, let offset):
            switch function {
            case "min", "max":
                var built: [CompiledExpression] = []
                for argument in arguments { built.append(try build(argument, as: type)) }
                return function == "min" ? .minimum(built) : .maximum(built)
            case "floor": return .floor(try build(arguments[0], as: .float))
            case "ceil": return .ceil(try build(arguments[0], as: .float))
            case "round": return .round(try build(arguments[0], as: .float))
            case "abs": return .absolute(try build(arguments[0], as: type))
            case "collectionView.numberOfItems(inSection:)":
                return .numberOfItems(try build(arguments[0], as: .int), offset: offset)
            case "Int":
                // `Int(7 / 2)`: Swift picks `Int(_: Int)` for literals, which divides integers.
                let argument = try settle(try infer(arguments[0]), .literal(isInteger: true))
                return .toInt(try build(arguments[0], as: argument), offset: offset)
            default:
                let argument = try settle(try infer(arguments[0]), .literal(isInteger: true))
                return try build(arguments[0], as: argument)
            }
        }
    }

    /// The type two sides are compared (or converted) as: the concrete one, or for literals alone the
    /// literal's own type (`Int` for an integer literal, as Swift's default).
    func settle(_ lhs: Inferred, _ rhs: Inferred) throws(Failure) -> ExpressionType {
        switch (lhs, rhs) {
        case (.concrete(let type), _), (_, .concrete(let type)): return type
        case (.literal(let left), .literal(let right)): return left && right ? .int : .float
        default: return .int
        }
    }

    /// Computes a part that reads no name once, here, rather than in every environment.
    ///
    /// A constant part that fails (`1 / 0`) is reported here, once, as every environment would.
    func fold(_ compiled: CompiledExpression) throws(Failure) -> CompiledExpression {
        guard Self.readsNothing(compiled) else { return compiled }
        do {
            return .constant(try compiled.evaluate(in: Self.anyEnvironment))
        } catch {
            throw Failure(message: error.message, offset: error.offset)
        }
    }

    static func readsNothing(_ compiled: CompiledExpression) -> Bool {
        !compiled.contains { part in
            switch part {
            case .name, .bound, .itemIndex, .numberOfItems: return true
            default: return false
            }
        }
    }

    /// An environment for evaluating what reads none of it.
    private static let anyEnvironment = ExpressionEnvironment(
        LayoutEnvironment(name: "", size: Size(width: 0, height: 0)),
        scrollsVertically: true,
        reference: nil
    )
}
