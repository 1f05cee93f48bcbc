import SwiftSyntax

/// A screen's own view (`view.bounds.width` in a view controller), read as the collection view, which
/// the spec's environment lays out: where the code places the collection view inside the view with
/// insets at its sides, or below the safe area's top or another view, the two differ, and the read
/// is said.
extension LayoutCodeInterpreter {
    /// How a screen places its collection views inside its view: the first constraint that insets one
    /// at the sides, and the first that pins one's top or bottom elsewhere than the view's edge.
    struct CollectionViewPlacement {
        var sides: Syntax?
        var ends: Syntax?
        /// The first constraint of the screen that pins a view's sides to the safe area (the
        /// collection view's, or a container's it fills).
        var safeAreaSides: Syntax?
    }

    /// The view of the app's screen `object`, as the spec names it; said where its width is read when
    /// the screen places its collection view inset at the sides (`constant: 22`, `.inset(22)`), and
    /// where its height is read when it pins the collection view's top or bottom elsewhere (the safe
    /// area's top, below a segmented control).
    func rootView(of object: LayoutObject, node: some SyntaxProtocol) -> ReadValue {
        // Only its geometry (`view.bounds`, `view.frame`) is the collection view's size.
        guard let geometry = Syntax(node).parent?.as(MemberAccessExprSyntax.self),
            ["bounds", "frame"].contains(geometry.declName.baseName.text), let typeName = object.appType
        else { return .expression("collectionView") }
        let axis = geometry.parent?.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        let placement = collectionViewPlacement(in: typeName)
        if axis != "height", let sides = placement.sides {
            let at = program.place(of: sides)
            passOver(
                node,
                "the view's geometry is read as the collection view's, but the code places the collection view inside the view with insets at its sides (\(at.file):\(at.line)): what is computed from the view's width comes out that much smaller in the spec; add the insets back where it is read"
            )
        }
        if axis != "height", placement.sides == nil, let safe = placement.safeAreaSides {
            let at = program.place(of: safe)
            passOver(
                node,
                "the view's width is read as the collection view's, but the code pins a view's sides to the safe area (\(at.file):\(at.line)): where the screen has a side safe area (a phone in landscape), what is computed from the view's width is the whole screen's in the app and the collection view's in the spec; check the spec there"
            )
        }
        if axis != "width", let ends = placement.ends {
            let at = program.place(of: ends)
            passOver(
                node,
                "the view's height is read as the collection view's, but the code pins the collection view's top or bottom elsewhere than the view's edge (\(at.file):\(at.line)): what is computed from the view's height comes out smaller in the spec; add back what lies above or below it where it is read"
            )
        }
        return .expression("collectionView")
    }

    /// Where `typeName` places its collection views, once looked for.
    private func collectionViewPlacement(in typeName: String) -> CollectionViewPlacement {
        if let found = runTime.collectionViewPlacements[typeName] { return found }
        var placement = CollectionViewPlacement()
        if let type = program.types[typeName] {
            let names = type.members.compactMap { name, member -> String? in
                guard case .stored(isStatic: false, _, let initial, let declared) = member else { return nil }
                let isCollectionView =
                    declared == "UICollectionView"
                    || initial?.trimmedDescription.contains("UICollectionView(") == true
                return isCollectionView ? name : nil
            }
            for file in program.files {
                for token in file.tree.tokens(viewMode: .sourceAccurate) {
                    let isSafeArea = token.text == "safeAreaLayoutGuide" && placement.safeAreaSides == nil
                    guard isSafeArea || names.contains(token.text), program.owner(of: token) == typeName else {
                        continue
                    }
                    if isSafeArea {
                        if let constraint = Self.constraint(around: token), Self.pinsSides(constraint) {
                            placement.safeAreaSides = constraint
                        }
                        continue
                    }
                    for constraint in Self.constraints(around: token) {
                        let (sides, ends) = Self.placement(by: constraint)
                        if sides, placement.sides == nil { placement.sides = constraint }
                        if ends, placement.ends == nil { placement.ends = constraint }
                    }
                }
            }
        }
        runTime.collectionViewPlacements[typeName] = placement
        return placement
    }

    /// The constraints a mention of a collection view takes part in: the anchor's
    /// `constraint(equalTo:…)` call it starts (`shelf.topAnchor.constraint(…)`), or each statement of
    /// the SnapKit closure it is given to (`make.leading.equalToSuperview().inset(20)`), else the
    /// statement it is in.
    private static func constraints(around token: TokenSyntax) -> [Syntax] {
        var node = token.parent
        while let current = node, current.is(DeclReferenceExprSyntax.self) || current.is(MemberAccessExprSyntax.self) {
            node = current.parent
        }
        if let call = node?.as(FunctionCallExprSyntax.self),
            call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text.hasPrefix("constraint")
                == true
        {
            return [Syntax(call)]
        }
        if let call = node?.as(FunctionCallExprSyntax.self), let closure = call.trailingClosure {
            return closure.statements.map(Syntax.init)
        }
        // A statement of code, not the property's declaration or the type around it.
        guard token.parent?.is(IdentifierPatternSyntax.self) != true,
            let statement = token.ancestor(CodeBlockItemSyntax.self),
            statement.ancestor(CodeBlockSyntax.self) != nil || statement.ancestor(ClosureExprSyntax.self) != nil
        else { return [] }
        return [Syntax(statement)]
    }

    /// Whether a constraint insets its view at the sides, and whether it pins its top or bottom
    /// elsewhere than its superview's edge: an offset that is not zero, or the safe area.
    private static func placement(by constraint: Syntax) -> (sides: Bool, ends: Bool) {
        let words = Set(constraint.tokens(viewMode: .sourceAccurate).map(\.text))
        let sideWords: Set = [
            "leadingAnchor", "trailingAnchor", "leftAnchor", "rightAnchor", "leading", "trailing", "left", "right",
            "horizontalEdges", "edges",
        ]
        let endWords: Set = ["topAnchor", "bottomAnchor", "top", "bottom", "verticalEdges", "edges"]
        let offset = hasOffset(constraint)
        let sides = !words.isDisjoint(with: sideWords) && offset
        let ends = !words.isDisjoint(with: endWords) && (offset || words.contains("safeAreaLayoutGuide"))
        return (sides, ends)
    }

    /// The one constraint a mention of the safe area is in: the anchor's `constraint(equalTo:…)`
    /// call (`x.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor)`), else its
    /// statement (SnapKit's `$0.leading.trailing.equalTo(view.safeAreaLayoutGuide)`).
    private static func constraint(around token: TokenSyntax) -> Syntax? {
        var node = token.parent
        while let current = node {
            if let call = current.as(FunctionCallExprSyntax.self),
                call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text.hasPrefix("constraint")
                    == true
            {
                return current
            }
            if current.is(CodeBlockItemSyntax.self) { return current }
            node = current.parent
        }
        return nil
    }

    /// Whether a constraint names a view's sides (`$0.leading.trailing.equalTo(…)`, `edges`).
    private static func pinsSides(_ constraint: Syntax) -> Bool {
        let words = Set(constraint.tokens(viewMode: .sourceAccurate).map(\.text))
        return !words.isDisjoint(with: [
            "leadingAnchor", "trailingAnchor", "leftAnchor", "rightAnchor", "leading", "trailing", "left", "right",
            "horizontalEdges", "edges",
        ])
    }

    /// Whether a constraint has an offset that is not zero: an anchor's `constant:`, an `inset:`, or
    /// SnapKit's `.inset(…)` and `.offset(…)`.
    private static func hasOffset(_ constraint: Syntax) -> Bool {
        for token in constraint.tokens(viewMode: .sourceAccurate) {
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
            if !["0", "0.0", ".zero", "-0"].contains(argument.trimmedDescription) { return true }
        }
        return false
    }
}
