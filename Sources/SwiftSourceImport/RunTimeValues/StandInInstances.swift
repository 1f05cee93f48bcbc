import SwiftSyntax

/// Values only the running app holds, whose type the code still shows: the layout class a generic
/// function makes (`func setLayout<Layout: UICollectionViewCompositionalLayout>(type: Layout.Type)`
/// calling `Layout(sectionProvider:)`), and the data source's section identifier asked a method that
/// one type of the program declares (`section.getSectionLayout(environment:)`).
extension LayoutCodeInterpreter {
    /// The layout class a call of a generic parameter makes: the parameter's constraint
    /// (`Layout: UICollectionViewCompositionalLayout`), where it is one of UIKit's layout classes.
    static func genericLayoutClass(of call: FunctionCallExprSyntax) -> String? {
        guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            name.first?.isUppercase == true
        else { return nil }
        var node = call.parent
        while let current = node {
            if let function = current.as(FunctionDeclSyntax.self),
                let parameter = function.genericParameterClause?.parameters.first(where: { $0.name.text == name }),
                let constraint = parameter.inheritedType?.trimmedDescription,
                layoutClasses.contains(constraint)
            {
                return constraint
            }
            node = current.parent
        }
        return nil
    }

    /// An instance of the one type of the program that declares a method (or a computed property)
    /// asked of a value only the running app holds.
    ///
    /// It is the one instance the program makes of that type (a stored property it initializes),
    /// with what the code sets on it, else one its initializer makes. `nil` where no type or several
    /// declare the method with a body.
    func standIn(forMethod name: String, of unknown: Unknown, node: some SyntaxProtocol) -> ReadValue? {
        // The call's argument labels, where the method is called: `getSectionLayout(environment:)`
        // is not `getSectionLayout(for:environment:)`.
        let call = Syntax(node).parent?.as(FunctionCallExprSyntax.self)
        let labels = call.map { $0.arguments.map { $0.label?.text } }
        // Its trailing closures fill the last parameters (`view.snp.makeConstraints { … }` is not
        // the screen's own `makeConstraints()`).
        let closures = call.map { ($0.trailingClosure == nil ? 0 : 1) + $0.additionalTrailingClosures.count } ?? 0
        // The method the call is in, which a call on what only the app knows does not call again.
        let caller = Syntax(node).ancestor(FunctionDeclSyntax.self)
        let isCall = call?.calledExpression.id == Syntax(node).id
        let declaring = program.types.values.filter { type in
            guard type.kind == .classType || type.kind == .structure else { return false }
            // A computed property (`settings.gridColumns`), where the name is not one every
            // collection or string has.
            if !isCall, case .computed(isStatic: false, _)? = type.members[name] {
                return !Self.commonPropertyNames.contains(name)
            }
            guard isCall, case .functions(let overloads)? = type.members[name] else { return false }
            return overloads.contains { function in
                let parameters = function.signature.parameterClause.parameters
                return function.body != nil && function.id != caller?.id && parameters.count >= closures
                    && (labels.map { Self.fits(parameters.dropLast(closures), $0) } ?? true)
            }
        }
        guard declaring.count == 1, let type = declaring.first else { return nil }
        let made = storedInstances(of: type)
        let instance: ReadValue
        let which: String
        if made.count == 1, let (owner, property, place) = made.first,
            let value = member(property, ofInstanceOf: owner, node: node), value.object?.appType == type.name
        {
            instance = value
            which = "the \(type.shortName) the app makes at \(place.file):\(place.line)"
        } else {
            instance = instanceOf(type.name, node: node)
            let article = "AEIOU".contains(type.shortName.first ?? "x") ? "an" : "a"
            which = "\(article) \(type.shortName) as its initializer makes it"
        }
        passOver(
            node,
            "\(describe(unknown)); \(type.shortName) is the one type that declares \(name)\(isCall ? "(…)" : ""), and \(which) is read: where the app holds another, edit the spec"
        )
        return instance
    }

    /// Properties the standard library's and Foundation's values have, which a value only the app
    /// holds may be even where one type of the program declares one of that name.
    static let commonPropertyNames: Set<String> = [
        "count", "isEmpty", "first", "last", "description", "debugDescription", "hashValue", "rawValue",
        "width", "height", "size", "title", "name", "id", "value", "text", "startIndex", "endIndex",
    ]

    /// The stored properties of the program's types that hold an instance of `type` they make
    /// (`private let sectionAdapter: SectionAdapter = { … }()`), with where.
    private func storedInstances(
        of type: TypeSymbol
    ) -> [(owner: TypeSymbol, property: String, place: (file: String, line: Int, column: Int))] {
        var found: [(TypeSymbol, String, (file: String, line: Int, column: Int))] = []
        for owner in program.types.values.sorted(by: { $0.name < $1.name }) {
            for (property, member) in owner.members.sorted(by: { $0.key < $1.key }) {
                guard case .stored(false, _, let initial?, let declared) = member else { continue }
                let declaredName = declared.map {
                    program.unaliased(String($0.filter { $0 != "?" && $0 != "!" }), from: owner.name)
                }
                let madeHere =
                    initial.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedDescription == type.shortName
                guard declaredName == type.shortName || declaredName == type.name || madeHere else { continue }
                found.append((owner, property, program.place(of: initial)))
            }
        }
        return found
    }

    /// A stored property of an instance of `owner`, as its initial value makes it.
    private func member(_ property: String, ofInstanceOf owner: TypeSymbol, node: some SyntaxProtocol) -> ReadValue? {
        guard let (member, declaring) = program.member(property, of: owner) else { return nil }
        return value(
            of: member,
            named: property,
            in: declaring,
            instance: instanceOf(owner.name, node: node),
            node: node
        )
    }
}
