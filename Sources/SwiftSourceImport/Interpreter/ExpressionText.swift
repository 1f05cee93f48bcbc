import SwiftSyntax

/// The text of the spec's expressions the reader builds: `left op right` where a side is known only
/// in each environment, and whether an expression is, as a whole, a choice.
extension LayoutCodeInterpreter {
    /// `left op right` where a side is known only in each environment, as a spec's expression;
    /// adding or subtracting 0 and multiplying by 1 leave the other side as it is.
    static func combined(_ operation: String, _ left: ReadValue?, _ right: ReadValue?) -> ReadValue? {
        guard let left, let right, left.isExpression || right.isExpression,
            let a = left.expressionText, let b = right.expressionText
        else { return nil }
        switch (operation, left.number, right.number) {
        case ("+", 0?, _): return right
        case ("+", _, 0?), ("-", _, 0?), ("*", _, 1?), ("/", _, 1?): return left
        case ("*", 1?, _): return right
        default: return .expression("(\(a) \(operation) \(b))")
        }
    }
}

extension LayoutCodeInterpreter {
    /// Whether an expression's text is, as a whole, a choice (`(test ? a : b)`), whose literal
    /// values a spec reads as integers.
    static func isChoice(_ text: String) -> Bool {
        var body = Substring(text)
        while body.hasPrefix("("), body.hasSuffix(")"), closes(body) { body = body.dropFirst().dropLast() }
        var depth = 0
        for character in body {
            switch character {
            case "(": depth += 1
            case ")": depth -= 1
            case "?" where depth == 0: return true
            default: break
            }
        }
        return false
    }

    /// Whether the text's first parenthesis closes at its last character.
    private static func closes(_ text: Substring) -> Bool {
        var depth = 0
        for (offset, character) in text.enumerated() {
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1 }
            if depth == 0 { return offset == text.count - 1 }
        }
        return false
    }
}
