import SwiftParser
import SwiftSyntax

/// What the split layout package and `UIColor` give that a split layout's spec writes: a side's
/// width divided into columns, and a section's background colour.
extension LayoutCodeInterpreter {
    /// The member a column width is read as: `.member(columnsMember, [count])`, the spec's
    /// `{columns: count}`.
    static let columnsMember = "columns"

    /// What a side's width is read as (the delegate's `width`, the layout's `contentWidth(of:)`).
    ///
    /// Only the running layout knows it; a header or footer as wide is the spec's height alone.
    static let sideWidth = "the side's width"

    /// `layout.calculateFixedWidthRaughly(to: 3, of: side, …)`: the split layout's helper that divides
    /// a side into columns, the spec's `{columns: 3}`, whose spacing and insets are its section's;
    /// `layout.contentWidth(of: side)`, the side's width.
    func splitColumnWidth(
        _ call: FunctionCallExprSyntax,
        _ arguments: [(label: String?, value: ReadValue)],
        in scope: Scope
    ) -> ReadValue? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
            ["calculateFixedWidthRaughly", "contentWidth"].contains(member.declName.baseName.text),
            evaluate(base, in: scope)?.object?.type == "UICollectionViewSplitLayout"
        else { return nil }
        // `layout.contentWidth(of: side)`: the side's width.
        if member.declName.baseName.text == "contentWidth" {
            return .unknown(Unknown(text: Self.sideWidth, node: Syntax(call)))
        }
        guard let count = arguments.first(where: { $0.label == "to" })?.value.number,
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
