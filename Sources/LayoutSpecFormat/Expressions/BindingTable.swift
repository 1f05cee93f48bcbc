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
    /// The positions in ``names`` of each name, innermost last: a lookup costs the same for the
    /// ten-thousandth name as for the first.
    private var positions: [String: [Int]] = [:]
    /// The number of slots the names in scope use.
    private(set) var slotCount = 0
    /// The names the mapping being read binds after the one being read: using one is "used before it
    /// is bound", not "unknown".
    ///
    /// A slice of the mapping's keys, shared, not copied for each name.
    var laterNames: ArraySlice<String> = []

    /// The innermost binding of `name`, if any.
    func name(_ name: String) -> Name? {
        positions[name]?.last.map { names[$0] }
    }

    /// Every name in scope, for "did you mean".
    var visibleNames: [String] { names.map(\.name) }

    /// Whether a lone word is to be read as an expression for these names: one of them, or a near
    /// miss of one ("did you mean").
    func mayName(_ word: String) -> Bool {
        name(word) != nil || closestMatch(to: word, among: visibleNames) != nil
    }

    mutating func append(_ name: Name) {
        positions[name.name, default: []].append(names.count)
        if let slot = name.slot { slotCount = max(slotCount, slot + 1) }
        names.append(name)
    }

    /// Drops the names bound after the first `count`.
    mutating func truncate(to count: Int) {
        guard names.count > count else { return }
        for name in names[count...].reversed() {
            positions[name.name]?.removeLast()
            if positions[name.name]?.isEmpty == true { positions[name.name] = nil }
        }
        names.removeLast(names.count - count)
        slotCount = names.reduce(0) { count, name in name.slot.map { max(count, $0 + 1) } ?? count }
    }

    static func == (a: BindingTable, b: BindingTable) -> Bool { a.names == b.names }

    func hash(into hasher: inout Hasher) { hasher.combine(names) }
}
