import LayoutEngine

/// What the values of one parse are read in: the environment expressions are evaluated for, the
/// section being read, and the expressions compiled so far.
///
/// A spec is read once, where mistakes in the text are reported: its sections in the first environment
/// when the layout has no variants (the first environment's values are then known before any section),
/// the rest without one. A value read without an environment stands as a placeholder; a value that
/// reads the environment marks the part of the spec it is in (``readsEnvironment``), and each such part
/// is read again for every environment (``DocumentReader``), with ``environment`` set.
final class ExpressionScope {
    /// The environment expressions are evaluated in; `nil` where none is known yet.
    var environment: ExpressionEnvironment?
    /// Whether the spec is compositional: `container.…` can be read.
    var isCompositional = false
    /// The index of the section being read, if one is: `sectionIndex` can be read.
    var sectionIndex: Int?
    /// Whether an item's size is being read: `indexPath` can be read.
    var isItemSize = false
    /// The names `let:` binds in scope (``DocumentReader/readBindings(_:level:)``).
    var bindings = BindingTable()
    /// The names of ``bindings`` that an expression read in this parse.
    var usedBindings: Set<String> = []
    /// Set when a value read the environment since it was last cleared.
    var readsEnvironment = false
    /// Why expressions are not allowed where values are being read, if they are not (environments,
    /// variant conditions, the configuration file).
    var refusal: String?

    var isRefused: Bool { refusal != nil }

    /// A compiled expression and the type it computes, or the mistake in it.
    typealias Compiled = Result<
        (expression: CompiledExpression, type: ExpressionType, names: Set<String>, syntax: ExpressionSyntax),
        ExpressionParser.Failure
    >

    /// Where an expression is compiled: its text and the place, not yet the names it reads.
    struct Key: Hashable {
        var text: String
        var expected: ExpressionType?
        var isInSection: Bool
        var isCompositional: Bool
        var isItemSize: Bool
    }

    /// An expression compiled: the names of `let:` its text mentions, what each was bound to then
    /// (`nil`: not bound), and the result.
    ///
    /// The result holds wherever those names are bound alike, however many other names are in scope:
    /// a key of the whole table would copy it into every entry, a cost that grows with the square of
    /// the names.
    struct Entry {
        var names: [String]
        var bindings: [BindingTable.Name?]
        var result: Compiled
    }

    /// The expressions compiled by this parse: kept with the spec's tree, so that the next parse of an
    /// edited spec compiles only expressions it has not seen (``previouslyCompiled``).
    private(set) var compiled: [Key: Entry] = [:]
    /// The expressions the previous parse of the spec compiled.
    var previouslyCompiled: [Key: Entry] = [:]
    /// Every value computed from the environment, its text and tree, by its key path (with `(1)` after
    /// it for a call's second argument), as a whole parse reads them: what the Swift generator writes.
    var sources: [String: SpecExpression] = [:]
    /// Every value written as an expression of the spec's names whose value is the same
    /// in every environment (`spacing`, `rowHeight * 3 + spacing * 2`), by key path: what the Swift
    /// generator writes by those names, as the app's code does.
    var namedSources: [String: SpecExpression] = [:]
    /// Whether ``namedSources`` is kept: for code generation, not for every save.
    var keepsNamedSources = false

    /// The calls read from values' texts in this parse: a spec writes the same few dimensions
    /// (`fractionalWidth(1)`, `absolute(44)`) again and again, and each is tokenized once.
    private var callSpellings: [String: ExpressionParser.CallSpelling?] = [:]

    /// ``ExpressionParser/callSpelling(_:)`` of `text`, once a parse.
    func callSpelling(_ text: String) -> ExpressionParser.CallSpelling? {
        if let known = callSpellings[text] { return known }
        let spelling = ExpressionParser.callSpelling(text)
        callSpellings[text] = .some(spelling)
        return spelling
    }

    /// `text` compiled for a place expecting `expected`, once a parse, and not again in the next parse.
    ///
    /// `nil` expects anything: a binding's value, whose type is the one Swift infers. A mistake is not
    /// kept: its message may name the other names in scope ("did you mean").
    func compile(_ text: String, expecting expected: ExpressionType?) -> Compiled {
        let key = Key(
            text: text,
            expected: expected,
            isInSection: sectionIndex != nil,
            isCompositional: isCompositional,
            isItemSize: isItemSize
        )
        let result: Compiled
        if let known = compiled[key], known.bindings == known.names.map(bindings.name) {
            result = known.result
        } else if let known = previouslyCompiled[key], known.bindings == known.names.map(bindings.name) {
            compiled[key] = known
            result = known.result
        } else {
            do {
                let syntax = try ExpressionParser.parse(text)
                let checker = ExpressionChecker(
                    place: ExpressionChecker.Place(
                        isCompositional: isCompositional,
                        isInSection: sectionIndex != nil,
                        isItemSize: isItemSize,
                        bindings: bindings
                    )
                )
                let (expression, type) = try checker.compile(syntax, expecting: expected)
                let mentioned = syntax.singleNames.sorted()
                let names = Set(mentioned.filter { bindings.name($0) != nil })
                result = .success((expression, type, names, syntax))
                compiled[key] = Entry(names: mentioned, bindings: mentioned.map(bindings.name), result: result)
            } catch {
                result = .failure(error)
            }
        }
        if case .success(let success) = result { usedBindings.formUnion(success.names) }
        return result
    }

    /// One evaluation a read made: the expression, its value (`nan` where it failed), and the slot it
    /// was bound to when it is a section's `let:` binding.
    struct TraceEntry {
        var expression: CompiledExpression
        var value: ExpressionValue
        var slot: Int?
    }

    /// The expressions evaluated while ``trace`` is not `nil`, in order, with their values: all that a
    /// read in an environment took from the environment.
    var trace: [TraceEntry]?

    /// Records an evaluation, while a trace is kept.
    func evaluated(_ expression: CompiledExpression, to value: ExpressionValue, slot: Int? = nil) {
        trace?.append(TraceEntry(expression: expression, value: value, slot: slot))
    }

    /// The environment's values for the section being read.
    var currentEnvironment: ExpressionEnvironment? {
        guard var environment else { return nil }
        environment.position.sectionIndex = sectionIndex
        return environment
    }
}
