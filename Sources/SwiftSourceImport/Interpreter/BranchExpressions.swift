import SwiftSyntax

/// Swift 5.9's `if` and `switch` expressions (`let spacing: CGFloat = if compact { 8 } else { 16 }`):
/// each branch is one expression, and the expression's value is the branch's the code takes. Run as
/// the statements they stand for, so a test of the environment joins the branches into the spec's
/// `(test ? a : b)`, a trait's `switch` gives variants, and a choice on what only the app knows is
/// read each way.
extension LayoutCodeInterpreter {
    func valueOfBranches(_ node: Syntax, in scope: Scope) -> ReadValue? {
        let outer = following.branchesGiveValues
        following.branchesGiveValues = true
        defer { following.branchesGiveValues = outer }
        let outcome: Outcome
        if let branching = node.as(IfExprSyntax.self) {
            outcome = run(branching, in: scope)
        } else if let branching = node.as(SwitchExprSyntax.self) {
            outcome = run(branching, in: scope)
        } else {
            return nil
        }
        if case .returned(let value) = outcome { return value }
        return nil
    }
}
