import SwiftSyntax

/// Where the code that makes a layout starts: the declaration around the call that makes it.
extension LayoutCodeInterpreter {
    /// Follows the code that makes the layout from its entry point: the body of the function,
    /// initializer or computed property around it, or the initial value of the (lazy) property it is
    /// in.
    func follow(upTo call: some SyntaxProtocol) {
        var node = Syntax(call)
        while let parent = node.parent {
            if let function = parent.as(FunctionDeclSyntax.self) {
                let owner = program.owner(of: function)
                _ = invoke(
                    .function([function], owner.isEmpty ? nil : instanceOf(owner, node: function)),
                    labeled: [],
                    node: call
                )
                return
            }
            if let initializer = parent.as(InitializerDeclSyntax.self), let body = initializer.body {
                let owner = program.owner(of: initializer)
                let scope = Scope(context: owner)
                scope.define("self", instanceOf(owner, node: initializer))
                _ = run(body.statements, in: scope)
                return
            }
            if let accessor = parent.as(AccessorBlockSyntax.self) {
                let owner = program.owner(of: accessor)
                let scope = Scope(context: owner)
                scope.define("self", instanceOf(owner, node: accessor))
                switch accessor.accessors {
                case .getter(let body): _ = result(of: body, in: scope)
                case .accessors(let list):
                    for item in list { if let body = item.body { _ = run(body.statements, in: scope) } }
                }
                return
            }
            if let binding = parent.as(PatternBindingSyntax.self), let initializer = binding.initializer,
                binding.ancestor(CodeBlockSyntax.self) == nil
            {
                let owner = program.owner(of: binding)
                let scope = Scope(context: owner)
                if !owner.isEmpty { scope.define("self", instanceOf(owner, node: binding)) }
                _ = evaluate(initializer.value, in: scope)
                return
            }
            node = parent
        }
        if let expression = call.as(ExprSyntax.self) { _ = evaluate(expression, in: Scope()) }
    }
}
