import SwiftSyntax

/// The data source's count of a section's items, read where layout code computes from it
/// (`num = min(3, presenter.numberOfItems(for: index))` sizing a group).
///
/// The function `collectionView(_:numberOfItemsInSection:)` returns is the app's count of a
/// section's items: called elsewhere, it gives the items the spec gives the section, which a spec
/// holds as data. The reader takes the spec's count (``SwiftSourceImport/defaultItemCount``) and
/// says so where the code calls it, since a count the app's data gives may differ.
extension LayoutCodeInterpreter {
    /// The name and argument labels of each function the data source's item count returns, and the
    /// collections whose `count` it returns (marked ``chainMark``).
    var itemCountFunctions: Set<String> {
        if let known = runTime.itemCountFunctionsFound { return known }
        var found: Set<String> = []
        for file in program.files {
            for token in file.tree.tokens(viewMode: .sourceAccurate) where token.text == "numberOfItemsInSection" {
                guard let parameter = token.parent?.as(FunctionParameterSyntax.self),
                    let method = parameter.ancestor(FunctionDeclSyntax.self), method.name.text == "collectionView",
                    let body = method.body
                else { continue }
                for returned in Self.returnedExpressions(in: body) {
                    // `self.tabs.count`, `viewModel.items.value.count`: the collection counted.
                    if let counted = returned.as(MemberAccessExprSyntax.self),
                        counted.declName.baseName.text == "count",
                        let base = counted.base
                    {
                        found.insert(Self.chainMark + Self.chain(base))
                        continue
                    }
                    guard let call = returned.as(FunctionCallExprSyntax.self) else { continue }
                    let callee =
                        call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                        ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
                    guard let callee else { continue }
                    found.insert(Self.signature(callee, call.arguments.map { $0.label?.text }))
                }
            }
        }
        runTime.itemCountFunctionsFound = found
        return found
    }

    /// What marks a collection the item count returns the `count` of, among the functions.
    static let chainMark = "count of "

    /// A collection's path as written, without `self.`: `tabs` for `self.tabs`.
    static func chain(_ expression: ExprSyntax) -> String {
        let text = expression.trimmedDescription
        return text.hasPrefix("self.") ? String(text.dropFirst("self.".count)) : text
    }

    /// The `count` or `isEmpty`, in a flow delegate method, of the collection the data source's item
    /// count counts.
    ///
    /// Where `indexPath` is the item's: the section's count of items, which the spec knows in each
    /// section, and not empty for an item being sized. `nil` for any other member.
    func dataSourceCollection(_ name: String, of base: ExprSyntax, in scope: Scope) -> ReadValue? {
        guard name == "count" || name == "isEmpty", case .object(let indexPath)? = scope["indexPath"],
            indexPath.type == "IndexPath", itemCountFunctions.contains(Self.chainMark + Self.chain(base))
        else { return nil }
        if name == "isEmpty" { return .bool(false) }
        guard let section = indexPath["section"]?.expressionText else { return nil }
        return .expression("collectionView.numberOfItems(inSection: \(section))")
    }

    /// `numberOfItems(for:)`: a function's name with its argument labels, as calls and declarations
    /// are matched.
    static func signature(_ name: String, _ labels: [String?]) -> String {
        name + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
    }

    /// The expressions a body returns: each `return`'s, or a single expression's.
    static func returnedExpressions(in body: CodeBlockSyntax) -> [ExprSyntax] {
        if body.statements.count == 1, let only = body.statements.first?.item.as(ExprSyntax.self) { return [only] }
        return body.tokens(viewMode: .sourceAccurate).compactMap { token in
            guard token.tokenKind == .keyword(.return) else { return nil }
            return token.parent?.as(ReturnStmtSyntax.self)?.expression
        }
    }

    /// The spec's item count for a call of a function the data source's item count returns, said
    /// where it is called; `nil` for any other function, or inside the data source's own method.
    func dataSourceItemCount(
        _ function: FunctionDeclSyntax,
        labels: [String?],
        node: some SyntaxProtocol
    ) -> ReadValue? {
        guard !itemCountFunctions.isEmpty,
            itemCountFunctions.contains(Self.signature(function.name.text, labels)),
            Syntax(node).ancestor(FunctionDeclSyntax.self).map({ Self.isItemCountMethod($0) }) != true
        else { return nil }
        passOver(
            node,
            "\(function.name.text)(…) is the data source's count of a section's items (what numberOfItemsInSection returns); the \(SwiftSourceImport.defaultItemCount) items the spec gives each section are read: where your data holds another count, edit what is computed from it"
        )
        return .number(Double(SwiftSourceImport.defaultItemCount))
    }

    /// Whether a method is the data source's `collectionView(_:numberOfItemsInSection:)`.
    static func isItemCountMethod(_ method: FunctionDeclSyntax) -> Bool {
        method.name.text == "collectionView"
            && method.signature.parameterClause.parameters.last?.firstName.text == "numberOfItemsInSection"
    }
}
