import LayoutEngine

/// The sections one entry of `sections:` gave when read in environments, keyed by the values its
/// expressions took there: a section read once stands for every environment, and every later save,
/// in which those expressions take the same values.
///
/// Reading a section is a function of its entry and of the values its expressions take, and which
/// expression it evaluates next depends only on the values taken before. So the reads form a tree:
/// at each node, the expression a read evaluated there and a branch for each value it took; at each
/// leaf, the section read. A lookup evaluates the expressions along one path in the environment asked
/// about, as many as one read evaluated, whatever the number of environments already read: a spec of
/// a thousand screens does not compare each screen with the ones before it.
///
/// The tree is a fact about the entry's text and what the spec around it binds. It is carried to the
/// next parse only for an entry that parse leaves as it was, with nothing outside `sections` changed
/// (``ComposedSpec``).
struct SectionsByValues {
    /// One step of the reads: the section read (its index in ``sections``: a node stays a few words,
    /// as a dictionary's buckets hold them), or the expression evaluated next and where each of its
    /// values leads.
    private struct Node {
        var section: Int?
        var expression: CompiledExpression?
        /// The slot of the section's `let:` binding the expression's value was bound to, if it was.
        var slot: Int?
        var branches: [ExpressionValue: Node] = [:]
    }

    private var root: Node?
    /// The sections read, each once.
    private var sections: [Section] = []

    /// The section a read in `environment` gives, if a read recorded here took the values that
    /// environment gives its expressions.
    func section(in environment: ExpressionEnvironment) -> Section? {
        var environment = environment
        var node = root
        while let current = node {
            if let section = current.section { return sections[section] }
            guard let expression = current.expression, let value = try? expression.evaluate(in: environment) else {
                return nil
            }
            if let slot = current.slot { environment.bind(value, at: slot) }
            node = current.branches[value]
        }
        return nil
    }

    /// Records that a read evaluating `trace`, in order, to its values gave `section`.
    mutating func record(_ trace: [ExpressionScope.TraceEntry], gave section: Section) {
        var node = root ?? Node()
        if Self.insert(trace[...], sections.count, into: &node) { sections.append(section) }
        root = node
    }

    /// Puts the section at `index` at the end of `trace`'s path from `node`, in place; `false` where
    /// the path leads nowhere a lookup could reach.
    private static func insert(
        _ trace: ArraySlice<ExpressionScope.TraceEntry>,
        _ index: Int,
        into node: inout Node
    ) -> Bool {
        guard let step = trace.first else {
            node.section = index
            return true
        }
        // A value no lookup can equal (an expression that failed) leads nowhere worth keeping.
        guard step.value == step.value else { return false }
        // Reads are deterministic: a node already reached evaluated this same expression.
        if node.expression == nil {
            node.expression = step.expression
            node.slot = step.slot
        }
        return insert(trace.dropFirst(), index, into: &node.branches[step.value, default: Node()])
    }
}
