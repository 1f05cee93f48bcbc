/// Collects the errors of one parse, so that one run reports every mistake in a spec at once.
///
/// It also bounds the work a hostile spec can cause: YAML aliases let a short text stand for an
/// enormous tree, so every node the parser reads is counted against ``nodeBudget``, and after
/// ``maximumErrors`` errors the parser stops reading.
final class Diagnostics {
    /// Enough for a spec at the 1,000,000-item cap written one `{size: [w, h]}` entry an item (5 nodes each).
    static let nodeBudget = 6_000_000
    /// A spec with more mistakes than this is not worth reading further.
    static let maximumErrors = 100

    let file: String
    /// The expressions of the parse and what they are evaluated in, which every value read shares.
    let scope = ExpressionScope()
    private(set) var errors: [SpecError] = []
    /// What is worth saying but does not stop the spec from laying out (a name bound and never used).
    private(set) var warnings: [SpecError] = []
    private var nodesLeft = nodeBudget

    init(file: String) {
        self.file = file
    }

    /// Asked as reading goes: `true` once whoever asked for the parse no longer wants it (a newer
    /// save of the spec came), which stops reading.
    var isCancelled: (@Sendable () -> Bool)?

    /// Whether reading should stop: too many errors, the node budget is spent, or the parse is
    /// given up.
    var shouldStop: Bool {
        errors.count >= Self.maximumErrors || nodesLeft <= 0 || isCancelled?() == true
    }

    func location(of mark: (line: Int, column: Int)?) -> SourceLocation {
        SourceLocation(file: file, line: mark?.line ?? 1, column: mark?.column ?? 1)
    }

    /// Set while parts of the spec are read again for an environment: a mistake found on the first
    /// read is not reported again.
    var isReadingAgain = false

    func report(_ kind: SpecError.Kind, _ message: String, at mark: (line: Int, column: Int)?, path: String) {
        guard errors.count < Self.maximumErrors else { return }
        let error = SpecError(kind: kind, message: message, location: location(of: mark), path: path)
        if isReadingAgain, errors.contains(error) { return }
        errors.append(error)
    }

    /// Records a warning: the spec still lays out.
    func warn(_ message: String, at mark: (line: Int, column: Int)?, path: String) {
        warnings.append(SpecError(kind: .unused, message: message, location: location(of: mark), path: path))
    }

    /// Whether an error was reported at `mark` for the key path `path` already: an expression that
    /// fails in several environments is reported for the first.
    func hasReported(at mark: (line: Int, column: Int)?, path: String) -> Bool {
        let location = location(of: mark)
        return errors.contains { $0.location == location && $0.path == path }
    }

    /// Counts one node read; reports, once, a spec that expands past the budget.
    func visitNode(at mark: (line: Int, column: Int)?, path: String) -> Bool {
        nodesLeft -= 1
        if nodesLeft == 0 {
            report(
                .tooLarge,
                "the spec expands to more than \(Self.nodeBudget) YAML values (through aliases?); reading stopped",
                at: mark,
                path: path
            )
        }
        return nodesLeft > 0
    }
}
