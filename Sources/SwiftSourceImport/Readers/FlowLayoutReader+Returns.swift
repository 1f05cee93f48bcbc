import SwiftSyntax

/// What a delegate method's statements return, read from their syntax.
extension FlowLayoutReader {
    /// Whether `expression` is the layout's own property, the delegate giving no value of its own.
    static func isLayoutValue(_ expression: ExprSyntax) -> Bool {
        expression.trimmedDescription.hasPrefix("(collectionViewLayout as? UICollectionViewFlowLayout)")
    }

    /// A value a test of the environment returns in place of the method's: its condition as the spec
    /// writes it, and the constants the `if` declares before its `return`, which the value may read.
    struct Variant {
        var condition: TraitCondition
        var value: ExprSyntax
        var locals: [VariableDeclSyntax]
    }

    /// What statements return: the value of the first `return`, and before it, each
    /// `if <test of the environment> { let …; return … }` (``Variant``).
    static func returns(
        _ statements: CodeBlockItemListSyntax
    ) -> (returned: ExprSyntax?, variants: [Variant]) {
        var variants: [Variant] = []
        // A body of one expression returns it.
        if statements.count == 1, let only = statements.first?.item.as(ExprSyntax.self),
            !only.is(IfExprSyntax.self), !only.is(SwitchExprSyntax.self)
        {
            return (only, [])
        }
        for statement in statements {
            if let returned = statement.item.as(ReturnStmtSyntax.self) { return (returned.expression, variants) }
            let expression =
                statement.item.as(ExpressionStmtSyntax.self)?.expression ?? statement.item.as(ExprSyntax.self)
            // Other statements (`let columnWidth = …`) are the returned value's to read.
            guard let test = expression?.as(IfExprSyntax.self), test.elseBody == nil,
                let condition = TraitConditionReader.condition(test.conditions)
            else { continue }
            // Constants, then the `return`.
            var locals: [VariableDeclSyntax] = []
            var value: ExprSyntax?
            for inner in test.body.statements {
                if let local = inner.item.as(VariableDeclSyntax.self) {
                    locals.append(local)
                    continue
                }
                value = inner.item.as(ReturnStmtSyntax.self)?.expression
                break
            }
            guard let value else { continue }
            variants.append(Variant(condition: condition, value: value, locals: locals))
        }
        return (nil, variants)
    }
}
