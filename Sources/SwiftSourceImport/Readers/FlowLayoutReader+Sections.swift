import SwiftSyntax

/// A delegate method that decides by the section in other ways than a `switch` on its number (a
/// `guard`, an `if`, a switch on the app's own section type) is run whole for each section it tells
/// apart, on the interpreter.
extension FlowLayoutReader {
    /// Whether a method's body chooses its value by the section otherwise than by a `switch` on
    /// the section's number: a `guard` or an `if` that is no test of the environment, or a `switch`
    /// whose cases are not numbers.
    static func decidesBySection(_ body: CodeBlockSyntax, byItem: Bool) -> Bool {
        for statement in body.statements {
            if statement.item.is(GuardStmtSyntax.self) { return true }
            let expression =
                statement.item.as(ExpressionStmtSyntax.self)?.expression ?? statement.item.as(ExprSyntax.self)
            if let test = expression?.as(IfExprSyntax.self), TraitConditionReader.condition(test.conditions) == nil {
                return true
            }
            // `insets.top += 12` between the local's declaration and its return: what is returned is
            // the changed copy, which only running the body gives.
            if let expression, changesALocal(expression) { return true }
            // `return section == 0 ? 4 : 8`: a value that tests the section's number.
            if let value = statement.item.as(ReturnStmtSyntax.self)?.expression ?? expression,
                testsTheSection(value)
            {
                return true
            }
            // `let extra = section == 0 ? 60 : 0`: a local that does.
            if let variable = statement.item.as(VariableDeclSyntax.self),
                variable.bindings.contains(where: { $0.initializer.map { testsTheSection($0.value) } ?? false })
            {
                return true
            }
            if let switchExpression = expression?.as(SwitchExprSyntax.self) {
                let numbered = switchExpression.cases.allSatisfy { element in
                    guard let label = element.as(SwitchCaseSyntax.self)?.label.as(SwitchCaseLabelSyntax.self) else {
                        return true
                    }
                    // `case 1:` on the section, or for an item's size `case (1, _)` and the
                    // generated file's `case (1, 0)` on the section and item.
                    return label.caseItems.allSatisfy {
                        byItem
                            ? $0.pattern.as(ExpressionPatternSyntax.self)?.expression.is(TupleExprSyntax.self) == true
                            : section(of: $0, byItem: false) != nil
                    }
                }
                if !numbered { return true }
            }
        }
        return false
    }

    /// Whether `value` chooses by the section's number: a conditional (`? :`) whose test reads
    /// `section` or `indexPath.section`.
    static func testsTheSection(_ value: ExprSyntax) -> Bool {
        value.tokens(viewMode: .sourceAccurate).contains { token in
            guard token.text == "section", let conditional = token.ancestor(TernaryExprSyntax.self) else {
                return false
            }
            return conditional.condition.range.contains(token.position)
        }
    }

    /// Whether an expression statement assigns (`x = …`, `x.top += …`).
    static func changesALocal(_ expression: ExprSyntax) -> Bool {
        guard let infix = expression.as(InfixOperatorExprSyntax.self) else { return false }
        if infix.operator.is(AssignmentExprSyntax.self) { return true }
        let operation = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text
        return SwiftProgram.compoundAssignments.contains(operation ?? "")
    }

    /// How many sections a method's body tells apart: one more than the largest number it compares
    /// a section with (one more again for `==` and `!=`, whose other sections are one more), or the
    /// cases of the app's section type it makes from the section's number.
    func sectionsTold(in body: CodeBlockSyntax) -> Int {
        var count = 1
        for token in body.tokens(viewMode: .sourceAccurate) {
            // `case 1:` of a switch on the section: that one and the ones after it.
            if case .integerLiteral(let text) = token.tokenKind, let value = Int(text), value < Self.sectionLimit,
                token.ancestor(SwitchCaseLabelSyntax.self) != nil,
                token.ancestor(SwitchExprSyntax.self)?.subject.trimmedDescription.contains("section") == true
            {
                count = max(count, value + 2)
            }
            // `section == 2`, `indexPath.section < 3`.
            if let (value, _) = Self.comparedSection(token), value < Self.sectionLimit {
                count = max(count, value + 2)
            }
            // `Section.allCases[section]`: as many sections as the enumeration has cases.
            if token.text == "allCases", let member = token.parent?.parent?.as(MemberAccessExprSyntax.self),
                member.parent?.is(SubscriptCallExprSyntax.self) == true, let base = member.base,
                let type = interpreter.program.resolveType(
                    base.trimmedDescription,
                    from: interpreter.program.owner(of: member)
                )
            {
                count = max(count, type.cases.count)
            }
            if token.text == "rawValue", let call = token.ancestor(FunctionCallExprSyntax.self),
                let type = interpreter.program.resolveType(
                    call.calledExpression.trimmedDescription,
                    from: interpreter.program.owner(of: call)
                )
            {
                count = max(count, type.cases.count)
            }
        }
        return count
    }

    /// The comparison of the section's number with the largest number a method compares it with
    /// (`indexPath.section == 0`), where the sections after it are told apart by no other
    /// (no `Section.allCases[section]`, no `Section(rawValue: section)`); `nil` where there is none.
    static func lastComparedSection(in body: CodeBlockSyntax) -> Syntax? {
        var last: (value: Int, node: Syntax)?
        for token in body.tokens(viewMode: .sourceAccurate) {
            if token.text == "allCases" || token.text == "rawValue" { return nil }
            guard let (value, comparison) = comparedSection(token) else { continue }
            if last.map({ value > $0.value }) ?? true { last = (value, Syntax(comparison)) }
        }
        return last?.node
    }

    /// The number `token` is and the comparison it is in, where it is a number the section is
    /// compared with (`section == 2`, `indexPath.section < 3`), not a value chosen by the comparison
    /// (`section == 0 ? 90 : 30`).
    static func comparedSection(_ token: TokenSyntax) -> (Int, InfixOperatorExprSyntax)? {
        guard case .integerLiteral(let text) = token.tokenKind, let value = Int(text),
            let comparison = token.parent?.parent?.as(InfixOperatorExprSyntax.self),
            let operation = comparison.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
            ["==", "!=", "<", ">", "<=", ">="].contains(operation),
            comparison.trimmedDescription.contains("section")
        else { return nil }
        return (value, comparison)
    }

    /// Runs the method for each section it tells apart.
    ///
    /// One value for all is the layout's, else each section's own. False where no section's value
    /// is read.
    func readBySection(_ body: CodeBlockSyntax, key: String, byItem: Bool) -> Bool {
        // A switch on the section's kind tells its enumeration's cases apart, which the first run
        // finds (``LayoutCodeInterpreter/flowSectionCase``).
        var values: [SwiftValue?] = []
        var section = 0
        while section < max(sectionsTold(in: body), interpreter.sections.flowSectionKinds) {
            let result = interpreter.delegateResult(of: body, section: section, parameters: layoutParameter(of: body))
            // `return .zero`: the method's type says which zero.
            if case .member("zero", let arguments)? = result, arguments.isEmpty {
                values.append(Self.zero(of: key))
            } else {
                values.append(result.flatMap(SwiftValue.spec(of:)))
            }
            section += 1
        }
        passedOver += interpreter.takePassedOver()
        guard values.contains(where: { $0 != nil }) else { return false }
        let same = values.allSatisfy { $0 == values[0] }
        if same, let value = values[0] {
            if byItem, value.readsItem {
                everySectionsItemSize = value
            } else {
                layoutKeys.removeAll { $0.key == key }
                layoutKeys.append((key, value))
            }
            return true
        }
        // The last section read stands for the sections after it (`if section == 0 { … } else
        // { … }`), as many as the data has: said once, where the section's number is compared.
        if let comparison = Self.lastComparedSection(in: body), values.count > 1,
            !passedOver.contains(where: { $0.message.hasPrefix("section \(values.count - 1) stands for") })
        {
            passedOver.append(
                (
                    comparison,
                    "section \(values.count - 1) stands for every section after \(values.count - 2): how many there are is your data's; the spec gives one, and more are copies of it"
                )
            )
        }
        for (section, value) in values.enumerated() {
            guard let value else {
                passedOver.append(
                    (Syntax(body), "the value for section \(section) is not read; the layout's \(key) stands for it")
                )
                continue
            }
            sectionKeys[section, default: []].append((key, value))
        }
        return true
    }
}
