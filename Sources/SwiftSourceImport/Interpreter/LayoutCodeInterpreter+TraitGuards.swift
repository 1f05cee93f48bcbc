import SwiftOperators
import SwiftParser
import SwiftSyntax

/// A `guard` that tests the environment (`guard interfaceIdiom != .phone else { return 18 }`): the
/// code after it where the test holds, as a variant, and its `else` where no variant holds.
extension LayoutCodeInterpreter {
    /// Runs `guardStatement` as a test of the environment, or gives `nil` where its conditions are
    /// not one a variant's `when:` says.
    func runTraitGuard(_ guardStatement: GuardStmtSyntax, in scope: Scope) -> Outcome? {
        guard let condition = traitCondition(of: guardStatement.conditions, in: scope) else { return nil }
        if !traitConditions.contains(condition) { traitConditions.append(condition) }
        if condition.holds(assuming: assumed) { return .next }
        return run(guardStatement.body.statements, in: Scope(parent: scope))
    }

    /// The variant's condition `conditions` say, as written or as their one test evaluates: a
    /// parameter whose default is the device's idiom (`interfaceIdiom != .phone`) reads as the idiom.
    func traitCondition(of conditions: ConditionElementListSyntax, in scope: Scope) -> TraitCondition? {
        if let written = TraitConditionReader.condition(conditions) { return written }
        guard conditions.count == 1, case .expression(let test)? = conditions.first?.condition,
            case .expression(let text)? = evaluate(test, in: scope)
        else { return nil }
        var parser = Parser(text)
        let parsed = ExprSyntax.parse(from: &parser)
        guard let folded = OperatorTable.standardOperators.foldAll(parsed, errorHandler: { _ in }).as(ExprSyntax.self)
        else { return nil }
        return TraitConditionReader.condition(folded)
    }
}
