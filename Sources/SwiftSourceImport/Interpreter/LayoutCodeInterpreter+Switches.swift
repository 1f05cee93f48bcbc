import SwiftSyntax

/// `switch`: over a trait or several (a variant for each case), over what only the app knows (a
/// section's kind, or a choice the app makes), over a value the code holds (the case that matches).
extension LayoutCodeInterpreter {
    /// Runs the case of a `switch` that the value switched on takes.
    func run(_ switchExpression: SwitchExprSyntax, in scope: Scope) -> Outcome {
        // `switch (horizontalSizeClass, verticalSizeClass)`: a variant for each case.
        if let tuple = switchExpression.subject.as(TupleExprSyntax.self), tuple.elements.count >= 2 {
            let paths = tuple.elements.map { element -> String? in
                if case .expression(let path)? = evaluate(element.expression, in: scope) { return traitPath(path) }
                return nil
            }
            let cases = switchExpression.cases.compactMap { $0.as(SwitchCaseSyntax.self) }
            if paths.allSatisfy({ $0 != nil }),
                let conditions = TraitSwitch.conditions(subjects: paths.compactMap { $0 }, cases: cases)
            {
                return runTraitSwitch(cases, conditions: conditions, in: scope)
            }
        }
        guard var subject = evaluate(switchExpression.subject, in: scope) else {
            passOver(switchExpression.subject, "the value switched on is not known here; the switch is left out")
            return .next
        }
        let cases = switchExpression.cases.compactMap { $0.as(SwitchCaseSyntax.self) }
        if case .expression(let path) = subject,
            let conditions = TraitSwitch.conditions(subject: traitPath(path), cases: cases)
        {
            return runTraitSwitch(cases, conditions: conditions, in: scope)
        }
        // `switch collectionView { case filterCollectionView: … }`: which of the screen's views asks,
        // which the spec's one collection view cannot say; a choice only the running app makes.
        if subject.expressionText == "collectionView", cases.contains(where: Self.namesAView) {
            subject = .unknown(
                Unknown(text: Self.shown(switchExpression.subject), node: Syntax(switchExpression.subject))
            )
        }
        if let unknown = subject.unknown {
            // The section's kind a member asked of it before read it as (`section?.headerHeight`).
            guard sections.sectionBeingRead != nil, let read = sections.kindsRead[unknown.text] else {
                return runUnknown(switchExpression, cases: cases, origin: unknown, in: scope)
            }
            subject = read
        }
        if sections.sectionBeingRead != nil, sections.sectionKind == nil, case .enumCase(_, let name, _) = subject {
            sections.sectionKind = name
        }
        for switchCase in cases {
            let inner = Scope(parent: scope)
            let matches: Bool
            switch switchCase.label {
            case .default:
                matches = true
            case .case(let label):
                matches = label.caseItems.contains { item in
                    guard self.matches(subject, item.pattern, binding: inner, in: scope) else { return false }
                    guard let condition = item.whereClause?.condition else { return true }
                    self.lastUnknown = nil
                    guard case .bool(let holds)? = self.evaluate(condition, in: inner) else {
                        // What only the app knows: the case holds in the first reading, and not in
                        // another, as an `if` on it is read both ways.
                        if let origin = self.lastUnknown {
                            self.passOver(
                                condition,
                                "the condition reads \(self.describe(origin)); the case is taken to hold: where the app takes another, edit the spec"
                            )
                        } else {
                            self.passOver(condition, "the condition is not known here; the case is taken to hold")
                        }
                        return self.choose(at: condition, ways: ["where", "else"]) == 0
                    }
                    return holds
                }
            }
            if matches {
                // The section is named after the constant of the app's structure it matched.
                if sections.sectionBeingRead != nil, sections.sectionKind == nil, case .object(let object) = subject,
                    object.appType != nil,
                    !switchCase.label.is(SwitchDefaultLabelSyntax.self), Self.wayName(of: switchCase) != "case"
                {
                    sections.sectionKind = Self.wayName(of: switchCase)
                }
                return run(switchCase.statements, in: inner)
            }
        }
        return .next
    }

    /// Whether a case names one of the screen's views (`case filterCollectionView:`,
    /// `case self.tagsView:`), as a switch on which collection view asks does.
    static func namesAView(_ switchCase: SwitchCaseSyntax) -> Bool {
        guard case .case(let label) = switchCase.label else { return false }
        return label.caseItems.contains { item in
            guard let expression = item.pattern.as(ExpressionPatternSyntax.self)?.expression else { return false }
            if expression.is(DeclReferenceExprSyntax.self) { return true }
            return expression.as(MemberAccessExprSyntax.self)?.base?.trimmedDescription == "self"
        }
    }

    /// The trait a name the code bound stands for (`let h = environment.traitCollection
    /// .horizontalSizeClass`, kept as the spec's name `h`), or `path` itself.
    func traitPath(_ path: String) -> String {
        guard TraitSwitch.keys[path] == nil, let bound = bindings.last(where: { $0.name == path })?.text,
            TraitSwitch.keys[bound] != nil
        else { return path }
        return bound
    }
}
