import SwiftSyntax

/// Members: `base.name` and `base[index]` evaluated, and a member of each kind of value the reader
/// knows (a type's statics and cases, an instance's properties and methods, what UIKit or only the
/// app has).
extension LayoutCodeInterpreter {
    /// A member of a value: of a program's type (static members, nested types, enumeration cases),
    /// of an instance of one, of something UIKit makes, of an unknown value (unknown too).
    func member(_ name: String, of value: ReadValue, node: MemberAccessExprSyntax) -> ReadValue? {
        if let found = numberExtensionMember(name, of: value, node: node) { return found }
        if let found = memberOfCaseChoice(name, of: value, node: node) { return found }
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
                if sections.sectionBeingRead != nil {
                    sections.sectionEnumerationCases = max(sections.sectionEnumerationCases, type.cases.count)
                }
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
                if let property = uikitProperty(name, shadowedBy: member, of: value, node: node) { return property }
                return self.value(of: member, named: name, in: owner, instance: value, node: node)
            }
            if name == "view" { return rootView(of: object, node: node) }
            return UIKitNames.member(name, ofAppObject: object, node: node)
                ?? hostingViewMember(name, of: object, node: node)
        case .expression(let text) where text == "collectionView":
            // A method or property of the program's extension of `UICollectionView` or a class it
            // inherits from (`collectionView.section(…)`, `view.safeAreaInsetsOrZero`).
            guard
                let (member, owner) = ["UICollectionView", "UIScrollView", "UIView"].lazy.compactMap({
                    self.program.types[$0].flatMap { self.program.member(name, of: $0) }
                }).first
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
        case .unknown where name == "isEmpty" && runTime.loadingData:
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
            // The key window the app reaches through its scenes (`UIApplication.shared.connectedScenes
            // …first?.keyWindow`), read as `UIApplication.shared.keyWindow` is.
            if name == "keyWindow", unknown.text.hasPrefix("UIApplication.shared.connectedScenes") {
                return UIKitNames.global("UIApplication.shared", name, node: node, interpreter: self)
            }
            // A collection view the files do not declare (a superclass's `content`), asked a method
            // only the program's extension of `UICollectionView` has: the spec's collection view.
            if let type = program.types["UICollectionView"], case .functions? = type.members[name],
                program.types.values.filter({ $0.members[name] != nil }).count == 1
            {
                return self.member(name, of: .expression("collectionView"), node: node)
            }
            // A setting of an object the app hands in (`viewModel.headerStyle`) that its class
            // starts at a case or a literal: the value it starts with, said where read.
            if let setting = startingValue(name, of: unknown, node: node) { return setting }
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

    /// A property or method of the app's extension of a number type, asked of a number
    /// (`18.adjusted`, `spacing.scaled`), with the number as `self`: an integer literal's `Int`
    /// first, a decimal one's `Double`, then the other number types, as Swift infers a literal.
    func numberExtensionMember(_ name: String, of value: ReadValue, node: MemberAccessExprSyntax) -> ReadValue? {
        switch value {
        case .number, .named: break
        // `(width / 3).adjusted`: arithmetic in parentheses is a number.
        case .expression where node.base?.is(TupleExprSyntax.self) == true: break
        default: return nil
        }
        let order =
            node.base?.is(IntegerLiteralExprSyntax.self) == true
            ? ["Int", "CGFloat", "Double", "Float"] : ["Double", "CGFloat", "Float", "Int"]
        for typeName in order {
            guard let type = program.types[typeName], let (found, owner) = program.member(name, of: type) else {
                continue
            }
            switch found {
            case .stored(isStatic: true, _, _, _), .computed(isStatic: true, _): continue
            default: return self.value(of: found, named: name, in: owner, instance: value, node: node)
            }
        }
        return nil
    }

    /// In a section provider, a value only the app knows of which the code asks a member that one
    /// enumeration of the program alone declares (`section.layout(environment:)` on the data source's
    /// section identifier): that enumeration's case for the section being read, the Nth for section N,
    /// as a `switch` on it is read.
    func sectionKind(_ unknown: Unknown, member name: String, node: some SyntaxProtocol) -> ReadValue? {
        guard let index = sections.sectionBeingRead else { return nil }
        let kinds = program.types.values.filter {
            $0.kind == .enumeration && !$0.cases.isEmpty && $0.members[name] != nil
        }
        guard kinds.count == 1, let kind = kinds.first else { return nil }
        // The case a switch on it or a member asked before read it as, for the same section.
        if let read = sections.kindsRead[unknown.text] { return read }
        if let named = sections.sectionKind, kind.cases.contains(where: { $0.name == named }) {
            let read = ReadValue.enumCase(type: kind.name, name: named, arguments: [])
            sections.kindsRead[unknown.text] = read
            return read
        }
        sections.unknownSwitchCases = max(sections.unknownSwitchCases, kind.cases.count)
        guard index < kind.cases.count else { return ReadValue.none }
        passOver(
            node,
            "the section's kind comes from \(describe(unknown)); section N is read as \(kind.shortName)'s Nth case, in the order of its declaration: put the spec's sections in your data's order"
        )
        let read = ReadValue.enumCase(type: kind.name, name: kind.cases[index].name, arguments: [])
        sections.kindsRead[unknown.text] = read
        return read
    }
}

extension LayoutCodeInterpreter {
    func evaluate(_ member: MemberAccessExprSyntax, in scope: Scope) -> ReadValue? {
        let name = member.declName.baseName.text
        if let base = member.base, let counted = dataSourceCollection(name, of: base, in: scope) { return counted }
        guard let base = member.base else {
            // `.standardHeader`: a static property of the program's extension of a UIKit layout type.
            for typeName in Self.extendedUIKitTypes {
                if let type = program.types[typeName], let (found, owner) = program.member(name, of: type),
                    case .computed = found
                {
                    return value(of: found, named: name, in: owner, instance: nil, node: member)
                }
            }
            // `.gutter`: a static constant of the program's extension of a number or geometry type;
            // `.defaultGrouped`, of an enumeration's.
            for typeName in Self.extendedValueTypes + Self.extendedEnumerations {
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
        // A member the app's extension of a UIKit singleton's class declares
        // (`UIApplication.shared.orientation`, `UIScreen.main.isCompact`): its getter, followed.
        if let typeName = UIKitNames.singletonTypes[baseName], let type = program.types[typeName],
            let (found, owner) = program.member(name, of: type)
        {
            let instance = ReadValue.unknown(Unknown(text: baseName, node: Syntax(base)))
            return value(of: found, named: name, in: owner, instance: instance, node: member)
        }
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
        // A string's `isEmpty` and `count` (an element kind the code names, or "" for none).
        if case .string(let text) = value {
            switch name {
            case "isEmpty": return .bool(text.isEmpty)
            case "count": return .number(Double(text.count))
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
        if subscriptCall.arguments.count == 1, let value = lookUp(index, in: base) { return value }
        // A provider that looks its section up in an array the code holds (`dataSource[sectionIndex]`):
        // as many sections as elements; past the last, there is none. (An empty one is a default
        // the code reads in place of what only the app holds: its elements are not known.)
        if case .array(let elements)? = base, !elements.isEmpty, let reading = sections.sectionBeingRead,
            index?.number == Double(reading),
            subscriptCall.arguments.first?.expression.is(IntegerLiteralExprSyntax.self) == false
        {
            sections.sectionEnumerationCases = max(sections.sectionEnumerationCases, elements.count)
            if !elements.indices.contains(reading) { return ReadValue.none }
        }
        if case .array(let elements)? = base, let number = index?.number, let position = Int(exactly: number),
            elements.indices.contains(position)
        {
            return elements[position]
        }
        // `allCases[safe: index]`, the program's bounds-checked subscript: past the end, none.
        if case .array(let elements)? = base, let number = index?.number, let position = Int(exactly: number),
            let label = subscriptCall.arguments.first?.label?.text, subscriptCall.arguments.count == 1,
            program.checkedSubscriptLabels.contains(label)
        {
            return elements.indices.contains(position) ? elements[position] : ReadValue.none
        }
        if let unknown = base?.unknown { return .unknown(unknown.extended("[…]")) }
        return .unknown(Unknown(text: Self.shown(subscriptCall), node: Syntax(subscriptCall)))
    }
}
