import SwiftOperators
import SwiftSyntax

/// The Swift files given to one `layoutd import`, read together as the app's program: the types
/// they declare (nested ones, and what extensions in any file add), their members, the enumerations'
/// cases with raw and associated values, and the global functions and constants.
///
/// The layout code reads names from anywhere in it: a section provider in one file calls a helper in
/// an extension in another, with numbers from a `UX` type in a third. Nothing is run; the table only
/// says where each name is declared.
final class SwiftProgram {
    /// One file: its name, its tree with operators folded (what the interpreter follows), and where
    /// each line starts, for `file:line:column`.
    struct File {
        var name: String
        /// The tree as parsed, operators in sequences (what the syntax readers walk).
        var source: SourceFileSyntax
        var tree: SourceFileSyntax
        var lineStarts: [Int]
    }

    private(set) var files: [File] = []
    /// The types by qualified name (`HomeViewController.UX`); the global scope is the type named "".
    private(set) var types: [String: TypeSymbol] = ["": TypeSymbol(name: "", kind: .global)]
    /// The qualified name of the type each function, initializer and property accessor is declared in.
    private var owners: [SyntaxIdentifier: String] = [:]
    /// Each file's root, by its identifier: which file a node is in.
    private var fileOfRoot: [SyntaxIdentifier: Int] = [:]

    /// Adds a parsed file (its operators are folded here).
    func add(_ tree: SourceFileSyntax, text: String, file: String) {
        let folded = OperatorTable.standardOperators.foldAll(tree) { _ in }.as(SourceFileSyntax.self) ?? tree
        let lineStarts =
            [0] + text.utf8.enumerated().filter { $0.element == UInt8(ascii: "\n") }.map { $0.offset + 1 }
        fileOfRoot[Syntax(folded).id] = files.count
        fileOfRoot[Syntax(tree).id] = files.count
        files.append(File(name: file, source: tree, tree: folded, lineStarts: lineStarts))
        let collector = DeclarationCollector(program: self)
        collector.walk(folded)
    }

    /// The file `node` is in, and its line and column there (in UTF-8 bytes, as the compiler counts).
    func place(of node: some SyntaxProtocol) -> (file: String, line: Int, column: Int) {
        guard let index = fileOfRoot[node.root.id] else { return ("", 1, 1) }
        let starts = files[index].lineStarts
        let offset = node.positionAfterSkippingLeadingTrivia.utf8Offset
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (files[index].name, low + 1, offset - starts[low] + 1)
    }

    /// The node of the folded tree at the place of `node` of the parsed one (or `node` itself, when
    /// it is in a folded tree already), of the same kind.
    func folded<Node: SyntaxProtocol>(_ node: Node) -> Node? {
        guard let index = fileOfRoot[node.root.id] else { return nil }
        if node.root.id == Syntax(files[index].tree).id { return node }
        let start = node.positionAfterSkippingLeadingTrivia
        let end = node.endPositionBeforeTrailingTrivia
        var current = files[index].tree.token(at: start).map(Syntax.init)
        while let candidate = current {
            if candidate.positionAfterSkippingLeadingTrivia == start, candidate.endPositionBeforeTrailingTrivia == end,
                let match = candidate.as(Node.self)
            {
                return match
            }
            if candidate.positionAfterSkippingLeadingTrivia < start || candidate.endPositionBeforeTrailingTrivia > end {
                return nil
            }
            current = candidate.parent
        }
        return nil
    }

    /// The type a declaration is in ("" for a global one).
    func owner(of node: some SyntaxProtocol) -> String {
        var current: Syntax? = folded(Syntax(node)) ?? Syntax(node)
        while let node = current {
            if let owner = owners[node.id] { return owner }
            current = node.parent
        }
        return ""
    }

    fileprivate func record(owner: String, of node: some SyntaxProtocol) { owners[Syntax(node).id] = owner }

    fileprivate func type(named name: String, kind: TypeSymbol.Kind?) -> TypeSymbol {
        if let existing = types[name] {
            if let kind, existing.kind == .extended { existing.kind = kind }
            return existing
        }
        let symbol = TypeSymbol(name: name, kind: kind ?? .extended)
        types[name] = symbol
        return symbol
    }

    // MARK: Names

    /// The type `name` (`UX`, `Section`, `Constants.Layout`) names where code in `context` reads it:
    /// a type nested in the context or one of its enclosing types, a top-level one, or the one type of
    /// the program with that last name.
    func resolveType(_ name: String, from context: String) -> TypeSymbol? {
        var scope = context
        while true {
            let candidate = scope.isEmpty ? name : scope + "." + name
            if let symbol = types[candidate], !candidate.isEmpty { return symbol }
            guard let dot = scope.lastIndex(of: ".") else {
                if scope.isEmpty { break }
                scope = ""
                continue
            }
            scope = String(scope[..<dot])
        }
        let matches = types.values.filter { $0.name.hasSuffix("." + name) }
        return matches.count == 1 ? matches[0] : nil
    }

    /// The member `name` of `type` or of its superclasses in the program.
    func member(_ name: String, of type: TypeSymbol) -> (member: TypeSymbol.Member, in: TypeSymbol)? {
        var current: TypeSymbol? = type
        var seen: Set<String> = []
        while let symbol = current, !seen.contains(symbol.name) {
            seen.insert(symbol.name)
            if let member = symbol.members[name] { return (member, symbol) }
            current = symbol.superclass.flatMap { resolveType($0, from: symbol.enclosing) }
        }
        return nil
    }

    /// Whether `type` inherits (in the program) from one of `roots`, UIKit's or a package's classes.
    func inherits(_ type: TypeSymbol, from roots: Set<String>) -> Bool {
        var current: TypeSymbol? = type
        var seen: Set<String> = []
        while let symbol = current, let superclass = symbol.superclass, !seen.contains(symbol.name) {
            seen.insert(symbol.name)
            if roots.contains(superclass) { return true }
            current = resolveType(superclass, from: symbol.enclosing)
        }
        return false
    }

    /// The static members named `name` anywhere in the program, when exactly one type has one: what
    /// a name read from a type the files do not declare most likely is.
    func onlyMember(named name: String) -> (member: TypeSymbol.Member, in: TypeSymbol)? {
        let matches = types.values.compactMap { type in type.members[name].map { ($0, type) } }
        return matches.count == 1 ? matches[0] : nil
    }
}

/// A type of the program, with what its declaration and every extension of it declare.
final class TypeSymbol {
    enum Kind: Equatable {
        case global, classType, structure, enumeration, protocolType, actor
        /// Known only from an extension so far.
        case extended
    }

    /// A member: a stored property with its initial value, a computed one with its getter, methods
    /// (overloads in order), or an enumeration case.
    enum Member {
        case stored(isStatic: Bool, isConstant: Bool, initial: ExprSyntax?, declaredType: String?)
        case computed(isStatic: Bool, getter: CodeBlockItemListSyntax)
        case functions([FunctionDeclSyntax])
    }

    /// An enumeration case: its raw value (given, or Swift's implicit one), and its associated
    /// values' labels (`nil` for an unlabelled one).
    struct Case {
        var name: String
        var rawValue: ReadValue?
        var associated: [String?]
    }

    let name: String
    var kind: Kind
    var inherited: [String] = []
    var members: [String: Member] = [:]
    var cases: [Case] = []
    var initializers: [InitializerDeclSyntax] = []

    init(name: String, kind: Kind) {
        self.name = name
        self.kind = kind
    }

    /// The last part of the name: `UX` for `HomeViewController.UX`.
    var shortName: String { name.split(separator: ".").last.map(String.init) ?? name }
    /// The type it is nested in ("" at the top).
    var enclosing: String { name.lastIndex(of: ".").map { String(name[..<$0]) } ?? "" }
    /// The first inherited type of a class: its superclass (a protocol there is harmless).
    var superclass: String? { kind == .classType || kind == .extended ? inherited.first : nil }
    /// The raw value type of an enumeration (`Int`, `String`, `CGFloat`).
    var rawType: String? { kind == .enumeration ? inherited.first : nil }
}

/// Walks a file's declarations into the program's table.
private final class DeclarationCollector: SyntaxVisitor {
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
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                symbol.members[name] == nil
            else { continue }
            switch binding.accessorBlock?.accessors {
            case .getter(let body)?:
                symbol.members[name] = .computed(isStatic: isStatic, getter: body)
            case .accessors(let accessors)?:
                if let getter = accessors.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) })?.body {
                    symbol.members[name] = .computed(isStatic: isStatic, getter: getter.statements)
                } else {
                    // Observers (`didSet`) on a stored property.
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
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}

extension SwiftProgram {
    /// A literal raw value: a number, a negated one, a string without interpolation, a boolean.
    static func literal(_ expression: ExprSyntax) -> ReadValue? {
        if let number = SwiftValue.number(expression) { return .number(number) }
        if let text = expression.as(StringLiteralExprSyntax.self),
            text.segments.allSatisfy({ $0.is(StringSegmentSyntax.self) })
        {
            return .string(text.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined())
        }
        if let flag = expression.as(BooleanLiteralExprSyntax.self) {
            return .bool(flag.literal.tokenKind == .keyword(.true))
        }
        return nil
    }
}
