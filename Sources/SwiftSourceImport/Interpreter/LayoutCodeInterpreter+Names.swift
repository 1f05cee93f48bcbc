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
                return value(of: member, named: name, in: owner, instance: instance, node: reference)
            }
            enclosing = typeName.isEmpty ? nil : typeName.lastIndex(of: ".").map { String(typeName[..<$0]) } ?? ""
        }
        // What `self` holds that UIKit declares (a flow layout subclass's `itemSize`, `collectionView`).
        if let instance = scope["self"]?.object {
            if let held = instance.properties[name] { return held }
            if let uikit = UIKitNames.defaultValue(of: name, in: instance, node: reference) { return uikit }
            if let uikit = UIKitNames.member(name, ofAppObject: instance, node: reference) { return uikit }
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
        let madeLayouts = flowLayouts.count
        _ = run(body.statements, in: inner)
        // A layout the initializer makes is followed from where it is made, with the code after it.
        let made = flowLayouts[madeLayouts...].map(ObjectIdentifier.init)
        flowLayouts.removeSubrange(madeLayouts...)
        for (key, value) in object.properties {
            if case .object(let held) = value, made.contains(ObjectIdentifier(held)) { object.properties[key] = nil }
        }
        // What the initializer cannot know (what the app passes it) is said where a method reads it,
        // not here: such a property is read as one the initializer does not set.
        passedOver.removeSubrange(warned...)
        for (key, value) in object.properties where value.unknown != nil { object.properties[key] = nil }
        loadData(into: object, of: type, node: node)
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
                let place = program.place(of: changed)
                passOver(
                    node,
                    "\(name) changes while the app runs (\(place.file):\(place.line):\(place.column)); the value it starts with, \(initial.trimmedDescription), is read: where the app shows another, edit the spec"
                )
            }
            // A collection view the app sets up is the spec's collection view.
            let type = declaredType.map { String($0.filter { $0 != "!" && $0 != "?" }) }
            if initial == nil, type == "UICollectionView" || holdsCollectionView(type, of: owner, in: instance) {
                return .expression("collectionView")
            }
            guard let initial else {
                // Set only when the app runs (a view model, an injected setting).
                return .unknown(Unknown(text: name, node: Syntax(node)))
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
            return value
        }
    }

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

    /// A member of a value: of a program's type (static members, nested types, enumeration cases),
    /// of an instance of one, of something UIKit makes, of an unknown value (unknown too).
    func member(_ name: String, of value: ReadValue, node: MemberAccessExprSyntax) -> ReadValue? {
        switch value {
        case .type(let typeName):
            // `MediaCell.self`: the class, a value the code passes around (a model's `cellType`).
            if name == "self" { return value }
            if let nested = program.types[typeName + "." + name] { return .type(nested.name) }
            guard let type = program.types[typeName] else { return nil }
            if let found = type.cases.first(where: { $0.name == name }) {
                return .enumCase(type: type.name, name: found.name, arguments: [])
            }
            if name == "allCases", !type.cases.isEmpty {
                // `Section.allCases[sectionIndex]` in a provider: as many sections as cases.
                if sectionBeingRead != nil { sectionEnumerationCases = max(sectionEnumerationCases, type.cases.count) }
                return .array(type.cases.map { .enumCase(type: type.name, name: $0.name, arguments: []) })
            }
            if let (member, owner) = program.member(name, of: type) {
                // A class's members run with `self` the class, so what they call is dispatched on it.
                let instance: ReadValue? = type.kind == .classType ? value : nil
                return self.value(of: member, named: name, in: owner, instance: instance, node: node)
            }
            return .unknown(Unknown(text: "\(type.shortName).\(name)", node: Syntax(node)))
        case .enumCase(let typeName, let caseName, _):
            if name == "rawValue" {
                return program.types[typeName]?.cases.first { $0.name == caseName }?.rawValue
            }
            guard let type = program.types[typeName], let (member, owner) = program.member(name, of: type) else {
                return nil
            }
            return self.value(of: member, named: name, in: owner, instance: value, node: node)
        case .object(let object) where object.appType != nil:
            if let held = object.properties[name] { return held }
            guard let typeName = object.appType, let type = program.types[typeName] else { return nil }
            if let (member, owner) = program.member(name, of: type) {
                return self.value(of: member, named: name, in: owner, instance: value, node: node)
            }
            return UIKitNames.member(name, ofAppObject: object, node: node)
        case .expression(let text) where text == "collectionView":
            // A method of the program's extension of `UICollectionView` (`collectionView.section(…)`).
            guard let type = program.types["UICollectionView"], let (member, owner) = program.member(name, of: type)
            else { return nil }
            return self.value(of: member, named: name, in: owner, instance: value, node: node)
        case .member(let caseName, let arguments) where arguments.isEmpty:
            // `.three` a property returned, asked a member: the case of the one enumeration of the
            // program that has it and declares that member (`columns.spacing`).
            let owners = program.types.values.filter { type in
                type.cases.contains { $0.name == caseName } && (name == "rawValue" || type.members[name] != nil)
            }
            guard owners.count == 1, let type = owners.first else { return nil }
            return self.member(name, of: .enumCase(type: type.name, name: caseName, arguments: []), node: node)
        case .object(let object) where object.appType == nil:
            // A method the program declares in a protocol extension (`then { $0.… }`), on a UIKit object.
            let declaring = program.types.values.filter { type in
                (type.kind == .protocolType || type.kind == .extended) && type.cases.isEmpty
                    && { if case .functions? = type.members[name] { true } else { false } }()
            }
            guard declaring.count == 1, case .functions(let overloads)? = declaring.first?.members[name] else {
                return nil
            }
            return .function(overloads, value)
        case .unknown where name == "isEmpty" && loadingData:
            // A list of the data being loaded holds items (``loadData(into:of:node:)``).
            return .bool(false)
        case .unknown(let unknown):
            // A screen the app reaches through its scene or window (`windowScene.screen.bounds`):
            // the screen the spec's environment is on.
            if name == "bounds", unknown.text.hasSuffix(".screen") || unknown.text == "screen" {
                return .expression("UIScreen.main.bounds")
            }
            // The orientation of the interface the app reaches through its window's scene.
            if name == "interfaceOrientation" { return UIKitNames.interfaceOrientation(node: node) }
            // A collection view the files do not declare (a superclass's `content`), asked a method
            // only the program's extension of `UICollectionView` has: the spec's collection view.
            if let type = program.types["UICollectionView"], case .functions? = type.members[name],
                program.types.values.filter({ $0.members[name] != nil }).count == 1
            {
                return self.member(name, of: .expression("collectionView"), node: node)
            }
            // A section's kind the app knows, whose type the code shows by what it asks of it.
            if let kind = sectionKind(unknown, member: name, node: node) {
                return self.member(name, of: kind, node: node)
            }
            // A method one type of the program declares: asked of an instance of that type.
            if let standIn = standIn(forMethod: name, of: unknown, node: node) {
                return self.member(name, of: standIn, node: node)
            }
            return .unknown(unknown.extended("." + name))
        default:
            return nil
        }
    }

    /// In a section provider, a value only the app knows of which the code asks a member that one
    /// enumeration of the program alone declares (`section.layout(environment:)` on the data source's
    /// section identifier): that enumeration's case for the section being read, the Nth for section N,
    /// as a `switch` on it is read.
    func sectionKind(_ unknown: Unknown, member name: String, node: some SyntaxProtocol) -> ReadValue? {
        guard let index = sectionBeingRead else { return nil }
        let kinds = program.types.values.filter {
            $0.kind == .enumeration && !$0.cases.isEmpty && $0.members[name] != nil
        }
        guard kinds.count == 1, let kind = kinds.first else { return nil }
        unknownSwitchCases = max(unknownSwitchCases, kind.cases.count)
        guard index < kind.cases.count else { return ReadValue.none }
        passOver(
            node,
            "the section's kind comes from \(describe(unknown)); section N is read as \(kind.shortName)'s Nth case, in the order of its declaration: put the spec's sections in your data's order"
        )
        return .enumCase(type: kind.name, name: kind.cases[index].name, arguments: [])
    }
}

extension LayoutCodeInterpreter {
    func evaluate(_ member: MemberAccessExprSyntax, in scope: Scope) -> ReadValue? {
        let name = member.declName.baseName.text
        guard let base = member.base else {
            // `.standardHeader`: a static property of the program's extension of a UIKit layout type.
            for typeName in Self.extendedUIKitTypes {
                if let type = program.types[typeName], let (found, owner) = program.member(name, of: type),
                    case .computed = found
                {
                    return value(of: found, named: name, in: owner, instance: nil, node: member)
                }
            }
            // `.gutter`: a static constant of the program's extension of a number or geometry type.
            for typeName in Self.extendedValueTypes {
                if let type = program.types[typeName], let (found, owner) = program.member(name, of: type) {
                    switch found {
                    case .stored(isStatic: true, _, _, _), .computed(isStatic: true, _):
                        return value(of: found, named: name, in: owner, instance: nil, node: member)
                    default: continue
                    }
                }
            }
            return .member(name, [])
        }
        // `super.prepare()` in a subclass of the program's own class: its superclass's method, on `self`.
        if base.is(SuperExprSyntax.self) {
            guard let type = program.types[scope.context], let superclass = type.superclass,
                let parent = program.resolveType(superclass, from: type.enclosing),
                let (found, owner) = program.member(name, of: parent)
            else { return ReadValue.none }
            return value(of: found, named: name, in: owner, instance: scope["self"], node: member)
        }
        let baseName = program.unaliased(base.trimmedDescription, from: scope.context)
        if let constant = Self.constants["\(baseName).\(name)"] { return .string(constant) }
        if let known = UIKitNames.global(baseName, name, node: member, interpreter: self) { return known }
        let isUIKitType =
            scope[baseName] == nil && baseName.first?.isUppercase == true
            && program.resolveType(baseName, from: scope.context) == nil && baseName != "Self"
        if isUIKitType {
            if name == "zero", let zero = Self.zero(of: baseName, node: member) { return zero }
            if ["CGFloat", "Double", "Float"].contains(baseName), let number = SwiftValue.numericConstants[name] {
                return .number(number)
            }
            if Self.memberTypes.contains(baseName) { return .member(name, []) }
        }
        guard let value = evaluate(base, in: scope) else { return nil }
        // A member of nothing (a section past the data's last, `dataSource[n].type`) is nothing.
        if case .none = value { return ReadValue.none }
        if let found = self.member(name, of: value, node: member) { return found }
        if let object = value.object {
            if object.type == Self.environmentType {
                // The names a spec's expressions read from a section provider's environment.
                if name == "container" || name == "traitCollection" { return .expression(name) }
                return .unknown(Unknown(text: Self.shown(member), node: Syntax(member)))
            }
            if let property = object[name] { return property }
            if let zero = Self.zero(of: object.type, node: member), name == "zero" { return zero }
            if let uikit = UIKitNames.defaultValue(of: name, in: object, node: member) { return uikit }
        }
        if case .array(let elements) = value {
            switch name {
            case "count": return .number(Double(elements.count))
            case "first": return elements.first ?? ReadValue.none
            case "last": return elements.last ?? ReadValue.none
            case "isEmpty": return .bool(elements.isEmpty)
            default: break
            }
        }
        if case .expression(let text) = value {
            if let declared = traitExtensionMember(name, of: text, node: member) { return declared }
            return UIKitNames.expression(text, member: name, node: member)
        }
        return .unknown(Unknown(text: Self.shown(member), node: Syntax(member)))
    }

    /// `array[index]`: the element, where both are known; an unknown value otherwise.
    func evaluate(_ subscriptCall: SubscriptCallExprSyntax, in scope: Scope) -> ReadValue? {
        let base = evaluate(subscriptCall.calledExpression, in: scope)
        let index = subscriptCall.arguments.first.flatMap { evaluate($0.expression, in: scope) }
        // A provider that looks its section up in an array the code holds (`dataSource[sectionIndex]`):
        // as many sections as elements; past the last, there is none. (An empty one is a default
        // the code reads in place of what only the app holds: its elements are not known.)
        if case .array(let elements)? = base, !elements.isEmpty, let reading = sectionBeingRead,
            index?.number == Double(reading),
            subscriptCall.arguments.first?.expression.is(IntegerLiteralExprSyntax.self) == false
        {
            sectionEnumerationCases = max(sectionEnumerationCases, elements.count)
            if !elements.indices.contains(reading) { return ReadValue.none }
        }
        if case .array(let elements)? = base, let number = index?.number, let position = Int(exactly: number),
            elements.indices.contains(position)
        {
            return elements[position]
        }
        if let unknown = base?.unknown { return .unknown(unknown.extended("[…]")) }
        return .unknown(Unknown(text: Self.shown(subscriptCall), node: Syntax(subscriptCall)))
    }
}
