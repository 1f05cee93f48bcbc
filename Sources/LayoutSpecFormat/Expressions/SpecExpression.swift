/// A value a spec computes, as code generation receives it: its text as written, which the generated
/// file's record keeps so that import gives the spec back, and its tree, which the code is written from.
///
/// The tree is the one the reader compiled the value from: nothing parses the text again.
public struct SpecExpression: Hashable, Sendable {
    public let text: String
    public let syntax: ExpressionSyntax

    init(text: String, syntax: ExpressionSyntax) {
        self.text = text
        self.syntax = syntax
    }

    /// The expression of `text`, or `nil` where it is not one.
    public init?(_ text: String) {
        guard let syntax = ExpressionSyntax(parsing: text) else { return nil }
        self.init(text: text, syntax: syntax)
    }

    /// The dotted names it reads, in the order written (`container.effectiveContentSize.width`,
    /// `sectionIndex`, `tile`); a called function's name is none.
    public var names: [String] { syntax.dottedNames }
}

extension ExpressionSyntax {
    /// The dotted names the expression reads, in the order written.
    public var dottedNames: [String] {
        switch self {
        case .number, .member: return []
        case .name(let path, _): return [path.joined(separator: ".")]
        case .prefix(_, let operand, _): return operand.dottedNames
        case .infix(_, let left, let right, _): return left.dottedNames + right.dottedNames
        case .conditional(let condition, let then, let otherwise, _):
            return condition.dottedNames + then.dottedNames + otherwise.dottedNames
        case .call(_, let arguments, _): return arguments.flatMap(\.dottedNames)
        }
    }
}
