import LayoutEngine

/// A checked expression, ready to be evaluated in any environment: names resolved, types known, and
/// constant parts computed once.
indirect enum CompiledExpression {
    case constant(ExpressionValue)
    case name(ExpressionName)
    /// A name bound by `let:` that reads the environment: its value in the slot the scope gave it.
    case bound(Int)
    /// `indexPath.item`: the only value that changes from one item of a run to the next.
    case itemIndex
    /// `collectionView.numberOfItems(inSection: N)`: the item count of section N in the environment,
    /// after variants (`offset` is the call's, for a section that does not exist).
    case numberOfItems(CompiledExpression, offset: Int)
    case negate(CompiledExpression)
    case not(CompiledExpression)
    /// Arithmetic; `integer` gives Swift's `Int` semantics (division truncates toward zero). `offset` is
    /// the operator's, for a division by zero.
    case arithmetic(ExpressionSyntax.InfixOperator, CompiledExpression, CompiledExpression, integer: Bool, offset: Int)
    case compare(ExpressionSyntax.InfixOperator, CompiledExpression, CompiledExpression)
    case and(CompiledExpression, CompiledExpression)
    case or(CompiledExpression, CompiledExpression)
    case conditional(CompiledExpression, CompiledExpression, CompiledExpression)
    case minimum([CompiledExpression])
    case maximum([CompiledExpression])
    case floor(CompiledExpression)
    case ceil(CompiledExpression)
    case round(CompiledExpression)
    case absolute(CompiledExpression)
    /// `Int(x)`: truncates toward zero; fails where Swift's would trap (`offset` is the call's).
    case toInt(CompiledExpression, offset: Int)

    /// A value Swift would trap on, or that is not a number: where in the text, and why.
    struct Failure: Error, Equatable {
        var message: String
        var offset: Int
    }

    /// The largest magnitude `Int(…)` takes here: every whole number below it is exact in a `Double`.
    static let largestInteger = 9_007_199_254_740_992.0

    /// Fails where Swift's `Int` arithmetic traps: a result past `Int`'s range (2^63), which the
    /// app's code would crash on, is a spec error rather than a number layoutd goes on with.
    static func checkInt(
        _ result: Double,
        _ lhs: Double,
        _ operation: ExpressionSyntax.InfixOperator,
        _ rhs: Double,
        offset: Int
    ) throws(Failure) {
        guard result >= -9_223_372_036_854_775_808.0, result < 9_223_372_036_854_775_808.0 else {
            throw Failure(
                message:
                    "integer overflow (Swift traps): \(whole(lhs)) \(operation.rawValue) \(whole(rhs)) is past Int's range",
                offset: offset
            )
        }
        // Past 2^53 a `Double` no longer holds every whole number: the result could differ from
        // Swift's by a few, so it is refused rather than computed wrong.
        guard result.magnitude <= largestInteger else {
            throw Failure(
                message:
                    "\(whole(lhs)) \(operation.rawValue) \(whole(rhs)) is past 2^53 (9007199254740992); layoutd computes Ints exactly up to it",
                offset: offset
            )
        }
    }

    /// A whole number as Swift prints an `Int`, where it is one.
    private static func whole(_ value: Double) -> String {
        value.magnitude < 9_223_372_036_854_775_808.0 ? String(Int(value)) : "\(value)"
    }

    /// Whether the expression reads nothing from the environment.
    var isConstant: Bool {
        if case .constant = self { return true }
        return false
    }

    func evaluate(in environment: ExpressionEnvironment) throws(Failure) -> ExpressionValue {
        switch self {
        case .constant(let value):
            return value
        case .name(let name):
            return name.read(environment)
        case .bound(let slot):
            return environment.bound[slot]
        case .itemIndex:
            return .number(Double(environment.position.itemIndex ?? 0))
        case .numberOfItems(let section, let offset):
            let index = try section.evaluate(in: environment).number
            guard let counts = environment.position.itemCounts else {
                throw Failure(message: "the sections' item counts are not known yet", offset: offset)
            }
            guard index >= 0, index < Double(counts.count) else {
                throw Failure(
                    message: "numberOfItems(inSection: \(formatBound(index))): the spec has \(counts.count) section(s)",
                    offset: offset
                )
            }
            return .number(Double(counts[Int(index)]))
        case .negate(let operand):
            return .number(-(try operand.evaluate(in: environment).number))
        case .not(let operand):
            return .bool(!(try operand.evaluate(in: environment).bool))
        case .arithmetic(let operation, let left, let right, let integer, let offset):
            let lhs = try left.evaluate(in: environment).number
            let rhs = try right.evaluate(in: environment).number
            switch operation {
            case .add, .subtract, .multiply:
                let result = operation == .add ? lhs + rhs : operation == .subtract ? lhs - rhs : lhs * rhs
                if integer { try Self.checkInt(result, lhs, operation, rhs, offset: offset) }
                return .number(result)
            case .remainder:
                guard rhs != 0 else { throw Failure(message: "remainder by zero", offset: offset) }
                // Swift's `%` on Ints: the sign of the dividend, which truncatingRemainder keeps.
                return .number(lhs.truncatingRemainder(dividingBy: rhs))
            default:
                guard rhs != 0 else { throw Failure(message: "division by zero", offset: offset) }
                let quotient = lhs / rhs
                guard integer else { return .number(quotient) }
                // `Int.min / -1` is the one integer division that overflows.
                try Self.checkInt(quotient, lhs, operation, rhs, offset: offset)
                return .number(quotient.rounded(.towardZero))
            }
        case .compare(let operation, let left, let right):
            let lhs = try left.evaluate(in: environment)
            let rhs = try right.evaluate(in: environment)
            switch operation {
            case .equal: return .bool(lhs == rhs)
            case .notEqual: return .bool(lhs != rhs)
            default: return .bool(Self.order(operation, lhs, rhs))
            }
        case .and(let left, let right):
            // Swift's `&&` does not evaluate its right side when the left is false.
            guard try left.evaluate(in: environment).bool else { return .bool(false) }
            return .bool(try right.evaluate(in: environment).bool)
        case .or(let left, let right):
            if try left.evaluate(in: environment).bool { return .bool(true) }
            return .bool(try right.evaluate(in: environment).bool)
        case .conditional(let condition, let then, let otherwise):
            return try condition.evaluate(in: environment).bool
                ? then.evaluate(in: environment) : otherwise.evaluate(in: environment)
        case .minimum(let arguments):
            var result = Double.infinity
            for argument in arguments { result = Swift.min(result, try argument.evaluate(in: environment).number) }
            return .number(result)
        case .maximum(let arguments):
            var result = -Double.infinity
            for argument in arguments { result = Swift.max(result, try argument.evaluate(in: environment).number) }
            return .number(result)
        case .floor(let operand):
            return .number(try operand.evaluate(in: environment).number.rounded(.down))
        case .ceil(let operand):
            return .number(try operand.evaluate(in: environment).number.rounded(.up))
        case .round(let operand):
            return .number(try operand.evaluate(in: environment).number.rounded(.toNearestOrAwayFromZero))
        case .absolute(let operand):
            return .number(Swift.abs(try operand.evaluate(in: environment).number))
        case .toInt(let operand, let offset):
            let value = try operand.evaluate(in: environment).number
            guard value.isFinite, Swift.abs(value) < Self.largestInteger else {
                throw Failure(message: "Int(…) of \(value), which no Int holds", offset: offset)
            }
            return .number(value.rounded(.towardZero))
        }
    }

    /// `<`, `<=`, `>`, `>=` on numbers or content size categories.
    private static func order(
        _ operation: ExpressionSyntax.InfixOperator,
        _ lhs: ExpressionValue,
        _ rhs: ExpressionValue
    ) -> Bool {
        let ascending: Bool
        let same: Bool
        switch (lhs, rhs) {
        case (.number(let left), .number(let right)):
            ascending = left < right
            same = left == right
        case (.category(let left), .category(let right)):
            ascending = left < right
            same = left == right
        default:
            return false
        }
        switch operation {
        case .less: return ascending
        case .lessOrEqual: return ascending || same
        case .greater: return !ascending && !same
        default: return !ascending
        }
    }
}
