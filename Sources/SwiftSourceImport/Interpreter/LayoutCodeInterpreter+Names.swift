import SwiftSyntax

/// Names: the scope's constants, the members of the type whose code runs (and its superclasses),
/// the enclosing types', the program's globals and types, and UIKit's names layout code reads.
extension LayoutCodeInterpreter {
    func lookUp(_ reference: DeclReferenceExprSyntax, in scope: Scope) -> ReadValue? {
        let name = reference.baseName.text
        if let value = scope[name] { return value }
        let context = scope.context
        if name == "Self" { return .type(context) }
        if name == "self" { return instanceOf(context, node: reference) }
        // A member the instance's own class overrides (a subclass's `class var edgePadding`, on
        // `self` of the subclass): the subclass's, as Swift dispatches it.
        if let dynamic = Self.dynamicType(of: scope["self"]), dynamic != context, let type = program.types[dynamic],
            let contextType = program.types[context], program.inherits(type, from: [contextType.shortName]),
            let (member, owner) = program.member(name, of: type), owner.name != context
        {
            return value(of: member, named: name, in: owner, instance: scope["self"], node: reference)
        }
        // The members of the type whose code runs, then those of the types around it, then globals.
        var enclosing: String? = context
        while let typeName = enclosing {
            if let type = program.types[typeName], let (member, owner) = program.member(name, of: type) {
                let instance = typeName == context ? scope["self"] : nil
                if let property = uikitProperty(name, shadowedBy: member, of: instance, node: reference) {
                    return property
                }
                return value(of: member, named: name, in: owner, instance: instance, node: reference)
            }
            enclosing = typeName.isEmpty ? nil : typeName.lastIndex(of: ".").map { String(typeName[..<$0]) } ?? ""
        }
        // What `self` holds that UIKit declares (a flow layout subclass's `itemSize`, `collectionView`).
        if let instance = scope["self"]?.object {
            if let held = instance.properties[name] { return held }
            if let uikit = UIKitNames.defaultValue(of: name, in: instance, node: reference) { return uikit }
            if name == "view" { return rootView(of: instance, node: reference) }
            if let uikit = UIKitNames.member(name, ofAppObject: instance, node: reference) { return uikit }
            if let geometry = hostingViewMember(name, of: instance, node: reference) { return geometry }
        }
        if let type = program.resolveType(name, from: context) { return .type(type.name) }
        if let (member, owner) = program.onlyMember(named: name) {
            return value(of: member, named: name, in: owner, instance: nil, node: reference)
        }
        // In an extension of the collection view, what it reads of itself (`bounds.width`).
        if case .expression(let text)? = scope["self"], UIKitNames.collectionViewNames.contains(name) {
            return .expression(text + "." + name)
        }
        return .unknown(Unknown(text: name, node: Syntax(reference)))
    }

    /// The property UIKit declares that a bare name not called means, where the app's class declares
    /// only methods of that name: `collectionView.frame` in a `UICollectionViewController` that
    /// implements `collectionView(_:numberOfItemsInSection:)` reads the collection view, as Swift
    /// resolves it.
    func uikitProperty(
        _ name: String,
        shadowedBy member: TypeSymbol.Member,
        of instance: ReadValue?,
        node: some SyntaxProtocol
    ) -> ReadValue? {
        guard case .functions = member, case .object(let object)? = instance,
            node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id != node.id
        else { return nil }
        return UIKitNames.member(name, ofAppObject: object, node: node)
    }

    /// The program's class `self` is of: an instance's, or the class a `class func` is called on.
    static func dynamicType(of value: ReadValue?) -> String? {
        switch value {
        case .object(let object)?: return object.appType
        case .type(let name)?: return name
        default: return nil
        }
    }

    /// An instance of the program's type `name` as code inside it sees `self`: its stored properties
    /// read from their initial values as they are asked for.
    func instanceOf(_ name: String, node: some SyntaxProtocol) -> ReadValue {
        guard !name.isEmpty else { return .unknown(Unknown(text: "self", node: Syntax(node))) }
        if let existing = instances[name] { return .object(existing) }
        // A base screen made only by its subclasses: the instance is a subclass's.
        if let subclass = screenSubclass(of: name, node: node),
            case .object(let made) = instanceOf(subclass, node: node)
        {
            instances[name] = made
            return .object(made)
        }
        let object = LayoutObject(type: name, properties: [:], node: Syntax(node), appType: name)
        instances[name] = object
        runInitializer(of: name, on: object, node: node)
        return .object(object)
    }

    /// UIKit's layout classes, whose subclasses are followed from where the code makes them.
    static let layoutClasses: Set<String> = [
        "UICollectionViewLayout", "UICollectionViewFlowLayout", "UICollectionViewCompositionalLayout",
    ]

    /// Runs the initializer the app makes the type's instance with, so that what it assigns
    /// (`renderer = Renderer(margin: 24)`, `cellHeight = 80`) holds in every later method, as in the
    /// app: the first initializer that is not `init?(coder:)`, its parameters at their defaults,
    /// else what only the app passes.
    func runInitializer(of name: String, on object: LayoutObject, node: some SyntaxProtocol) {
        // A layout's own subclass is made where the code makes it, with the arguments it passes.
        guard let type = program.types[name], !program.inherits(type, from: Self.layoutClasses),
            let initializer = type.initializers.first(where: { initializer in
                !initializer.signature.parameterClause.parameters.contains { $0.firstName.text == "coder" }
            }),
            let body = initializer.body, enterCall(at: node)
        else { return }
        defer { budget.leave() }
        let inner = Scope(context: name)
        inner.define("self", .object(object))
        for parameter in initializer.signature.parameterClause.parameters {
            let local = (parameter.secondName ?? parameter.firstName).text
            let value = parameter.defaultValue.flatMap { evaluate($0.value, in: Scope(context: name)) }
            inner.define(local, value ?? .unknown(Unknown(text: local, node: Syntax(parameter))))
        }
        let warned = passedOver.count
        let madeLayouts = made.flow.count
        _ = run(body.statements, in: inner)
        // A layout the initializer makes is followed from where it is made, with the code after it;
        // a stored property's own layout (`private let flowLayout = UICollectionViewFlowLayout()`),
        // made with the instance, is the one the initializer configures, and stays.
        let madeHere = Set(
            made.flow[madeLayouts...].filter { !Self.isStoredPropertyValue($0.node) }.map(ObjectIdentifier.init)
        )
        made.flow.removeAll { madeHere.contains(ObjectIdentifier($0)) }
        for (key, value) in object.properties {
            if case .object(let held) = value, madeHere.contains(ObjectIdentifier(held)) {
                object.properties[key] = nil
            }
        }
        // What the initializer cannot know (what the app passes it) is said where a method reads it,
        // not here: such a property is read as one the initializer does not set.
        passedOver.removeSubrange(warned...)
        for (key, value) in object.properties where value.unknown != nil { object.properties[key] = nil }
        loadData(into: object, of: type, node: node)
    }

    /// Whether a layout made at `node` is a stored property's initial value, not made by code in a
    /// function, an initializer or a closure.
    static func isStoredPropertyValue(_ node: Syntax) -> Bool {
        guard let binding = node.ancestor(PatternBindingSyntax.self), binding.initializer?.value.id == node.id
        else { return false }
        return isMember(binding)
    }

    /// Whether a binding declares a member of a type or a global, not a local of a function, a
    /// closure or a computed property's implicit getter (whose statements sit in no code block:
    /// `var layout: UICollectionViewFlowLayout { let l = … }`).
    static func isMember(_ binding: PatternBindingSyntax) -> Bool {
        binding.ancestor(CodeBlockSyntax.self) == nil && binding.ancestor(ClosureExprSyntax.self) == nil
            && binding.ancestor(AccessorBlockSyntax.self) == nil
    }

    /// The value of a member: a stored property's initial value (or what the instance holds), a
    /// computed property's getter, a method bound to its instance.
    func value(
        of member: TypeSymbol.Member,
        named name: String,
        in owner: TypeSymbol,
        instance: ReadValue?,
        node: some SyntaxProtocol
    ) -> ReadValue {
        guard enterCall(at: node) else { return .unknown(Unknown(text: name, node: Syntax(node))) }
        defer { budget.leave() }
        let scope = Scope(context: owner.name)
        if let instance { scope.define("self", instance) }
        switch member {
        case .functions(let overloads):
            return .function(overloads, instance)
        case .computed(_, let getter):
            return result(of: getter, in: scope) ?? .unknown(Unknown(text: name, node: Syntax(node)))
        case .stored(_, let isConstant, let initial, let declaredType):
            if let object = instance?.object, let held = object.properties[name] { return held }
            // An array another type fills with what the app loads (`controller.dataSources[0] +=
            // movies`): its starting value (`[[]]`) is the screen before the data; what it holds
            // is the app's.
            if !isConstant, let initial, SwiftProgram.isEmptyArray(initial),
                program.fillingFromOutside(member: name) != nil
            {
                return .unknown(Unknown(text: name, node: Syntax(node)))
            }
            // A variable another type sets (`sheet.numberOfColumns = 2`): its initial value is only
            // where the app starts, so each value set from outside is a way of its own.
            if !isConstant, let initial, let elsewhere = program.assignmentFromOutside(toMember: name),
                SwiftProgram.literal(initial).map({ if case .string = $0 { false } else { true } }) ?? false
            {
                let place = program.place(of: elsewhere)
                let others = program.literalsSetFromOutside(toMember: name).filter {
                    $0.text != initial.trimmedDescription
                }
                let way = choose(at: initial, ways: ["initial"] + others.map { Self.wayName(name, $0.text) })
                if way > 0 { return others[way - 1].value }
                passOver(
                    initial,
                    "\(name) is a variable the app also sets elsewhere (\(place.file):\(place.line):\(place.column)); its initial value is read: where the app sets another, edit the spec"
                )
            }
            // A variable a method of its own type changes (`currentWidth = width`): the value it
            // starts with is read, and said.
            if !isConstant, let initial, instance?.object?.properties[name] == nil,
                let changed = program.ownAssignment(to: name, of: owner)
            {
                if let value = valueAfterLayoutPass(of: name, startingAt: initial, owner: owner, instance: instance) {
                    return value
                }
                sayChanges(name, at: changed, startingWith: initial.trimmedDescription, node: node)
            }
            // A collection view the app sets up is the spec's collection view.
            let type = declaredType.map { String($0.filter { $0 != "!" && $0 != "?" }) }
            if initial == nil, type == "UICollectionView" || holdsCollectionView(type, of: owner, in: instance) {
                return .expression("collectionView")
            }
            // A number the type keeps optional and sets itself (a cached width): nil until its code
            // sets it, so the first layout computes it.
            if !isConstant, initial == nil, let declaredType, declaredType.hasSuffix("?"),
                Self.numberTypes.contains(String(declaredType.dropLast())),
                let changed = program.ownAssignment(to: name, of: owner),
                program.assignmentFromOutside(toMember: name) == nil
            {
                sayChanges(name, at: changed, startingWith: "nil", node: node)
                return .none
            }
            guard let initial else {
                // Set only when the app runs (a view model, an injected setting), of a type whose
                // declarations are known.
                let program = type.flatMap { self.program.resolveType($0, from: owner.name) }
                return .unknown(
                    Unknown(
                        text: name,
                        node: Syntax(node),
                        declaredType: program?.kind == .classType ? program?.name : nil
                    )
                )
            }
            let declared = declaredType.map {
                program.unaliased(String($0.filter { $0 != "!" && $0 != "?" }), from: owner.name)
            }
            guard let value = implicitMember(initial, of: declared, in: scope) ?? evaluate(initial, in: scope) else {
                return .unknown(Unknown(text: name, node: Syntax(node)))
            }
            // An object a stored property makes (`let flowLayout = UICollectionViewFlowLayout()`) is
            // one object: what `viewDidLoad` sets on it, a delegate method reads back.
            if case .object = value, let object = instance?.object { object.properties[name] = value }
            // A constant the app names a number by (`static let spacing: CGFloat = 8`) keeps its name.
            if isConstant, case .number(let number) = value, case .number? = SwiftProgram.literal(initial) {
                let literal = initial.trimmedDescription
                let isFloat =
                    declared.map { ["CGFloat", "Double", "Float"].contains($0) }
                    ?? (literal.contains(".") || literal.contains("e"))
                if let spec = namedConstants.name(name, of: owner.name, value: number, isFloat: isFloat) {
                    return .named(spec, number)
                }
            }
            return value
        }
    }

    /// Says where a variable its own type changes is read at the value it starts with.
    private func sayChanges(
        _ name: String,
        at changed: some SyntaxProtocol,
        startingWith initial: String,
        node: some SyntaxProtocol
    ) {
        let place = program.place(of: changed)
        passOver(
            node,
            "\(name) changes while the app runs (\(place.file):\(place.line):\(place.column)); the value it starts with, \(initial), is read: where the app shows another, edit the spec"
        )
    }

    /// The number types an optional the type caches a computed number in is declared as.
    static let numberTypes: Set<String> = ["CGFloat", "Double", "Float", "Int", "CGSize"]

    /// A way named after the value a variable is set to: `numberOfColumns2`, `scale0_5`.
    static func wayName(_ name: String, _ value: String) -> String {
        String((name + value).map { $0.isLetter || $0.isNumber ? $0 : "_" }.prefix(32))
    }

    /// Whether a property of a generic type's parameter (`var content: T!` in `ScrollableViewController<T>`)
    /// is a collection view where the instance's class inherits it as
    /// `ScrollableViewController<UICollectionView>`.
    func holdsCollectionView(_ type: String?, of owner: TypeSymbol, in instance: ReadValue?) -> Bool {
        guard let type, program.resolveType(type, from: owner.name) == nil,
            let appType = instance?.object?.appType, let subclass = program.types[appType]
        else { return false }
        return subclass.inherited.contains { $0.hasPrefix(owner.shortName + "<") && $0.contains("UICollectionView") }
    }
}
