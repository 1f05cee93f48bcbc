import SwiftSyntax

/// Which of the flow layouts a type makes is the screen's: not a bare one it is made with and
/// replaces, and, of several it configures, the one its collection view is made with; the others
/// are said where they are made.
extension FlowLayoutReader {
    /// Reads, in place of a bare layout the collection view is made with, the one the same type
    /// makes and configures later.
    ///
    /// `UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())`, straight
    /// or through a name set nothing on, replaced by `collectionView.collectionViewLayout = layout` in
    /// `viewDidLoad`: that one is the screen's; the bare one sets no key, and nothing the code sets
    /// reaches it.
    func passOverPlaceholder() {
        guard let site = madeAt, Self.isBareLayout(site) else { return }
        let program = interpreter.program
        let owner = program.owner(of: site)
        guard
            let replacement = madeElsewhere.first(where: {
                $0.id != site.id && program.owner(of: $0) == owner && !Self.isBareLayout($0)
            })
        else { return }
        madeAt = replacement
        madeElsewhere.removeAll { $0.id == site.id }
    }

    /// Whether `site` is `UICollectionViewFlowLayout()` handed to `collectionViewLayout:` and set
    /// nothing on: straight, or through a local name (`let layout = UICollectionViewFlowLayout()`)
    /// that its code reads nowhere else.
    private static func isBareLayout(_ site: Syntax) -> Bool {
        guard let call = site.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
            call.calledExpression.trimmedDescription == "UICollectionViewFlowLayout"
        else { return false }
        if isLayoutArgument(Syntax(call)) { return true }
        guard let binding = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier,
            let scope = binding.ancestor(CodeBlockItemListSyntax.self)
        else { return false }
        let uses = self.uses(of: name, in: scope)
        return !uses.isEmpty && uses.allSatisfy { $0.parent.map(isLayoutArgument) == true }
    }

    /// The places a block reads the local `name` declares, besides the declaration.
    private static func uses(of name: TokenSyntax, in scope: CodeBlockItemListSyntax) -> [TokenSyntax] {
        scope.tokens(viewMode: .sourceAccurate).filter { $0.text == name.text && $0.id != name.id }
    }

    /// Whether `expression` is the argument `collectionViewLayout:` of a call.
    private static func isLayoutArgument(_ expression: Syntax) -> Bool {
        expression.parent?.as(LabeledExprSyntax.self)?.label?.text == "collectionViewLayout"
    }

    /// Reads, of several flow layouts one type makes and configures, the one a collection view is
    /// made with.
    ///
    /// A list and a carousel it switches between, or two collection views' layouts: the one handed
    /// to `collectionViewLayout:` straight, through a local name or through the stored property it
    /// is made in. The others are said where they are made.
    func preferLayoutOfCollectionView() {
        guard let site = madeAt, site.is(FunctionCallExprSyntax.self) else { return }
        let program = interpreter.program
        let owner = program.owner(of: site)
        let others = madeElsewhere.filter {
            $0.id != site.id && program.owner(of: $0) == owner && !Self.isBareLayout($0)
        }
        guard !others.isEmpty, !Self.isBareLayout(site) else { return }
        let arguments = layoutArguments(in: owner)
        let given = ([site] + others).filter { Self.reachesCollectionView($0, arguments: arguments) }
        if let chosen = given.first, chosen.id != site.id { madeAt = chosen }
        guard let read = madeAt else { return }
        for other in [site] + others where other.id != read.id {
            passedOver.append(
                (
                    other,
                    "this flow layout is another of `\(owner)`'s (another mode's, or another collection view's); the one its collection view is made with (line \(program.place(of: read).line)) is read, and this one left out: put its keys in a spec of their own"
                )
            )
        }
    }

    /// The names handed to `collectionViewLayout:` in the code of `owner`: `carouselLayout`,
    /// `self.carouselLayout`, as written.
    private func layoutArguments(in owner: String) -> Set<String> {
        let program = interpreter.program
        var names: Set<String> = []
        for file in program.files {
            for token in file.tree.tokens(viewMode: .sourceAccurate) where token.text == "collectionViewLayout" {
                guard let argument = token.parent?.as(LabeledExprSyntax.self), argument.label?.id == token.id,
                    program.owner(of: argument) == owner
                else { continue }
                var text = argument.expression.trimmedDescription
                if text.hasPrefix("self.") { text.removeFirst("self.".count) }
                names.insert(text)
            }
        }
        return names
    }

    /// Whether the layout made at `site` is handed to a collection view: straight, through the
    /// local name it is bound to, or through the stored property whose initial value makes it.
    private static func reachesCollectionView(_ site: Syntax, arguments: Set<String>) -> Bool {
        if isLayoutArgument(site) { return true }
        var node = site.parent
        while let current = node {
            if let binding = current.as(PatternBindingSyntax.self),
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier
            {
                // A stored property: handed on by its name anywhere in the type.
                if binding.parent?.parent?.parent?.is(MemberBlockItemSyntax.self) == true {
                    return arguments.contains(name.text)
                }
                // A local: handed on in the same block.
                if let scope = binding.ancestor(CodeBlockItemListSyntax.self),
                    uses(of: name, in: scope).contains(where: { $0.parent.map(isLayoutArgument) == true })
                {
                    return true
                }
            }
            node = current.parent
        }
        return false
    }
}
