import SwiftSyntax

/// The program's bounds-checked subscripts: `subscript(safe index: Index) -> Element?` in an
/// extension of `Array` or `Collection`, whose body looks the index up in `indices` (`indices ~= index
/// ? self[index] : nil`), as apps declare it to read an element that may not be there.
final class CheckedSubscripts: SyntaxVisitor {
    static let collections: Set<String> = [
        "Array", "Collection", "RandomAccessCollection", "BidirectionalCollection", "Sequence",
    ]
    private(set) var labels: Set<String> = []

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let extended = node.extendedType.trimmedDescription.split(separator: "<").first.map(String.init) ?? ""
        return Self.collections.contains(extended) ? .visitChildren : .skipChildren
    }

    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
        let parameters = node.parameterClause.parameters
        guard parameters.count == 1, let parameter = parameters.first,
            parameter.firstName.tokenKind != .wildcard,
            node.returnClause.type.is(OptionalTypeSyntax.self),
            node.tokens(viewMode: .sourceAccurate).contains(where: { $0.text == "indices" })
        else { return .skipChildren }
        labels.insert(parameter.firstName.text)
        return .skipChildren
    }

    // Types and functions inside hold no extension of their own.
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}

extension SwiftProgram {
    /// The labels of the program's bounds-checked subscripts (``CheckedSubscripts``), once looked for.
    var checkedSubscriptLabels: Set<String> {
        if let found = checkedSubscriptsFound { return found }
        let visitor = CheckedSubscripts()
        for file in files { visitor.walk(file.tree) }
        checkedSubscriptsFound = visitor.labels
        return visitor.labels
    }
}
