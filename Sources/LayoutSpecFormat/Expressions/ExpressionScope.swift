import LayoutEngine

/// What the values of one parse are read in: the environment expressions are evaluated for, the
/// section being read, and the expressions compiled so far.
///
/// A spec is read once without an environment. A value that reads the environment then stands as a
/// placeholder and marks the part of the spec it is in (``readsEnvironment``); each such part is read
/// again for every environment (``DocumentReader``), with ``environment`` set.
final class ExpressionScope {
    /// The environment expressions are evaluated in; `nil` on the first read of a spec.
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

    private struct Key: Hashable {
        var text: String
        var expected: ExpressionType
        var isInSection: Bool
    }

    private var compiled: [Key: Compiled] = [:]

    /// `text` compiled for a place expecting `expected`, once a parse.
    func compile(_ text: String, expecting expected: ExpressionType) -> Compiled {
        let key = Key(text: text, expected: expected, isInSection: sectionIndex != nil)
        if let known = compiled[key] { return known }
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

    /// The environment's values for the section being read.
    var currentEnvironment: ExpressionEnvironment? {
        guard var environment else { return nil }
        environment.sectionIndex = sectionIndex
        return environment
    }
}
