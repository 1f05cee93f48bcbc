import SwiftSyntax

/// A value configured in a closure it is handed (the Then package's `then`, `do` and `with`):
/// `UICollectionViewFlowLayout().then { $0.minimumLineSpacing = 8 }` is the layout with what the
/// closure sets on it.
extension LayoutCodeInterpreter {
    /// The names of the configuring methods: `then` and `with` give the value back, `do` nothing.
    static let configurationMethods: Set<String> = ["then", "do", "with"]

    /// `base.then { … }` on an object the code made, or on the spec's collection view (a layout the
    /// closure makes and sets there), the closure run with it; `nil` for any other call, or where
    /// the program declares a method of that name itself.
    func configurationBlock(
        _ call: FunctionCallExprSyntax,
        _ arguments: [(label: String?, value: ReadValue)],
        in scope: Scope
    ) -> ReadValue? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
            case let name = member.declName.baseName.text, Self.configurationMethods.contains(name),
            arguments.count == 1, case .closure = arguments[0].value,
            !program.types.values.contains(where: { $0.members[name] != nil }),
            let value = evaluate(base, in: scope), value.object != nil || value.expressionText == "collectionView"
        else { return nil }
        // `with` configures a copy of a value type; `then` and `do` the value itself.
        let configured = name == "with" ? value.assigned : value
        _ = invoke(arguments[0].value, [configured], node: call)
        return name == "do" ? ReadValue.none : configured
    }
}
