import SwiftSyntax

/// Walks a file's declarations into the program's table.
final class DeclarationCollector: SyntaxVisitor {
    let program: SwiftProgram
    /// The qualified names of the types being walked, innermost last.
    var path: [String] = []

    init(program: SwiftProgram) {
        self.program = program
        super.init(viewMode: .sourceAccurate)
    }

    var current: String { path.last ?? "" }

    func enter(_ name: String, kind: TypeSymbol.Kind?, inherited: InheritanceClauseSyntax?) -> TypeSymbol {
        let qualified = current.isEmpty ? name : current + "." + name
        let symbol = program.type(named: qualified, kind: kind)
        symbol.inherited += inherited?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        path.append(qualified)
        return symbol
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        _ = enter(node.name.text, kind: .classType, inherited: node.inheritanceClause)
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { path.removeLast() }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        _ = enter(node.name.text, kind: .structure, inherited: node.inheritanceClause)
        return .visitChildren
    }
    override func visitPost(_ node: StructDeclSyntax) { path.removeLast() }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        _ = enter(node.name.text, kind: .actor, inherited: node.inheritanceClause)
        return .visitChildren
    }
    override func visitPost(_ node: ActorDeclSyntax) { path.removeLast() }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        _ = enter(node.name.text, kind: .protocolType, inherited: node.inheritanceClause)
        return .visitChildren
    }
    override func visitPost(_ node: ProtocolDeclSyntax) { path.removeLast() }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        let symbol = enter(node.name.text, kind: .enumeration, inherited: node.inheritanceClause)
        // Implicit raw values: Int counts on from the last one, String is the case's name.
        var next = 0.0
        for member in node.memberBlock.members {
            for element in member.decl.as(EnumCaseDeclSyntax.self)?.elements ?? [] {
                var raw: ReadValue?
                if let given = element.rawValue?.value {
                    raw = SwiftProgram.literal(given)
                    if let number = raw?.number { next = number }
                } else if symbol.rawType == "String" {
                    raw = .string(element.name.text)
                } else if let type = symbol.rawType, ["Int", "CGFloat", "Double", "Float"].contains(type) {
                    raw = .number(next)
                }
                next += 1
                let labels = element.parameterClause?.parameters.map { $0.firstName?.text } ?? []
                symbol.cases.append(TypeSymbol.Case(name: element.name.text, rawValue: raw, associated: labels))
            }
        }
        return .visitChildren
    }
    override func visitPost(_ node: EnumDeclSyntax) { path.removeLast() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        // An extension names its type from the top (`extension A.B`), whatever file it is in.
        let name = node.extendedType.trimmedDescription
        let symbol = program.type(named: name, kind: nil)
        symbol.inherited += node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        path.append(name)
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { path.removeLast() }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        program.record(owner: current, of: node)
        let symbol = program.type(named: current, kind: nil)
        if case .functions(let existing)? = symbol.members[node.name.text] {
            symbol.members[node.name.text] = .functions(existing + [node])
        } else if symbol.members[node.name.text] == nil {
            symbol.members[node.name.text] = .functions([node])
        } else {
            symbol.methods[node.name.text, default: []].append(node)
        }
        // A function's own body is not the type's: local functions are the body's.
        return .skipChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        program.record(owner: current, of: node)
        program.type(named: current, kind: nil).initializers.append(node)
        return .skipChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        program.record(owner: current, of: node)
        let symbol = program.type(named: current, kind: nil)
        let isStatic = node.modifiers.contains { ["static", "class"].contains($0.name.text) } || current.isEmpty
        let isConstant = node.bindingSpecifier.tokenKind == .keyword(.let)
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            if case .functions(let methods)? = symbol.members[name] {
                // A property beside methods of its name: the name alone is the property.
                symbol.methods[name, default: []] += methods
                symbol.members[name] = nil
            }
            guard symbol.members[name] == nil else { continue }
            switch binding.accessorBlock?.accessors {
            case .getter(let body)?:
                symbol.members[name] = .computed(isStatic: isStatic, getter: body)
            case .accessors(let accessors)?:
                if let getter = accessors.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) })?.body {
                    symbol.members[name] = .computed(isStatic: isStatic, getter: getter.statements)
                } else {
                    // Observers (`didSet`) on a stored property.
                    if let didSet = accessors.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.didSet) })?
                        .body
                    {
                        symbol.observers[name] = didSet.statements
                    }
                    symbol.members[name] = .stored(
                        isStatic: isStatic,
                        isConstant: isConstant,
                        initial: binding.initializer?.value,
                        declaredType: binding.typeAnnotation?.type.trimmedDescription
                    )
                }
            case nil:
                symbol.members[name] = .stored(
                    isStatic: isStatic,
                    isConstant: isConstant,
                    initial: binding.initializer?.value,
                    declaredType: binding.typeAnnotation?.type.trimmedDescription
                )
            }
        }
        return .skipChildren
    }

    // Code inside bodies declares nothing of the program's.
    /// `typealias DataSource = UICollectionViewDiffableDataSource<…>`: the name stands for the type.
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.name.text
        program.typeAliases[current.isEmpty ? name : current + "." + name] = node.initializer.value.trimmedDescription
        return .skipChildren
    }

    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
