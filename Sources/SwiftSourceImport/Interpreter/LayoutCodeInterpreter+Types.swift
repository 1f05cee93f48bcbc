import SwiftSyntax

/// The program's own types in the code followed: an enumeration's case from its raw value, an
/// instance made with its initializer (a flow layout subclass is a flow layout), a cast to a flow
/// layout, and the numeric methods layout code calls on values.
extension LayoutCodeInterpreter {
    /// The number, geometry and text types whose static constants apps declare and use as implicit
    /// members (`extension CGFloat { static let gutter: CGFloat = 12 }`, then `.gutter`; an element
    /// kind `extension String { static let balanceHeader = "BalanceHeader" }`).
    static let extendedValueTypes = [
        "CGFloat", "Double", "Float", "Int", "UIEdgeInsets", "NSDirectionalEdgeInsets", "CGSize", "String",
    ]

    /// UIKit's enumerations that apps extend with a case of their own choosing
    /// (`static var defaultGrouped: Self { .grouped }` on a list's appearance).
    static let extendedEnumerations = [
        "UICollectionLayoutListConfiguration.Appearance", "UICollectionLayoutListConfiguration.HeaderMode",
        "UICollectionLayoutListConfiguration.FooterMode", "UICollectionLayoutSectionOrthogonalScrollingBehavior",
        "UICollectionView.ScrollDirection", "UIContentInsetsReference",
    ]

    /// UIKit's layout types that apps extend with their own builders.
    static let extendedUIKitTypes = [
        "NSCollectionLayoutSection", "NSCollectionLayoutGroup", "NSCollectionLayoutItem", "NSCollectionLayoutSize",
        "NSCollectionLayoutDimension", "NSCollectionLayoutBoundarySupplementaryItem", "NSDirectionalEdgeInsets",
    ]

    /// `x.rounded(.down)` and the like, as the spec's `floor(x)`, `ceil(x)`, `round(x)`;
    /// `x.truncatingRemainder(dividingBy: y)`, as `x - y * CGFloat(Int(x / y))`; and
    /// `bounds.inset(by: layoutMargins)`, the layout margins guide's frame, and
    /// `bounds.inset(by: safeAreaInsets)`, the safe area's.
    func rounding(
        _ name: String,
        of base: ExprSyntax,
        _ arguments: [(label: String?, value: ReadValue)],
        in scope: Scope
    ) -> ReadValue? {
        switch name {
        case "rounded":
            let rule: String
            switch arguments.first?.value {
            case nil: rule = "round"
            case .member("down", _)?, .member("towardZero", _)?: rule = "floor"
            case .member("up", _)?, .member("awayFromZero", _)?: rule = "ceil"
            case .member("toNearestOrAwayFromZero", _)?: rule = "round"
            default: return nil
            }
            guard let value = evaluate(base, in: scope) else { return nil }
            return numeric(rule, [value])
        case "truncatingRemainder":
            // What is left over a whole number of `divisor`s, as a spec computes it: `Int(…)` truncates.
            guard arguments.count == 1, arguments[0].label == "dividingBy", let value = evaluate(base, in: scope)
            else { return nil }
            let divisor = arguments[0].value
            if let origin = value.unknown ?? divisor.unknown { return .unknown(origin) }
            if let number = value.number, let by = divisor.number {
                return .number(number.truncatingRemainder(dividingBy: by))
            }
            guard let a = value.expressionText, let b = divisor.expressionText else { return nil }
            return .expression("(\(a) - \(b) * CGFloat(Int(\(a) / \(b))))")
        case "inset":
            guard case .expression(let bounds)? = evaluate(base, in: scope), bounds.hasSuffix(".bounds"),
                case .expression(let insets)? = arguments.first?.value
            else { return nil }
            let view = String(bounds.dropLast(".bounds".count))
            if insets.hasSuffix(".layoutMargins") { return .expression(view + ".layoutMarginsGuide.layoutFrame") }
            // The bounds less the view's own safe area insets: its safe area's frame.
            guard insets == view + ".safeAreaInsets" else { return nil }
            return .expression(view + ".safeAreaLayoutGuide.layoutFrame")
        default:
            return nil
        }
    }

    /// `T(…)` for a type of the program: an enumeration's case from its raw value (`nil` where none
    /// has it), an instance whose initializer the code follows, or for a flow layout subclass the
    /// flow layout it configures.
    func construct(
        _ typeName: String,
        _ arguments: [(label: String?, value: ReadValue)],
        node: FunctionCallExprSyntax,
        in scope: Scope
    ) -> ReadValue? {
        guard let type = program.types[typeName], enterCall(at: node) else { return nil }
        defer { budget.leave() }
        if type.kind == .enumeration, arguments.count == 1, arguments[0].label == "rawValue" {
            let raw = arguments[0].value
            if raw.unknown != nil { return raw }
            if sections.sectionBeingRead != nil, type.rawType == "Int" {
                sections.sectionEnumerationCases = max(sections.sectionEnumerationCases, type.cases.count)
            }
            return type.cases.first { $0.rawValue.flatMap { Self.equal($0, raw) } ?? false }
                .map { .enumCase(type: type.name, name: $0.name, arguments: []) } ?? ReadValue.none
        }
        // `StoreSection(rawValue: sectionIndex)` of a `RawRepresentable` structure with a static
        // constant for each section: as many sections as constants, and one more for a case that
        // matches past them (`case _ where section.rawValue > 2`); a provider returning nil ends them.
        if type.kind == .structure, arguments.count == 1, arguments[0].label == "rawValue",
            sections.sectionBeingRead != nil
        {
            let constants = type.members.values.filter { member in
                guard case .stored(true, _, let initial?, _) = member else { return false }
                return initial.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedDescription == type.shortName
            }
            sections.sectionEnumerationCases = max(sections.sectionEnumerationCases, constants.count + 1)
        }
        if let inherited = inheritedCompositionalInitializer(of: type, labels: arguments.map(\.label)) {
            // `StickyHeaderLayout(section: section)`: UIKit's initializer, which a subclass that
            // declares none of its own inherits, makes the layout; the subclass's overrides are
            // read as UIKit's own.
            return make(inherited, arguments, node: node)
        }
        let flowRoots: Set<String> = ["UICollectionViewFlowLayout", "AlignedCollectionViewFlowLayout"]
        let isFlow = program.inherits(type, from: flowRoots)
        let isSplit = program.inherits(type, from: ["UICollectionViewSplitLayout"])
        let object = LayoutObject(
            type: isFlow ? "UICollectionViewFlowLayout" : isSplit ? "UICollectionViewSplitLayout" : type.name,
            properties: [:],
            node: Syntax(node),
            appType: type.name
        )
        let instance = ReadValue.object(object)
        // The initializer whose labels fit, run with `self` the new instance.
        let labels = arguments.map(\.label)
        if let initializer = initializers(of: type).first(where: { initializer in
            let parameters = initializer.signature.parameterClause.parameters
            let names = parameters.map { $0.firstName.tokenKind == .wildcard ? nil : $0.firstName.text }
            let required = parameters.filter { $0.defaultValue == nil }
            return labels.allSatisfy { names.contains($0) } && required.count <= labels.count
        }), let body = initializer.body {
            let inner = Scope(context: type.name)
            inner.define("self", instance)
            bind(initializer.signature.parameterClause.parameters, to: arguments, in: inner)
            _ = run(body.statements, in: inner)
        } else if isFlow || isSplit {
            // The package's initializer, which the subclass inherits: what it is given
            // (`horizontalAlignment: .left`) is the layout's property of that name, as for UIKit's own.
            for argument in arguments {
                guard let label = argument.label else { continue }
                object.properties[label] = argument.value.assigned
            }
        } else if !arguments.isEmpty, type.kind == .structure {
            // The memberwise initializer; `.topRoom` is a case of the property's enumeration.
            for argument in arguments {
                guard let label = argument.label else { continue }
                object.properties[label] = enumerationCase(argument.value, storedIn: label, of: type)
            }
        }
        if isFlow { made.flow.append(object) }
        if isSplit { made.split.append(object) }
        if type.kind == .classType || type.kind == .structure { loadData(into: object, of: type, node: node) }
        return instance
    }

    /// The initializers a value of `type` is made with: its own, or a subclass's that declares none
    /// those of the nearest superclass of the program that does (Swift gives it them); then those
    /// its protocols' extensions declare (`extension LayoutSheet { init() { self.init(LayoutFamily.current) } }`).
    func initializers(of type: TypeSymbol) -> [InitializerDeclSyntax] {
        let own =
            type.kind == .classType
            ? program.lineage(of: type).first { !$0.initializers.isEmpty }?.initializers ?? [] : type.initializers
        return own
            + type.inherited.compactMap { program.resolveType($0, from: type.enclosing) }.filter {
                $0.kind == .protocolType || $0.kind == .extended
            }.flatMap(\.initializers)
    }

    /// `.topRoom` given for a stored property whose type is the program's enumeration: that case.
    func enumerationCase(_ value: ReadValue, storedIn name: String, of type: TypeSymbol) -> ReadValue {
        guard case .stored(_, _, _, let declared?)? = type.members[name] else { return value }
        return enumerationCase(value, ofType: declared, in: type.name)
    }

    /// `.fillingGrid(…)` where a value of the program's enumeration `declared` is expected: that case,
    /// its associated values labelled as its declaration labels them.
    func enumerationCase(_ value: ReadValue, ofType declared: String?, in context: String) -> ReadValue {
        guard case .member(let caseName, let arguments) = value, let declared,
            let enumeration = program.resolveType(declared, from: context),
            enumeration.cases.contains(where: { $0.name == caseName })
        else { return value }
        return .enumCase(type: enumeration.name, name: caseName, arguments: arguments)
    }

    /// `value as? UICollectionViewFlowLayout`: the value; a flow layout made elsewhere (a
    /// storyboard's) where the code casts what only the app has (its collection view's layout).
    func evaluate(_ cast: AsExprSyntax, in scope: Scope) -> ReadValue? {
        let value = evaluate(cast.expression, in: scope)
        let typeName = cast.type.trimmedDescription
        let isFlowType =
            typeName == "UICollectionViewFlowLayout"
            || program.resolveType(typeName, from: scope.context).map {
                program.inherits($0, from: ["UICollectionViewFlowLayout", "AlignedCollectionViewFlowLayout"])
            } ?? false
        guard isFlowType, value?.object?.type != "UICollectionViewFlowLayout" else { return value }
        if let existing = made.flow.first(where: { $0.node.id == Syntax(cast).id }) { return .object(existing) }
        // The program's subclass the code made (`collectionView.collectionViewLayout = GridLayout()`),
        // read back through the collection view: that object, with what its `init` set.
        let subclass = program.resolveType(typeName, from: scope.context)?.name
        if let subclass, cast.expression.trimmedDescription.hasSuffix("collectionView.collectionViewLayout"),
            let existing = made.flow.first(where: { $0.appType == subclass })
        {
            return .object(existing)
        }
        // The flow layout the code gave its collection view (`UICollectionView(frame: .zero,
        // collectionViewLayout: UICollectionViewFlowLayout())`), read back through it.
        if typeName == "UICollectionViewFlowLayout",
            cast.expression.trimmedDescription.hasSuffix("collectionViewLayout"),
            let given = made.flow.last(where: { $0.appType == nil && Self.isGivenToCollectionView($0.node) })
        {
            return .object(given)
        }
        let object = LayoutObject(type: "UICollectionViewFlowLayout", properties: [:], node: Syntax(cast))
        made.flow.append(object)
        return .object(object)
    }
}

extension LayoutCodeInterpreter {
    /// Whether a layout made at `node` is given to a collection view where it is made: as its
    /// `collectionViewLayout:` argument, or assigned to its `collectionViewLayout`.
    static func isGivenToCollectionView(_ node: Syntax) -> Bool {
        if node.parent?.as(LabeledExprSyntax.self)?.label?.text == "collectionViewLayout" { return true }
        guard let infix = node.parent?.as(InfixOperatorExprSyntax.self), infix.rightOperand.id == node.id,
            infix.operator.is(AssignmentExprSyntax.self)
        else { return false }
        return infix.leftOperand.trimmedDescription.hasSuffix("collectionViewLayout")
    }

    /// The UIKit layout `type` makes with an initializer it inherits, called with `labels`: a
    /// program's subclass of `UICollectionViewCompositionalLayout` that declares no initializer of
    /// its own takes UIKit's (`init(section:)`, `init(sectionProvider:)`, with or without a
    /// `configuration:`), as Swift gives a subclass its superclass's designated initializers.
    func inheritedCompositionalInitializer(of type: TypeSymbol, labels: [String?]) -> String? {
        Self.inheritedCompositionalInitializer(of: type, labels: labels, in: program)
    }

    static func inheritedCompositionalInitializer(
        of type: TypeSymbol,
        labels: [String?],
        in program: SwiftProgram
    ) -> String? {
        guard type.kind == .classType, type.initializers.isEmpty,
            let first = labels.first ?? nil, ["section", "sectionProvider"].contains(first),
            labels.dropFirst().allSatisfy({ $0 == "configuration" }),
            program.inherits(type, from: ["UICollectionViewCompositionalLayout"])
        else { return nil }
        return "UICollectionViewCompositionalLayout"
    }
}
