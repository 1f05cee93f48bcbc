import SwiftSyntax

/// A presenter whose sections are filled again from what the app loads: a method that empties one
/// of its arrays and appends to it (`set(feed:)` doing `dataSource.removeAll()`, then a section for
/// each list the feed holds).
///
/// Its initializer holds the screen before the data arrives; the screen a user sees is the one that
/// method leaves. The reader runs it after the initializer, with its parameters unknown and every
/// list they hold non-empty (`feed.rooms.count > 0` holds, `feed.rooms.isEmpty` does not), and notes
/// the choice: the import writes the screen before the data as a spec of its own
/// (``AppStateChoice``).
extension LayoutCodeInterpreter {
    /// Runs, on a new instance of `type`, the methods that fill one of its arrays again from data.
    func loadData(into object: LayoutObject, of type: TypeSymbol, node: some SyntaxProtocol) {
        guard !runTime.loadingData else { return }
        for (method, array) in loadingMethods(of: type) {
            let way = choose(at: method.name, ways: ["loaded", "initial"])
            guard way == 0 else { continue }
            passOver(
                method.name,
                "\(array) is filled again by \(method.name.text)(…) with what the app loads; it is read as that method leaves it, every list it reads holding items: where the app shows the screen before its data, edit the spec"
            )
            let arguments = method.signature.parameterClause.parameters.map { parameter in
                (
                    label: parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text,
                    value: ReadValue.unknown(
                        Unknown(text: (parameter.secondName ?? parameter.firstName).text, node: Syntax(parameter))
                    )
                )
            }
            runTime.loadingData = true
            _ = invoke(.function([method], .object(object)), labeled: arguments, node: node)
            runTime.loadingData = false
        }
    }

    /// The methods of `type` that fill one of its arrays again, with the array, in the order of
    /// the code; found once a type, as every instance the code makes asks.
    private func loadingMethods(of type: TypeSymbol) -> [(FunctionDeclSyntax, String)] {
        if let found = runTime.loadingMethodsFound[type.name] { return found }
        var found: [(FunctionDeclSyntax, String)] = []
        for case .functions(let overloads) in type.members.values.sorted(by: { Self.position($0) < Self.position($1) })
        {
            for method in overloads where !method.signature.parameterClause.parameters.isEmpty {
                if let array = Self.arrayFilledAgain(by: method, of: type) { found.append((method, array)) }
            }
        }
        runTime.loadingMethodsFound[type.name] = found
        return found
    }

    /// The stored array of `type` the method empties and appends to again, if it does.
    static func arrayFilledAgain(by method: FunctionDeclSyntax, of type: TypeSymbol) -> String? {
        guard let body = method.body else { return nil }
        var emptied: Set<String> = []
        var appended: Set<String> = []
        for token in body.tokens(viewMode: .sourceAccurate) {
            guard let member = token.parent?.parent?.as(MemberAccessExprSyntax.self),
                member.declName.baseName.id == token.id,
                let call = member.parent?.as(FunctionCallExprSyntax.self),
                let base = member.base?.trimmedDescription
            else { continue }
            let name = base.hasPrefix("self.") ? String(base.dropFirst(5)) : base
            guard case .stored(false, false, _, _)? = type.members[name] else { continue }
            switch token.text {
            case "removeAll" where call.arguments.isEmpty: emptied.insert(name)
            case "append", "insert": appended.insert(name)
            default: break
            }
        }
        return emptied.intersection(appended).sorted().first
    }

    /// A comparison of a count only the app holds, decided by the list holding items.
    ///
    /// While the data is loaded, `count > 0`, `count >= 1` and `count != 0` hold, and `count == 0`,
    /// `count < 1` and `count <= 0` do not. `nil` for any other comparison.
    func loadedCount(_ left: ReadValue?, _ operation: String, _ right: ReadValue?) -> ReadValue? {
        guard runTime.loadingData, let origin = left?.unknown, origin.text.hasSuffix(".count"),
            let bound = right?.number
        else { return nil }
        switch (operation, bound) {
        case (">", 0), (">=", 1), ("!=", 0): return .bool(true)
        case ("==", 0), ("<", 1), ("<=", 0): return .bool(false)
        default: return nil
        }
    }
}
