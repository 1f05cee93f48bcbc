import SwiftSyntax

/// Calls of what the app declares around UIKit's names: a method a property of its name hides, and
/// the initializers the app's extensions add to UIKit's value types.
extension LayoutCodeInterpreter {
    /// A call of a method of the type whose code runs that a property of the same name hides.
    func shadowedMethod(
        _ callee: ExprSyntax,
        _ arguments: [(label: String?, value: ReadValue)],
        node: FunctionCallExprSyntax,
        in scope: Scope
    ) -> ReadValue? {
        guard !arguments.isEmpty else { return nil }
        let name: String
        if let reference = callee.as(DeclReferenceExprSyntax.self), scope[reference.baseName.text] == nil {
            name = reference.baseName.text
        } else if let member = callee.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "self" {
            name = member.declName.baseName.text
        } else {
            return nil
        }
        guard let type = program.types[scope.context],
            let methods = program.lineage(of: type).lazy.compactMap({ $0.methods[name] }).first
        else { return nil }
        return invoke(.function(methods, scope["self"]), labeled: arguments, node: node)
    }

    /// A call of an initializer the program declares in an extension of one of UIKit's value types,
    /// run with `self` the new value; `self.init(…)` of UIKit's own initializer inside one, which
    /// gives `self` its properties; or `self.init(…)` of the program's own type's initializer.
    func extensionInitializer(
        _ callee: ExprSyntax,
        _ arguments: [(label: String?, value: ReadValue)],
        node: FunctionCallExprSyntax,
        in scope: Scope
    ) -> ReadValue? {
        let labels = arguments.map(\.label)
        let member = callee.as(MemberAccessExprSyntax.self)
        if let member, member.declName.baseName.text == "init", member.base?.trimmedDescription == "self",
            let object = scope["self"]?.object, Self.initialisers.contains(object.type)
        {
            for (index, argument) in arguments.enumerated() {
                object.properties[argument.label ?? "_\(index)"] = argument.value.assigned
            }
            return ReadValue.none
        }
        // `self.init(family)` in an initializer of the program's type, or of a protocol it conforms to.
        if let member, member.declName.baseName.text == "init", member.base?.trimmedDescription == "self",
            let object = scope["self"]?.object, let typeName = object.appType, let type = program.types[typeName],
            let initializer = type.initializers.first(where: {
                Self.fits($0.signature.parameterClause.parameters, labels)
            }),
            let body = initializer.body, enterCall(at: node)
        {
            defer { budget.leave() }
            let inner = Scope(context: typeName)
            inner.define("self", .object(object))
            bind(initializer.signature.parameterClause.parameters, to: arguments, in: inner)
            _ = run(body.statements, in: inner)
            return ReadValue.none
        }
        let named: [String]
        if let member, member.base == nil, member.declName.baseName.text == "init" {
            named = Self.extendedUIKitTypes + ["UIEdgeInsets", "CGSize", "CGPoint"]
        } else if let reference = callee.as(DeclReferenceExprSyntax.self),
            Self.initialisers.contains(reference.baseName.text)
        {
            named = [reference.baseName.text]
        } else {
            return nil
        }
        for typeName in named {
            guard let type = program.types[typeName],
                let initializer = type.initializers.first(where: {
                    Self.fits($0.signature.parameterClause.parameters, labels)
                }),
                let body = initializer.body, enterCall(at: node)
            else { continue }
            defer { budget.leave() }
            let object = LayoutObject(type: typeName, properties: [:], node: Syntax(node))
            let inner = Scope(context: typeName)
            inner.define("self", .object(object))
            bind(initializer.signature.parameterClause.parameters, to: arguments, in: inner)
            _ = run(body.statements, in: inner)
            return .object(object)
        }
        return nil
    }

    /// Whether parameters take arguments of these labels: each label one of theirs, every
    /// parameter without a default given.
    static func fits(_ parameters: some Collection<FunctionParameterSyntax>, _ labels: [String?]) -> Bool {
        let names = parameters.map { $0.firstName.tokenKind == .wildcard ? nil : $0.firstName.text }
        let required = parameters.filter { $0.defaultValue == nil }.map {
            $0.firstName.tokenKind == .wildcard ? nil : $0.firstName.text
        }
        return labels.allSatisfy { names.contains($0) } && required.allSatisfy { labels.contains($0) }
    }
}
