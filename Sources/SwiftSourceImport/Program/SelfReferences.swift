import SwiftSyntax

/// The types a stored property can hold when the program sets it only from `self`: a helper's
/// `weak var controller` that `helper.install(into: self)` fills.
///
/// A helper asks `controller is FavoritesOverlay` of a property no layout code sets; the program
/// says which view controllers hand themselves to it, and so the test's answer.
extension SwiftProgram {
    /// The types of `self` at every place the program stores into `property` of `type`, when each
    /// place is a method of `type` storing one of its parameters (`self.controller = controller`)
    /// and every call of that method passes `self`; `nil` where any store is otherwise, or none is
    /// found.
    func selfTypesStored(in property: String, of type: TypeSymbol) -> Set<String>? {
        let key = type.name + "." + property
        if let known = selfTypesFound[key] { return known }
        let found = findSelfTypesStored(in: property, of: type)
        selfTypesFound[key] = .some(found)
        return found
    }

    private func findSelfTypesStored(in property: String, of type: TypeSymbol) -> Set<String>? {
        var owners: Set<String> = []
        for case .functions(let functions) in type.members.values {
            for function in functions {
                guard let body = function.body else { continue }
                for parameter in Self.parametersStored(in: property, by: body, of: function) {
                    let finder = CallSiteFinder(of: function)
                    for file in files { finder.walk(file.tree) }
                    for call in finder.calls {
                        guard let argument = Self.argument(call, for: parameter, of: function) else { return nil }
                        guard argument.trimmedDescription == "self" else { return nil }
                        owners.insert(owner(of: call))
                    }
                }
            }
        }
        return owners.isEmpty ? nil : owners
    }

    /// The first place, in the order of the files and their lines, a method of `type` (not an
    /// initializer) sets its own stored variable `property` (`currentWidth = width`): a value that
    /// changes while the app runs.
    func ownAssignment(to property: String, of type: TypeSymbol) -> Syntax? {
        var first: (order: (file: Int, offset: Int), node: Syntax)?
        for case .functions(let functions) in type.members.values {
            for function in functions {
                guard let infix = Self.firstAssignment(to: property, in: function) else { continue }
                // The members are a dictionary: the first place is the earliest, not the first met.
                let order = (file: fileIndex(of: infix), offset: infix.positionAfterSkippingLeadingTrivia.utf8Offset)
                if first.map({ order < $0.order }) ?? true { first = (order, Syntax(infix)) }
            }
        }
        return first?.node
    }

    /// The methods of `type` (not its initializers) that set its own stored variable `property`.
    func methodsAssigning(_ property: String, of type: TypeSymbol) -> [FunctionDeclSyntax] {
        type.members.values.flatMap { member -> [FunctionDeclSyntax] in
            guard case .functions(let functions) = member else { return [] }
            return functions.filter { Self.firstAssignment(to: property, in: $0) != nil }
        }
    }

    /// The first assignment in a function's body (`=`, `+=`, …) to the property `property`, as
    /// `property` or `self.property`.
    static func firstAssignment(to property: String, in function: FunctionDeclSyntax) -> InfixOperatorExprSyntax? {
        guard let body = function.body else { return nil }
        for token in body.tokens(viewMode: .sourceAccurate) where token.text == property {
            guard let infix = assignment(to: token) else { continue }
            let operation = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text ?? ""
            if infix.operator.is(AssignmentExprSyntax.self) || compoundAssignments.contains(operation) { return infix }
        }
        return nil
    }

    /// The parameters a method stores into `property` (`self.controller = controller`).
    private static func parametersStored(
        in property: String,
        by body: CodeBlockSyntax,
        of function: FunctionDeclSyntax
    ) -> [FunctionParameterSyntax] {
        var stored: [FunctionParameterSyntax] = []
        for token in body.tokens(viewMode: .sourceAccurate) where token.text == property {
            guard let infix = Self.assignment(to: token), infix.operator.is(AssignmentExprSyntax.self),
                let name = infix.rightOperand.as(DeclReferenceExprSyntax.self)?.baseName.text,
                let parameter = function.signature.parameterClause.parameters.first(where: {
                    ($0.secondName ?? $0.firstName).text == name
                })
            else { continue }
            stored.append(parameter)
        }
        return stored
    }

    /// The operators that change a variable by a value: `x += 8`.
    static let compoundAssignments: Set<String> = ["+=", "-=", "*=", "/="]

    /// The assignment (`=`, `+=`, …) whose left side is the property `token` names, as `name` or
    /// `self.name`.
    static func assignment(to token: TokenSyntax) -> InfixOperatorExprSyntax? {
        let target: ExprSyntax? =
            token.parent?.parent?.as(MemberAccessExprSyntax.self).flatMap {
                // `self?.style = …` in a closure that holds `self` weakly is the same property.
                ["self", "self?", "self!"].contains($0.base?.trimmedDescription) ? ExprSyntax($0) : nil
            } ?? token.parent?.as(DeclReferenceExprSyntax.self).map(ExprSyntax.init)
        guard let target, let infix = target.parent?.as(InfixOperatorExprSyntax.self),
            infix.leftOperand.id == target.id
        else { return nil }
        return infix
    }

    /// The argument a call gives for `parameter`, by its label.
    private static func argument(
        _ call: FunctionCallExprSyntax,
        for parameter: FunctionParameterSyntax,
        of function: FunctionDeclSyntax
    ) -> ExprSyntax? {
        let label = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
        if let labelled = call.arguments.first(where: { $0.label?.text == label }), label != nil {
            return labelled.expression
        }
        let parameters = Array(function.signature.parameterClause.parameters)
        guard let index = parameters.firstIndex(where: { $0.id == parameter.id }), index < call.arguments.count
        else { return nil }
        return Array(call.arguments)[index].expression
    }

    /// Whether a value of the program's type `name` is a `target`: the type itself, a class it
    /// inherits from, or a protocol it or one of those declares.
    func isKind(_ name: String, of target: String) -> Bool {
        guard let type = types[name] ?? resolveType(name, from: "") else { return name == target }
        for symbol in lineage(of: type) {
            if symbol.name == target || symbol.shortName == target { return true }
            if symbol.inherited.contains(where: { $0 == target }) { return true }
        }
        return false
    }
}
