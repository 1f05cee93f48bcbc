import LayoutEngine

/// Generated code as it is written, statement by statement.
///
/// A tree of ``SwiftStatement``s that ``SwiftPrinter`` lays out: the writers append statements and
/// open bodies; none writes text.
struct SwiftSource {
    /// The statements written, each body inside the statement that opens it.
    private(set) var statements: [SwiftStatement] = []
    /// The newest iOS version that introduced an API the code written uses.
    private(set) var introduced: Double?

    /// The code, printed.
    var text: String { SwiftPrinter().text(statements) }

    /// The code written uses an API introduced in iOS `version` (`nil`: one every version has).
    mutating func requires(iOS version: Double?) {
        guard let version else { return }
        introduced = max(introduced ?? version, version)
    }

    /// The code, printed with `@available(iOS N, *)` before each top-level declaration, N the newest
    /// version the code uses, when that is newer than `deploymentTarget`.
    func textMarkingAvailability(from deploymentTarget: Double) -> String {
        let version = introduced.flatMap { $0 > deploymentTarget ? $0 : nil }
        return SwiftPrinter(available: version).text(statements)
    }

    /// The statements of `other` after these.
    mutating func append(_ other: SwiftSource) {
        statements += other.statements
        requires(iOS: other.introduced)
    }

    /// One statement at the current depth.
    mutating func append(_ statement: SwiftStatement) {
        statements.append(statement)
    }

    /// One line at the current depth; an empty line for `""`.
    mutating func line(_ content: String = "") {
        append(.line(content))
    }

    /// `target = value` (`let item = …`, `section.interGroupSpacing = …`).
    mutating func assignment(_ target: String, _ value: SwiftExpression) {
        append(.assignment(target, value))
    }

    /// `let name: Type = value`.
    mutating func constant(_ name: String, type: String, _ value: SwiftExpression) {
        append(.constant(name: name, type: type, value: value))
    }

    /// `return value`.
    mutating func returnStatement(_ value: SwiftExpression) {
        append(.return(value))
    }

    /// `label return value`.
    mutating func caseReturn(_ label: String, _ value: SwiftExpression) {
        append(.caseReturn(label, value))
    }

    /// A `case` that returns `value`; where a variant sets the value (`variant`, its `if` clauses
    /// and value), one that tests its condition first.
    mutating func caseReturn(
        _ label: String,
        _ value: SwiftExpression,
        variant: (condition: [String], value: SwiftExpression)?
    ) {
        caseReturn(label, value, variants: variant.map { [$0] } ?? [])
    }

    /// A `case` that returns `value`; where variants set the value (each its `if` clauses and value,
    /// the first to test first), one that tests their conditions first.
    mutating func caseReturn(
        _ label: String,
        _ value: SwiftExpression,
        variants: [(condition: [String], value: SwiftExpression)]
    ) {
        guard !variants.isEmpty else {
            caseReturn(label, value)
            return
        }
        block(label, closing: nil) { source in
            for variant in variants {
                source.ifBlock(variant.condition) { $0.returnStatement(variant.value) }
            }
            source.returnStatement(value)
        }
    }

    /// `text` as a Swift string literal.
    static func string(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            default:
                if scalar.value < 0x20 {
                    out += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// The statements `body` writes, a level deeper; what they require, these require.
    private mutating func body(_ write: (inout SwiftSource) -> Void) -> [SwiftStatement] {
        var body = SwiftSource()
        write(&body)
        requires(iOS: body.introduced)
        return body.statements
    }

    /// `if` (or `keyword`, `} else if`) with `clauses` (its conditions), the statements `body` writes
    /// one level deeper, then `closing` (none for `nil`, where an `else` follows).
    mutating func ifBlock(
        _ clauses: [String],
        keyword: String = "if",
        closing: String? = "}",
        _ body: (inout SwiftSource) -> Void
    ) {
        append(.conditional(keyword: keyword, clauses: clauses, closing: closing, body: self.body(body)))
    }

    /// `opening`, the statements `body` writes one level deeper, then `closing` (none for `nil`: a
    /// `case` of a `switch`).
    mutating func block(_ opening: String, closing: String? = "}", _ body: (inout SwiftSource) -> Void) {
        append(.block(opening: opening, closing: closing, body: self.body(body)))
    }

    /// `switch subject {`, the cases `body` writes, as deep as the `switch`, then `}`.
    mutating func switchBlock(_ subject: String, _ body: (inout SwiftSource) -> Void) {
        append(.switch(subject: subject, cases: self.body(body)))
    }

    /// A function: `declaration(parameters) result {`, the statements `body` writes, then `}`.
    mutating func function(
        _ declaration: SwiftDeclaration,
        parameters: [String] = [],
        result: String = "",
        _ body: (inout SwiftSource) -> Void
    ) {
        append(.function(declaration, parameters: parameters, result: result, body: self.body(body)))
    }

    /// A method of a collection view layout's delegate: `modifiers func collectionView(_
    /// collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    /// parameters…) -> returns {`, the statements `body` writes, then `}`.
    mutating func layoutDelegateMethod(
        _ modifiers: [String],
        parameters: [String],
        returns: String,
        _ body: (inout SwiftSource) -> Void
    ) {
        function(
            .member(modifiers, "func", "collectionView"),
            parameters: ["_ collectionView: UICollectionView", "layout collectionViewLayout: UICollectionViewLayout"]
                + parameters,
            result: " -> \(returns)",
            body
        )
    }

    /// A type or an extension: `declaration: inheritance {`, the statements `body` writes, then `}`.
    mutating func type(_ declaration: SwiftDeclaration, _ body: (inout SwiftSource) -> Void) {
        append(.type(declaration, body: self.body(body)))
    }

    /// A stored property whose `didSet` (or other `observers`) `body` writes, or none.
    mutating func property(
        _ declaration: SwiftDeclaration,
        type: String? = nil,
        _ value: SwiftExpression,
        observers body: (inout SwiftSource) -> Void = { _ in }
    ) {
        append(.property(declaration, type: type, value: value, observers: self.body(body)))
    }

    /// `#if condition`, the statements `body` writes a level deeper, then `#endif`.
    mutating func compilationCondition(_ condition: String, _ body: (inout SwiftSource) -> Void) {
        append(.compilationCondition(condition, body: self.body(body)))
    }

    /// A number as a Swift literal: the shortest text that reads back to the same double.
    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return "\(value)"
    }

    /// A spec name as a Swift type name: `adaptive-photos` → `AdaptivePhotos`.
    static func typeName(_ name: String) -> String {
        let words = name.split { !$0.isLetter && !$0.isNumber }
        var result = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        if result.isEmpty || result.first?.isNumber == true { result = "Spec" + result }
        return result
    }
}
