import LayoutSpecFormat
import SpecImport
import SwiftSyntax

/// Reads a flow layout from Swift: the properties a function sets on a `UICollectionViewFlowLayout`
/// it makes, and the per-section values a `UICollectionViewDelegateFlowLayout`'s methods return
/// from a `switch` on the section.
final class FlowLayoutReader: SyntaxVisitor {
    /// The layout's keys as the spec writes them, in the order the code sets them.
    var layoutKeys: [(key: String, value: SwiftValue)] = []
    /// Each section's own keys, by section index.
    var sectionKeys: [Int: [(key: String, value: SwiftValue)]] = [:]
    /// Whether the code makes a flow layout at all.
    private(set) var makesFlowLayout = false
    /// The first `UICollectionViewDelegateFlowLayout` method read, if any: a file that has one gives
    /// values to a flow layout even where it makes none (one from a storyboard).
    private(set) var delegateMethod: Syntax?
    /// The layout object the code makes and configures, and the expression that makes it.
    var followed: (object: LayoutObject, made: Syntax)?
    /// Whether the layout followed is one a storyboard archives in the scene of the delegate's view
    /// controller, where the code makes none (``takeDocumentLayout(of:at:)``).
    var followsDocumentLayout: Bool { !makesFlowLayout && followed != nil }
    /// What was passed over, with where.
    var passedOver: [(node: Syntax, message: String)] = []
    /// What the delegate gives where a test of the environment holds: the condition, as the spec
    /// writes it, the key, its value, and the section (`nil` for the layout's value).
    var variantKeys: [(condition: TraitCondition, key: String, value: SwiftValue, section: Int?)] = []

    /// A value of the layout's `key` where a test of the environment holds.
    func addVariantKey(_ condition: TraitCondition, _ key: String, _ value: SwiftValue) {
        variantKeys.append((condition, key, value, nil))
    }
    /// What follows the delegate's computed values.
    let interpreter: LayoutCodeInterpreter
    /// The size a `sizeForItemAt` without a `switch` gives every item, when it reads the index path:
    /// each section's own `itemSize`.
    var everySectionsItemSize: SwiftValue?
    /// The delegate methods' constants that are the spec's names of `let:`.
    var bindings: [(name: String, text: String)] { interpreter.bindings }
    /// The `UICollectionViewDelegateFlowLayout` methods found, read by ``readDelegate()``.
    private var delegateMethods: [(node: FunctionDeclSyntax, body: CodeBlockSyntax, key: String, byItem: Bool)] = []

    /// The flow layout's properties that are keys of the same name: UIKit's, the aligned flow
    /// layout's, and the display seed layout's sizes.
    static let layoutProperties: Set<String> = Set(
        flowKeys.filter { $0.property.map { SpecKeyCatalogue.flowLayoutClasses.contains($0.owner) } ?? false }.map(
            \.name
        )
    ).union(Set(displayKeys).subtracting(seedProperties.values))

    /// The catalogue's rows of a flow layout's keys.
    static let flowKeys = SpecKeyCatalogue.keys(in: .flow)

    /// The catalogue's row of the flow layout's `key`.
    static func row(_ key: String) -> SpecKey? { flowKeys.first { $0.name == key } }

    /// The seed layouts' properties and the spec key each is: WideCollectionViewLayout's,
    /// DSSCollectionViewFlowLayout's and CollectionDisplay's.
    static let seedProperties: [String: String] = Dictionary(
        uniqueKeysWithValues: flowKeys.compactMap { row in
            row.property.flatMap { SpecKeyCatalogue.seedLayoutClasses.contains($0.owner) ? ($0.name, row.name) : nil }
        }
    )

    /// The classes whose instances are flow layouts: UIKit's, the aligned flow layout, and the
    /// program's own subclasses of them.
    let flowLayoutClasses: Set<String>

    /// The delegate methods' last parameter labels, and the spec key each gives per section.
    static let delegateMethods: [String: String] = Dictionary(
        uniqueKeysWithValues: flowKeys.compactMap { row in row.delegateLabel.map { ($0, row.name) } }
    )

    /// A reader of the program's files, whose own flow layout subclasses it knows from the start.
    init(_ interpreter: LayoutCodeInterpreter) {
        let finder = LayoutSubclassFinder(roots: ["UICollectionViewFlowLayout", "AlignedCollectionViewFlowLayout"])
        for file in interpreter.program.files { finder.walk(file.tree) }
        finder.finish()
        flowLayoutClasses = finder.classes
        self.interpreter = interpreter
        super.init(viewMode: .sourceAccurate)
    }

    /// Where the layout is made: the first place, or the one the collection view is made with
    /// (``preferLayoutOfCollectionView()``).
    var madeAt: Syntax?
    /// Every place the code makes a flow layout, in the order of the files.
    var madeElsewhere: [Syntax] = []
    /// Every place the code casts a layout made elsewhere to a flow layout, in the order of the
    /// files: each configures the one layout (a storyboard's).
    private(set) var castSites: [Syntax] = []
    /// The first file read: where a spec without a layout of its own is said to come from.
    var firstFile: SourceFileSyntax { interpreter.program.files[0].tree }

    /// Reads every file of the program, runs the code that configures the layout, then reads the
    /// delegate.
    func walkProgram() {
        for file in interpreter.program.files { walk(file.tree) }
        passOverPlaceholder()
        preferLayoutOfCollectionView()
        sayLayoutsOfOtherTypes()
        if makesFlowLayout {
            followConfiguringCode()
            followPrepare()
        }
        readDelegate()
    }

    /// A flow layout made anywhere: in an expression, an argument, an assignment.
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let called = node.calledExpression.trimmedDescription
        // `UICollectionViewFlowLayout()`, `UICollectionViewFlowLayout.init()`.
        let type = called.hasSuffix(".init") ? String(called.dropLast(5)) : called
        if flowLayoutClasses.contains(type) || makesDeclaredFlowLayout(node) {
            makesFlowLayout = true
            if madeAt == nil { madeAt = Syntax(node) }
            madeElsewhere.append(Syntax(node))
        }
        return .visitChildren
    }

    /// `let layout: UICollectionViewFlowLayout = .init()`: the type the declaration states.
    private func makesDeclaredFlowLayout(_ call: FunctionCallExprSyntax) -> Bool {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil,
            member.declName.baseName.text == "init",
            let binding = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
            let type = binding.typeAnnotation?.type.trimmedDescription
        else { return false }
        return flowLayoutClasses.contains(String(type.filter { $0 != "!" && $0 != "?" }))
    }

    /// Says where another type of the program makes a flow layout of its own (another screen's, a
    /// cell's): its keys are not this spec's.
    private func sayLayoutsOfOtherTypes() {
        guard let site = madeAt else { return }
        let program = interpreter.program
        let owner = program.owner(of: site)
        for other in madeElsewhere where program.owner(of: other) != owner {
            passedOver.append(
                (
                    other,
                    "this flow layout is `\(program.owner(of: other))`'s, another type than the one whose layout is read (line \(program.place(of: site).line)); it is left out: import its file alone for its own spec"
                )
            )
        }
    }

    /// `if let layout = collectionViewLayout as? UICollectionViewFlowLayout`: a flow layout made
    /// elsewhere (in a storyboard) and configured here.
    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        noteCast(node.initializer?.value, named: node.pattern, at: Syntax(node))
        return .visitChildren
    }

    /// A name bound to a cast to a flow layout (`let layout = x as? UICollectionViewFlowLayout`): the
    /// layout is one made elsewhere, configured through that name.
    private func noteCast(_ value: ExprSyntax?, named pattern: PatternSyntax, at node: Syntax) {
        guard let value, let cast = castToFlowLayout(value), pattern.is(IdentifierPatternSyntax.self) else { return }
        makesFlowLayout = true
        if madeAt == nil { madeAt = cast }
        castSites.append(cast)
    }

    /// `x as? UICollectionViewFlowLayout` (or `as!`, or a subclass): the cast.
    private func castToFlowLayout(_ expression: ExprSyntax) -> Syntax? {
        guard let cast = expression.as(AsExprSyntax.self), flowLayoutClasses.contains(cast.type.trimmedDescription)
        else { return nil }
        return Syntax(cast)
    }

    /// `var flowLayout: UICollectionViewFlowLayout { collectionView.collectionViewLayout as!
    /// UICollectionViewFlowLayout }`: a computed property that casts the layout made elsewhere,
    /// configured through that property.
    override func visit(_ node: AsExprSyntax) -> SyntaxVisitorContinueKind {
        if let cast = castToFlowLayout(ExprSyntax(node)),
            let accessor = node.ancestor(AccessorBlockSyntax.self),
            accessor.parent?.as(PatternBindingSyntax.self)?.pattern.is(IdentifierPatternSyntax.self) == true
        {
            makesFlowLayout = true
            if madeAt == nil { madeAt = cast }
            castSites.append(cast)
        }
        return .visitChildren
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        noteCast(node.initializer?.value, named: node.pattern, at: Syntax(node))
        return .visitChildren
    }

    /// A seed layout's value: `.grid(columns: 3)` is the spec's `{grid: 3}`, anything else as
    /// ``SwiftValue`` reads it.
    static func seedValue(_ expression: ExprSyntax) -> SwiftValue? {
        if let call = expression.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription == ".grid",
            let columns = call.arguments.first.flatMap({ SwiftValue.number($0.expression) })
        {
            return .spec(.mapping([.init("grid", .number(columns))], flow: true))
        }
        return SwiftValue.read(expression)
    }

    /// The display keys a subclass's `prepare()` chooses by the environment, in the catalogue's order.
    static let displayKeys = ["display", "listHeight", "inlineFraction", "inlineHeight"]

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard node.name.text == "collectionView", let last = node.signature.parameterClause.parameters.last,
            let key = Self.delegateMethods[last.firstName.text], let body = node.body
        else { return .visitChildren }
        delegateMethods.append((node, body, key, last.firstName.text == "sizeForItemAt"))
        return .skipChildren
    }

    /// Reads the delegate methods of one type.
    ///
    /// The type is the one that makes the layout, if it has any, else the first that has them. In a
    /// program of many screens each has its own delegate; the others are other layouts'.
    func readDelegate() {
        let program = interpreter.program
        let made = madeAt.map { program.owner(of: $0) }
        let owners = delegateMethods.map { program.owner(of: $0.node) }
        guard let owner = made.flatMap({ owners.contains($0) ? $0 : nil }) ?? owners.first else { return }
        if let first = owners.firstIndex(of: owner) {
            takeDocumentLayout(of: owner, at: Syntax(delegateMethods[first].node))
        }
        interpreter.learnFlowSectionKinds(
            from: delegateMethods.indices.filter { owners[$0] == owner }.map { delegateMethods[$0].body }
        )
        for (index, method) in delegateMethods.enumerated() where owners[index] == owner {
            if delegateMethod == nil { delegateMethod = Syntax(method.node.name) }
            readDelegateMethod(method.body, key: method.key, byItem: method.byItem)
        }
    }

    /// `.zero` as the value of `key`.
    static func zero(of key: String) -> SwiftValue {
        switch row(key)?.value {
        case .insets?: return .insets(top: 0, left: 0, bottom: 0, right: 0)
        case .number?: return .number(0)
        default: return .size(width: 0, height: 0)
        }
    }

    /// The section a `case` names: `case 1:`, or `case (1, _):` for a section's item size.
    static func section(of item: SwitchCaseItemSyntax, byItem: Bool) -> Double? {
        guard let pattern = item.pattern.as(ExpressionPatternSyntax.self)?.expression else { return nil }
        guard byItem else { return SwiftValue.number(pattern) }
        guard let tuple = pattern.as(TupleExprSyntax.self), tuple.elements.count == 2, let first = tuple.elements.first,
            tuple.elements.last?.expression.is(DiscardAssignmentExprSyntax.self) == true
        else { return nil }
        return SwiftValue.number(first.expression)
    }

    /// The most sections a file's `switch` is read for; a larger case number is not a section.
    static let sectionLimit = 1000

    static func switchExpression(in statement: CodeBlockItemSyntax) -> SwitchExprSyntax? {
        if let expression = statement.item.as(ExpressionStmtSyntax.self)?.expression.as(SwitchExprSyntax.self) {
            return expression
        }
        return statement.item.as(SwitchExprSyntax.self)
    }
}
