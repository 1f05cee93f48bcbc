import SwiftSyntax

/// The calls of one function of the program, found by its name and its arguments' labels: where a
/// function that makes a layout from its parameters is given their values.
///
/// `createLayout(columns: 3, spacing: 8)` in `viewDidLoad()`, for `func createLayout(columns:spacing:)`:
/// the layout is the one the call makes, not the one the parameters' defaults (or nothing) would.
final class CallSiteFinder: SyntaxVisitor {
    private let name: String
    private let labels: [String?]
    private let required: Int
    private let inside: Syntax
    private(set) var calls: [FunctionCallExprSyntax] = []

    /// A finder of the calls of `function` outside its own body.
    convenience init(of function: FunctionDeclSyntax) {
        self.init(name: function.name.text, parameters: function.signature.parameterClause.parameters, in: function)
    }

    /// A finder of the calls of a type's initializer (`Type(height: 200)`) outside its own body.
    convenience init(of initializer: InitializerDeclSyntax, typeName: String) {
        self.init(name: typeName, parameters: initializer.signature.parameterClause.parameters, in: initializer)
    }

    private init(name: String, parameters: FunctionParameterListSyntax, in declaration: some SyntaxProtocol) {
        self.name = name
        labels = parameters.map { $0.firstName.tokenKind == .wildcard ? nil : $0.firstName.text }
        required = parameters.filter { $0.defaultValue == nil }.count
        inside = Syntax(declaration)
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let called =
            node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        let given = node.arguments.map { $0.label?.text }
        if called == name, given.count >= required, given.count <= labels.count,
            given.allSatisfy({ labels.contains($0) }), !isInside(node)
        {
            calls.append(node)
        }
        return .visitChildren
    }

    private func isInside(_ node: some SyntaxProtocol) -> Bool {
        var current: Syntax? = Syntax(node)
        while let candidate = current {
            if candidate.id == inside.id { return true }
            current = candidate.parent
        }
        return false
    }
}
