import LayoutSpecFormat
import SwiftSyntax

/// Expressions: literals, names, members, calls of UIKit's initialisers and of the file's functions
/// (the operators are in LayoutCodeInterpreter+Operators.swift).
extension LayoutCodeInterpreter {
    // MARK: Expressions

    /// The value of an expression, or `nil` (with a warning) where it is not known here, or where
    /// the budget is spent.
    func evaluate(_ expression: ExprSyntax, in scope: Scope) -> ReadValue? {
        guard budget.step(at: expression) else { return nil }
        let value = computed(expression, in: scope)
        return budget.admits(value, at: expression) ? value : nil
    }

    private func computed(_ expression: ExprSyntax, in scope: Scope) -> ReadValue? {
        if let literal = expression.as(IntegerLiteralExprSyntax.self) {
            return Double(literal.literal.text.filter { $0 != "_" }).map(ReadValue.number)
        }
        if let literal = expression.as(FloatLiteralExprSyntax.self) {
            return Double(literal.literal.text.filter { $0 != "_" }).map(ReadValue.number)
        }
        if let literal = expression.as(BooleanLiteralExprSyntax.self) {
            return .bool(literal.literal.tokenKind == .keyword(.true))
        }
        if expression.is(NilLiteralExprSyntax.self) { return ReadValue.none }
        if let literal = expression.as(StringLiteralExprSyntax.self) {
            var text = ""
            for segment in literal.segments {
                guard let part = segment.as(StringSegmentSyntax.self) else {
                    return .unknown(Unknown(text: Self.shown(literal), node: Syntax(literal)))
                }
                text += part.content.text
            }
            return .string(text)
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self) {
            let operand = evaluate(prefix.expression, in: scope)
            switch (prefix.operator.text, operand) {
            case ("-", .number(let value)?): return .number(-value)
            case ("-", .named(let text, let value)?): return .named("-(\(text))", -value)
            case ("!", .bool(let value)?): return .bool(!value)
            case ("-", .expression(let text)?), ("!", .expression(let text)?):
                return .expression(prefix.operator.text + "(" + text + ")")
            default: return nil
            }
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return evaluate(only.expression, in: scope)
        }
        // `(indexPath.section, indexPath.item)`, switched on: its elements, matched one by one.
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count > 1,
            tuple.elements.allSatisfy({ $0.label == nil })
        {
            var elements: [ReadValue] = []
            for element in tuple.elements {
                guard let value = evaluate(element.expression, in: scope) else { return nil }
                elements.append(value)
            }
            return .array(elements)
        }
        // Swift 5.9's `if` and `switch` expressions: the value of the branch taken.
        if let branching = expression.as(IfExprSyntax.self) {
            return valueOfBranches(Syntax(branching), in: scope)
        }
        if let branching = expression.as(SwitchExprSyntax.self) {
            return valueOfBranches(Syntax(branching), in: scope)
        }
        if let array = expression.as(ArrayExprSyntax.self) {
            return .array(array.elements.compactMap { evaluate($0.expression, in: scope) })
        }
        if let dictionary = expression.as(DictionaryExprSyntax.self) {
            return evaluate(dictionary, in: scope)
                ?? .unknown(Unknown(text: Self.shown(dictionary), node: Syntax(dictionary)))
        }
        if let closure = expression.as(ClosureExprSyntax.self) { return .closure(closure, scope) }
        if let wrapped = expression.as(TryExprSyntax.self) { return evaluate(wrapped.expression, in: scope) }
        if let wrapped = expression.as(AwaitExprSyntax.self) { return evaluate(wrapped.expression, in: scope) }
        if let wrapped = expression.as(ForceUnwrapExprSyntax.self) { return evaluate(wrapped.expression, in: scope) }
        if let wrapped = expression.as(OptionalChainingExprSyntax.self) {
            return evaluate(wrapped.expression, in: scope)
        }
        if let cast = expression.as(AsExprSyntax.self) { return evaluate(cast, in: scope) }
        if let test = expression.as(IsExprSyntax.self) { return evaluate(test, in: scope) }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return lookUp(reference, in: scope) }
        if let member = expression.as(MemberAccessExprSyntax.self) { return evaluate(member, in: scope) }
        if let call = expression.as(FunctionCallExprSyntax.self) { return evaluate(call, in: scope) }
        if let subscriptCall = expression.as(SubscriptCallExprSyntax.self) { return evaluate(subscriptCall, in: scope) }
        if let infix = expression.as(InfixOperatorExprSyntax.self) { return evaluate(infix, in: scope) }
        if let ternary = expression.as(TernaryExprSyntax.self) {
            let warned = passedOver.count
            let condition = evaluate(ternary.condition, in: scope)
            if case .expression(let test)? = condition {
                // Known when the app runs: a spec expression, when both branches are ones too.
                let thenValue = evaluate(ternary.thenExpression, in: scope)
                let elseValue = evaluate(ternary.elseExpression, in: scope)
                guard let then = thenValue?.expressionText, let otherwise = elseValue?.expressionText else {
                    return nil
                }
                let text = "(\(test) ? \(then) : \(otherwise))"
                if let thenValue, let elseValue, let cases = Self.caseNames(thenValue, elseValue) {
                    following.caseChoices[text] = (test, cases)
                }
                return .expression(text)
            }
            if let origin = condition?.unknown {
                if isLayoutCode(ternary) {
                    passOver(
                        ternary.condition,
                        "the condition reads \(describe(origin)); its first value is read: where the app takes the other, edit the spec"
                    )
                }
                if choose(at: ternary.condition, ways: ["then", "else"], testing: origin) == 1 {
                    return evaluate(ternary.elseExpression, in: scope)
                }
                return evaluate(ternary.thenExpression, in: scope)
            }
            guard case .bool(let holds)? = condition else {
                // Said once: where the condition's unknown value comes from, if it was said there.
                if passedOver.count == warned {
                    passOver(ternary.condition, "the condition is not known here; the value is left out")
                }
                return nil
            }
            return evaluate(holds ? ternary.thenExpression : ternary.elseExpression, in: scope)
        }
        return .unknown(Unknown(text: Self.shown(expression), node: Syntax(expression)))
    }

    /// The value of a stored property or global constant of the file, from its initial value.
    static func zero(of type: String, node: some SyntaxProtocol) -> ReadValue? {
        let labels: [String]
        switch type {
        case "NSDirectionalEdgeInsets": labels = ["top", "leading", "bottom", "trailing"]
        case "UIEdgeInsets": labels = ["top", "left", "bottom", "right"]
        case "CGPoint": labels = ["x", "y"]
        case "CGSize": labels = ["width", "height"]
        case "CGFloat", "Double", "Float", "Int": return .number(0)
        default: return nil
        }
        return .object(
            LayoutObject(
                type: type,
                properties: Dictionary(uniqueKeysWithValues: labels.map { ($0, .number(0)) }),
                node: Syntax(node)
            )
        )
    }

    /// A call's arguments with their labels, each evaluated; `nil` where one has no value here.
    func labeledArguments(of call: FunctionCallExprSyntax, in scope: Scope) -> [(label: String?, value: ReadValue)]? {
        var arguments: [(label: String?, value: ReadValue)] = []
        for argument in call.arguments {
            guard let value = evaluate(argument.expression, in: scope) else { return nil }
            arguments.append((argument.label?.text, value))
        }
        return arguments
    }

    func evaluate(_ call: FunctionCallExprSyntax, in scope: Scope) -> ReadValue? {
        guard var arguments = labeledArguments(of: call, in: scope) else { return nil }
        if let trailing = call.trailingClosure { arguments.append(("trailing", .closure(trailing, scope))) }
        if let loaded = loadedNib(call, arguments, in: scope) { return loaded }
        if let setting = userDefaultsRead(call, arguments) { return setting }
        if let font = systemFont(call, arguments) { return font }
        if let result = arrayMethod(call, arguments, in: scope) { return result }
        if let configured = configurationBlock(call, arguments, in: scope) { return configured }
        if let formatter = numberFormatter(call) { return formatter }
        if let color = Self.colorName(call) { return .string(color) }
        if let columns = splitColumnWidth(call, arguments, in: scope) { return columns }
        if let rounded = formatterRoundTrip(call, arguments, in: scope) { return rounded }
        let callee = call.calledExpression
        // `super.init(sectionProvider:configuration:)` of the program's compositional layout subclass.
        if SwiftSourceImport.isCompositionalSuperInit(call, in: program) {
            return make("UICollectionViewCompositionalLayout", arguments, node: call)
        }
        // `super.init(model: model)` in the program's subclass of its own class.
        if let made = superInitializer(callee, arguments, node: call, in: scope) { return made }
        // A method that shares its name with a property (`self.collectionView(_:layout:…)` beside
        // `var collectionView`).
        if let made = shadowedMethod(callee, arguments, node: call, in: scope) { return made }
        // An initializer the program's extension of a UIKit type declares (`.init(horizontal: 16)`,
        // `UIEdgeInsets(all: 8)`), and `self.init(…)` inside one.
        if let made = extensionInitializer(callee, arguments, node: call, in: scope) { return made }
        // `.init(top: 0, leading: 12, …)`: the type follows from the labels.
        if let member = callee.as(MemberAccessExprSyntax.self), member.base == nil,
            member.declName.baseName.text == "init",
            let type = Self.typeByLabels[arguments.compactMap(\.label).joined(separator: ",")]
        {
            return make(type, arguments, node: call)
        }
        // `.vertical(layoutSize:subitems:)` where a group is expected, `.list(using:layoutEnvironment:)`
        // where a section is; and `list(…)`, `self.list(…)`, `Self.list(…)` in the program's own
        // extension of the type.
        let ownFactory =
            ["NSCollectionLayoutSection", "NSCollectionLayoutGroup"].contains(scope.context)
            && (callee.is(DeclReferenceExprSyntax.self)
                || ["self", "Self"].contains(callee.as(MemberAccessExprSyntax.self)?.base?.trimmedDescription ?? ""))
        let factoryName =
            callee.as(MemberAccessExprSyntax.self).flatMap {
                $0.base == nil || ownFactory ? $0.declName.baseName.text : nil
            }
            ?? (ownFactory ? callee.as(DeclReferenceExprSyntax.self)?.baseName.text : nil)
        if let name = factoryName,
            arguments.first?.label == SpecKey.Name.layoutSize.rawValue || arguments.first?.label == "using"
        {
            if name == "horizontal" || name == "vertical" {
                return make("NSCollectionLayoutGroup." + name, arguments, node: call)
            }
            if name == "list", arguments.contains(where: { $0.label == "layoutEnvironment" }) {
                return make("NSCollectionLayoutSection.list", arguments, node: call)
            }
        }
        // `.fullWidthSection(height: 88)`: a static function of the program's extension of a UIKit
        // layout type, where a value of that type is expected.
        if let member = callee.as(MemberAccessExprSyntax.self), member.base == nil,
            let (found, owner) = Self.extendedUIKitTypes.lazy.compactMap({ type in
                self.program.types[type].flatMap { self.program.member(member.declName.baseName.text, of: $0) }
            }).first
        {
            return invoke(
                value(of: found, named: member.declName.baseName.text, in: owner, instance: nil, node: call),
                labeled: arguments,
                node: call
            )
        }
        // `.fractionalWidth(0.5)`, `.fixed(8)`.
        if let member = callee.as(MemberAccessExprSyntax.self), member.base == nil {
            return .member(member.declName.baseName.text, arguments.map(\.value))
        }
        // `Layout(sectionProvider:)` of a generic `Layout: UICollectionViewCompositionalLayout`.
        let name =
            Self.genericLayoutClass(of: call) ?? program.unaliased(Self.oneLine(callee), from: scope.context)
        // `String(describing: HeaderView.self)`, `NSStringFromClass(HeaderView.self)`: an element kind
        // named after a type.
        if name == "String" || name == "NSStringFromClass", call.arguments.count == 1,
            call.arguments.first?.label == nil || call.arguments.first?.label?.text == "describing",
            let type = call.arguments.first?.expression.as(MemberAccessExprSyntax.self),
            type.declName.baseName.text == "self", let base = type.base
        {
            return .string(base.trimmedDescription)
        }
        // `[NSCollectionLayoutBoundarySupplementaryItem]()`: an empty array, appended to later.
        if arguments.isEmpty, callee.is(ArrayExprSyntax.self) { return .array([]) }
        // `Array(repeating: item, count: 3)`: the same subitem, that many times.
        if name == "Array" || (name.hasPrefix("[") && name.hasSuffix("]")),
            arguments.map(\.label) == ["repeating", "count"], let count = arguments[1].value.number,
            let times = Int(exactly: count), (0...ReadBudget.valueLength).contains(times)
        {
            return .array(Array(repeating: arguments[0].value, count: times))
        }
        // A count known only in each environment (`Int(width / 320)`) or only to the app: as a
        // group's subitems, one stands for them all, since a group repeats its subitems while they fit.
        if name == "Array" || (name.hasPrefix("[") && name.hasSuffix("]")),
            arguments.map(\.label) == ["repeating", "count"], arguments[1].value.number == nil,
            arguments[1].value.isExpression || arguments[1].value.unknown != nil
        {
            let why =
                arguments[1].value.isExpression
                ? "the count changes with the environment" : "only the running app knows the count"
            passOver(
                call,
                "\(why); one element stands for them all, which as a group's subitems lays out the same (a group repeats its subitems while they fit), but not in an estimated group: check the spec there"
            )
            return .array([arguments[0].value])
        }
        if Self.initialisers.contains(name) || Self.factories.contains(name) {
            if let own = appOverload(of: name, labels: arguments.map(\.label)) {
                return invoke(own, labeled: arguments, node: call)
            }
            return make(name, arguments, node: call)
        }
        if let member = callee.as(MemberAccessExprSyntax.self), let base = member.base,
            Self.memberTypes.contains(base.trimmedDescription)
        {
            return .member(member.declName.baseName.text, arguments.map(\.value))
        }
        if let number = numeric(name, arguments.map(\.value)) { return number }
        // `UICollectionView(frame: view.bounds, collectionViewLayout: layout)`: the collection view a
        // spec lays out, whose geometry each environment gives (its layout argument read above),
        // where its type makes no other.
        if name == "UICollectionView", arguments.contains(where: { $0.label == "collectionViewLayout" }),
            program.collectionViewsMade(by: program.owner(of: call)) == 1
        {
            return .expression("collectionView")
        }
        // `UI_USER_INTERFACE_IDIOM()`, the function older code asks the idiom with: each environment's.
        if name == "UI_USER_INTERFACE_IDIOM", arguments.isEmpty {
            return .expression("traitCollection.userInterfaceIdiom")
        }
        // `UIDevice.current.model.hasPrefix("iPad")`: the device an environment is, by its idiom.
        if let member = callee.as(MemberAccessExprSyntax.self),
            ["hasPrefix", "contains"].contains(member.declName.baseName.text),
            let base = member.base, evaluate(base, in: scope)?.unknown?.text == "UIDevice.current.model",
            arguments.count == 1, case .string(let model) = arguments[0].value,
            let idiom = ["iPad": "pad", "iPhone": "phone"][model]
        {
            return .expression("(traitCollection.userInterfaceIdiom == .\(idiom))")
        }
        // The item count a `sizeForItemAt` reads, which the spec knows in each environment.
        if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "numberOfItems",
            let base = member.base, case .expression("collectionView")? = evaluate(base, in: scope),
            arguments.count == 1, arguments[0].label == "inSection", let section = arguments[0].value.expressionText
        {
            // In a section provider, which a spec's expressions cannot count items in: the count the
            // spec gives each section.
            if sections.sectionBeingRead != nil {
                passOver(
                    call,
                    "the section's item count is the data's; the \(SwiftSourceImport.defaultItemCount) items the spec gives each section are read: where your data holds another count (an empty section), edit what is computed from it"
                )
                return .number(Double(SwiftSourceImport.defaultItemCount))
            }
            return .expression("collectionView.numberOfItems(inSection: \(section))")
        }
        if let member = callee.as(MemberAccessExprSyntax.self), let base = member.base,
            let rounded = rounding(member.declName.baseName.text, of: base, arguments, in: scope)
        {
            return rounded
        }
        // `width.round(.down)`: a variable rounded in place, as `width = width.rounded(.down)`.
        if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "round",
            let variable = member.base?.as(DeclReferenceExprSyntax.self),
            let rounded = rounding("rounded", of: ExprSyntax(variable), arguments, in: scope),
            scope.assign(variable.baseName.text, rounded)
        {
            return ReadValue.none
        }
        guard let function = evaluate(callee, in: scope) else { return nil }
        switch function {
        case .type(let typeName):
            return construct(typeName, arguments, node: call, in: scope)
        case .enumCase(let type, let name, _):
            return .enumCase(type: type, name: name, arguments: arguments.map(\.value))
        case .expression(let text):
            // A method of the collection view or its geometry the spec has no name for.
            return .unknown(Unknown(text: text + "(…)", node: Syntax(call)))
        default:
            return invoke(function, labeled: arguments, node: call)
        }
    }

    func make(
        _ type: String,
        _ arguments: [(label: String?, value: ReadValue)],
        node: FunctionCallExprSyntax
    )
        -> ReadValue
    {
        var properties: [String: ReadValue] = [:]
        for (index, argument) in arguments.enumerated() {
            properties[argument.label ?? "_\(index)"] = argument.value.assigned
        }
        let isFlow = type == "UICollectionViewFlowLayout" || type == "AlignedCollectionViewFlowLayout"
        let object = LayoutObject(
            type: isFlow ? "UICollectionViewFlowLayout" : type,
            properties: properties,
            node: Syntax(node)
        )
        if type == "UICollectionViewCompositionalLayout" || type == "UICollectionViewCompositionalLayout.list" {
            made.compositional.append(object)
        }
        if isFlow { made.flow.append(object) }
        if type == "UICollectionViewSplitLayout" { made.split.append(object) }
        return .object(object)
    }
}
