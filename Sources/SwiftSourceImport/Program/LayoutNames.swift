import SwiftSyntax

/// The names that hold a layout, each with where it is in reach.
///
/// A local constant is in reach in the function or closure it is bound in, a property in its type's
/// code. In a program of many files two layouts may share a name (`layout`), and an assignment is
/// one layout's only where its name is that one's.
struct LayoutNames {
    /// Each name, and the scopes it is bound in.
    private var scopes: [String: Set<String>] = [:]

    mutating func insert(_ name: String, boundAt node: Syntax) {
        scopes[name, default: []].insert(Self.scope(of: node))
    }

    /// Whether `name`, read at `node`, is a name bound to a layout there.
    func contains(_ name: String, at node: Syntax) -> Bool {
        guard let bound = scopes[name] else { return false }
        return Self.enclosingScopes(of: node).contains { bound.contains($0) }
    }

    /// The scope a binding is in: the function, closure, accessor or initializer around it, or for a
    /// property of a type, the type (by name, so that its extensions are in it too).
    static func scope(of node: Syntax) -> String {
        var current = node.parent
        while let candidate = current {
            if candidate.is(FunctionDeclSyntax.self) || candidate.is(ClosureExprSyntax.self)
                || candidate.is(AccessorBlockSyntax.self) || candidate.is(InitializerDeclSyntax.self)
            {
                return "code:\(candidate.root.id.hashValue):\(candidate.position.utf8Offset)"
            }
            if let type = typeName(of: candidate) { return "type:" + type }
            current = candidate.parent
        }
        return "file"
    }

    /// Every scope around `node`, innermost first: code it is in, then its type.
    static func enclosingScopes(of node: Syntax) -> [String] {
        var scopes: [String] = []
        var current = node.parent
        while let candidate = current {
            if candidate.is(FunctionDeclSyntax.self) || candidate.is(ClosureExprSyntax.self)
                || candidate.is(AccessorBlockSyntax.self) || candidate.is(InitializerDeclSyntax.self)
            {
                scopes.append("code:\(candidate.root.id.hashValue):\(candidate.position.utf8Offset)")
            }
            if let type = typeName(of: candidate) { scopes.append("type:" + type) }
            current = candidate.parent
        }
        return scopes + ["file"]
    }

    /// The name of a type declaration or the type an extension extends.
    static func typeName(of node: Syntax) -> String? {
        if let type = node.as(ClassDeclSyntax.self) { return type.name.text }
        if let type = node.as(StructDeclSyntax.self) { return type.name.text }
        if let type = node.as(EnumDeclSyntax.self) { return type.name.text }
        if let type = node.as(ExtensionDeclSyntax.self) { return type.extendedType.trimmedDescription }
        return nil
    }
}
