import SwiftSyntax

/// What a delegate method's statements return, read from their syntax.
extension FlowLayoutReader {
    /// Whether `expression` is the layout's own property, the delegate giving no value of its own.
    static func isLayoutValue(_ expression: ExprSyntax) -> Bool {
        expression.trimmedDescription.hasPrefix("(collectionViewLayout as? UICollectionViewFlowLayout)")
    }

    /// What statements return: the value of the first `return`, and before it, each
    /// `if <test of the environment> { return … }` with its condition as the spec writes it.
    static func returns(
        _ statements: CodeBlockItemListSyntax
    ) -> (returned: ExprSyntax?, variants: [(condition: String, value: ExprSyntax)]) {
        var variants: [(condition: String, value: ExprSyntax)] = []
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
                let condition = TraitConditionReader.condition(test.conditions),
                let value = test.body.statements.first?.item.as(ReturnStmtSyntax.self)?.expression
            else { continue }
            variants.append((condition, value))
        }
        return (nil, variants)
    }
}
