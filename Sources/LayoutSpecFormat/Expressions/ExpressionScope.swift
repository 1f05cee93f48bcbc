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
    /// Set when a value read the environment since it was last cleared.
    var readsEnvironment = false
    /// Why expressions are not allowed where values are being read, if they are not (environments,
    /// variant conditions, the configuration file).
    var refusal: String?

    var isRefused: Bool { refusal != nil }

    /// A compiled expression and the type it computes, or the mistake in it.
    typealias Compiled = Result<(expression: CompiledExpression, type: ExpressionType), ExpressionParser.Failure>

    /// What an expression's compilation depends on.
    struct Key: Hashable {
        var text: String
        var expected: ExpressionType
        var isInSection: Bool
        var isCompositional: Bool
    }

    /// The expressions compiled by this parse: kept with the spec's tree, so that the next parse of an
    /// edited spec compiles only expressions it has not seen (``previouslyCompiled``).
    private(set) var compiled: [Key: Compiled] = [:]
    /// The expressions the previous parse of the spec compiled.
    var previouslyCompiled: [Key: Compiled] = [:]
    /// The text of every value computed from the environment, by its key path (with `(1)` after it
    /// for a call's second argument), as a whole parse reads them: what the Swift generator writes.
    var sources: [String: String] = [:]

    /// `text` compiled for a place expecting `expected`, once a parse, and not again in the next parse.
    func compile(_ text: String, expecting expected: ExpressionType) -> Compiled {
        let key = Key(
            text: text,
            expected: expected,
            isInSection: sectionIndex != nil,
            isCompositional: isCompositional
        )
        if let known = compiled[key] { return known }
        if let known = previouslyCompiled[key] {
            compiled[key] = known
            return known
        }
        let result: Compiled
        do {
            let syntax = try ExpressionParser.parse(text)
            let checker = ExpressionChecker(
                place: ExpressionChecker.Place(isCompositional: isCompositional, isInSection: sectionIndex != nil)
            )
            result = .success(try checker.compile(syntax, expecting: expected))
        } catch {
            result = .failure(error)
        }
        compiled[key] = result
        return result
    }

    /// The expressions evaluated while ``trace`` is not `nil`, in order, with their values (`nan` where
    /// the evaluation failed): all that a read in an environment took from the environment.
    var trace: [(expression: CompiledExpression, value: Double)]?

    /// Records an evaluation, while a trace is kept.
    func evaluated(_ expression: CompiledExpression, to value: Double) {
        trace?.append((expression, value))
    }

    /// Whether every expression of `trace` has the same value in the current environment: a read that
    /// evaluated them would then read what the read that made the trace read.
    func evaluatesAlike(_ trace: [(expression: CompiledExpression, value: Double)]) -> Bool {
        guard let environment = currentEnvironment else { return false }
        for (expression, value) in trace {
            guard let now = try? expression.evaluate(in: environment).number, now == value else { return false }
        }
        return true
    }

    /// The environment's values for the section being read.
    var currentEnvironment: ExpressionEnvironment? {
        guard var environment else { return nil }
        environment.sectionIndex = sectionIndex
        return environment
    }
}
