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
        /// What the name compiles to: `.constant` or `.bound(slot)`.
        var value: CompiledExpression
        /// Whether the name's own expression has a mistake (reported there): an expression that reads
        /// it fails without a message of its own.
        var isFailed = false

        static func == (lhs: Name, rhs: Name) -> Bool {
            lhs.name == rhs.name && lhs.type == rhs.type && lhs.signature == rhs.signature
                && lhs.isFailed == rhs.isFailed
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(name)
            hasher.combine(type)
            hasher.combine(signature)
            hasher.combine(isFailed)
        }

        /// What a compiled expression depends on: the constant's value or the slot.
        var signature: String {
            switch value {
            case .constant(let value): return "=\(value)"
            case .bound(let slot): return "@\(slot)"
            default: return "?"
            }
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
        names.reduce(0) { count, name in
            if case .bound(let slot) = name.value { return max(count, slot + 1) }
            return count
        }
    }

    mutating func append(_ name: Name) {
        names.append(name)
    }

    /// Drops the names bound after the first `count`.
    mutating func truncate(to count: Int) {
        names.removeLast(max(names.count - count, 0))
    }
}
