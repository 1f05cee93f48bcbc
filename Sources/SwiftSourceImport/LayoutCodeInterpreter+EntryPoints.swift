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
                // A function given its values by a call: the layout is the call's.
                if !function.signature.parameterClause.parameters.isEmpty, followingCallSites < 4,
                    let site = callSite(of: function)
                {
                    followingCallSites += 1
                    defer { followingCallSites -= 1 }
                    follow(upTo: site)
                    return
                }
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
                binding.ancestor(CodeBlockSyntax.self) == nil, binding.ancestor(ClosureExprSyntax.self) == nil
            {
                let owner = program.owner(of: binding)
                let scope = Scope(context: owner)
                let instance = owner.isEmpty ? nil : instanceOf(owner, node: binding)
                if let instance { scope.define("self", instance) }
                let value = evaluate(initializer.value, in: scope)
                // The property holds what it is made with, for the methods that configure it later.
                if let value, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                    instance?.object?.properties[name] = value
                    configure(property: name, of: owner, instance: instance)
                }
                return
            }
            node = parent
        }
        if let expression = call.as(ExprSyntax.self) { _ = evaluate(expression, in: Scope()) }
    }

    /// The first call of `function` in the program, outside the function itself.
    func callSite(of function: FunctionDeclSyntax) -> FunctionCallExprSyntax? {
        let finder = CallSiteFinder(of: function)
        for file in program.files {
            finder.walk(file.tree)
            if let first = finder.calls.first { return first }
        }
        return nil
    }

    /// Runs the methods of `owner` that set something on its property `name` (`flowLayout.itemSize
    /// = …` in `viewWillLayoutSubviews()`), in the order of the code, with `self` the instance: what
    /// they set is the layout's.
    func configure(property name: String, of owner: String, instance: ReadValue?) {
        guard let type = program.types[owner] else { return }
        for case .functions(let overloads) in type.members.values.sorted(by: { Self.position($0) < Self.position($1) })
        {
            for function in overloads where Self.assigns(toMembersOf: name, in: function) {
                _ = invoke(.function([function], instance), labeled: [], node: function)
            }
        }
    }

    /// Whether a function sets a member of `name` (`name.x = …`, `self.name.x = …`).
    static func assigns(toMembersOf name: String, in function: FunctionDeclSyntax) -> Bool {
        guard let body = function.body else { return false }
        return body.tokens(viewMode: .sourceAccurate).contains { token in
            guard token.text == name, let member = token.parent?.parent?.as(MemberAccessExprSyntax.self),
                let infix = member.parent?.as(InfixOperatorExprSyntax.self), infix.leftOperand.id == member.id
            else { return false }
            return infix.operator.is(AssignmentExprSyntax.self)
        }
    }

    /// Where a member is declared, to run methods in the order of the code.
    static func position(_ member: TypeSymbol.Member) -> Int {
        if case .functions(let overloads) = member { return overloads.first?.position.utf8Offset ?? 0 }
        return 0
    }
}
