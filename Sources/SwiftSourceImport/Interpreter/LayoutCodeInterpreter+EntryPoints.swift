import SwiftSyntax

/// Where the code that makes a layout starts: the declaration around the call that makes it.
extension LayoutCodeInterpreter {
    /// Follows the code that makes the layout from its entry point: the body of the function,
    /// initializer or computed property around it, or the initial value of the (lazy) property it is
    /// in.
    func follow(upTo call: some SyntaxProtocol) {
        if following.followingCallSites == 0 { following.target = Syntax(call).id }
        var node = Syntax(call)
        while let parent = node.parent {
            if let function = parent.as(FunctionDeclSyntax.self) {
                // A function given its values by a call: the layout is the call's.
                if !function.signature.parameterClause.parameters.isEmpty, following.followingCallSites < 4,
                    let site = callSite(CallSiteFinder(of: function))
                {
                    if followFrom(site) { return }
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
                // An instance made with values (`Pages(height: 200)`): the layout is the one it makes.
                if !initializer.signature.parameterClause.parameters.isEmpty, following.followingCallSites < 4,
                    let type = program.types[owner], !Self.isLayoutClass(type, in: program),
                    let site = callSite(CallSiteFinder(of: initializer, typeName: type.shortName))
                {
                    if followFrom(site) { return }
                }
                let scope = Scope(context: owner)
                // A layout class the program makes only through a subclass that inherits this
                // initializer (`SettingsLayout()` of `BaseLayout.init()`): the instance is that
                // subclass's, whose overrides the provider calls.
                let instance = instanceOf(subclassMade(inheriting: initializer, of: owner) ?? owner, node: initializer)
                scope.define("self", instance)
                // A layout subclass's own parameters at their defaults (`init(columns: Int = 3)`),
                // else what only the app passes.
                if let type = program.types[owner], Self.isLayoutClass(type, in: program) {
                    bind(initializer.signature.parameterClause.parameters, to: [], in: scope)
                }
                _ = run(body.statements, in: scope)
                // A property the initializer keeps the layout in, for the methods that configure it.
                for (name, value) in instance.object?.properties ?? [:] where value.object.map(isLayout) ?? false {
                    configure(property: name, of: owner, instance: instance)
                }
                return
            }
            if let accessor = parent.as(AccessorBlockSyntax.self) {
                let owner = program.owner(of: accessor)
                let scope = Scope(context: owner)
                let instance = instanceOf(owner, node: accessor)
                scope.define("self", instance)
                switch accessor.accessors {
                case .getter(let body): _ = result(of: body, in: scope)
                case .accessors(let list):
                    for item in list { if let body = item.body { _ = run(body.statements, in: scope) } }
                }
                // A computed property that gives the layout (a cast of the collection view's): what
                // the type's methods set through it is the layout's.
                if let name = accessor.parent?.as(PatternBindingSyntax.self)?.pattern
                    .as(IdentifierPatternSyntax.self)?.identifier.text
                {
                    configure(property: name, of: owner, instance: instance)
                }
                return
            }
            // A property's initial value.
            if let binding = parent.as(PatternBindingSyntax.self), let initializer = binding.initializer,
                Self.isMember(binding)
            {
                let owner = program.owner(of: binding)
                let scope = Scope(context: owner)
                let instance = owner.isEmpty ? nil : instanceOf(owner, node: binding)
                if let instance { scope.define("self", instance) }
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                // What the instance's initializer made it with and configured, else its initial value.
                let held = name.flatMap { instance?.object?.properties[$0] }
                let value =
                    held?.object.map { $0.node.id == initializer.value.id } == true
                    ? held : evaluate(initializer.value, in: scope)
                // The property holds what it is made with, for the methods that configure it later.
                if let value, let name {
                    instance?.object?.properties[name] = value
                    configure(property: name, of: owner, instance: instance)
                }
                return
            }
            node = parent
        }
        if let expression = call.as(ExprSyntax.self) { _ = evaluate(expression, in: Scope()) }
    }

    /// Follows the code from a call of the function (or initializer) that makes the layout; `false`
    /// where that makes no layout (the call is in a branch not read), or makes another than the one
    /// followed (a fallback `DefaultLayout().make()` in a `guard`'s `else`, where the caller makes
    /// its own), to read the function alone.
    private func followFrom(_ site: FunctionCallExprSyntax) -> Bool {
        let before = (made.compositional.count, made.flow.count, made.split.count)
        following.followingCallSites += 1
        defer { following.followingCallSites -= 1 }
        follow(upTo: site)
        let new =
            made.compositional[before.0...] + made.flow[before.1...] + made.split[before.2...]
        guard !new.isEmpty else { return false }
        guard let target = following.target else { return true }
        return new.contains { $0.node.id == target }
    }

    /// Whether the program's type is a layout itself (a flow layout subclass): its initializer
    /// makes the instance its caller configures, which is read where it is made.
    static func isLayoutClass(_ type: TypeSymbol, in program: SwiftProgram) -> Bool {
        program.inherits(
            type,
            from: [
                "UICollectionViewFlowLayout", "AlignedCollectionViewFlowLayout", "UICollectionViewCompositionalLayout",
                "UICollectionViewLayout", "UICollectionViewSplitLayout",
            ]
        )
    }

    /// The program's subclass of `owner` made with `initializer`, which it inherits (neither it nor a
    /// class between declares one), where `owner` itself is made nowhere; the first by name.
    func subclassMade(inheriting initializer: InitializerDeclSyntax, of owner: String) -> String? {
        guard let base = program.types[owner], base.kind == .classType,
            callSite(CallSiteFinder(of: initializer, typeName: base.shortName)) == nil
        else { return nil }
        let heirs = program.types.values.filter { candidate in
            guard candidate !== base, candidate.kind == .classType else { return false }
            let lineage = program.lineage(of: candidate)
            guard let index = lineage.firstIndex(where: { $0 === base }) else { return false }
            return lineage[..<index].allSatisfy { $0.initializers.isEmpty }
        }
        return heirs.map(\.name).sorted().first { name in
            callSite(CallSiteFinder(of: initializer, typeName: program.types[name]?.shortName ?? name)) != nil
        }
    }

    /// The first call `finder` finds in the program.
    func callSite(_ finder: CallSiteFinder) -> FunctionCallExprSyntax? {
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

    /// Whether `object` is a layout the code made (a flow, split or compositional one).
    func isLayout(_ object: LayoutObject) -> Bool {
        made.contains(object)
    }

    /// Whether a function sets a member of `name` (`name.x = …`, `self.name.x = …`), or hands it to
    /// an initializer or a function that may (`CarouselView(frame: .zero, layout: layout)`).
    static func assigns(toMembersOf name: String, in function: FunctionDeclSyntax) -> Bool {
        guard let body = function.body else { return false }
        return body.tokens(viewMode: .sourceAccurate).contains { token in
            if token.text == name, let argument = token.parent?.parent?.as(LabeledExprSyntax.self),
                argument.parent?.parent?.is(FunctionCallExprSyntax.self) == true
            {
                return true
            }
            guard token.text == name, var member = token.parent?.parent?.as(MemberAccessExprSyntax.self) else {
                return false
            }
            // `self.name.x = …`: the member of `self.name`.
            if member.base?.trimmedDescription == "self", let outer = member.parent?.as(MemberAccessExprSyntax.self) {
                member = outer
            }
            guard let infix = member.parent?.as(InfixOperatorExprSyntax.self), infix.leftOperand.id == member.id
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
