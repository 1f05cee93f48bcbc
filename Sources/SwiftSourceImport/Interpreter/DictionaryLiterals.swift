import SwiftSyntax

/// A dictionary the layout code writes out (`[.today: SectionConfiguration(…), .updates: …]`,
/// `[.pad: 4, .phone: 3]`) and looks a value up in by a key the code knows (`configurations[section]`):
/// the value written for that key. A key the environment chooses between two cases (`isPad ? .pad :
/// .phone`) looks up both, joined on the test.
extension LayoutCodeInterpreter {
    /// The type of the object a dictionary literal is read as: its entries are the object's
    /// properties, by the keys' names.
    static let dictionaryType = "Dictionary"

    /// A dictionary literal whose every key is a case, a string or a number; `nil` for any other.
    func evaluate(_ dictionary: DictionaryExprSyntax, in scope: Scope) -> ReadValue? {
        guard case .elements(let elements) = dictionary.content else {
            return .object(LayoutObject(type: Self.dictionaryType, properties: [:], node: Syntax(dictionary)))
        }
        let valueType = Self.declaredType(of: dictionary)?.value.trimmedDescription
        var entries: [String: ReadValue] = [:]
        for element in elements {
            guard let key = evaluate(element.key, in: scope).flatMap(Self.dictionaryKey),
                let value = implicitMember(element.value, of: valueType, in: scope)
                    ?? evaluate(element.value, in: scope)
            else { return nil }
            entries[key] = value
        }
        return .object(LayoutObject(type: Self.dictionaryType, properties: entries, node: Syntax(dictionary)))
    }

    /// The dictionary type a literal is written as, where its place states it: the return type of
    /// the function it is returned from, or the type annotation of the constant it is assigned to;
    /// what its values' implicit members (`.init(…)`) are members of.
    static func declaredType(of dictionary: DictionaryExprSyntax) -> DictionaryTypeSyntax? {
        let parent = dictionary.parent
        if let clause = parent?.as(InitializerClauseSyntax.self) {
            return clause.parent?.as(PatternBindingSyntax.self)?.typeAnnotation?.type.as(DictionaryTypeSyntax.self)
        }
        // `return [...]`, or a body of the one expression.
        guard parent?.is(ReturnStmtSyntax.self) == true || parent?.is(CodeBlockItemSyntax.self) == true else {
            return nil
        }
        var node = parent?.parent
        while let current = node, !current.is(ClosureExprSyntax.self) {
            if let function = current.as(FunctionDeclSyntax.self) {
                return function.signature.returnClause?.type.as(DictionaryTypeSyntax.self)
            }
            // A computed property's getter.
            if let binding = current.as(PatternBindingSyntax.self) {
                return binding.typeAnnotation?.type.as(DictionaryTypeSyntax.self)
            }
            node = current.parent
        }
        return nil
    }

    /// The name a key is held by: a case's name (`.pad`, `Section.today`), a string, a number.
    static func dictionaryKey(_ key: ReadValue) -> String? {
        switch key {
        case .member(let name, let arguments) where arguments.isEmpty: name
        case .enumCase(_, let name, let arguments) where arguments.isEmpty: name
        case .string(let text): "\"" + text + "\""
        case .number(let number), .named(_, let number): SwiftSourceImport.n(number)
        default: nil
        }
    }

    /// `dictionary[key]`, the value written for the key.
    ///
    /// A key it has not gives `.none`, as Swift's `nil`; a key the environment chooses, the two
    /// values joined. `nil` where `base` is no dictionary read.
    func lookUp(_ key: ReadValue?, in base: ReadValue?) -> ReadValue? {
        guard case .object(let dictionary)? = base, dictionary.type == Self.dictionaryType, let key else { return nil }
        if case .expression(let text) = key, let choice = following.caseChoices[text] {
            let values = choice.cases.map { dictionary.properties[$0] ?? .none }
            return Self.join(choice.test, values[0], values[1])
        }
        guard let name = Self.dictionaryKey(key) else { return nil }
        if let value = dictionary.properties[name] { return value }
        // An implicit member that is no key written (`[.current]`, a static property of the key's
        // type, not a case) is not known here; a case, a string or a number written nowhere is nil.
        if case .member = key { return nil }
        return ReadValue.none
    }
}
