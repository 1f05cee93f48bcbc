import SwiftSyntax

/// What the syntax readers look for among the folded tree's operators: a plain assignment, and the
/// value an assignment gives a property.
///
/// The tree is folded (``SwiftProgram/add(_:text:file:)``), so `a.b = c + d` is an assignment whose
/// value is `c + d`. A reader that takes a key's value straight from the syntax takes only a value
/// written as one operand (`a.b = 10`, `a.b = .vertical`); anything computed is left to the
/// interpreter, which follows it as the code runs.
enum OperatorExpressions {
    /// The value assigned to the property at `target` (`layout.leftSideRatio = ratio`), where a
    /// warning about it is said; `target` itself where it is not assigned there.
    static func value(assignedAt target: Syntax) -> Syntax {
        guard let assignment = target.parent?.as(InfixOperatorExprSyntax.self),
            assignment.leftOperand.id == target.id, assignment.operator.is(AssignmentExprSyntax.self)
        else { return target }
        return Syntax(assignment.rightOperand)
    }

    /// `target = value` where `value` is one operand: no operator, cast or conditional of its own.
    static func plainAssignment(_ node: InfixOperatorExprSyntax) -> (target: ExprSyntax, value: ExprSyntax)? {
        guard node.operator.is(AssignmentExprSyntax.self), !isOperation(node.leftOperand),
            !isOperation(node.rightOperand)
        else { return nil }
        return (node.leftOperand, node.rightOperand)
    }

    /// Whether `node` is an operation: an infix operator, a conditional, a cast or a type test.
    static func isOperation(_ node: some SyntaxProtocol) -> Bool {
        node.is(InfixOperatorExprSyntax.self) || node.is(TernaryExprSyntax.self) || node.is(AsExprSyntax.self)
            || node.is(IsExprSyntax.self)
    }
}
