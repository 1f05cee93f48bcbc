/// A statement or declaration of generated code, as a tree: the writers build it, and
/// ``SwiftPrinter`` alone lays it out — its indentation, where a line too long breaks, and the
/// `@available` a declaration needs.
///
/// A body is the statements a level deeper than what opens it, so no writer counts indentation and
/// none decides a line break: a declaration too long for its line, a condition, an assignment, a
/// `case` that returns are broken by the printer from what they are.
indirect enum SwiftStatement: Equatable, Sendable {
    /// A line written whole: a comment, an attribute, an `import`, a short declaration's head, a
    /// closing brace. An empty one is a blank line.
    case line(String)
    /// `target = value` (`let item = …`, `section.interGroupSpacing = …`).
    case assignment(String, SwiftExpression)
    /// `let name: Type = value`.
    case constant(name: String, type: String, value: SwiftExpression)
    /// `return value`.
    case `return`(SwiftExpression)
    /// `label return value`, in a `switch`.
    case caseReturn(String, SwiftExpression)
    /// `keyword clauses {`, the body, then `closing` (none where an `else` follows).
    case conditional(keyword: String, clauses: [String], closing: String?, body: [SwiftStatement])
    /// `opening`, the body, then `closing` (none for a `case` of a `switch`, whose body ends where the
    /// next case begins).
    case block(opening: String, closing: String?, body: [SwiftStatement])
    /// `switch subject {`, its cases as deep as the `switch` (as `swift format` writes them), then `}`.
    case `switch`(subject: String, cases: [SwiftStatement])
    /// `head(parameters) result {`, the body, then `}`: a function's declaration.
    case function(head: String, parameters: [String], result: String, body: [SwiftStatement])
    /// `head conformance {`, the body, then `}`: a type's declaration whose last conformance may go on
    /// a line of its own.
    case type(head: String, conformance: String, body: [SwiftStatement])
    /// Where a top-level declaration begins: `@available(iOS N, *)` where the file's code needs a
    /// version newer than its deployment target.
    case availability
}
