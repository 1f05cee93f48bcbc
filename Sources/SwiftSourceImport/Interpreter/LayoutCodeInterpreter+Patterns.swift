import SwiftSyntax

/// A `switch`'s cases: the patterns layout code matches (numbers, ranges, enumeration cases with
/// their associated values, `let` bindings, `_`), and the rule for a switch on what only the running
/// app knows.
extension LayoutCodeInterpreter {
    /// A `switch` on what only the running app knows (the data source's section identifiers, a view
    /// model's sections): in a section provider, section N is the switch's Nth case, in the order
    /// the code lists them; elsewhere, the first case.
    func runUnknown(
        _ switchExpression: SwitchExprSyntax,
        cases: [SwitchCaseSyntax],
        origin: Unknown,
        in scope: Scope
    ) -> Outcome {
        let named = cases.filter { $0.label.is(SwitchCaseLabelSyntax.self) }
        guard !named.isEmpty || !cases.isEmpty else { return .next }
        let chosen: SwitchCaseSyntax
        // The pattern of the chosen case the value is taken to match: a case of several
        // (`case .popular, .topRated:`) is a kind for each.
        var pattern = 0
        if let index = sections.flowSectionBeingRead,
            let taken = flowSectionCase(switchExpression, cases: cases, section: index)
        {
            guard let taken else { return .next }
            chosen = taken
        } else if let index = sections.flowSectionBeingRead, let kind = sections.flowSectionKindNames[index],
            let taken = flowItemCase(switchExpression, cases: cases, kind: kind)
        {
            chosen = taken
        } else if let index = sections.sectionBeingRead, sections.providerReadsIndex,
            // A setting the app holds (`presenter.listStyle`) is every section's alike; a section's kind
            // is looked up (`sections[index]`, `snapshot().sectionIdentifiers[…]`, `section(at:)`).
            origin.text.contains("[") || origin.text.contains("(")
        {
            // Each pattern of a named case is a kind (`case .popular, .topRated:` two sections of one
            // layout); a `default` that makes a section is the kind after them (the other kinds the
            // data may have), one section of it.
            let kinds =
                Self.patternKinds(of: named)
                + cases.filter { $0.label.is(SwitchDefaultLabelSyntax.self) && Self.makesSomething($0) }.map { ($0, 0) }
            sections.unknownSwitchCases = max(sections.unknownSwitchCases, kinds.count)
            guard index < kinds.count else { return .returned(.none) }
            (chosen, pattern) = kinds[index]
            if sections.sectionKind == nil { sections.sectionKind = Self.wayName(of: chosen, pattern: pattern) }
            passOver(
                switchExpression.subject,
                "the section's kind comes from \(describe(origin)); section N is read as the switch's Nth case, in the order of the code: put the spec's sections in your data's order"
            )
        } else if let value = caseOfValue(switchExpression, cases: cases, origin: origin) {
            (chosen, pattern) = (value.taken, value.pattern)
            if value.firstSwitch.id == Syntax(switchExpression.subject).id {
                passOver(
                    switchExpression.subject,
                    "the value switched on comes from \(describe(origin)); its first case is read: where the app takes another, edit the spec"
                )
            } else {
                let first = program.place(of: value.firstSwitch)
                passOver(
                    switchExpression.subject,
                    "the value switched on comes from \(describe(origin)); the case read is the one taken where the code first switches on it (\(first.file):\(first.line):\(first.column))"
                )
            }
        } else {
            let way = choose(at: switchExpression.subject, ways: cases.map(Self.wayName))
            chosen = cases.indices.contains(way) && way > 0 ? cases[way] : named.first ?? cases[0]
            passOver(
                switchExpression.subject,
                "the value switched on comes from \(describe(origin)); its first case is read: where the app takes another, edit the spec"
            )
        }
        let inner = Scope(parent: scope)
        if case .case(let label) = chosen.label,
            let item = label.caseItems.dropFirst(pattern).first ?? label.caseItems.first
        {
            // What the case binds (`case .record(let items)`) is unknown too.
            for name in Self.boundNames(in: item.pattern) {
                inner.define(name, .unknown(origin.extended(" (\(name))")))
            }
        }
        return run(chosen.statements, in: inner)
    }

    /// The kinds of section named cases give, each a case and the position of one of its patterns:
    /// every pattern of `case .popular, .topRated:`, but for an enumeration case an earlier case
    /// already named (`case .results, .empty:` after `case .results(let count) where count > 0:`
    /// names `.results` for what the first left, not for a section of its own).
    static func patternKinds(of cases: [SwitchCaseSyntax]) -> [(SwitchCaseSyntax, Int)] {
        var named: Set<String> = []
        var kinds: [(SwitchCaseSyntax, Int)] = []
        for switchCase in cases {
            guard case .case(let label) = switchCase.label else { continue }
            var added = false
            for (position, item) in label.caseItems.enumerated() {
                let name = valueCase(of: item.pattern)
                if let name, !named.insert(name).inserted { continue }
                kinds.append((switchCase, position))
                added = true
            }
            // A case all of whose patterns were named before is still the first of them, once.
            if !added { kinds.append((switchCase, 0)) }
        }
        return kinds
    }

    /// Whether a case does more than give nothing (`break`, `fatalError(…)`, or `return nil` where a
    /// section is returned): `return nil` from a helper that gives a header is a kind without one.
    static func makesSomething(_ switchCase: SwitchCaseSyntax) -> Bool {
        guard switchCase.statements.count == 1, let only = switchCase.statements.first?.item.trimmedDescription
        else { return !switchCase.statements.isEmpty }
        if only == "return nil" || only == "return .none" {
            // What the `return` leaves: the nearest function's result, or a provider closure's section.
            var node = switchCase.parent
            while let current = node, !current.is(FunctionDeclSyntax.self), !current.is(ClosureExprSyntax.self) {
                node = current.parent
            }
            guard let returned = node?.as(FunctionDeclSyntax.self)?.signature.returnClause?.type.trimmedDescription
            else { return false }
            return !returned.contains("NSCollectionLayoutSection") && !returned.contains("UICollectionViewLayout")
        }
        return !["break", "return", "Void()", "()"].contains(only)
            && !["fatalError", "preconditionFailure", "assertionFailure"].contains { only.hasPrefix($0) }
    }

    /// Whether a `case` pattern holds for the value switched on: a number, a range of them, an
    /// enumeration case with its associated values (binding what `let` names into `binding`), `_`.
    func matches(_ subject: ReadValue, _ pattern: PatternSyntax, binding: Scope, in scope: Scope) -> Bool {
        if pattern.is(WildcardPatternSyntax.self) { return true }
        // `case _ where …`: `_` parses as an expression pattern.
        if pattern.as(ExpressionPatternSyntax.self)?.expression.is(DiscardAssignmentExprSyntax.self) == true {
            return true
        }
        if let bound = pattern.as(ValueBindingPatternSyntax.self) {
            if let name = bound.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                binding.define(name, subject)
                return true
            }
            return matches(subject, bound.pattern, binding: binding, in: scope)
        }
        if let name = pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            binding.define(name, subject)
            return true
        }
        guard let expression = pattern.as(ExpressionPatternSyntax.self)?.expression else { return false }
        // `.record(let items)`, `.record(_)`: the case's name, then what its values bind.
        if let call = expression.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self)
        {
            // `.grid(columns: 3)` written where no type was known to name the case: its values too.
            let values: [ReadValue]
            switch subject {
            case .enumCase(_, let name, let arguments) where name == member.declName.baseName.text: values = arguments
            case .member(let name, let arguments) where name == member.declName.baseName.text: values = arguments
            default: return false
            }
            for (index, argument) in call.arguments.enumerated() {
                let value = index < values.count ? values[index] : .none
                if let name = Self.boundNames(in: argument.expression).first {
                    binding.define(name, value)
                }
            }
            return true
        }
        return matches(subject, expression, in: scope)
    }

    /// The names a pattern binds: `let items`, `.record(let a, let b)`, `let .record(a, b)`.
    static func boundNames(in node: some SyntaxProtocol) -> [String] {
        var names: [String] = []
        for token in node.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let name) = token.tokenKind else { continue }
            if token.parent?.is(IdentifierPatternSyntax.self) == true { names.append(name) }
            if let reference = token.parent?.as(DeclReferenceExprSyntax.self),
                reference.parent?.is(PatternExprSyntax.self) == true
            {
                names.append(name)
            }
        }
        return names
    }

    /// Whether a `case` pattern holds for the value switched on: a number, a range of them, an
    /// enumeration case, or a tuple of them.
    func matches(_ subject: ReadValue, _ pattern: ExprSyntax, in scope: Scope) -> Bool {
        // `case (1, _):` on `(indexPath.section, indexPath.item)`: each element, `_` any.
        if let tuple = pattern.as(TupleExprSyntax.self), tuple.elements.count > 1,
            case .array(let elements) = subject, elements.count == tuple.elements.count
        {
            return zip(elements, tuple.elements).allSatisfy { element, pattern in
                pattern.expression.is(DiscardAssignmentExprSyntax.self)
                    || matches(element, pattern.expression, in: scope)
            }
        }
        if let range = pattern.as(InfixOperatorExprSyntax.self),
            let operation = range.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
            operation == "..." || operation == "..<", let value = subject.number,
            let low = evaluate(range.leftOperand, in: scope)?.number,
            let high = evaluate(range.rightOperand, in: scope)?.number
        {
            return value >= low && (operation == "..." ? value <= high : value < high)
        }
        guard var candidate = evaluate(pattern, in: scope) else { return false }
        // `case .featured:` on a value of the program's `RawRepresentable` structure: its static
        // constant of that name (`static let featured = Section(rawValue: 0)`).
        if case .object(let object) = subject, let typeName = object.appType,
            case .member(let name, let arguments) = candidate,
            arguments.isEmpty, let type = program.types[typeName], let (found, owner) = program.member(name, of: type)
        {
            candidate = value(of: found, named: name, in: owner, instance: nil, node: pattern)
        }
        if case .member(let name, let arguments) = candidate, arguments.isEmpty,
            case .enumCase(_, let subjectName, _) = subject
        {
            return name == subjectName
        }
        // `case .zero:` on a section's index: the number type's zero.
        if case .member("zero", let arguments) = candidate, arguments.isEmpty, subject.number != nil {
            candidate = .number(0)
        }
        return Self.equal(subject, candidate) ?? false
    }
}
