import SwiftSyntax

/// Type names as the code writes them, read for what they stand for: a type alias followed to the
/// type it names, an optional unwrapped.
extension SwiftProgram {
    /// `name` with the program's type aliases followed, seen from `context`.
    ///
    /// `NSDirectionalEdgeInsets` for `Insets` where `typealias Insets = NSDirectionalEdgeInsets`;
    /// `name` itself where it is no alias. At most eight aliases deep, as an alias of itself must not
    /// loop.
    func unaliased(_ name: String, from context: String = "") -> String {
        var current = name
        for _ in 0..<8 {
            guard let target = alias(current, from: context) else { return current }
            current = target
        }
        return current
    }

    private func alias(_ name: String, from context: String) -> String? {
        var scope = context
        while true {
            if let target = typeAliases[scope.isEmpty ? name : scope + "." + name] { return target }
            guard !scope.isEmpty else { return nil }
            scope = scope.lastIndex(of: ".").map { String(scope[..<$0]) } ?? ""
        }
    }

    /// The type a declaration states (`var insets: NSDirectionalEdgeInsets?`), unwrapped and with its
    /// aliases followed: the base of an implicit member that initializes it.
    func declaredType(_ annotation: TypeSyntax?, from context: String) -> String? {
        guard var text = annotation?.trimmedDescription else { return nil }
        while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
        if text.hasPrefix("Optional<"), text.hasSuffix(">") { text = String(text.dropFirst(9).dropLast()) }
        return unaliased(text, from: context)
    }
}

extension LayoutCodeInterpreter {
    /// An initial value whose implicit member takes its base from the declared type: `.zero` and
    /// `.init(…)` of `var insets: NSDirectionalEdgeInsets = .zero`, and a static factory such as
    /// `.background(elementKind:)`; `nil` for any other value, which is read as it is written.
    func implicitMember(_ value: ExprSyntax, of type: String?, in scope: Scope) -> ReadValue? {
        guard let type else { return nil }
        if let member = value.as(MemberAccessExprSyntax.self), member.base == nil,
            member.declName.baseName.text == "zero"
        {
            return Self.zero(of: type, node: member)
        }
        guard let call = value.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil
        else { return nil }
        // `let background: NSCollectionLayoutDecorationItem = .background(elementKind: …)`: the
        // type's static factory.
        let factory = type + "." + member.declName.baseName.text
        if Self.factories.contains(factory) {
            guard let arguments = labeledArguments(of: call, in: scope) else { return nil }
            return make(factory, arguments, node: call)
        }
        guard member.declName.baseName.text == "init" else { return nil }
        // `.init(10)` of a number type: the number.
        if ["CGFloat", "Double", "Float", "Int"].contains(type), call.arguments.count == 1,
            call.arguments.first?.label == nil, let only = call.arguments.first
        {
            return evaluate(only.expression, in: scope)
        }
        if Self.initialisers.contains(type) {
            guard let arguments = labeledArguments(of: call, in: scope) else { return nil }
            return make(type, arguments, node: call)
        }
        // `.init(expectedWidth: 320)` of the program's own type.
        if let declared = program.resolveType(type, from: scope.context),
            declared.kind == .structure || declared.kind == .classType
        {
            guard let arguments = labeledArguments(of: call, in: scope) else { return nil }
            return construct(declared.name, arguments, node: call, in: scope)
        }
        return nil
    }
}
