/// A statement or declaration of generated code, as a tree: the writers build it, and
/// ``SwiftPrinter`` alone lays it out — its indentation, where a line too long breaks, and the
/// `@available` a declaration needs.
///
/// A body is the statements a level deeper than what opens it, so no writer counts indentation and
/// none decides a line break: a declaration too long for its line, a condition, an assignment, a
/// `case` that returns are broken by the printer from what they are.
indirect enum SwiftStatement: Equatable, Sendable {
    /// A line written whole: a comment, an `import`, an enum's `case`, a statement of the fixed code
    /// a subclass runs. An empty one is a blank line.
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
    /// `declaration(parameters) result {`, the body, then `}`: a function.
    case function(SwiftDeclaration, parameters: [String], result: String, body: [SwiftStatement])
    /// `declaration: inheritance {`, the body, then `}`: a type or an extension, whose last inherited
    /// type may go on a line of its own.
    case type(SwiftDeclaration, body: [SwiftStatement])
    /// `declaration: type = value {`, the observers, then `}`: a stored property (no braces without
    /// observers).
    case property(SwiftDeclaration, type: String?, value: SwiftExpression, observers: [SwiftStatement])
    /// `#if condition`, the body a level deeper, then `#endif`.
    case compilationCondition(String, body: [SwiftStatement])
}
