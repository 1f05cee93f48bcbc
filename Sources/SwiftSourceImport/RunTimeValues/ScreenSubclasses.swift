import SwiftSyntax

/// A screen the app makes only through its subclasses: a base view controller that holds the
/// collection view and its delegate, whose initializer takes what each subclass passes
/// (`super.init(model: TrackModel())`).
///
/// The base's own initializer cannot be run with values the files hold, so its delegate would read
/// nothing. Each subclass is a screen of its own: the reader takes the first and notes the choice,
/// and the import writes a spec for each other subclass that gives another layout
/// (``AppStateChoice``).
extension LayoutCodeInterpreter {
    /// The subclass whose instance stands for an instance of `name`, chosen among the program's
    /// subclasses of it that call its initializer; `nil` where the app can make `name` itself.
    func screenSubclass(of name: String, node: some SyntaxProtocol) -> String? {
        guard let type = program.types[name], type.kind == .classType else { return nil }
        let usable = type.initializers.filter(Self.makesInstances)
        guard let declaration = usable.first, usable.allSatisfy(Self.needsArguments) else { return nil }
        let subclasses = program.types.values
            .filter { candidate in
                candidate.superclass.flatMap { program.resolveType($0, from: candidate.enclosing) }?.name == type.name
                    && candidate.initializers.contains { Self.callsSuperInit($0) }
            }
            .sorted { order(of: $0) < order(of: $1) }
        guard let first = subclasses.first else { return nil }
        // A class the code also makes by its name (`Base(sections: [actions])`) is a screen too, the
        // last way: its initializer's values are the ones that code passes, which are not followed.
        let itself = madeByName(type)
        let names = subclasses.map(\.shortName)
        let ways = names + (itself ? [type.shortName] : [])
        let way = choose(at: declaration, ways: ways)
        if ways.count == 1 {
            passOver(
                declaration,
                "\(type.shortName) is made only by its subclass \(first.shortName), which gives its initializer what it holds; the screen is read as \(first.shortName)"
            )
        } else if way == 0 {
            let makers = itself ? "by its subclasses and by its name" : "only by its subclasses"
            passOver(
                declaration,
                "\(type.shortName) is made \(makers), each giving its initializer what it holds (\(ways.joined(separator: ", "))); the screen is read as \(first.shortName): where the app shows another, edit the spec"
            )
        }
        return way < subclasses.count ? subclasses[way].name : nil
    }

    /// `super.init(…)` in a subclass of the program's own class: its initializer, run on `self`
    /// with the values passed, as the subclass's instance is made.
    func superInitializer(
        _ callee: ExprSyntax,
        _ arguments: [(label: String?, value: ReadValue)],
        node: FunctionCallExprSyntax,
        in scope: Scope
    ) -> ReadValue? {
        guard let member = callee.as(MemberAccessExprSyntax.self), member.base?.is(SuperExprSyntax.self) == true,
            member.declName.baseName.text == "init", let instance = scope["self"],
            let type = program.types[scope.context], let superclass = type.superclass,
            let parent = program.resolveType(superclass, from: type.enclosing),
            let initializer = parent.initializers.first(where: {
                Self.fits($0.signature.parameterClause.parameters, arguments.map(\.label))
            }),
            let body = initializer.body, enterCall(at: node)
        else { return nil }
        defer { budget.leave() }
        let inner = Scope(context: parent.name)
        inner.define("self", instance)
        bind(initializer.signature.parameterClause.parameters, to: arguments, in: inner)
        _ = run(body.statements, in: inner)
        return ReadValue.none
    }

    /// Whether an initializer needs a value without a default.
    static func needsArguments(_ initializer: InitializerDeclSyntax) -> Bool {
        initializer.signature.parameterClause.parameters.contains { $0.defaultValue == nil }
    }

    /// Whether code can make an instance with the initializer: not `init?(coder:)` (only a
    /// storyboard calls it), not one marked `@available(*, unavailable)`, not one that only traps.
    static func makesInstances(_ initializer: InitializerDeclSyntax) -> Bool {
        let parameters = initializer.signature.parameterClause.parameters
        if parameters.contains(where: { $0.firstName.text == "coder" }) { return false }
        let unavailable = initializer.attributes.contains { attribute in
            attribute.as(AttributeSyntax.self)?.arguments?.trimmedDescription.contains("unavailable") == true
        }
        let statements = initializer.body?.statements.map(\.item.trimmedDescription) ?? []
        let traps = statements.count == 1 && statements[0].hasPrefix("fatalError(")
        return !unavailable && !traps
    }

    /// Whether the program makes the type by its name (`MediaViewController(model: m)`) anywhere.
    private func madeByName(_ type: TypeSymbol) -> Bool {
        program.files.contains { file in
            file.tree.tokens(viewMode: .sourceAccurate).contains { token in
                token.text == type.shortName
                    && token.parent?.as(DeclReferenceExprSyntax.self).map { reference in
                        reference.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == reference.id
                    } == true
            }
        }
    }

    /// Where a type's first initializer is, in the order of the files and their code.
    private func order(of type: TypeSymbol) -> (Int, Int) {
        guard let first = type.initializers.first else { return (Int.max, 0) }
        let place = program.place(of: first)
        return (program.files.firstIndex { $0.name == place.file } ?? Int.max, first.position.utf8Offset)
    }

    /// Whether an initializer's body calls `super.init(…)`.
    static func callsSuperInit(_ initializer: InitializerDeclSyntax) -> Bool {
        initializer.body?.tokens(viewMode: .sourceAccurate).contains { token in
            token.tokenKind == .keyword(.super)
                && token.parent?.parent?.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "init"
        } ?? false
    }
}
