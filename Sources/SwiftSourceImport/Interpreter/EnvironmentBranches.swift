import SwiftSyntax

/// An `if` on the environment that no variant's `when:` says (`if width < 500`, `if columns > 5`),
/// whose branches only give values: both branches are read, and what they give joins into the
/// spec's expression `(test ? then : else)`, computed again in each environment, as a ternary in the
/// code would be.
///
/// Branches that do more than set the code's own variables and return values (set a section's
/// insets, add an item) are not read this way: the first is read, with a warning.
extension LayoutCodeInterpreter {
    /// The `if`'s outcome with both branches read and joined; `nil` where they cannot be.
    func runBothBranches(_ ifExpression: IfExprSyntax, test: String, in scope: Scope) -> Outcome? {
        guard
            following.branchesGiveValues
                || (Self.onlyGivesValues(ifExpression.body.statements) && Self.elseOnlyGivesValues(ifExpression))
        else { return nil }
        let names = Self.assignedNames(in: Syntax(ifExpression))
        // Only the outermost join names its variables: an inner one is part of its value.
        following.joiningBranches += 1
        defer { following.joiningBranches -= 1 }
        let before = names.map { joined($0, in: scope) }
        let then = run(ifExpression.body.statements, in: Scope(parent: scope))
        let thenValues = names.map { joined($0, in: scope) }
        for (name, value) in zip(names, before) { if let value { setJoined(name, value, in: scope) } }
        let otherwise = runElse(of: ifExpression, in: scope)
        let elseValues = names.map { joined($0, in: scope) }
        switch (then, otherwise) {
        case (.returned(let first), .returned(let second)):
            guard let joined = Self.join(test, first, second) else { return nil }
            return .returned(joined)
        case (.next, .next):
            var joined: [(String, ReadValue)] = []
            for (index, name) in names.enumerated() {
                guard let first = thenValues[index], let second = elseValues[index] else { continue }
                guard let value = Self.join(test, first, second) else {
                    for (name, value) in zip(names, thenValues) { if let value { setJoined(name, value, in: scope) } }
                    return nil
                }
                joined.append((name, value))
            }
            for (name, value) in joined {
                setJoined(name, named(name, Self.asDeclared(value, name, around: ifExpression)), in: scope)
            }
            return .next
        default:
            for (name, value) in zip(names, thenValues) { if let value { setJoined(name, value, in: scope) } }
            return nil
        }
    }

    /// A joined choice of literals (`(w > 900) ? 10 : 5`) for a variable declared `CGFloat` (`var
    /// divideBy: CGFloat`) around the `if`: a `CGFloat(…)`, as Swift reads the literals.
    static func asDeclared(_ value: ReadValue, _ name: String, around node: IfExprSyntax) -> ReadValue {
        guard case .expression(let text) = value, isChoice(text), let body = node.ancestor(CodeBlockSyntax.self)
        else { return value }
        let declared = body.statements.lazy.compactMap { $0.item.as(VariableDeclSyntax.self) }
            .flatMap(\.bindings)
            .first { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }?
            .typeAnnotation?.type.trimmedDescription
        guard let declared, ["CGFloat", "Double", "Float"].contains(declared) else { return value }
        return .expression("CGFloat(\(text))")
    }

    /// A variable the branches set, joined, as the spec's name of `let:` where the code's constants
    /// are (`divideBy` set in an `if` on the width): the expression is the name's from here on.
    private func named(_ name: String, _ value: ReadValue) -> ReadValue {
        guard following.bindsDelegateConstants, following.joiningBranches == 1, case .expression(let text) = value,
            Self.mayBind(name, text)
        else { return value }
        if !bindings.contains(where: { $0.name == name }) { bindings.append((name, text)) }
        // Read again (for each section), the same value is the same name.
        return bindings.first(where: { $0.name == name })?.text == text ? .expression(name) : value
    }

    /// `test ? first : second` as a spec expression; the value itself where both are the same.
    ///
    /// Two values of one kind (`CGSize`, `UIEdgeInsets`) join member by member.
    static func join(_ test: String, _ first: ReadValue, _ second: ReadValue) -> ReadValue? {
        if case .object(let a) = first, case .object(let b) = second, a.type == b.type, a.appType == nil,
            b.appType == nil, Set(a.properties.keys) == Set(b.properties.keys), !a.properties.isEmpty
        {
            var joined: [String: ReadValue] = [:]
            for (key, value) in a.properties {
                guard let other = b.properties[key], let member = join(test, value, other) else { return nil }
                joined[key] = member
            }
            return .object(LayoutObject(type: a.type, properties: joined, node: a.node))
        }
        guard let then = first.expressionText, let otherwise = second.expressionText else { return nil }
        if then == otherwise { return first }
        return .expression("(\(test) ? \(then) : \(otherwise))")
    }

    /// Whether statements only set variables (`x = …`, `x += …`), declare constants and return, or
    /// are `if`s of the same.
    static func onlyGivesValues(_ statements: CodeBlockItemListSyntax) -> Bool {
        statements.allSatisfy { item in
            switch item.item {
            case .stmt(let statement):
                guard let returned = statement.as(ReturnStmtSyntax.self) else {
                    if let expression = statement.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self) {
                        return onlyGivesValues(expression.body.statements) && elseOnlyGivesValues(expression)
                    }
                    if let choice = statement.as(ExpressionStmtSyntax.self)?.expression.as(SwitchExprSyntax.self) {
                        return casesOnlyGiveValues(choice)
                    }
                    return false
                }
                return returned.expression != nil
            case .expr(let expression):
                if let nested = expression.as(IfExprSyntax.self) {
                    return onlyGivesValues(nested.body.statements) && elseOnlyGivesValues(nested)
                }
                if let choice = expression.as(SwitchExprSyntax.self) { return casesOnlyGiveValues(choice) }
                guard let infix = expression.as(InfixOperatorExprSyntax.self),
                    assignedName(infix.leftOperand) != nil
                else { return false }
                if infix.operator.is(AssignmentExprSyntax.self) { return true }
                let operation = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text
                return SwiftProgram.compoundAssignments.contains(operation ?? "")
            case .decl(let declaration):
                return declaration.is(VariableDeclSyntax.self)
            }
        }
    }

    /// Whether every case of a `switch` only gives values (a `switch` on a setting whose way the
    /// reader chooses, inside an `if` on the environment).
    static func casesOnlyGiveValues(_ choice: SwitchExprSyntax) -> Bool {
        choice.cases.allSatisfy { element in
            guard let switchCase = element.as(SwitchCaseSyntax.self) else { return false }
            return switchCase.statements.allSatisfy { $0.item.as(StmtSyntax.self)?.is(BreakStmtSyntax.self) ?? false }
                || onlyGivesValues(switchCase.statements)
        }
    }

    static func elseOnlyGivesValues(_ ifExpression: IfExprSyntax) -> Bool {
        switch ifExpression.elseBody {
        case .ifExpr(let next)?: return onlyGivesValues(next.body.statements) && elseOnlyGivesValues(next)
        case .codeBlock(let block)?: return onlyGivesValues(block.statements)
        case nil: return true
        }
    }

    /// The variable an assignment sets: `x`, or `self.x`, the property of the type whose code runs.
    static func assignedName(_ target: ExprSyntax) -> String? {
        if let reference = target.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        guard let member = target.as(MemberAccessExprSyntax.self),
            ["self", "self?", "self!"].contains(member.base?.trimmedDescription)
        else { return nil }
        return member.declName.baseName.text
    }

    /// A variable the branches set, as Swift finds it: a variable in reach, else a property of `self`.
    func joined(_ name: String, in scope: Scope) -> ReadValue? {
        scope[name] ?? scope["self"]?.object?.properties[name]
    }

    /// Sets a variable the branches set where ``joined(_:in:)`` finds it.
    func setJoined(_ name: String, _ value: ReadValue, in scope: Scope) {
        guard !scope.assign(name, value), let instance = scope["self"]?.object else { return }
        instance.properties[name] = value
    }

    /// The variables an `if` sets, in the order of the code, each once.
    static func assignedNames(in node: Syntax) -> [String] {
        var names: [String] = []
        for child in node.children(viewMode: .sourceAccurate) {
            if let infix = child.as(InfixOperatorExprSyntax.self), let name = assignedName(infix.leftOperand),
                infix.operator.is(AssignmentExprSyntax.self)
                    || SwiftProgram.compoundAssignments.contains(
                        infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text ?? ""
                    ),
                !names.contains(name)
            {
                names.append(name)
            }
            for name in assignedNames(in: child) where !names.contains(name) { names.append(name) }
        }
        return names
    }
}

extension LayoutCodeInterpreter {
    /// An `if` on the environment, with no `else`, whose body only returns a value, joined with
    /// what the statements after it return; `nil` for anything else, which is run as it is.
    func earlyReturn(
        _ item: CodeBlockItemSyntax,
        rest: ArraySlice<CodeBlockItemSyntax>,
        in scope: Scope
    ) -> Outcome? {
        guard
            let test = (item.item.as(ExpressionStmtSyntax.self)?.expression ?? item.item.as(ExprSyntax.self))?
                .as(IfExprSyntax.self),
            test.elseBody == nil, test.conditions.count == 1,
            case .expression(let condition)? = test.conditions.first?.condition,
            test.body.statements.count == 1,
            let returned = test.body.statements.first?.item.as(ReturnStmtSyntax.self)?.expression,
            TraitConditionReader.condition(test.conditions) == nil,
            case .expression(let text)? = evaluate(condition, in: scope),
            let first = evaluate(returned, in: Scope(parent: scope))
        else { return nil }
        // The code after the `if` is read once, whatever it gives: where it gives no value the
        // first can join, the `if`'s own value is read, as for any `if` on the environment that no
        // variant says, and what reading the rest said or named is taken back.
        let (warned, named) = (passedOver.count, bindings.count)
        if case .returned(let second) = run(rest, in: Scope(parent: scope)), let joined = Self.join(text, first, second)
        {
            return .returned(joined)
        }
        passedOver.removeSubrange(min(warned, passedOver.count)...)
        bindings.removeSubrange(min(named, bindings.count)...)
        passOver(
            test.conditions,
            "the condition tests the environment in a way a variant's `when:` does not say; its first branch is read: write the variant in the spec"
        )
        return .returned(first)
    }
}
