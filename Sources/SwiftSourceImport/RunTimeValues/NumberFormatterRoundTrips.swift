import SwiftSyntax

/// A size rounded through a `NumberFormatter`: the number written as text with at most
/// `maximumFractionDigits` digits, rounded by `roundingMode`, then read back as a number
/// (`Double(text)`, `(text as NSString).doubleValue`, an app's `text.toDouble()`).
///
/// The round trip is the number rounded to that many digits: `floor(x * 100) / 100` for two digits
/// rounding `.down`. It holds where the locale writes a decimal point; where it writes a comma, the
/// text reads back as its whole part, which the warning says.
extension LayoutCodeInterpreter {
    /// `NumberFormatter()`: a formatter whose digits and rounding the code sets.
    func numberFormatter(_ call: FunctionCallExprSyntax) -> ReadValue? {
        guard call.arguments.isEmpty,
            call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "NumberFormatter"
        else { return nil }
        return .object(LayoutObject(type: "NumberFormatter", properties: [:], node: Syntax(call)))
    }

    /// The rounded number, for a number formatter's text read back as a number.
    ///
    /// `formatter.string(from: NSNumber(value: x))` on a formatter the code made, `NSNumber(value:)`
    /// and the text read back (`Double(text)`, `text.toDouble()`). `nil` for any other call.
    func formatterRoundTrip(
        _ call: FunctionCallExprSyntax,
        _ arguments: [(label: String?, value: ReadValue)],
        in scope: Scope
    ) -> ReadValue? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base else {
            // `NSNumber(value: x)`: the number; `Double(text)` of a formatted number: the number.
            guard arguments.count == 1, let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            else { return nil }
            if name == "NSNumber", arguments.count == 1, arguments[0].label == "value" { return arguments[0].value }
            if ["Double", "CGFloat", "Float"].contains(name), arguments.count == 1,
                let text = arguments[0].value.expressionText, runTime.formattedNumbers.contains(text)
            {
                return arguments[0].value
            }
            return nil
        }
        let name = member.declName.baseName.text
        guard name == "string" || Self.readsBack.contains(name) else { return nil }
        // The text read back: `text.toDouble()`, `text.doubleValue()`.
        if arguments.isEmpty, Self.readsBack.contains(name),
            let value = evaluate(base, in: scope), let text = value.expressionText,
            runTime.formattedNumbers.contains(text)
        {
            return value
        }
        guard name == "string", arguments.count == 1, arguments[0].label == "from",
            let formatter = evaluate(base, in: scope)?.object, formatter.type == "NumberFormatter"
        else { return nil }
        let digits = formatter["maximumFractionDigits"]?.number ?? 0
        let mode: String
        switch formatter["roundingMode"] {
        case .member(let name, _)?: mode = name
        default: mode = "halfEven"
        }
        let rounding: String
        switch mode {
        case "down", "floor": rounding = "floor"
        case "up", "ceiling": rounding = "ceil"
        default: rounding = "round"
        }
        let scale = SwiftSourceImport.n(Double.pow10(Int(digits)))
        let value = arguments[0].value
        let text: String
        if let number = value.number {
            let scaled = number * Double.pow10(Int(digits))
            let whole = mode == "halfEven" ? scaled.rounded(.toNearestOrEven) : Self.rounded(scaled, rounding)
            text = SwiftSourceImport.n(whole / Double.pow10(Int(digits)))
        } else if let operand = value.expressionText {
            text = digits == 0 ? "\(rounding)(\(operand))" : "(\(rounding)((\(operand) * \(scale))) / \(scale))"
        } else {
            return nil
        }
        passOver(
            call,
            "the number formatter's text, read back as a number, is the number rounded to \(SwiftSourceImport.n(digits)) digits (\(rounding)), where the locale writes a decimal point: where it writes a comma, the text reads back as its whole part; edit the spec there"
        )
        runTime.formattedNumbers.insert(text)
        return value.number != nil ? .number(Double(text) ?? 0) : .expression(text)
    }

    /// The methods that read a formatted number's text back as a number.
    static let readsBack: Set<String> = ["toDouble", "doubleValue", "toCGFloat", "floatValue"]

    private static func rounded(_ value: Double, _ rounding: String) -> Double {
        switch rounding {
        case "floor": return value.rounded(.down)
        case "ceil": return value.rounded(.up)
        default: return value.rounded()
        }
    }
}

extension Double {
    /// 10 to the power `exponent`, for a number of decimal digits.
    static func pow10(_ exponent: Int) -> Double {
        (0..<max(exponent, 0)).reduce(1) { product, _ in product * 10 }
    }
}
