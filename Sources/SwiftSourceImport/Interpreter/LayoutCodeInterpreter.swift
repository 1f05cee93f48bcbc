import SwiftOperators
import SwiftSyntax

/// Follows the layout code of one Swift file as it would run, for one section index at a time:
/// constants, arithmetic, `if`, `guard` and `switch`, calls to the file's own functions, and the
/// UIKit initialisers and properties that build a layout, which it records as ``LayoutObject``s.
///
/// What it cannot follow (a value from elsewhere, a loop, a call it does not know) gives no value
/// and a warning at its place; the caller decides what is left out. It never runs anything: it
/// reads the syntax tree, within a budget (``ReadBudget``), so no file makes it loop or grow without end.
final class LayoutCodeInterpreter {
    /// The constants of the delegate methods followed that became the spec's names of `let:`, in the
    /// order they were met: each name and its expression as the spec writes it.
    var bindings: [(name: String, text: String)] = []
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
        "UICollectionViewFlowLayout", "AlignedCollectionViewFlowLayout", "UICollectionViewSplitLayout",
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
        "NSRectAlignment", "NSDirectionalRectEdge", "UIContentInsetsReference", "UICollectionView.ScrollDirection",
        "UICollectionViewScrollDirection", "UICollectionViewFlowLayout.SectionInsetReference", "UIUserInterfaceIdiom",
    ]

    /// The structures an `.init(…)` makes, by its labels.
    static let typeByLabels: [String: String] = [
        "top,leading,bottom,trailing": "NSDirectionalEdgeInsets",
        "widthDimension,heightDimension": "NSCollectionLayoutSize",
        "x,y": "CGPoint", "width,height": "CGSize", "top,left,bottom,right": "UIEdgeInsets",
        "layoutSize,elementKind,alignment": "NSCollectionLayoutBoundarySupplementaryItem",
        "layoutSize,elementKind,alignment,absoluteOffset": "NSCollectionLayoutBoundarySupplementaryItem",
        "layoutSize": "NSCollectionLayoutItem",
        "appearance": "UICollectionLayoutListConfiguration",
        "section": "UICollectionViewCompositionalLayout",
        "section,configuration": "UICollectionViewCompositionalLayout",
        "sectionProvider": "UICollectionViewCompositionalLayout",
        "sectionProvider,configuration": "UICollectionViewCompositionalLayout",
    ]

    /// UIKit's constants that layout code passes, as the spec names them: UIKit's section header
    /// and footer kinds are the spec's `header` and `footer`.
    static let constants: [String: String] = [
        "UICollectionView.elementKindSectionHeader": "header",
        "UICollectionView.elementKindSectionFooter": "footer",
        "UICollectionElementKindSectionHeader": "header",
        "UICollectionElementKindSectionFooter": "footer",
    ]

    /// The files read together, whose declarations the code reads.
    let program: SwiftProgram
    /// Every layout the code made so far, by kind.
    var made = MadeLayouts()
    /// The value only the running app knows that the last condition read, for the warning that
    /// says where it comes from.
    var lastUnknown: Unknown?
    /// The one instance of each of the program's types that code inside it sees as `self`.
    var instances: [String: LayoutObject] = [:]
    /// What was passed over, with where; the same place is reported once.
    var passedOver: [(node: Syntax, message: String)] = []
    /// The tests of the environment that are variants' conditions (``TraitConditionReader``), in the
    /// order they were met, as the spec writes them.
    var traitConditions: [TraitCondition] = []
    /// The conditions that hold in this run; every other one does not, as in the spec's environments
    /// where no variant applies.
    var assumed: Set<TraitCondition> = []
    private var reported: Set<String> = []
    /// What following the code may still cost.
    var budget = ReadBudget()
    /// The section being read and what the reading found of the app's sections.
    var sections = SectionReading()
    /// What only the running app knows, as the reading met and chose it.
    var runTime = RunTimeReading()
    /// How the code now run is being followed.
    var following = Following()
    /// The app's numeric constants read so far, by the names the spec gives them.
    var namedConstants = NamedConstants()

    init(program: SwiftProgram) {
        self.program = program
        namedConstants.taken = LocalNames.names(in: program.files.map(\.tree))
    }

    /// What was passed over since the last call, and no more of it.
    func takePassedOver() -> [(node: Syntax, message: String)] {
        defer { passedOver = [] }
        return passedOver
    }

    /// Goes one call deeper, or says at `node` that calls nest too deep to be read (unless the
    /// budget is spent, which ends the reading).
    func enterCall(at node: some SyntaxProtocol) -> Bool {
        if budget.enter() { return true }
        if budget.spent == nil {
            passOver(
                node,
                "calls and definitions nest more than \(ReadBudget.depth) deep here (code that calls itself, or constants each made of the one before); what they give is left out"
            )
        }
        return false
    }

    func passOver(_ node: some SyntaxProtocol, _ message: String) {
        let key = "\(node.position.utf8Offset):\(message)"
        guard !reported.contains(key) else { return }
        reported.insert(key)
        passedOver.append((Syntax(node), message))
    }

    /// The name of the value standing for a section provider's `NSCollectionLayoutEnvironment`.
    static let environmentType = "NSCollectionLayoutEnvironment"

    func invoke(_ callee: ReadValue, _ arguments: [ReadValue], node: some SyntaxProtocol) -> ReadValue? {
        invoke(callee, labeled: arguments.map { (nil, $0) }, node: node)
    }

    /// Calls a closure, or a function of the program with its arguments matched to its parameters
    /// by label (the overload whose labels fit), defaults filling the rest.
    func invoke(
        _ callee: ReadValue,
        labeled arguments: [(label: String?, value: ReadValue)],
        node: some SyntaxProtocol
    ) -> ReadValue? {
        guard enterCall(at: node) else { return nil }
        defer { budget.leave() }
        switch callee {
        case .function(let overloads, let instance):
            let function = Self.overload(overloads, for: arguments.map(\.label))
            if let count = dataSourceItemCount(function, labels: arguments.map(\.label), node: node) { return count }
            let owner = program.owner(of: function)
            let scope = following.capturedScopes[function.id].map { Scope(parent: $0) } ?? Scope(context: owner)
            // In a `static func`, `self` is the type (`self.allCases`).
            let isStatic = function.modifiers.contains { ["static", "class"].contains($0.name.text) }
            scope.define(
                "self",
                instance ?? (isStatic && !owner.isEmpty ? .type(owner) : instanceOf(owner, node: node))
            )
            bind(function.signature.parameterClause.parameters, to: arguments, in: scope)
            guard let body = function.body else { return nil }
            let returned = result(of: body.statements, in: scope)
            // A choice of literals (`width <= 320 ? 40 : 44`) from a function declared `-> CGFloat`:
            // a `CGFloat(…)`, as Swift reads the literals.
            if case .expression(let text)? = returned, Self.choosesWholeNumbers(text),
                ["CGFloat", "Double", "Float"].contains(function.signature.returnClause?.type.trimmedDescription ?? "")
            {
                return .expression("CGFloat(\(text))")
            }
            // `return .fillingGrid(…)` from a function that returns the program's enumeration.
            if let returned, case .member = returned, let type = function.signature.returnClause?.type {
                return enumerationCase(returned, ofType: program.declaredType(type, from: owner), in: owner)
            }
            return returned
        case .closure(let closure, let captured):
            let scope = Scope(parent: captured)
            var names: [String] = []
            switch closure.signature?.parameterClause {
            case .simpleInput(let parameters)?: names = parameters.map(\.name.text)
            case .parameterClause(let clause)?: names = clause.parameters.map { ($0.secondName ?? $0.firstName).text }
            case nil: names = arguments.indices.map { "$\($0)" }
            }
            for (index, name) in names.enumerated() {
                scope.define(name, index < arguments.count ? arguments[index].value : .none)
            }
            return result(of: closure.statements, in: scope)
        case .unknown(let unknown):
            return .unknown(unknown.extended("(…)"))
        default:
            return .unknown(Unknown(text: Self.shown(node), node: Syntax(node)))
        }
    }

    /// Defines each parameter in `scope`: the argument with its label, else its default value; a
    /// `UICollectionView` or `UIView` no argument fills is the spec's collection view (a view the
    /// code is given fills it), and anything else no argument fills only the running app knows.
    func bind(
        _ parameters: FunctionParameterListSyntax,
        to arguments: [(label: String?, value: ReadValue)],
        in scope: Scope
    ) {
        var remaining = arguments
        // A method called through a value of a function type (`let make = makeSection(environment:)`,
        // then `make(environment)`): Swift passes the arguments by position, without their labels.
        if !arguments.isEmpty, arguments.count == parameters.count, arguments.allSatisfy({ $0.label == nil }) {
            remaining = zip(parameters, arguments).map { parameter, argument in
                (parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text, argument.value)
            }
        }
        for parameter in parameters {
            let label = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
            let name = (parameter.secondName ?? parameter.firstName).text
            var value: ReadValue?
            if let index = remaining.firstIndex(where: { $0.label == label }) {
                value = remaining.remove(at: index).value
            } else if program.unaliased(parameter.type.trimmedDescription, from: scope.context).contains("->"),
                let index = remaining.firstIndex(where: { $0.label == "trailing" })
            {
                // A trailing closure fills the closure parameter it follows (its type maybe an alias:
                // `cellSizer: CellSizer`).
                value = remaining.remove(at: index).value
            } else if let given = parameter.defaultValue {
                // `sectionInset: UIEdgeInsets = .zero`: an implicit member of the parameter's type.
                value =
                    implicitMember(given.value, of: parameter.type.trimmedDescription, in: scope)
                    ?? evaluate(given.value, in: scope)
            }
            let type = parameter.type.trimmedDescription
            if value == nil, type.hasPrefix("UICollectionView") || type == "UIView" {
                value = .expression("collectionView")
            }
            scope.define(name, value ?? .unknown(Unknown(text: name, node: Syntax(parameter))))
        }
    }

    /// The overload whose parameters' labels take `labels`, else the first.
    static func overload(_ overloads: [FunctionDeclSyntax], for labels: [String?]) -> FunctionDeclSyntax {
        overloads.first { function in
            let parameters = function.signature.parameterClause.parameters
            let names = parameters.map { $0.firstName.tokenKind == .wildcard ? nil : $0.firstName.text }
            let required = parameters.filter { $0.defaultValue == nil }.count
            return labels.count >= required && labels.count <= names.count
                && labels.allSatisfy { label in names.contains(label) }
        } ?? overloads[0]
    }

    /// What a body returns; a body of one expression returns its value, and a body of one `if` or
    /// `switch` whose every branch is one expression returns the branch's (Swift 5.9's implicit
    /// return of an `if` or `switch` expression).
    func result(of statements: CodeBlockItemListSyntax, in scope: Scope) -> ReadValue? {
        if statements.count == 1, let branching = Self.onlyExpression(of: statements),
            Self.isBranchExpression(branching)
        {
            return valueOfBranches(Syntax(branching), in: scope) ?? ReadValue.none
        }
        if statements.count == 1, case .expr(let expression)? = statements.first?.item {
            if !expression.is(IfExprSyntax.self), !expression.is(SwitchExprSyntax.self), !Self.isAssignment(expression)
            {
                let value = evaluate(expression, in: scope)
                following.lastReturned = expression
                return value
            }
        }
        if case .returned(let value) = run(statements, in: scope) { return value }
        return ReadValue.none
    }

    /// Whether `expression` is an `if` or `switch` each of whose branches is one expression that
    /// assigns nothing: an expression whose value is its branch's.
    static func isBranchExpression(_ expression: ExprSyntax) -> Bool {
        func isValue(_ body: CodeBlockItemListSyntax) -> Bool {
            guard let value = onlyExpression(of: body) else { return false }
            return isBranchExpression(value)
                || (!value.is(IfExprSyntax.self) && !value.is(SwitchExprSyntax.self) && !isAssignment(value))
        }
        if let branching = expression.as(IfExprSyntax.self) {
            guard isValue(branching.body.statements) else { return false }
            switch branching.elseBody {
            case .codeBlock(let block)?: return isValue(block.statements)
            case .ifExpr(let next)?: return isBranchExpression(ExprSyntax(next))
            case nil: return false
            }
        }
        if let branching = expression.as(SwitchExprSyntax.self) {
            return !branching.cases.isEmpty
                && branching.cases.allSatisfy { $0.as(SwitchCaseSyntax.self).map { isValue($0.statements) } ?? false }
        }
        return false
    }

    /// The one expression of a body of one statement: an expression, or an `if` or `switch` (which
    /// a body holds as a statement).
    static func onlyExpression(of body: CodeBlockItemListSyntax) -> ExprSyntax? {
        guard body.count == 1 else { return nil }
        switch body.first?.item {
        case .expr(let expression)?: return expression
        case .stmt(let statement)?: return statement.as(ExpressionStmtSyntax.self)?.expression
        default: return nil
        }
    }

    /// Whether `expression` is `a = b`.
    static func isAssignment(_ expression: ExprSyntax) -> Bool {
        expression.as(InfixOperatorExprSyntax.self)?.operator.is(AssignmentExprSyntax.self) ?? false
    }

}

extension Scope {
    /// Copies this scope's own definitions into another (what `guard let` binds).
    func copyDefinitions(into other: Scope) {
        for (name, value) in ownDefinitions { other.define(name, value) }
    }
}
