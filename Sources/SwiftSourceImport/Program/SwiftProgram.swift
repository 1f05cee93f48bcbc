import SpecImport
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
    /// One file: its name, its one tree (operators folded: `a + b * c` is an infix expression whose
    /// right operand is `b * c`, as the compiler reads it), and where each line starts, for
    /// `file:line:column`.
    struct File {
        var name: String
        var tree: SourceFileSyntax
        var lineStarts: [Int]
    }

    private(set) var files: [File] = []
    /// The program's type aliases, by qualified name: what each stands for, as written.
    var typeAliases: [String: String] = [:]
    /// The types of `self` each stored property holds (``selfTypesStored(in:of:)``), by
    /// `Type.property`, once looked for: a test in a loop asks again and again.
    var selfTypesFound: [String: Set<String>?] = [:]
    /// Whether a file registers `UserDefaults` defaults, once looked for.
    var registersDefaultsFound: Bool?
    /// ``checkedSubscriptLabels``, once looked for.
    var checkedSubscriptsFound: Set<String>?
    /// ``collectionViewsMade(by:)``, once counted.
    var collectionViewMakers: [String: Int]?
    /// The nibs the code may load, by name.
    var nibs: [String: SwiftSourceImport.Nib] = [:]
    /// The flow layouts Interface Builder documents archive in the scenes of the app's view
    /// controllers, by the controller's class.
    var documentLayouts: [String: DocumentFlowLayout] = [:]
    /// The types by qualified name (`HomeViewController.UX`); the global scope is the type named "".
    private(set) var types: [String: TypeSymbol] = ["": TypeSymbol(name: "", kind: .global)]
    /// The qualified name of the type each function, initializer and property accessor is declared in.
    private var owners: [SyntaxIdentifier: String] = [:]
    /// Each file's root, by its identifier: which file a node is in.
    private var fileOfRoot: [SyntaxIdentifier: Int] = [:]
    /// ``assignmentFromOutside(toMember:)``'s answers, by name.
    private var outsideAssignments: [String: [InfixOperatorExprSyntax]] = [:]

    /// Adds a parsed file, its operators folded: the tree every reader walks and the interpreter
    /// follows, so a node found by one is the node the other reads.
    func add(_ tree: SourceFileSyntax, text: String, file: String) {
        let folded = OperatorTable.standardOperators.foldAll(tree) { _ in }.as(SourceFileSyntax.self) ?? tree
        let lineStarts = Self.lineStarts(of: text)
        fileOfRoot[Syntax(folded).id] = files.count
        files.append(File(name: file, tree: folded, lineStarts: lineStarts))
        let collector = DeclarationCollector(program: self)
        collector.walk(folded)
    }

    /// The file `node` is in, and its line and column there (in UTF-8 bytes, as the compiler counts).
    func place(of node: some SyntaxProtocol) -> (file: String, line: Int, column: Int) {
        guard let index = fileOfRoot[node.root.id] else { return ("", 1, 1) }
        let at = Self.place(of: node, lineStarts: files[index].lineStarts)
        return (files[index].name, at.line, at.column)
    }

    /// The index of the file `node` is in (the files' count for a node of none).
    func fileIndex(of node: some SyntaxProtocol) -> Int { fileOfRoot[node.root.id] ?? files.count }

    /// Where `node` is in the program, to put what the code sets in the order it sets it.
    func order(of node: some SyntaxProtocol) -> (file: Int, offset: Int) {
        (fileIndex(of: node), node.positionAfterSkippingLeadingTrivia.utf8Offset)
    }

    /// Where each line of `text` starts, in UTF-8 bytes.
    ///
    /// Lines and columns come from the text, not the tree: swift-syntax's converter walks the tree recursively, which a deep one overflows.
    static func lineStarts(of text: String) -> [Int] {
        [0] + text.utf8.enumerated().filter { $0.element == UInt8(ascii: "\n") }.map { $0.offset + 1 }
    }

    /// The line and column (in UTF-8 bytes, as the compiler counts them) of a node of a text whose
    /// lines start at `lineStarts`.
    static func place(of node: some SyntaxProtocol, lineStarts starts: [Int]) -> (line: Int, column: Int) {
        let offset = node.positionAfterSkippingLeadingTrivia.utf8Offset
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (low + 1, offset - starts[low] + 1)
    }

    /// The type a declaration is in ("" for a global one).
    func owner(of node: some SyntaxProtocol) -> String {
        var current: Syntax? = Syntax(node)
        while let node = current {
            if let owner = owners[node.id] { return owner }
            current = node.parent
        }
        return ""
    }

    func record(owner: String, of node: some SyntaxProtocol) { owners[Syntax(node).id] = owner }

    func type(named name: String, kind: TypeSymbol.Kind?) -> TypeSymbol {
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

    /// `type` and its superclasses that the program declares, nearest first.
    func lineage(of type: TypeSymbol) -> [TypeSymbol] {
        var lineage: [TypeSymbol] = []
        var current: TypeSymbol? = type
        while let symbol = current, !lineage.contains(where: { $0 === symbol }) {
            lineage.append(symbol)
            current = symbol.superclass.flatMap { resolveType($0, from: symbol.enclosing) }
        }
        return lineage
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

    /// The first place the program sets a property named `name` of another value than `self`
    /// (`sheet.numberOfColumns = 2`): a variable the app changes from outside its type.
    func assignmentFromOutside(toMember name: String) -> Syntax? {
        outsideAssignments(toMember: name).first.map(Syntax.init)
    }

    /// Every place the program sets a property named `name` of another value than `self`, in the
    /// order of the files.
    func outsideAssignments(toMember name: String) -> [InfixOperatorExprSyntax] {
        if let known = outsideAssignments[name] { return known }
        var found: [InfixOperatorExprSyntax] = []
        for file in files {
            for token in file.tree.tokens(viewMode: .sourceAccurate) where token.text == name {
                guard let member = token.parent?.parent?.as(MemberAccessExprSyntax.self),
                    member.declName.baseName.id == token.id, let base = member.base,
                    base.trimmedDescription != "self",
                    let infix = member.parent?.as(InfixOperatorExprSyntax.self), infix.leftOperand.id == member.id,
                    infix.operator.is(AssignmentExprSyntax.self)
                else { continue }
                found.append(infix)
            }
        }
        outsideAssignments[name] = found
        return found
    }

    /// The first place the program fills a property named `name` of another value than `self`
    /// with what it holds (`controller.dataSources[0] += movies`, `.items.append(…)`,
    /// `.sections = loaded`): the property holds the app's data.
    func fillingFromOutside(member name: String) -> Syntax? {
        for file in files {
            for token in file.tree.tokens(viewMode: .sourceAccurate) where token.text == name {
                guard let member = token.parent?.parent?.as(MemberAccessExprSyntax.self),
                    member.declName.baseName.id == token.id, let base = member.base,
                    !["self", "Self"].contains(base.trimmedDescription)
                else { continue }
                // `x.name[0] += …`, `x.name[0] = …`: an element of it set.
                var target = ExprSyntax(member)
                if let subscripted = member.parent?.as(SubscriptCallExprSyntax.self),
                    subscripted.calledExpression.id == member.id
                {
                    target = ExprSyntax(subscripted)
                }
                if let infix = target.parent?.as(InfixOperatorExprSyntax.self), infix.leftOperand.id == target.id,
                    infix.operator.is(AssignmentExprSyntax.self)
                        || infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "+="
                {
                    if target.id == ExprSyntax(member).id, Self.isEmptyArray(infix.rightOperand) { continue }
                    return Syntax(infix)
                }
                // `x.name.append(…)`, `x.name[0].append(contentsOf: …)`.
                if let call = target.parent?.as(MemberAccessExprSyntax.self),
                    ["append", "insert"].contains(call.declName.baseName.text),
                    call.parent?.is(FunctionCallExprSyntax.self) == true
                {
                    return Syntax(call)
                }
            }
        }
        return nil
    }

    /// Whether `expression` is an empty array, or an array of empty ones (`[]`, `[[]]`).
    static func isEmptyArray(_ expression: ExprSyntax) -> Bool {
        guard let array = expression.as(ArrayExprSyntax.self) else { return false }
        return array.elements.allSatisfy { $0.expression.as(ArrayExprSyntax.self)?.elements.isEmpty == true }
    }

    /// The literal values the program sets a property named `name` to from outside its type, each
    /// once, in the order met: a literal right side (`sheet.numberOfColumns = 2`), or the literals a
    /// local variable of the function that sets it takes (`var columns: CGFloat = 1`, then
    /// `columns = 2` in a `switch`, then `sheet.numberOfColumns = columns`).
    func literalsSetFromOutside(toMember name: String) -> [(value: ReadValue, text: String)] {
        var values: [(value: ReadValue, text: String)] = []
        func add(_ expression: ExprSyntax) {
            guard let value = Self.literal(expression), case .number = value else { return }
            let text = expression.trimmedDescription
            if !values.contains(where: { $0.text == text }) { values.append((value, text)) }
        }
        for assignment in outsideAssignments(toMember: name) {
            let right = assignment.rightOperand
            if Self.literal(right) != nil {
                add(right)
                continue
            }
            guard let local = right.as(DeclReferenceExprSyntax.self)?.baseName.text,
                let body = assignment.ancestorOrSelf(mapping: { $0.as(FunctionDeclSyntax.self) })?.body
            else { continue }
            for node in body.tokens(viewMode: .sourceAccurate) where node.text == local {
                if let binding = node.parent?.as(IdentifierPatternSyntax.self)?.parent?.as(PatternBindingSyntax.self),
                    let initial = binding.initializer?.value
                {
                    add(initial)
                } else if let reference = node.parent?.as(DeclReferenceExprSyntax.self),
                    let infix = reference.parent?.as(InfixOperatorExprSyntax.self),
                    infix.leftOperand.id == reference.id, infix.operator.is(AssignmentExprSyntax.self)
                {
                    add(infix.rightOperand)
                }
            }
        }
        return Array(values.prefix(4))
    }

    /// The static members named `name` anywhere in the program, when exactly one type has one: what
    /// a name read from a type the files do not declare most likely is.
    func onlyMember(named name: String) -> (member: TypeSymbol.Member, in: TypeSymbol)? {
        let matches = types.values.compactMap { type in type.members[name].map { ($0, type) } }
        return matches.count == 1 ? matches[0] : nil
    }
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
