import SwiftSyntax

/// A flow (or split) layout's delegate methods, read for a section: what they return from the
/// collection view they are given, and their constants that become the spec's names of `let:`.
extension LayoutCodeInterpreter {
    /// What a delegate method's body returns for section `section`.
    ///
    /// The body is run as a whole (its locals, `guard`s, `if`s and `switch`es): the collection view
    /// is the spec's, `section` and `indexPath.section` the number (or, for `nil`, the spec's
    /// `sectionIndex`: every section the code does not name), `indexPath.item` the spec's per-item
    /// name. Its constants computed from the collection view alone are the spec's names of `let:`.
    ///
    /// `parameters` are the method's other parameters, by their local names (a split layout's
    /// `collectionViewLayout`, the side's `width`).
    func delegateResult(of body: CodeBlockSyntax, section: Int?, parameters: [String: ReadValue] = [:]) -> ReadValue? {
        let owner = program.owner(of: body)
        sections.screenBeingRead = owner
        defer { sections.screenBeingRead = nil }
        let scope = Scope(context: owner)
        if !owner.isEmpty { scope.define("self", instanceOf(owner, node: body)) }
        scope.define("collectionView", .expression("collectionView"))
        Self.defineCollectionViewParameter(of: body, in: scope)
        let index = section.map { ReadValue.number(Double($0)) } ?? .expression("sectionIndex")
        scope.define("section", index)
        let item = ReadValue.expression("indexPath.item")
        scope.define(
            "indexPath",
            .object(
                LayoutObject(
                    type: "IndexPath",
                    properties: ["section": index, "item": item, "row": item],
                    node: Syntax(body)
                )
            )
        )
        for (name, value) in parameters { scope.define(name, value) }
        following.bindsDelegateConstants = true
        following.lastReturned = nil
        sections.flowSectionBeingRead = section
        defer {
            following.bindsDelegateConstants = false
            sections.flowSectionBeingRead = nil
        }
        return result(of: body.statements, in: scope)
    }

    /// The variables a method's body leaves defined at its end, run on `object`: a layout
    /// subclass's `prepare()`, which computes what it shows into locals named after its properties
    /// before it sets the layout's own from them.
    ///
    /// The collection view is the spec's, as in a delegate method.
    func locals(afterRunning body: CodeBlockSyntax, on object: LayoutObject) -> [String: ReadValue] {
        let scope = Scope(context: program.owner(of: body))
        scope.define("self", .object(object))
        scope.define("collectionView", .expression("collectionView"))
        _ = result(of: body.statements, in: scope)
        return scope.ownDefinitions
    }

    /// Whether a delegate method's constant `name`, computed as `text`, can be a spec's name of
    /// `let:`: not one of UIKit's names, and computed once for every item and section (a value
    /// that reads the item or the section is written out where it is read).
    static func mayBind(_ name: String, _ text: String) -> Bool {
        let reserved: Set<String> = [
            "container", "collectionView", "traitCollection", "sectionIndex", "indexPath", "layoutEnvironment",
            "environment", "env", "self", "min", "max", "floor", "ceil", "round", "abs", "Int", "CGFloat", "Double",
        ]
        // A rectangle, insets or the traits are no number: what reads them reads them whole.
        let whole = [
            ".bounds", ".frame", ".safeAreaInsets", ".layoutMargins", ".contentInset", ".layoutFrame", ".size",
            ".effectiveContentSize", ".contentSize", ".contentInsets", ".effectiveContentInsets",
        ]
        if ["collectionView", "traitCollection", "container"].contains(text)
            || whole.contains(where: { text.hasSuffix($0) })
        {
            return false
        }
        // A section's item count is known only in an item's size, where it is written out.
        return !reserved.contains(name) && !text.contains("indexPath") && !text.contains("sectionIndex")
            && !text.contains("numberOfItems(inSection:") && UIKitNames.readsOnlyKnownNames(text)
    }

    /// The delegate method's first parameter, whatever its local name (`_ cv: UICollectionView`): the
    /// spec's collection view.
    static func defineCollectionViewParameter(of node: some SyntaxProtocol, in scope: Scope) {
        guard let function = node.ancestorOrSelf(mapping: { $0.as(FunctionDeclSyntax.self) }),
            let first = function.signature.parameterClause.parameters.first,
            first.type.trimmedDescription.hasPrefix("UICollectionView")
        else { return }
        let local = (first.secondName ?? first.firstName).text
        if local != "collectionView", local != "_" { scope.define(local, .expression("collectionView")) }
    }
}
