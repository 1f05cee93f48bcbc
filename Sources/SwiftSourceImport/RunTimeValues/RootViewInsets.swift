import SwiftSyntax

/// A screen's own view (`view.bounds.width` in a view controller), read as the collection view, which
/// the spec's environment lays out: where the code places the collection view inside the view with
/// insets at its sides, the two differ, and the read is said.
extension LayoutCodeInterpreter {
    /// The view of the app's screen `object`, as the spec names it; said where read when the screen
    /// places its collection view inset at the sides (`constant: 22`, `.inset(22)`).
    func rootView(of object: LayoutObject, node: some SyntaxProtocol) -> ReadValue {
        // Only its geometry (`view.bounds`, `view.frame`) is the collection view's size.
        let geometry = Syntax(node).parent?.as(MemberAccessExprSyntax.self).map {
            ["bounds", "frame"].contains($0.declName.baseName.text)
        }
        if geometry == true, let typeName = object.appType, let placed = collectionViewInsets(in: typeName) {
            let at = program.place(of: placed)
            passOver(
                node,
                "the view's geometry is read as the collection view's, but the code places the collection view inside the view with insets at its sides (\(at.file):\(at.line)): what is computed from the view's width comes out that much smaller in the spec; add the insets back where it is read"
            )
        }
        return .expression("collectionView")
    }

    /// The statement of `typeName` that places one of its collection views inside another view with
    /// insets at the sides, once looked for.
    private func collectionViewInsets(in typeName: String) -> Syntax? {
        if let found = runTime.collectionViewInsetsFound[typeName] { return found }
        var found: Syntax?
        if let type = program.types[typeName] {
            let names = type.members.compactMap { name, member -> String? in
                guard case .stored(isStatic: false, _, let initial, let declared) = member else { return nil }
                let isCollectionView =
                    declared == "UICollectionView"
                    || initial?.trimmedDescription.contains("UICollectionView(") == true
                return isCollectionView ? name : nil
            }
            search: for file in program.files {
                for token in file.tree.tokens(viewMode: .sourceAccurate) where names.contains(token.text) {
                    guard let statement = token.ancestor(CodeBlockItemSyntax.self),
                        program.owner(of: statement) == typeName, Self.placesWithSideInsets(statement)
                    else { continue }
                    found = Syntax(statement)
                    break search
                }
            }
        }
        runTime.collectionViewInsetsFound[typeName] = found
        return found
    }

    /// Whether a statement pins a view's sides with a nonzero inset: an anchor's `constant:`, an
    /// `inset:`, or SnapKit's `.inset(…)` and `.offset(…)`, on a leading, trailing, horizontal or
    /// edges constraint.
    private static func placesWithSideInsets(_ statement: CodeBlockItemSyntax) -> Bool {
        let words = Set(statement.tokens(viewMode: .sourceAccurate).map(\.text))
        let sides = [
            "leadingAnchor", "trailingAnchor", "leading", "trailing", "horizontalEdges", "edges", "left",
            "right", "horizontalEdges",
        ]
        guard sides.contains(where: words.contains) else { return false }
        for token in statement.tokens(viewMode: .sourceAccurate) {
            let argument: ExprSyntax?
            if ["constant", "inset"].contains(token.text), let labeled = token.parent?.as(LabeledExprSyntax.self),
                labeled.label?.id == token.id
            {
                argument = labeled.expression
            } else if ["inset", "offset"].contains(token.text),
                let call = token.parent?.parent?.as(FunctionCallExprSyntax.self)
            {
                argument = call.arguments.first?.expression
            } else {
                continue
            }
            guard let argument else { continue }
            let text = argument.trimmedDescription
            if !["0", "0.0", ".zero", "-0"].contains(text) { return true }
        }
        return false
    }
}
