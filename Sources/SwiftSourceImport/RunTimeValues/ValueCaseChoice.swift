import SwiftSyntax

/// Switches on one value only the running app knows, each listing its cases in its own order: the
/// delegate's size, spacing and insets methods each `switch` on the item's kind
/// (`collectionView.rx.model(at:)`), one `case .game:` first, another `case .none:`.
///
/// The value is one choice for the whole reading, of which case it is: every switch on it takes the
/// case that names the value, so one spec has the game's size, spacing and insets together, and
/// each other case is a spec of its own (``AppStateChoice``).
extension LayoutCodeInterpreter {
    /// The case of `switchExpression` (and the position of its pattern) that names the value the
    /// reading takes for `origin`; `nil` where the cases are not all enumeration cases, so the
    /// switch is a choice of its own.
    func caseOfValue(
        _ switchExpression: SwitchExprSyntax,
        cases: [SwitchCaseSyntax],
        origin: Unknown
    ) -> (taken: SwitchCaseSyntax, pattern: Int, firstSwitch: Syntax)? {
        var names: [String] = []
        var placeOf: [String: (SwitchCaseSyntax, Int)] = [:]
        var fallback: SwitchCaseSyntax?
        for switchCase in cases {
            switch switchCase.label {
            case .default: fallback = switchCase
            case .case(let label):
                for (position, item) in label.caseItems.enumerated() {
                    guard item.whereClause == nil, let name = Self.valueCase(of: item.pattern) else { return nil }
                    if placeOf[name] == nil {
                        names.append(name)
                        placeOf[name] = (switchCase, position)
                    }
                }
            }
        }
        // What `default:` stands for, the value's other cases, is a way of its own.
        if let fallback, placeOf["default"] == nil {
            names.append("default")
            placeOf["default"] = (fallback, 0)
        }
        guard names.count > 1 else { return nil }
        // One choice wherever the code switches on this value; its ways are the cases of the first
        // switch met.
        let key = AppStateChoice(file: "", offset: 0, test: "the case of " + origin.text)
        let way = choose(at: switchExpression.subject, ways: names, testing: origin, as: key)
        let met = runTime.choicesMet.first { $0.choice == key }
        let ways = met?.ways ?? names
        let name = ways.indices.contains(way) ? ways[way] : names[0]
        guard let (taken, pattern) = placeOf[name] ?? fallback.map({ ($0, 0) }) ?? placeOf[names[0]] else {
            return nil
        }
        return (taken, pattern, met?.node ?? Syntax(switchExpression.subject))
    }

    /// The enumeration case a pattern names, through an optional's `.some(…)` and `?`:
    /// `game` of `.game`, `Kind.game`, `.some(.game)`, `.game?`, `.game(let id)` and `let .game(id)`;
    /// `none` of `.none`; `nil` for another pattern.
    static func valueCase(of pattern: PatternSyntax) -> String? {
        if let bound = pattern.as(ValueBindingPatternSyntax.self) { return valueCase(of: bound.pattern) }
        guard let expression = pattern.as(ExpressionPatternSyntax.self)?.expression else { return nil }
        return valueCase(of: expression)
    }

    private static func valueCase(of expression: ExprSyntax) -> String? {
        if let optional = expression.as(OptionalChainingExprSyntax.self) { return valueCase(of: optional.expression) }
        if let call = expression.as(FunctionCallExprSyntax.self),
            let callee = call.calledExpression.as(MemberAccessExprSyntax.self)
        {
            if callee.base == nil, callee.declName.baseName.text == "some", call.arguments.count == 1,
                let inner = call.arguments.first
            {
                return valueCase(of: inner.expression)
            }
            return callee.declName.baseName.text
        }
        return expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }
}
