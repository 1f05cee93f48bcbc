import SwiftSyntax

/// `value is T`: decided by the program where the value's type is known, so that a helper shared
/// by several screens takes the way of the one whose layout is read.
extension LayoutCodeInterpreter {
    /// `true` or `false` where the program says what the value is, else the unknown value the
    /// test is made of (a choice only the app knows).
    func evaluate(_ test: IsExprSyntax, in scope: Scope) -> ReadValue? {
        let target = test.type.trimmedDescription
        let value = evaluate(test.expression, in: scope)
        let owners: Set<String>
        if let object = value?.object, let type = object.appType {
            owners = [type]
        } else if let stored = storedSelfTypes(of: test.expression, in: scope), let screen = sections.screenBeingRead,
            stored.contains(screen)
        {
            // The screen whose delegate is read installs itself into its own helper: it is the value.
            owners = [screen]
        } else {
            return .unknown(Unknown(text: test.trimmedDescription, node: Syntax(test)))
        }
        let answers = Set(owners.map { program.isKind($0, of: target) })
        guard answers.count == 1, let answer = answers.first else {
            return .unknown(Unknown(text: test.trimmedDescription, node: Syntax(test)))
        }
        if !answer, program.resolveType(target, from: scope.context) == nil {
            passOver(
                test.type,
                "\(target) is not declared in the files given, and the only value stored here is a \(owners.sorted().joined(separator: " or ")); the test is read as false: give the file that declares \(target) if it says otherwise"
            )
        }
        return .bool(answer)
    }

    /// The types the program stores in the property `expression` names (`controller`,
    /// `self.controller`) of the type whose code runs, when it stores only `self`.
    private func storedSelfTypes(of expression: ExprSyntax, in scope: Scope) -> Set<String>? {
        let name: String
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            guard scope[reference.baseName.text] == nil else { return nil }
            name = reference.baseName.text
        } else if let member = expression.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "self" {
            name = member.declName.baseName.text
        } else {
            return nil
        }
        guard let type = program.resolveType(scope.context, from: ""),
            let (member, owner) = program.member(name, of: type), case .stored(false, _, _, _) = member
        else { return nil }
        return program.selfTypesStored(in: name, of: owner)
    }
}
