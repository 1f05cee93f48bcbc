import SwiftSyntax

/// Statements: declarations, `return`, `if`, `guard`, `switch`, assignments; loops are passed over.
extension LayoutCodeInterpreter {
    // MARK: Statements

    func run(_ items: CodeBlockItemListSyntax, in scope: Scope) -> Outcome {
        // A block's local functions are in reach from its start, as Swift has them.
        for item in items {
            if case .decl(let declaration) = item.item, let function = declaration.as(FunctionDeclSyntax.self) {
                declare(local: function, in: scope)
            }
        }
        // A branch of an `if` or `switch` expression: its one expression's value.
        if following.branchesGiveValues, items.count == 1, case .expr(let expression)? = items.first?.item,
            !(expression.as(InfixOperatorExprSyntax.self)?.operator.is(AssignmentExprSyntax.self) ?? false)
        {
            if let branching = expression.as(IfExprSyntax.self) { return run(branching, in: scope) }
            if let branching = expression.as(SwitchExprSyntax.self) { return run(branching, in: scope) }
            return evaluate(expression, in: scope).map(Outcome.returned) ?? .next
        }
        return run(Array(items)[...], in: scope)
    }

    /// Runs statements in order, until one returns.
    func run(_ items: ArraySlice<CodeBlockItemSyntax>, in scope: Scope) -> Outcome {
        for (index, item) in zip(items.indices, items) {
            // `if <test of the environment> { return a }` and the code after it returning `b`:
            // `test ? a : b`, as each environment takes one way.
            if let early = earlyReturn(item, rest: items[(index + 1)...], in: scope) { return early }
            if case .returned(let value) = run(item.item, in: scope) { return .returned(value) }
        }
        return .next
    }

    func run(_ item: CodeBlockItemSyntax.Item, in scope: Scope) -> Outcome {
        guard budget.step(at: item) else { return .returned(.none) }
        switch item {
        case .decl(let declaration):
            declare(declaration, in: scope)
            return .next
        case .stmt(let statement):
            return run(statement, in: scope)
        case .expr(let expression):
            return runExpression(expression, in: scope)
        }
    }

    /// A local function, which sees the constants of the scope it is declared in, as a closure does.
    func declare(local function: FunctionDeclSyntax, in scope: Scope) {
        scope.define(function.name.text, .function([function], scope["self"]))
        following.capturedScopes[function.id] = scope
    }

    func declare(_ declaration: DeclSyntax, in scope: Scope) {
        if let function = declaration.as(FunctionDeclSyntax.self) {
            declare(local: function, in: scope)
            return
        }
        guard let variables = declaration.as(VariableDeclSyntax.self) else { return }
        for binding in variables.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                if isLayoutCode(binding) {
                    passOver(binding, "only a constant of one name is read; this one is left out")
                }
                continue
            }
            let declared = program.declaredType(binding.typeAnnotation?.type, from: scope.context)
            var value =
                binding.initializer.map {
                    implicitMember($0.value, of: declared, in: scope) ?? evaluate($0.value, in: scope) ?? .none
                } ?? .none
            // `let columns: CGFloat = width > 440 ? 2 : 1`, `let side = isPhone ? 200.0 : 265.0`: the
            // literals are floating-point numbers, as Swift reads them, where a spec would read the
            // chosen value as an integer.
            let floating =
                ["CGFloat", "Double", "Float"].contains(declared)
                || (declared == nil
                    && binding.initializer?.value.tokens(viewMode: .sourceAccurate)
                        .contains { if case .floatLiteral = $0.tokenKind { true } else { false } } == true)
            if floating, case .expression(let text) = value, Self.isChoice(text) {
                value = .expression("CGFloat(\(text))")
            }
            // A delegate's constant computed from the collection view alone: the spec's name.
            if following.bindsDelegateConstants || following.recordedNames.contains(name),
                variables.bindingSpecifier.tokenKind == .keyword(.let),
                variables.bindings.count == 1, case .expression(let text) = value, Self.mayBind(name, text),
                // A choice of the app's cases is no number: what is asked of it is asked of each case.
                following.caseChoices[text] == nil
            {
                if !bindings.contains(where: { $0.name == name }) { bindings.append((name, text)) }
                if bindings.first(where: { $0.name == name })?.text == text {
                    // A number formatter's text keeps reading back as the number it names.
                    if runTime.formattedNumbers.contains(text) { runTime.formattedNumbers.insert(name) }
                    scope.define(name, .expression(name))
                    continue
                }
            }
            scope.define(name, value.assigned)
            if let declared { scope.markDeclaredType(name, declared) }
            if WholeNumbers.declaresWholeNumber(binding, in: scope) { scope.markWholeNumber(name) }
        }
    }

    func run(_ statement: StmtSyntax, in scope: Scope) -> Outcome {
        if let returned = statement.as(ReturnStmtSyntax.self) {
            let value = returned.expression.flatMap { evaluate($0, in: scope) } ?? .none
            following.lastReturned = returned.expression
            return .returned(value)
        }
        if let expression = statement.as(ExpressionStmtSyntax.self) {
            return runExpression(expression.expression, in: scope)
        }
        if let guardStatement = statement.as(GuardStmtSyntax.self) {
            if let outcome = runTraitGuard(guardStatement, in: scope) { return outcome }
            let inner = Scope(parent: scope)
            lastUnknown = nil
            guard let holds = conditions(guardStatement.conditions, in: scope, binding: inner) else {
                // What only the app knows: the code after the guard is read, said where its `else`
                // would make something else of the layout.
                if isLayoutCode(guardStatement.body) {
                    let reads = lastUnknown.map { "reads \(describe($0))" } ?? "is not known here"
                    passOver(
                        guardStatement.conditions,
                        "the condition \(reads); it is taken to hold and the code after the guard is read: where the app takes its `else`, edit the spec"
                    )
                    if lastUnknown != nil, choose(at: guardStatement.conditions, ways: ["after", "else"]) == 1 {
                        return run(guardStatement.body.statements, in: Scope(parent: scope))
                    }
                }
                inner.copyDefinitions(into: scope)
                return .next
            }
            if holds {
                // `guard let` binds for the rest of the block.
                inner.copyDefinitions(into: scope)
                return .next
            }
            return run(guardStatement.body.statements, in: Scope(parent: scope))
        }
        if let loop = statement.as(ForStmtSyntax.self), let outcome = runOverKnownElements(loop, in: scope) {
            return outcome
        }
        if statement.is(ForStmtSyntax.self) || statement.is(WhileStmtSyntax.self)
            || statement.is(RepeatStmtSyntax.self)
        {
            if isLayoutCode(statement, in: scope) {
                passOver(statement, "a layout built in a loop is not read; what the loop adds is left out")
            }
            return .next
        }
        if isLayoutCode(statement) { passOver(statement, "this statement is not read") }
        return .next
    }

    func runExpression(_ expression: ExprSyntax, in scope: Scope) -> Outcome {
        if let ifExpression = expression.as(IfExprSyntax.self) { return run(ifExpression, in: scope) }
        if let switchExpression = expression.as(SwitchExprSyntax.self) { return run(switchExpression, in: scope) }
        if let infix = expression.as(InfixOperatorExprSyntax.self), infix.operator.is(AssignmentExprSyntax.self) {
            assign(infix.rightOperand, to: infix.leftOperand, in: scope)
            return .next
        }
        if let infix = expression.as(InfixOperatorExprSyntax.self),
            let operation = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
            SwiftProgram.compoundAssignments.contains(operation)
        {
            let (left, right) = (evaluate(infix.leftOperand, in: scope), evaluate(infix.rightOperand, in: scope))
            let operation = String(operation.dropLast())
            let whole = operation == "/" && WholeNumbers.kind(of: infix.leftOperand, in: scope) == .integer
            // `insets.leading += extra`, where `extra` is known in each environment: the expression.
            if let combined = arithmetic(operation, left, right, whole: whole) ?? Self.combined(operation, left, right)
            {
                store(combined, into: infix.leftOperand, in: scope)
            } else if isLayoutCode(infix) || following.bindsDelegateConstants || sections.sectionBeingRead != nil {
                passOver(infix, "what this adds is not known here; the value before it is kept")
            }
            return .next
        }
        if let call = expression.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "append", let base = member.base,
            case .array(let elements)? = evaluate(base, in: scope)
        {
            let added = call.arguments.compactMap { evaluate($0.expression, in: scope) }
            store(.array(elements + added), into: base, in: scope)
            return .next
        }
        if let call = expression.as(FunctionCallExprSyntax.self), let outcome = runForEach(call, in: scope) {
            return outcome
        }
        _ = evaluate(expression, in: scope)
        return .next
    }

    /// `items.forEach { item in … }`, read as the loop it is: over an array whose elements are known,
    /// the closure runs for each; over what only the app holds, a layout it builds is said.
    func runForEach(_ call: FunctionCallExprSyntax, in scope: Scope) -> Outcome? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "forEach", let base = member.base,
            let closure = call.trailingClosure
                ?? call.arguments.first.flatMap({ $0.expression.as(ClosureExprSyntax.self) })
        else { return nil }
        guard case .array(let elements)? = evaluate(base, in: scope), elements.count <= ReadBudget.valueLength
        else {
            if isLayoutCode(call, in: scope) {
                passOver(call, "a layout built in a loop is not read; what the loop adds is left out")
            }
            return .next
        }
        // Its one parameter's name, or `$0`: the body is run as statements, as a loop's.
        let name = Self.firstParameterName(of: closure)
        for element in elements {
            let inner = Scope(parent: scope)
            inner.define(name, element)
            _ = run(closure.statements, in: inner)
        }
        return .next
    }

    func run(_ ifExpression: IfExprSyntax, in scope: Scope) -> Outcome {
        let inner = Scope(parent: scope)
        lastUnknown = nil
        // A test of the environment that a variant's `when:` says holds only where what is assumed
        // implies it.
        if let condition = TraitConditionReader.condition(ifExpression.conditions) {
            if !traitConditions.contains(condition) { traitConditions.append(condition) }
            return condition.holds(assuming: assumed)
                ? run(ifExpression.body.statements, in: inner) : runElse(of: ifExpression, in: scope)
        }
        // A test of the environment no `when:` says, whose branches only give values: both, joined.
        if ifExpression.conditions.count == 1, case .expression(let test)? = ifExpression.conditions.first?.condition,
            case .expression(let text)? = evaluate(test, in: scope),
            let outcome = runBothBranches(ifExpression, test: text, in: scope)
        {
            return outcome
        }
        let warned = passedOver.count
        let holds = conditions(ifExpression.conditions, in: scope, binding: inner)
        // A test of the environment is always said: what it chooses is what the layout is made of.
        let environmental = holds == nil && testsEnvironment(ifExpression.conditions, in: inner)
        if holds == nil, !environmental, !isLayoutCode(ifExpression) {
            // Code that makes nothing of the layout: no word of it.
        } else if holds == nil, let origin = lastUnknown {
            passOver(
                ifExpression.conditions,
                "the condition reads \(describe(origin)); its first branch is read: where the app takes another, edit the spec"
            )
        } else if environmental {
            passOver(
                ifExpression.conditions,
                "the condition tests the environment in a way a variant's `when:` does not say; its first branch is read: write the variant in the spec"
            )
        } else if holds == nil && passedOver.count == warned {
            passOver(ifExpression.conditions, "the condition is not known here; its first branch is read")
        } else if holds == nil {
            passOver(ifExpression.conditions, "its first branch is read")
        }
        // On what only the app knows, the first branch, or the one this reading takes.
        let way =
            holds == nil && !environmental && (lastUnknown != nil || isLayoutCode(ifExpression))
            ? choose(at: ifExpression.conditions, ways: ["then", "else"], testing: lastUnknown) : 0
        if holds ?? (way == 0) { return run(ifExpression.body.statements, in: inner) }
        return runElse(of: ifExpression, in: scope)
    }

    /// Whether a condition is computed from the environment (`collectionView.bounds.width > 500`)
    /// rather than from what only the app knows.
    func testsEnvironment(_ list: ConditionElementListSyntax, in scope: Scope) -> Bool {
        list.contains { element in
            guard case .expression(let expression) = element.condition else { return false }
            return evaluate(expression, in: scope)?.isExpression == true
        }
    }

    /// The `else` of an `if` whose condition does not hold.
    func runElse(of ifExpression: IfExprSyntax, in scope: Scope) -> Outcome {
        switch ifExpression.elseBody {
        case .ifExpr(let next)?: return run(next, in: scope)
        case .codeBlock(let block)?: return run(block.statements, in: Scope(parent: scope))
        case nil: return .next
        }
    }

    /// Whether the conditions of an `if` or `guard` all hold; `nil` where one is not known here.
    ///
    /// `if let` and `if case` bind into `binding`.
    func conditions(_ list: ConditionElementListSyntax, in scope: Scope, binding: Scope) -> Bool? {
        for element in list {
            switch element.condition {
            case .expression(let expression):
                let value = evaluate(expression, in: binding)
                if let origin = value?.unknown { lastUnknown = origin }
                guard case .bool(let holds)? = value else { return nil }
                if !holds { return false }
            case .optionalBinding(let optional):
                // `if let _ = kind.header`: whether there is a value, bound to no name.
                let name = optional.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                let discards =
                    optional.pattern.as(ExpressionPatternSyntax.self)?.expression.is(DiscardAssignmentExprSyntax.self)
                    ?? optional.pattern.is(WildcardPatternSyntax.self)
                guard name != nil || discards else { return nil }
                let value = optional.initializer.map { evaluate($0.value, in: binding) } ?? name.flatMap { binding[$0] }
                guard let value else { return nil }
                if case .none = value { return false }
                if let name { binding.define(name, value) }
            case .availability(let availability) where TraitConditionReader.alwaysAvailable(availability):
                continue
            case .matchingPattern(let matching):
                // `if case .grid(let columns) = display`: the pattern against the value, binding its names.
                guard let value = evaluate(matching.initializer.value, in: binding) else { return nil }
                if let origin = value.unknown {
                    lastUnknown = origin
                    return nil
                }
                if !matches(value, matching.pattern, binding: binding, in: binding) { return false }
            default:
                return nil
            }
        }
        return true
    }

    /// Whether an `if`'s conditions hold, where the program decides them.
    ///
    /// They are read in the type whose code they are in; `nil` where only the running app decides
    /// them. Warnings said while reading them are kept.
    func decided(_ list: ConditionElementListSyntax) -> Bool? {
        let owner = program.owner(of: list)
        let scope = Scope(context: owner)
        if !owner.isEmpty { scope.define("self", instanceOf(owner, node: list)) }
        let screen = sections.screenBeingRead
        if screen == nil { sections.screenBeingRead = owner }
        defer { sections.screenBeingRead = screen }
        let remembered = lastUnknown
        defer { lastUnknown = remembered }
        return conditions(list, in: scope, binding: Scope(parent: scope))
    }

    /// The name a closure's first parameter has in its body: as its signature names it, else `$0`.
    static func firstParameterName(of closure: ClosureExprSyntax) -> String {
        switch closure.signature?.parameterClause {
        case .simpleInput(let parameters)?: return parameters.first?.name.text ?? "$0"
        case .parameterClause(let clause)?:
            return clause.parameters.first.map { ($0.secondName ?? $0.firstName).text } ?? "$0"
        case nil: return "$0"
        }
    }
}
