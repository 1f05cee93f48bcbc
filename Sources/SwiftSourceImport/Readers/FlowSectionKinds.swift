import SwiftSyntax

/// A flow layout's delegate method that switches on the kind of the section it is asked about
/// (`switch dataSource.sectionIdentifier(for: section)?.type`): the data decides which kinds come, but
/// the code names them, in an enumeration of the program.
///
/// Section N is read as the enumeration's Nth case, in the order it declares them (the methods list
/// them in orders of their own, `case .a, .b:` grouped), as many sections as cases; each method is run
/// for each kind, choosing the case that names it or its `default:`. What the data puts in which
/// order is said at the switch.
extension LayoutCodeInterpreter {
    /// The enumeration a `switch`'s case labels name (`.overview`, `.visitStore(let model)`), when one
    /// enumeration of the program alone has every case they name.
    ///
    /// Where several have them, the one a property of that name declares its type (`.type` of
    /// `var type: MyPageSectionType`), then the one named for sections.
    func enumeration(namedBy cases: [SwitchCaseSyntax], subject: ExprSyntax) -> TypeSymbol? {
        let names = Set(cases.flatMap(Self.caseNames))
        guard !names.isEmpty else { return nil }
        var matching = program.types.values.filter { type in
            type.kind == .enumeration && names.isSubset(of: Set(type.cases.map(\.name)))
        }
        if matching.count > 1, let property = Self.lastName(of: subject) {
            let declared = Set(
                program.types.values.compactMap { type -> String? in
                    guard case .stored(_, _, _, let declaredType?)? = type.members[property] else { return nil }
                    return String(declaredType.filter { $0 != "?" && $0 != "!" })
                }
            )
            let typed = matching.filter { declared.contains($0.shortName) || declared.contains($0.name) }
            if !typed.isEmpty { matching = typed }
        }
        if matching.count > 1 {
            let sections = matching.filter { $0.shortName.contains("Section") && !$0.shortName.contains("Item") }
            if !sections.isEmpty { matching = sections }
        }
        return matching.count == 1 ? matching[0] : nil
    }

    /// The last name of `a.b?.c`: `c`.
    static func lastName(of expression: ExprSyntax) -> String? {
        var current = expression
        while true {
            if let chained = current.as(OptionalChainingExprSyntax.self) {
                current = chained.expression
            } else if let unwrapped = current.as(ForceUnwrapExprSyntax.self) {
                current = unwrapped.expression
            } else {
                break
            }
        }
        if let member = current.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        return current.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    /// The enumeration cases a `case` label names (`case .a, .b(let x):` names `a` and `b`).
    static func caseNames(_ switchCase: SwitchCaseSyntax) -> [String] {
        guard case .case(let label) = switchCase.label else { return [] }
        return label.caseItems.compactMap { item in
            var expression = item.pattern.as(ExpressionPatternSyntax.self)?.expression
            if let call = expression?.as(FunctionCallExprSyntax.self) { expression = call.calledExpression }
            guard let member = expression?.as(MemberAccessExprSyntax.self), member.base == nil else { return nil }
            return member.declName.baseName.text
        }
    }

    /// Whether a switch's subject is the kind of the section a flow delegate is asked about: it reads
    /// the data source's section identifier or the method's section.
    static func switchesOnTheSectionsKind(_ subject: ExprSyntax) -> Bool {
        let text = subject.trimmedDescription
        return text.contains("sectionIdentifier") || text.contains("section")
    }

    /// The case of `cases` that section `index` takes, if the switch is on the section's kind: the one
    /// naming the enumeration's `index`th case, else the `default:`; `.some(nil)` where no case takes
    /// it (the switch does nothing for that kind); `nil` where the switch is not on a section's kind.
    func flowSectionCase(
        _ switchExpression: SwitchExprSyntax,
        cases: [SwitchCaseSyntax],
        section index: Int
    ) -> SwitchCaseSyntax?? {
        guard Self.switchesOnTheSectionsKind(switchExpression.subject),
            let kinds = enumeration(namedBy: cases, subject: switchExpression.subject)
        else { return nil }
        sections.flowSectionKinds = max(sections.flowSectionKinds, kinds.cases.count)
        guard index < kinds.cases.count else { return .some(nil) }
        let kind = kinds.cases[index].name
        if sections.flowSectionKindNames[index] == nil { sections.flowSectionKindNames[index] = kind }
        passOver(
            switchExpression.subject,
            "the section's kind comes from the data; section N is read as \(kinds.shortName)'s Nth case, in the order it declares them: put the spec's sections in your data's order"
        )
        return .some(
            cases.first { Self.caseNames($0).contains(kind) }
                ?? cases.first { if case .default = $0.label { true } else { false } }
        )
    }
}

/// The item a section of a kind holds, read from where the program builds its sections
/// (`MyPageSection(type: .coupon, items: [couponItem])`): a delegate's `switch` on the item
/// identifier takes, for a section of that kind, the item the build puts there. Where the build
/// chooses on the data (`if stores.isEmpty { .empty(…) } else { .coupon(…) }`), the data's empty way
/// is read: `isEmpty` holding, `count > 0` and `if let` not.
extension LayoutCodeInterpreter {
    /// Learns the section kinds from the delegate methods' switches on a section's kind, before any
    /// method runs: a method read before the one that switches on the kind knows its sections.
    func learnFlowSectionKinds(from bodies: [CodeBlockSyntax]) {
        for body in bodies {
            for node in body.tokens(viewMode: .sourceAccurate) where node.tokenKind == .keyword(.switch) {
                guard let switchExpression = node.parent?.as(SwitchExprSyntax.self),
                    Self.switchesOnTheSectionsKind(switchExpression.subject),
                    !switchExpression.subject.trimmedDescription.contains("itemIdentifier")
                else { continue }
                let cases = switchExpression.cases.compactMap { $0.as(SwitchCaseSyntax.self) }
                guard let kinds = enumeration(namedBy: cases, subject: switchExpression.subject) else { continue }
                sections.flowSectionKinds = max(sections.flowSectionKinds, kinds.cases.count)
                for (index, kind) in kinds.cases.enumerated() where sections.flowSectionKindNames[index] == nil {
                    sections.flowSectionKindNames[index] = kind.name
                }
            }
        }
    }

    /// The case of a `switch` on the item identifier that a section of kind `kind` takes: the one
    /// naming the item the program's build puts in such a section (its empty way first); `nil` where
    /// the build is not found.
    func flowItemCase(
        _ switchExpression: SwitchExprSyntax,
        cases: [SwitchCaseSyntax],
        kind: String
    ) -> SwitchCaseSyntax? {
        guard switchExpression.subject.trimmedDescription.contains("itemIdentifier") else { return nil }
        let items = itemCases(forSectionKind: kind)
        guard let first = items.first,
            let chosen = cases.first(where: { Self.caseNames($0).contains(first) })
        else { return nil }
        let others = items.dropFirst().filter { $0 != first }
        passOver(
            switchExpression.subject,
            others.isEmpty
                ? "the item comes from the data; a section of kind `\(kind)` holds the `\(first)` item the code builds for it"
                : "the item comes from the data; a section of kind `\(kind)` is read with the `\(first)` item its build gives when the data is empty (it may hold `\(others.joined(separator: "`, `"))` instead: edit the spec where it does)"
        )
        return chosen
    }

    /// The item cases the program builds for sections of kind `kind`, the data's empty way first.
    func itemCases(forSectionKind kind: String) -> [String] {
        for file in program.files {
            for token in file.tree.tokens(viewMode: .sourceAccurate) where token.text == kind {
                guard let member = token.parent?.parent?.as(MemberAccessExprSyntax.self), member.base == nil,
                    let argument = member.parent?.as(LabeledExprSyntax.self), argument.label != nil,
                    let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
                    let items = call.arguments.first(where: { $0.label?.text == "items" })?.expression
                else { continue }
                let names = Self.itemNames(in: items, body: call.ancestorOrSelf { $0.as(CodeBlockSyntax.self) })
                if !names.isEmpty { return names }
            }
        }
        return []
    }

    /// The implicit members an expression of items names, following a local to its declaration and
    /// its appends in `body`, the data's empty way first.
    static func itemNames(in expression: ExprSyntax, body: CodeBlockSyntax?, depth: Int = 0) -> [String] {
        guard depth < 4 else { return [] }
        if let array = expression.as(ArrayExprSyntax.self) {
            return array.elements.flatMap { itemNames(in: $0.expression, body: body, depth: depth + 1) }
        }
        if let call = expression.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil
        {
            return [member.declName.baseName.text]
        }
        // `entries.map { .entry($0) }`: what the closure gives each element.
        if let call = expression.as(FunctionCallExprSyntax.self),
            let closure = call.trailingClosure
                ?? call.arguments.lazy.compactMap({ $0.expression.as(ClosureExprSyntax.self) }).first
        {
            return closure.statements.flatMap { statement -> [String] in
                guard let value = statement.item.as(ExprSyntax.self) else { return [] }
                return itemNames(in: value, body: body, depth: depth + 1)
            }
        }
        // `entries.isEmpty ? [.placeholder] : entries.map { … }`: the empty way first.
        if let ternary = expression.as(TernaryExprSyntax.self) {
            let condition = ternary.condition.trimmedDescription
            let holdsWhenEmpty = condition.contains("isEmpty") && !condition.hasPrefix("!")
            let ways =
                holdsWhenEmpty
                ? [ternary.thenExpression, ternary.elseExpression] : [ternary.elseExpression, ternary.thenExpression]
            return ways.flatMap { itemNames(in: $0, body: body, depth: depth + 1) }
        }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil {
            return [member.declName.baseName.text]
        }
        if let branching = expression.as(IfExprSyntax.self) {
            return ways(of: branching).flatMap { block in
                block.statements.flatMap { statement -> [String] in
                    guard let value = statement.item.as(ExprSyntax.self) else { return [] }
                    return itemNames(in: value, body: body, depth: depth + 1)
                }
            }
        }
        guard let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text, let body else { return [] }
        var names: [String] = []
        for token in body.tokens(viewMode: .sourceAccurate) where token.text == name {
            // `let items: Item = if … { .a } else { .b }`, `var items: [Item] = []`.
            if let binding = token.parent?.as(IdentifierPatternSyntax.self)?.parent?.as(PatternBindingSyntax.self),
                let initial = binding.initializer?.value
            {
                names += itemNames(in: initial, body: body, depth: depth + 1)
            }
            // `items.append(.poll(…))`, in the branches of an `if` on the data, its empty way first.
            if let reference = token.parent?.as(DeclReferenceExprSyntax.self),
                let member = reference.parent?.as(MemberAccessExprSyntax.self),
                ["append", "insert"].contains(member.declName.baseName.text),
                let call = member.parent?.as(FunctionCallExprSyntax.self), let first = call.arguments.first
            {
                let added = itemNames(in: first.expression, body: body, depth: depth + 1)
                if let branching = call.ancestorOrSelf(mapping: { $0.as(IfExprSyntax.self) }),
                    branching.body.position <= call.position && call.position < branching.body.endPosition,
                    ways(of: branching).first?.id != branching.body.id
                {
                    // In the branch the empty data does not take: after the empty way's.
                    names += added.map { "~" + $0 }
                } else {
                    names += added
                }
            }
        }
        let first = names.filter { !$0.hasPrefix("~") }
        let later = names.filter { $0.hasPrefix("~") }.map { String($0.dropFirst()) }
        return first + later
    }

    /// An `if`'s blocks, the one the data's empty way takes first: the body where its condition
    /// holds for empty data (`x.isEmpty`), else the `else`.
    static func ways(of branching: IfExprSyntax) -> [CodeBlockSyntax] {
        let condition = branching.conditions.trimmedDescription
        let holdsWhenEmpty = condition.contains("isEmpty") && !condition.hasPrefix("!")
        let otherwise: CodeBlockSyntax? = {
            if case .codeBlock(let block)? = branching.elseBody { return block }
            return nil
        }()
        guard let otherwise else { return [branching.body] }
        return holdsWhenEmpty ? [branching.body, otherwise] : [otherwise, branching.body]
    }
}
