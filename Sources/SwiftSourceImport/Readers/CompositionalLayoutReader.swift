import SwiftSyntax

/// Reads a compositional layout from Swift: the `UICollectionViewCompositionalLayout` the file makes,
/// its configuration, and the section its provider returns for each section index.
///
/// The code that makes the layout is followed from the start of the function (or the property)
/// around it, so the constants it uses and the configuration it passes are known; the provider is
/// then called once for each section with the section's index and a layout environment, whose
/// values are known only when the app runs.
struct CompositionalLayoutReader {
    /// The layout's `UICollectionViewCompositionalLayoutConfiguration`, if one was passed.
    var configuration: LayoutObject?
    /// The list configuration of a `UICollectionViewCompositionalLayout.list(using:)`.
    var layoutList: LayoutObject?
    /// Each section, in index order; a section the provider does not make is `nil`.
    ///
    /// Where the provider tests the environment, these are the sections where no test holds.
    var sections: [LayoutObject?] = []
    /// The sections the provider makes where one of its tests of the environment holds: by section
    /// index, each test (a variant's condition, as the spec writes it) and the section.
    var variantSections: [Int: [(condition: TraitCondition, section: LayoutObject)]] = [:]
    /// The section each set of two or more tests makes where they all hold, by section: where the
    /// code's first test wins and the spec's later variant would, the spec needs a variant of them
    /// together (``TraitConditionReader/merged(_:)``).
    var variantCombinations: [Int: [(conditions: [TraitCondition], condition: TraitCondition, section: LayoutObject)]] =
        [:]

    /// Whether a closure reads its first parameter (`sectionIndex`, `$0`): not where it is `_`, or
    /// where the body never names it (`{ makeSection(for: $1, viewType: viewType) }`).
    static func readsFirstParameter(_ closure: ClosureExprSyntax) -> Bool {
        let name = LayoutCodeInterpreter.firstParameterName(of: closure)
        guard name != "_" else { return false }
        return closure.statements.tokens(viewMode: .sourceAccurate).contains { token in
            switch token.tokenKind {
            case .identifier(let text), .dollarIdentifier(let text): text == name
            default: false
            }
        }
    }

    /// The most tests of the environment a section's tests are combined for (sets of 2 to 4 of them).
    static let combinedTests = 4

    /// The sets of two or more of `conditions` that can hold together, each with its merged condition.
    static func combinations(
        _ conditions: [TraitCondition]
    ) -> [(conditions: [TraitCondition], condition: TraitCondition)] {
        guard conditions.count >= 2, conditions.count <= combinedTests else { return [] }
        var sets: [[TraitCondition]] = [[]]
        for condition in conditions { sets += sets.map { $0 + [condition] } }
        return sets.filter { $0.count >= 2 }.compactMap { set in
            TraitCondition.merged(set).map { (set, $0) }
        }
    }
    /// What was passed over, with where.
    var passedOver: [(node: Syntax, message: String)] = []
    /// The sections the provider gives from a value only the running app knows (or a helper the
    /// files do not declare), by index.
    var gaps: [Int: Unknown] = [:]
    /// The case of the app's section enumeration each section is, by index, where the provider
    /// switches on one: its id in the spec.
    var kinds: [Int: String] = [:]

    /// The layout made at `call`, followed from the code around it with `interpreter`.
    ///
    /// `sectionCount` is the generated comment's, if there is one. With `namesConstants`, the
    /// provider's constants computed from the environment are the spec's names (not in a file
    /// `generate swift` wrote, whose record holds the spec's own: there the constants named in
    /// `recordedNames`, the record's, stay names).
    init(
        _ call: FunctionCallExprSyntax,
        interpreter: LayoutCodeInterpreter,
        sectionCount: Int?,
        namesConstants: Bool = true,
        recordedNames: Set<String> = []
    ) {
        let before = interpreter.made.compositional.count
        interpreter.traitConditions = []
        // The constants the code computes from the environment before it makes the layout (a
        // layout of one section made from the view's width) are the spec's names too.
        let namesOwnConstants = namesConstants && call.arguments.first?.label?.text == "section"
        interpreter.following.bindsDelegateConstants = namesOwnConstants
        interpreter.following.recordedNames = namesOwnConstants ? recordedNames : []
        defer {
            interpreter.following.bindsDelegateConstants = false
            interpreter.following.recordedNames = []
        }
        interpreter.follow(upTo: call)
        guard
            let layout = interpreter.made.compositional[before...].first(where: { $0.node.id == Syntax(call).id })
                ?? interpreter.made.compositional[before...].first
        else {
            passedOver = interpreter.takePassedOver()
            passedOver.append((Syntax(call), "the layout made here is not read"))
            return
        }
        configuration = layout["configuration"]?.object
        if let subclass = CompositionalSubclassFrames.subclass(madeAt: call, in: interpreter.program),
            let override = CompositionalSubclassFrames.movesElements(subclass, in: interpreter.program)
        {
            interpreter.passOver(
                override,
                "\(subclass.shortName) moves the elements UIKit places in a way the format does not say; the spec shows UIKit's own placement"
            )
        }
        if layout.type == "UICollectionViewCompositionalLayout.list" {
            layoutList = layout["using"]?.object
            sections = Array(repeating: nil, count: max(sectionCount ?? 1, 1))
        } else if let section = layout["section"]?.object {
            sections = Array(repeating: section, count: max(sectionCount ?? 1, 1))
            // The code again for each test of the environment it met, that one holding: a variant
            // of every section.
            for condition in interpreter.traitConditions {
                interpreter.assumed = [condition]
                defer { interpreter.assumed = [] }
                let again = interpreter.made.compositional.count
                interpreter.follow(upTo: call)
                let made = interpreter.made.compositional[again...]
                guard
                    let variant = (made.first(where: { $0.node.id == Syntax(call).id }) ?? made.first)?["section"]?
                        .object
                else { continue }
                for index in sections.indices { variantSections[index, default: []].append((condition, variant)) }
            }
            for (set, merged) in Self.combinations(interpreter.traitConditions) {
                interpreter.assumed = Set(set)
                defer { interpreter.assumed = [] }
                let again = interpreter.made.compositional.count
                interpreter.follow(upTo: call)
                let made = interpreter.made.compositional[again...]
                guard
                    let variant = (made.first(where: { $0.node.id == Syntax(call).id }) ?? made.first)?["section"]?
                        .object
                else { continue }
                for index in sections.indices { variantCombinations[index, default: []].append((set, merged, variant)) }
            }
        } else if let provider = layout["sectionProvider"] ?? layout["trailing"] ?? layout["_0"] {
            // Without the generated comment, as many sections as the code names: its case numbers,
            // its integer enumeration's cases, the cases of a switch on what only the app knows.
            var count = sectionCount ?? Self.likelySectionCount(interpreter: interpreter)
            var index = 0
            interpreter.sections.comparedSections = 0
            if case .closure(let closure, _) = provider {
                interpreter.sections.providerReadsIndex = Self.readsFirstParameter(closure)
            }
            defer { interpreter.sections.providerReadsIndex = true }
            // The provider's constants computed from the environment are the spec's names of `let:`.
            interpreter.following.bindsDelegateConstants = namesConstants
            interpreter.following.recordedNames = recordedNames
            defer {
                interpreter.following.bindsDelegateConstants = false
                interpreter.following.recordedNames = []
            }
            while index < count, index < Self.sectionLimit {
                let environment = LayoutObject(
                    type: LayoutCodeInterpreter.environmentType,
                    properties: [:],
                    node: Syntax(call)
                )
                interpreter.traitConditions = []
                interpreter.sections.sectionBeingRead = index
                interpreter.sections.kindsRead = [:]
                interpreter.sections.unknownSwitchCases = 0
                interpreter.sections.sectionKind = nil
                let section = interpreter.invoke(provider, [.number(Double(index)), .object(environment)], node: call)
                // A provider that never reads its index makes one section for every index: a case
                // its code switches on (a spacing's, a theme's) names none of them.
                if let kind = interpreter.sections.sectionKind, interpreter.sections.providerReadsIndex {
                    kinds[index] = kind
                }
                if sectionCount == nil {
                    count = max(
                        count,
                        interpreter.sections.unknownSwitchCases,
                        interpreter.sections.sectionEnumerationCases,
                        interpreter.sections.comparedSections
                    )
                }
                guard let object = section?.object, object.type.hasPrefix("NSCollectionLayoutSection") else {
                    // Without the generated comment, the first section the provider returns nil
                    // for is the end; one it gives from what only the app knows is a gap.
                    if sectionCount == nil, section?.unknown == nil { break }
                    if let unknown = section?.unknown { gaps[index] = unknown }
                    sections.append(nil)
                    index += 1
                    continue
                }
                sections.append(object)
                // The provider again for each test it met, that one holding.
                for condition in interpreter.traitConditions {
                    interpreter.assumed = [condition]
                    defer { interpreter.assumed = [] }
                    let variant = interpreter.invoke(
                        provider,
                        [.number(Double(index)), .object(environment)],
                        node: call
                    )
                    if let variant = variant?.object, variant.type.hasPrefix("NSCollectionLayoutSection") {
                        variantSections[index, default: []].append((condition, variant))
                    }
                }
                for (set, merged) in Self.combinations(interpreter.traitConditions) {
                    interpreter.assumed = Set(set)
                    defer { interpreter.assumed = [] }
                    let variant = interpreter.invoke(
                        provider,
                        [.number(Double(index)), .object(environment)],
                        node: call
                    )
                    if let variant = variant?.object, variant.type.hasPrefix("NSCollectionLayoutSection") {
                        variantCombinations[index, default: []].append((set, merged, variant))
                    }
                }
                index += 1
            }
            interpreter.sections.sectionBeingRead = nil
            if sectionCount == nil, let last = sections.indices.last, sections[last] != nil,
                let label = Self.openEndedDefault(of: interpreter, at: last)
            {
                interpreter.passOver(
                    label,
                    "section \(last) comes from this `default:`, as every later section does: how many there are is your data's; the spec gives one, and more are copies of it"
                )
            }
        }
        passedOver = interpreter.takePassedOver()
    }

    /// Whether a switch is on a section's index (`switch sectionIndex`, `switch index`), or on the
    /// first parameter of a section provider's closure, whatever its name (`{ idx, _ in switch idx`).
    static func isOnSectionIndex(_ switchExpression: SwitchExprSyntax) -> Bool {
        if LayoutCodeInterpreter.namesSectionIndex(switchExpression.subject) { return true }
        guard let name = switchExpression.subject.as(DeclReferenceExprSyntax.self)?.baseName.text,
            let closure = switchExpression.ancestor(ClosureExprSyntax.self)
        else { return false }
        let parameters: [String]
        switch closure.signature?.parameterClause {
        case .simpleInput(let list)?: parameters = list.map(\.name.text)
        case .parameterClause(let clause)?: parameters = clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil: parameters = []
        }
        return parameters.count == 2 && parameters[0] == name
    }

    /// The `default:` of the switch on the section's index whose case numbers end before `index`:
    /// the section it gives stands for every later one, as many as the app's data has.
    static func openEndedDefault(of interpreter: LayoutCodeInterpreter, at index: Int) -> SwitchDefaultLabelSyntax? {
        for file in interpreter.program.files {
            for token in file.tree.tokens(viewMode: .sourceAccurate) where token.tokenKind == .keyword(.default) {
                guard let label = token.parent?.as(SwitchDefaultLabelSyntax.self),
                    let switchExpression = label.ancestor(SwitchExprSyntax.self), isOnSectionIndex(switchExpression),
                    !isInEventOrCellMethod(switchExpression)
                else { continue }
                let numbers = switchExpression.cases.compactMap {
                    $0.as(SwitchCaseSyntax.self)?.label.as(SwitchCaseLabelSyntax.self)
                }
                .flatMap { $0.caseItems.compactMap { Self.caseNumber($0.pattern.trimmedDescription) } }
                if let last = numbers.max(), last + 1 == index { return label }
            }
        }
        return nil
    }

    /// Whether a node is in a collection view's method that answers a tap or fills a cell
    /// (`collectionView(_:didSelectItemAt:)`): its switch on the section decides no frame.
    static func isInEventOrCellMethod(_ node: some SyntaxProtocol) -> Bool {
        // A registration's handler (`UICollectionView.SupplementaryRegistration<…> { … }`), or a
        // data source's cell or supplementary view provider, fills a view.
        var parent = node.parent
        while let current = parent {
            if let call = current.as(FunctionCallExprSyntax.self),
                call.calledExpression.trimmedDescription.contains("Registration")
            {
                return true
            }
            if let infix = current.as(InfixOperatorExprSyntax.self), infix.operator.is(AssignmentExprSyntax.self),
                infix.leftOperand.trimmedDescription.hasSuffix("ViewProvider")
                    || infix.leftOperand.trimmedDescription.hasSuffix("cellProvider")
            {
                return true
            }
            parent = current.parent
        }
        guard let function = node.ancestor(FunctionDeclSyntax.self), function.name.text == "collectionView",
            let label = function.signature.parameterClause.parameters.dropFirst().first?.firstName.text
        else { return false }
        return !["layout", "numberOfItemsInSection"].contains(label)
    }

    /// A case's section number as written: `2`, or `.zero`.
    static func caseNumber(_ text: String) -> Int? { text == ".zero" ? 0 : Int(text) }

    /// The most sections read from a provider without the generated comment.
    static let sectionLimit = 100

    /// How many sections a provider makes, without the generated comment: one more than the largest
    /// `case` number in the file, or the cases of an integer enumeration it switches on; at least one.
    private static func likelySectionCount(interpreter: LayoutCodeInterpreter) -> Int {
        // The files of the program: a provider's cases may be in another file's helper.
        var largest = 0
        for token in interpreter.program.files.flatMap({ $0.tree.tokens(viewMode: .sourceAccurate) }) {
            // `case Section.featured.rawValue:` of a switch on the section's index, or `if sectionIndex
            // == Section.featured.rawValue`: that case's number.
            if token.text == "rawValue", let value = caseRawValue(at: token, in: interpreter) {
                if let label = token.ancestor(SwitchCaseLabelSyntax.self),
                    let switchExpression = label.ancestor(SwitchExprSyntax.self),
                    Self.isOnSectionIndex(switchExpression)
                {
                    let hasDefault = switchExpression.cases.contains {
                        $0.as(SwitchCaseSyntax.self)?.label.is(SwitchDefaultLabelSyntax.self) == true
                    }
                    largest = max(largest, value + (hasDefault ? 2 : 1))
                } else if comparesTheSection(token) {
                    largest = max(largest, value + 2)
                }
            }
            // A number: an integer literal, or `.zero` (`case .zero:` on the section's index).
            let number: Int? =
                if case .integerLiteral(let text) = token.tokenKind {
                    Int(text)
                } else if token.text == "zero",
                    token.parent?.parent?.as(MemberAccessExprSyntax.self)?.base == nil
                {
                    0
                } else { nil }
            guard let value = number, value < 1000 else { continue }
            // A case number of a switch on a section's index; with a `default:`, the section after
            // the last case number is that default's.
            if token.ancestor(SwitchCaseLabelSyntax.self) != nil,
                let switchExpression = token.ancestor(SwitchExprSyntax.self),
                Self.isOnSectionIndex(switchExpression)
            {
                let hasDefault = switchExpression.cases.contains {
                    $0.as(SwitchCaseSyntax.self)?.label.is(SwitchDefaultLabelSyntax.self) == true
                }
                largest = max(largest, value + (hasDefault ? 2 : 1))
            }
            // `if sectionIndex == 0 { … } else { … }`: that section, and the ones after it.
            if comparesTheSection(token) { largest = max(largest, value + 2) }
        }
        return max(largest, 1)
    }

    /// Whether `token` is on the right of `==` or `!=` in a condition whose left side is the
    /// section's index (`if sectionIndex == 0`).
    private static func comparesTheSection(_ token: TokenSyntax) -> Bool {
        guard let comparison = token.ancestor(InfixOperatorExprSyntax.self),
            let operation = comparison.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
            ["==", "!="].contains(operation), token.ancestor(ConditionElementSyntax.self) != nil
        else { return false }
        return LayoutCodeInterpreter.namesSectionIndex(comparison.leftOperand)
    }

    /// The number `Section.featured.rawValue` is, where `token` is its `rawValue` and the program
    /// declares the enumeration with whole raw values.
    private static func caseRawValue(at token: TokenSyntax, in interpreter: LayoutCodeInterpreter) -> Int? {
        guard let member = token.parent?.parent?.as(MemberAccessExprSyntax.self),
            let caseAccess = member.base?.as(MemberAccessExprSyntax.self),
            let typeName = caseAccess.base?.trimmedDescription,
            let type = interpreter.program.resolveType(typeName, from: interpreter.program.owner(of: member)),
            case .number(let number)? = type.cases.first(where: { $0.name == caseAccess.declName.baseName.text })?
                .rawValue,
            let value = Int(exactly: number), value < 1000
        else { return nil }
        return value
    }
}

extension SyntaxProtocol {
    /// The nearest enclosing node of a kind.
    func ancestor<Kind: SyntaxProtocol>(_ kind: Kind.Type) -> Kind? {
        var node = parent
        while let current = node {
            if let match = current.as(kind) { return match }
            node = current.parent
        }
        return nil
    }
}
