import SwiftSyntax

/// The methods layout code calls on arrays it holds whole: a presenter's sections looked up
/// (`contains(where:)`, `firstIndex(where:)`, `first(where:)`), kept (`filter`), mapped (`map`),
/// and rebuilt (`removeAll()`, `insert(_:at:)`, `removeAll(where:)`).
///
/// Each runs its closure on each element; where the closure's answer for an element is not known,
/// so is the result.
extension LayoutCodeInterpreter {
    /// `array.method(…)` on an array whose elements are known; `nil` for any other call.
    func arrayMethod(
        _ call: FunctionCallExprSyntax,
        _ arguments: [(label: String?, value: ReadValue)],
        in scope: Scope
    ) -> ReadValue? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
            Self.arrayMethods.contains(member.declName.baseName.text),
            case .array(let elements)? = evaluate(base, in: scope)
        else { return nil }
        let name = member.declName.baseName.text
        // A trailing closure is the predicate (`first { … }`), or the transform of `filter`/`map`.
        let labels = arguments.map { argument in
            argument.label == "trailing" ? (name == "filter" || name == "map" ? nil : "where") : argument.label
        }
        // The closure's answer for each element, or nil where one is not known.
        func answers(_ closure: ReadValue) -> [ReadValue]? {
            var answers: [ReadValue] = []
            for element in elements {
                guard let answer = invoke(closure, [element], node: call), answer.unknown == nil else { return nil }
                answers.append(answer)
            }
            return answers
        }
        func tests(_ closure: ReadValue) -> [Bool]? {
            answers(closure).flatMap { values in
                let flags = values.compactMap { if case .bool(let flag) = $0 { flag } else { nil } }
                return flags.count == values.count ? flags : nil
            }
        }
        let unknown = ReadValue.unknown(Unknown(text: Self.shown(call), node: Syntax(call)))
        switch (name, labels) {
        case ("contains", ["where"]):
            return tests(arguments[0].value).map { .bool($0.contains(true)) } ?? unknown
        case ("first", ["where"]):
            return tests(arguments[0].value).map { flags in flags.firstIndex(of: true).map { elements[$0] } ?? .none }
                ?? unknown
        case ("firstIndex", ["where"]):
            return tests(arguments[0].value).map { flags in
                flags.firstIndex(of: true).map { .number(Double($0)) } ?? .none
            } ?? unknown
        case ("filter", [nil]):
            return tests(arguments[0].value).map { flags in
                .array(elements.indices.filter { flags[$0] }.map { elements[$0] })
            }
                ?? unknown
        case ("map", [nil]):
            return answers(arguments[0].value).map(ReadValue.array) ?? unknown
        case ("removeAll", []):
            store(.array([]), into: base, in: scope)
            return ReadValue.none
        case ("removeAll", ["where"]):
            guard let flags = tests(arguments[0].value) else { return unknown }
            store(.array(elements.indices.filter { !flags[$0] }.map { elements[$0] }), into: base, in: scope)
            return ReadValue.none
        case ("insert", [nil, "at"]):
            guard let number = arguments[1].value.number, let index = Int(exactly: number),
                (0...elements.count).contains(index)
            else { return unknown }
            var changed = elements
            changed.insert(arguments[0].value, at: index)
            store(.array(changed), into: base, in: scope)
            return ReadValue.none
        default:
            return nil
        }
    }

    /// The array methods ``arrayMethod(_:_:in:)`` reads.
    static let arrayMethods: Set<String> = ["contains", "first", "firstIndex", "filter", "map", "removeAll", "insert"]
}

extension LayoutCodeInterpreter {
    /// `for section in sections { … }` over an array whose elements are known.
    ///
    /// The body runs once for each element, in order, with the element bound. `nil` for any other
    /// loop (over what only the app holds, with a `where`, `break` or `continue`), which is not read.
    func runOverKnownElements(_ loop: ForStmtSyntax, in scope: Scope) -> Outcome? {
        guard loop.whereClause == nil, loop.tryKeyword == nil, loop.awaitKeyword == nil,
            let name = loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            !loop.body.tokens(viewMode: .sourceAccurate).contains(where: {
                $0.tokenKind == .keyword(.break) || $0.tokenKind == .keyword(.continue)
            }),
            case .array(let elements)? = evaluate(loop.sequence, in: scope),
            elements.count <= ReadBudget.valueLength
        else { return nil }
        for element in elements {
            let inner = Scope(parent: scope)
            inner.define(name, element)
            if case .returned(let value) = run(loop.body.statements, in: inner) { return .returned(value) }
        }
        return .next
    }
}
