/// The names `let:` binds where an expression stands: the spec's, the layout's and the section's, in
/// the order they were bound (spec-format.md, "Named values and per-item sizes").
///
/// A name's value is a constant when its expression reads nothing (it folds into every expression
/// that uses it, so naming a number costs nothing), and otherwise a slot of the environment's
/// ``ExpressionEnvironment/bound`` values, evaluated once per environment and section rather than at
/// every use.
struct BindingTable: Hashable {
    /// One bound name, as an expression sees it.
    struct Name: Hashable {
        var name: String
        var type: ExpressionType
        /// The value of a name whose expression reads nothing: it folds into every use.
        var constant: ExpressionValue?
        /// The slot of the environment's bound values a name that reads the environment holds.
        var slot: Int?
        /// Whether the name's own expression has a mistake (reported there): an expression that reads
        /// it fails without a message of its own.
        var isFailed = false

        /// What the name compiles to.
        var value: CompiledExpression {
            if let slot { return .bound(slot) }
            return .constant(constant ?? .number(0))
        }
    }

    /// The names in scope, in binding order.
    private(set) var names: [Name] = []
    /// The names the mapping being read binds after the one being read: using one is "used before it
    /// is bound", not "unknown".
    var laterNames: [String] = []

    /// The innermost binding of `name`, if any.
    func name(_ name: String) -> Name? {
        names.last { $0.name == name }
    }

    /// Every name in scope, for "did you mean".
    var visibleNames: [String] { names.map(\.name) }

    /// Whether a lone word is to be read as an expression for these names: one of them, or a near
    /// miss of one ("did you mean").
    func mayName(_ word: String) -> Bool {
        name(word) != nil || closestMatch(to: word, among: visibleNames) != nil
    }

    /// The number of slots the names in scope use.
    var slotCount: Int {
        names.reduce(0) { count, name in name.slot.map { max(count, $0 + 1) } ?? count }
    }

    mutating func append(_ name: Name) {
        names.append(name)
    }

    /// Drops the names bound after the first `count`.
    mutating func truncate(to count: Int) {
        names.removeLast(max(names.count - count, 0))
    }
}
