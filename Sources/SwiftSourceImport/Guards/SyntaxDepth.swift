import SwiftSyntax

/// How deep a parsed file's syntax tree goes, found without recursion, and where its deepest node is.
///
/// swift-syntax and the reader both walk the tree recursively, a stack frame a level; a chain of
/// thousands of member accesses or operators (`a.b.c.d…`, `1 + 1 + 1…`, which nests once its
/// operators are folded by precedence) nests that many levels and would overflow the stack. Such a file is refused before anything walks it: no layout code
/// comes near ``limit``.
struct SyntaxDepth {
    /// The deepest tree read; a screen of real layout code is under 60 levels deep.
    static let limit = 400

    private(set) var depth = 0
    private(set) var deepest: Syntax

    init(_ root: some SyntaxProtocol) {
        deepest = Syntax(root)
        var pending: [(node: Syntax, depth: Int)] = [(Syntax(root), 1)]
        while let (node, level) = pending.popLast() {
            if level > depth { (depth, deepest) = (level, node) }
            // Past the limit, how much deeper it goes does not matter.
            guard level <= Self.limit else { continue }
            // Operators folded by precedence nest: `1 + 1 + 1` is two levels of operations.
            let folded = node.as(SequenceExprSyntax.self).map { $0.elements.count / 2 } ?? 0
            for child in node.children(viewMode: .sourceAccurate) { pending.append((child, level + 1 + folded)) }
        }
    }
}
