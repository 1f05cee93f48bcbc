import SwiftOperators
import SwiftSyntax

/// Follows the layout code of one Swift file as it would run, for one section index at a time:
/// constants, arithmetic, `if`, `guard` and `switch`, calls to the file's own functions, and the
/// UIKit initialisers and properties that build a layout, which it records as ``LayoutObject``s.
///
/// What it cannot follow (a value from elsewhere, a loop, a call it does not know) gives no value
/// and a warning at its place; the caller decides what is left out. It never runs anything: it
/// reads the syntax tree, within a budget of steps, so no file makes it loop.
final class LayoutCodeInterpreter {
    /// The constants of the delegate methods followed that became the spec's names of `let:`, in the
    /// order they were met: each name and its expression as the spec writes it.
    private(set) var bindings: [(name: String, text: String)] = []
    /// What a statement did: go on to the next, or return a value.
    enum Outcome {
        case next
        case returned(ReadValue)
    }

    /// The types whose initialisers build layout values, recorded with their arguments' labels.
    static let initialisers: Set<String> = [
        "NSCollectionLayoutSize", "NSCollectionLayoutItem", "NSCollectionLayoutSection", "NSDirectionalEdgeInsets",
        "CGPoint", "CGSize", "NSCollectionLayoutBoundarySupplementaryItem", "NSCollectionLayoutSupplementaryItem",
        "NSCollectionLayoutAnchor", "NSCollectionLayoutEdgeSpacing", "UICollectionLayoutListConfiguration",
        "UIEdgeInsets",
        "UICollectionViewCompositionalLayoutConfiguration", "UICollectionViewCompositionalLayout",
    ]

    /// The static factories that build layout values: `NSCollectionLayoutGroup.horizontal(…)`.
    static let factories: Set<String> = [
        "NSCollectionLayoutGroup.horizontal", "NSCollectionLayoutGroup.vertical", "NSCollectionLayoutSection.list",
        "NSCollectionLayoutDecorationItem.background", "UICollectionViewCompositionalLayout.list",
    ]

    /// The types whose static members are plain cases: `NSCollectionLayoutDimension.absolute(44)`.
    static let memberTypes: Set<String> = [
        "NSCollectionLayoutDimension", "NSCollectionLayoutSpacing",
        "UICollectionLayoutSectionOrthogonalScrollingBehavior",
        "NSRectAlignment", "NSDirectionalRectEdge", "UIContentInsetsReference",
    ]

    /// The structures an `.init(…)` makes, by its labels.
    static let typeByLabels: [String: String] = [
        "top,leading,bottom,trailing": "NSDirectionalEdgeInsets",
        "widthDimension,heightDimension": "NSCollectionLayoutSize",
        "x,y": "CGPoint", "width,height": "CGSize",
    ]

    /// UIKit's constants that layout code passes, as the spec names them: UIKit's section header
    /// and footer kinds are the spec's `header` and `footer`.
    static let constants: [String: String] = [
        "UICollectionView.elementKindSectionHeader": "header",
        "UICollectionView.elementKindSectionFooter": "footer",
        "UICollectionElementKindSectionHeader": "header",
        "UICollectionElementKindSectionFooter": "footer",
    ]

    /// The file's stored properties and global constants with an initial value, by name.
    var properties: [String: ExprSyntax] = [:]
    /// The file's functions and methods by name; the reader does not tell types apart.
    var functions: [String: FunctionDeclSyntax] = [:]
    /// The file's enumerations with integer raw values: each case's name by raw value.
    var enumerations: [String: [Int: String]] = [:]
    /// Every `UICollectionViewCompositionalLayout` made so far.
    var layouts: [LayoutObject] = []
    /// What was passed over, with where; the same place is reported once.
    private(set) var passedOver: [(node: Syntax, message: String)] = []
    /// The tests of the environment that are variants' conditions (``TraitConditionReader``), in the
    /// order they were met, as the spec writes them.
    var traitConditions: [String] = []
    /// The conditions that hold in this run; every other one does not, as in the spec's environments
    /// where no variant applies.
    var assumed: Set<String> = []
    private var reported: Set<String> = []
    var steps = 0
    var depth = 0

    /// The most steps followed in one file: far more than any layout takes, few enough to be quick.
    static let stepBudget = 200_000

    init(file: some SyntaxProtocol) {
        for function in file.tokens(viewMode: .sourceAccurate).compactMap({ $0.parent?.as(FunctionDeclSyntax.self) })
        where functions[function.name.text] == nil {
            functions[function.name.text] = function
        }
        for token in file.tokens(viewMode: .sourceAccurate) {
            // A property of a type, or a constant at the top of the file, but not a local one.
            if let binding = token.parent?.as(IdentifierPatternSyntax.self)?.parent?.as(PatternBindingSyntax.self),
                let initializer = binding.initializer, binding.ancestor(CodeBlockSyntax.self) == nil,
                binding.ancestor(ClosureExprSyntax.self) == nil, properties[token.text] == nil
            {
                properties[token.text] = initializer.value
            }
            guard let declaration = token.parent?.as(EnumDeclSyntax.self), token.tokenKind == .keyword(.enum),
                declaration.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription == "Int"
            else { continue }
            var cases: [Int: String] = [:]
            var next = 0
            for member in declaration.memberBlock.members {
                for element in member.decl.as(EnumCaseDeclSyntax.self)?.elements ?? [] {
                    if let raw = element.rawValue, let value = Int(raw.value.trimmedDescription) { next = value }
                    cases[next] = element.name.text
                    next += 1
                }
            }
            enumerations[declaration.name.text] = cases
        }
    }

    /// The number of cases of the file's integer enumerations, the largest first; a section provider
    /// that switches on one makes that many sections.
    var enumerationCaseCounts: [Int] { enumerations.values.map(\.count).sorted(by: >) }

    func passOver(_ node: some SyntaxProtocol, _ message: String) {
        let key = "\(node.position.utf8Offset):\(message)"
        guard !reported.contains(key) else { return }
        reported.insert(key)
        passedOver.append((Syntax(node), message))
    }

    func property(_ name: String) -> ReadValue? {
        guard let initial = properties[name], depth < 32 else { return nil }
        depth += 1
        defer { depth -= 1 }
        return evaluate(initial, in: Scope())
    }

    /// The name of the value standing for a section provider's `NSCollectionLayoutEnvironment`.
    static let environmentType = "NSCollectionLayoutEnvironment"

    /// What a delegate method returns from the collection view it is given, as the spec's expressions.
    ///
    /// `collectionView` is the spec's, `section` (and `indexPath.section`) the section `section`
    /// names, or `sectionIndex`. `nil` where it reads anything else.
    func delegateValue(
        _ expression: ExprSyntax,
        section: Double?,
        declarations: [VariableDeclSyntax] = []
    ) -> SwiftValue? {
        guard
            let folded = OperatorTable.standardOperators.foldAll(expression, errorHandler: { _ in }).as(ExprSyntax.self)
        else { return nil }
        let scope = Scope()
        scope.define("collectionView", .expression("collectionView"))
        let index = section.map(ReadValue.number) ?? .expression("sectionIndex")
        scope.define("section", index)
        // The item's index is known only per item: the spec's per-item `indexPath.item`.
        let item = ReadValue.expression("indexPath.item")
        let indexPath = LayoutObject(
            type: "IndexPath",
            properties: ["section": index, "item": item, "row": item],
            node: Syntax(expression)
        )
        scope.define("indexPath", .object(indexPath))
        // The method's constants, in order: each reads the ones before it. One computed from the
        // collection view is the spec's name of `let:` (``bindings``); what reads it reads the name.
        for declaration in declarations {
            guard
                let folded = OperatorTable.standardOperators.foldAll(declaration, errorHandler: { _ in })
                    .as(VariableDeclSyntax.self)
            else { continue }
            if folded.bindings.count == 1, let binding = folded.bindings.first,
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let initializer = binding.initializer,
                case .expression(let text)? = evaluate(initializer.value, in: scope),
                Self.mayBind(name, text)
            {
                if !bindings.contains(where: { $0.name == name }) { bindings.append((name, text)) }
                if bindings.first(where: { $0.name == name })?.text == text {
                    scope.define(name, .expression(name))
                    continue
                }
            }
            declare(DeclSyntax(folded), in: scope)
        }
        return evaluate(folded, in: scope).flatMap(SwiftValue.spec(of:))
    }

    /// Whether a delegate method's constant `name`, computed as `text`, can be a spec's name of
    /// `let:`: not one of UIKit's names, and computed once for every item and section (a value
    /// that reads the item or the section is written out where it is read).
    static func mayBind(_ name: String, _ text: String) -> Bool {
        let reserved: Set<String> = [
            "container", "collectionView", "traitCollection", "sectionIndex", "indexPath", "layoutEnvironment",
            "environment", "env", "self", "min", "max", "floor", "ceil", "round", "abs", "Int", "CGFloat", "Double",
        ]
        return !reserved.contains(name) && !text.contains("indexPath") && !text.contains("sectionIndex")
    }

    func invoke(_ callee: ReadValue, _ arguments: [ReadValue], node: some SyntaxProtocol) -> ReadValue? {
        guard depth < 32 else { return nil }
        depth += 1
        defer { depth -= 1 }
        switch callee {
        case .function(let function):
            let scope = Scope()
            for (index, parameter) in function.signature.parameterClause.parameters.enumerated() {
                let name = (parameter.secondName ?? parameter.firstName).text
                let value =
                    index < arguments.count
                    ? arguments[index]
                    : parameter.defaultValue.flatMap {
                        evaluate($0.value, in: scope)
                    }
                // A collection view the code is given is known only where the app runs: what it
                // reads of it is the spec's `collectionView`.
                let given: ReadValue? =
                    parameter.type.trimmedDescription == "UICollectionView" ? .expression("collectionView") : nil
                scope.define(name, value ?? given ?? .none)
            }
            guard let body = function.body else { return nil }
            return result(of: body.statements, in: scope)
        case .closure(let closure, let captured):
            let scope = Scope(parent: captured)
            var names: [String] = []
            switch closure.signature?.parameterClause {
            case .simpleInput(let parameters)?: names = parameters.map(\.name.text)
            case .parameterClause(let clause)?: names = clause.parameters.map { ($0.secondName ?? $0.firstName).text }
            case nil: names = arguments.indices.map { "$\($0)" }
            }
            for (index, name) in names.enumerated() {
                scope.define(name, index < arguments.count ? arguments[index] : .none)
            }
            return result(of: closure.statements, in: scope)
        default:
            passOver(node, "\(Self.shown(node)) is not a function of this file; what it gives is left out")
            return nil
        }
    }

    /// What a body returns; a body of one expression returns its value.
    func result(of statements: CodeBlockItemListSyntax, in scope: Scope) -> ReadValue? {
        if statements.count == 1, case .expr(let expression)? = statements.first?.item,
            !expression.is(IfExprSyntax.self), !expression.is(SwitchExprSyntax.self),
            !(expression.as(InfixOperatorExprSyntax.self)?.operator.is(AssignmentExprSyntax.self) ?? false)
        {
            return evaluate(expression, in: scope)
        }
        if case .returned(let value) = run(statements, in: scope) { return value }
        return ReadValue.none
    }

}

extension Scope {
    /// Copies this scope's own definitions into another (what `guard let` binds).
    func copyDefinitions(into other: Scope) {
        for (name, value) in ownDefinitions { other.define(name, value) }
    }
}
