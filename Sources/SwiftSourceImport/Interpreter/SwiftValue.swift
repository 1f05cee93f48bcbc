import LayoutSpecFormat
import SwiftSyntax

/// The values layout code writes, read from their expressions: numbers (with arithmetic on
/// literals), sizes, insets, booleans and enumeration cases.
enum SwiftValue: Equatable {
    case number(Double)
    case bool(Bool)
    /// `.horizontal`, `.fromSafeArea`.
    case member(String)
    /// `CGSize(width:height:)`.
    case size(width: Double, height: Double)
    /// `UIEdgeInsets(top:left:bottom:right:)`, or directional insets with leading and trailing.
    case insets(top: Double, left: Double, bottom: Double, right: Double)
    /// A value computed from the environment, as the spec writes it: `["(collectionView.bounds.width
    /// - 30) / 2", 100]`.
    case spec(SpecYAML.Value)

    /// A computed number, size or insets as the spec writes it, its expressions quoted.
    static func spec(of value: ReadValue) -> SwiftValue? {
        func scalar(_ part: ReadValue?) -> SpecYAML.Value? {
            switch part {
            case .number(let number)?: return .number(number)
            case .expression(let text)?: return .expression(ExpressionPrinter.minimallyParenthesized(text))
            // A number the app names is written by its name, which the spec declares under `let:`.
            case .named(let text, _)?: return .expression(ExpressionPrinter.minimallyParenthesized(text))
            default: return nil
            }
        }
        if let text = scalar(value) { return .spec(text) }
        guard let object = value.object else { return nil }
        switch object.type {
        case "CGSize":
            guard let width = scalar(object["width"]), let height = scalar(object["height"]) else { return nil }
            return .spec(.list([width, height], flow: true))
        case "UIEdgeInsets":
            let sides = ["top", "left", "bottom", "right"].compactMap { side in
                scalar(object[side]).map { SpecYAML.Entry(side, $0) }
            }
            return sides.count == 4 ? .spec(.mapping(sides, flow: true)) : nil
        default:
            return nil
        }
    }

    /// The value as the spec writes it.
    var yaml: SpecYAML.Value {
        switch self {
        case .number(let number): .number(number)
        case .bool(let flag): .scalar(flag ? "true" : "false")
        case .member(let name): .scalar(name)
        case .size(let width, let height): .numbers([width, height])
        case .insets(let top, let left, let bottom, let right): .numbers([top, left, bottom, right])
        case .spec(let value): value
        }
    }

    /// Whether the value is computed item by item: an expression of it reads the item's index path
    /// or its section's count of items.
    var readsItem: Bool {
        guard case .spec(let value) = self else { return false }
        return value.strings.contains { $0.contains("indexPath") || $0.contains("numberOfItems") }
    }

    /// The floating-point types' constants layout code writes (`.leastNonzeroMagnitude` for rows that
    /// touch), by name.
    static let numericConstants: [String: Double] = [
        "leastNonzeroMagnitude": .leastNonzeroMagnitude, "leastNormalMagnitude": .leastNormalMagnitude,
        "ulpOfOne": .ulpOfOne, "greatestFiniteMagnitude": .greatestFiniteMagnitude,
    ]

    /// The value of `expression`, or `nil` for one that is not written out in the code (a variable,
    /// a call to something else).
    static func read(_ expression: ExprSyntax) -> SwiftValue? {
        if let number = number(expression) { return .number(number) }
        if let literal = expression.as(BooleanLiteralExprSyntax.self) {
            return .bool(literal.literal.tokenKind == .keyword(.true))
        }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil {
            return .member(member.declName.baseName.text)
        }
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        let callee = call.calledExpression.trimmedDescription
        let arguments = labeledNumbers(call)
        switch callee {
        case "CGSize":
            guard let width = arguments["width"], let height = arguments["height"] else { return nil }
            return .size(width: width, height: height)
        case "UIEdgeInsets":
            guard let top = arguments["top"], let left = arguments["left"], let bottom = arguments["bottom"],
                let right = arguments["right"]
            else { return nil }
            return .insets(top: top, left: left, bottom: bottom, right: right)
        default:
            return nil
        }
    }

    /// A call's arguments that are numbers, by label.
    static func labeledNumbers(_ call: FunctionCallExprSyntax) -> [String: Double] {
        var values: [String: Double] = [:]
        for argument in call.arguments {
            if let label = argument.label?.text, let value = number(argument.expression) { values[label] = value }
        }
        return values
    }

    /// A number literal, negated or not, or arithmetic on them.
    static func number(_ expression: ExprSyntax) -> Double? {
        if let literal = expression.as(IntegerLiteralExprSyntax.self) {
            return Double(literal.literal.text.replacingUnderscores)
        }
        if let literal = expression.as(FloatLiteralExprSyntax.self) {
            return Double(literal.literal.text.replacingUnderscores)
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            return number(prefix.expression).map { -$0 }
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return number(only.expression)
        }
        return nil
    }
}

extension String {
    fileprivate var replacingUnderscores: String { String(filter { $0 != "_" }) }
}
