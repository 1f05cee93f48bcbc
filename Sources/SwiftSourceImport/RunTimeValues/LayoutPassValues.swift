import SwiftSyntax

/// A stored variable the screen sets in its layout pass (`columns` set from `view.bounds.width` in
/// `viewWillLayoutSubviews()`): UIKit runs that pass before the collection view lays out its items,
/// so the items are laid out with the value the pass gives in each environment, not the one the
/// variable starts with.
extension LayoutCodeInterpreter {
    /// The methods UIKit runs in each layout pass of a view or its controller, before the collection
    /// view inside lays out, with no parameter whose value only the app has.
    static let layoutPasses: Set<String> = ["viewWillLayoutSubviews", "viewDidLayoutSubviews", "layoutSubviews"]

    /// The value `name` holds after the one layout pass of `owner` that sets it runs from `initial`,
    /// with `self` the instance; `nil` where another method sets it too (a tap, a setting: what the
    /// app does while it runs), or the pass leaves it unknown.
    func valueAfterLayoutPass(
        of name: String,
        startingAt initial: ExprSyntax,
        owner: TypeSymbol,
        instance: ReadValue?
    ) -> ReadValue? {
        let methods = program.methodsAssigning(name, of: owner)
        guard methods.count == 1, let pass = methods.first, Self.layoutPasses.contains(pass.name.text),
            pass.signature.parameterClause.parameters.isEmpty, let body = pass.body,
            !following.layoutPassReads.contains(name), enterCall(at: pass)
        else { return nil }
        defer { budget.leave() }
        following.layoutPassReads.insert(name)
        defer { following.layoutPassReads.remove(name) }
        let scope = Scope(context: owner.name)
        guard case .object(let object) = instance ?? instanceOf(owner.name, node: pass),
            let start = evaluate(initial, in: scope)
        else { return nil }
        // A copy of the instance, which the pass sets as the app's would: what it sets is asked
        // here, not held for the rest of the read.
        let copy = LayoutObject(copying: object)
        copy.properties[name] = start
        scope.define("self", .object(copy))
        _ = run(body.statements, in: scope)
        guard let value = copy.properties[name], value.expressionText != nil else { return nil }
        return value
    }
}
