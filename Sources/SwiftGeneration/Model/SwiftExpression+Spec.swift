import LayoutSpecFormat

extension SwiftExpression {
    /// A spec's expression as Swift: its operators and calls as they are, with only the parentheses
    /// its meaning needs (the format's own printing rule), each name as `name` gives it.
    ///
    /// `nil` where `name` gives `nil` for a name the expression reads: one the code has no way to read.
    init?(_ syntax: ExpressionSyntax, name: (String) -> String?) {
        func operand(_ node: ExpressionSyntax, at place: ExpressionPrinter.Operand) -> SwiftExpression? {
            guard let written = SwiftExpression(node, name: name) else { return nil }
            return ExpressionPrinter.parenthesizes(node, at: place) ? .parenthesized(written) : written
        }
        switch syntax {
        case .number, .member:
            self = .token(ExpressionPrinter.written(syntax))
        case .name(let path, _):
            guard let written = name(path.joined(separator: ".")) else { return nil }
            self = .token(written)
        case .prefix(let operation, let node, _):
            guard let written = operand(node, at: .prefixed) else { return nil }
            self = .prefix(operation.rawValue, written)
        case .infix(let operation, let left, let right, _):
            guard let left = operand(left, at: .left(operation)), let right = operand(right, at: .right(operation))
            else { return nil }
            self = .infix(left, operation.rawValue, right)
        case .conditional(let condition, let then, let otherwise, _):
            guard let condition = operand(condition, at: .condition), let then = operand(then, at: .firstBranch),
                let otherwise = SwiftExpression(otherwise, name: name)
            else { return nil }
            self = .conditional(condition, then, otherwise)
        case .call(let function, let arguments, _):
            let (function, labels) = ExpressionPrinter.callName(function, arguments: arguments.count)
            var written: [Argument] = []
            for (label, argument) in zip(labels, arguments) {
                guard let value = SwiftExpression(argument, name: name) else { return nil }
                written.append(Argument(label, value))
            }
            self = .call(function, written)
        }
    }
}
