/// Expressions of an item's index: an item's size that reads `indexPath.item` is computed for each
/// item, as `sizeForItemAt` is called for each.
///
/// Everything in such an expression but the index has one value in an environment and a section, so
/// it is computed once (``specialized(in:record:)``) and only what is left is computed per item. And
/// when the index is read only as `indexPath.item % n` (every n-th item alike: columns, alternating
/// rows), the sizes repeat every n items (``itemPeriod``): the first period is computed and repeated.
extension CompiledExpression {
    /// Whether the expression reads `indexPath.item`.
    var readsItem: Bool {
        contains { if case .itemIndex = $0 { true } else { false } }
    }

    /// Whether the expression reads the sections' item counts.
    var readsItemCounts: Bool {
        contains { if case .numberOfItems = $0 { true } else { false } }
    }

    /// Whether the expression, or any part of it, is one that `matches`.
    func contains(where matches: (CompiledExpression) -> Bool) -> Bool {
        if matches(self) { return true }
        switch self {
        case .constant, .name, .bound, .itemIndex: return false
        case .negate(let inner), .not(let inner), .floor(let inner), .ceil(let inner), .round(let inner),
            .absolute(let inner), .toInt(let inner, _), .numberOfItems(let inner, _):
            return inner.contains(where: matches)
        case .arithmetic(_, let left, let right, _, _), .compare(_, let left, let right), .and(let left, let right),
            .or(let left, let right):
            return left.contains(where: matches) || right.contains(where: matches)
        case .conditional(let condition, let then, let otherwise):
            return condition.contains(where: matches) || then.contains(where: matches)
                || otherwise.contains(where: matches)
        case .minimum(let arguments), .maximum(let arguments):
            return arguments.contains { $0.contains(where: matches) }
        }
    }

    /// The expression with every part that does not read the item's index computed in `environment`,
    /// each part so computed given to `record` with its value (what a read in another environment must
    /// find alike to give the same sizes).
    ///
    /// A part that fails is kept as it is and recorded as `nan`: Swift evaluates it only where it is
    /// reached (the untaken side of a `?:` may divide by zero), so it is evaluated per item, where its
    /// failure names the item.
    func specialized(
        in environment: ExpressionEnvironment,
        record: (CompiledExpression, ExpressionValue) -> Void
    ) -> CompiledExpression {
        guard readsItem else {
            do {
                let value = try evaluate(in: environment)
                record(self, value)
                return .constant(value)
            } catch {
                record(self, .number(.nan))
                return self
            }
        }
        func inner(_ expression: CompiledExpression) -> CompiledExpression {
            expression.specialized(in: environment, record: record)
        }
        switch self {
        case .constant, .name, .bound, .itemIndex: return self
        case .negate(let operand): return .negate(inner(operand))
        case .not(let operand): return .not(inner(operand))
        case .floor(let operand): return .floor(inner(operand))
        case .ceil(let operand): return .ceil(inner(operand))
        case .round(let operand): return .round(inner(operand))
        case .absolute(let operand): return .absolute(inner(operand))
        case .toInt(let operand, let offset): return .toInt(inner(operand), offset: offset)
        case .numberOfItems(let section, let offset): return .numberOfItems(inner(section), offset: offset)
        case .arithmetic(let operation, let left, let right, let integer, let offset):
            return .arithmetic(operation, inner(left), inner(right), integer: integer, offset: offset)
        case .compare(let operation, let left, let right): return .compare(operation, inner(left), inner(right))
        case .and(let left, let right): return .and(inner(left), inner(right))
        case .or(let left, let right): return .or(inner(left), inner(right))
        case .conditional(let condition, let then, let otherwise):
            return .conditional(inner(condition), inner(then), inner(otherwise))
        case .minimum(let arguments): return .minimum(arguments.map(inner))
        case .maximum(let arguments): return .maximum(arguments.map(inner))
        }
    }

    /// The number of items after which a specialized expression's values repeat: 1 when it reads no
    /// index, the least common multiple of the `n`s when it reads the index only as `indexPath.item % n`
    /// with a constant `n`, and `nil` when it reads the index any other way.
    var itemPeriod: Int? {
        switch self {
        case .itemIndex: return nil
        case .constant, .name, .bound: return 1
        case .arithmetic(.remainder, .itemIndex, .constant(.number(let divisor)), _, _):
            let period = Swift.abs(divisor)
            guard period >= 1, period <= Double(Self.longestPeriod) else { return nil }
            return Int(period)
        case .negate(let inner), .not(let inner), .floor(let inner), .ceil(let inner), .round(let inner),
            .absolute(let inner), .toInt(let inner, _), .numberOfItems(let inner, _):
            return inner.itemPeriod
        case .arithmetic(_, let left, let right, _, _), .compare(_, let left, let right), .and(let left, let right),
            .or(let left, let right):
            return Self.commonPeriod([left.itemPeriod, right.itemPeriod])
        case .conditional(let condition, let then, let otherwise):
            return Self.commonPeriod([condition.itemPeriod, then.itemPeriod, otherwise.itemPeriod])
        case .minimum(let arguments), .maximum(let arguments):
            return Self.commonPeriod(arguments.map(\.itemPeriod))
        }
    }

    /// Periods longer than this are not worth finding: the items are computed one by one.
    static let longestPeriod = 4_096

    /// The least common multiple of `periods`, or `nil` when one is `nil` or it passes ``longestPeriod``.
    static func commonPeriod(_ periods: [Int?]) -> Int? {
        var common = 1
        for period in periods {
            guard let period else { return nil }
            var (a, b) = (common, period)
            while b != 0 { (a, b) = (b, a % b) }
            common = common / a * period
            guard common <= longestPeriod else { return nil }
        }
        return common
    }
}
