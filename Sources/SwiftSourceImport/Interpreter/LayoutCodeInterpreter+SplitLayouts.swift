import SwiftParser
import SwiftSyntax

/// What the split layout package and `UIColor` give that a split layout's spec writes: a side's
/// width divided into columns, and a section's background colour.
extension LayoutCodeInterpreter {
    /// The member a column width is read as: `.member(columnsMember, [count])`, the spec's
    /// `{columns: count}`.
    static let columnsMember = "columns"

    /// `layout.calculateFixedWidthRaughly(to: 3, of: side, …)`: the split layout's helper that divides
    /// a side into columns, the spec's `{columns: 3}`, whose spacing and insets are its section's.
    func splitColumnWidth(
        _ call: FunctionCallExprSyntax,
        _ arguments: [(label: String?, value: ReadValue)],
        in scope: Scope
    ) -> ReadValue? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "calculateFixedWidthRaughly", let base = member.base,
            evaluate(base, in: scope)?.object?.type == "UICollectionViewSplitLayout",
            let count = arguments.first(where: { $0.label == "to" })?.value.number,
            let columns = Int(exactly: count), (1...1000).contains(columns)
        else { return nil }
        return .member(Self.columnsMember, [.number(count)])
    }

    /// A colour as a split section's `backgroundColor` names it: `UIColor(named: "x")` as `x`, and
    /// `UIColor(red: 0xff / 255, …)` as `#ff…`, its digits as the code writes them; `nil` for any
    /// other call. (`.green` is the case `green`.)
    static func colorName(_ call: FunctionCallExprSyntax) -> String? {
        guard call.calledExpression.trimmedDescription == "UIColor" else { return nil }
        if call.arguments.count == 1, call.arguments.first?.label?.text == "named",
            let literal = call.arguments.first?.expression.as(StringLiteralExprSyntax.self),
            let text = literal.representedLiteralValue
        {
            return text
        }
        var hex = "#"
        for label in ["red", "green", "blue"] {
            guard let argument = call.arguments.first(where: { $0.label?.text == label })?.expression,
                let operation = argument.as(InfixOperatorExprSyntax.self),
                let literal = operation.leftOperand.as(IntegerLiteralExprSyntax.self)?.literal.text,
                literal.hasPrefix("0x"), literal.count == 4,
                operation.rightOperand.as(IntegerLiteralExprSyntax.self)?.literal.text == "255"
            else { return nil }
            hex += literal.dropFirst(2)
        }
        return hex
    }
}
