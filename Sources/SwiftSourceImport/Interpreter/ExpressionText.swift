import Foundation
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

    /// Whether an expression's text is a choice whose every value is a whole number as a spec
    /// writes it (`width <= 320 ? 40 : 44`, as the code's `40.0` and `44.0` are written too): a
    /// spec reads those values as integers.
    static func choosesWholeNumbers(_ text: String) -> Bool {
        var body = Substring(text)
        while body.hasPrefix("("), body.hasSuffix(")"), closes(body) { body = body.dropFirst().dropLast() }
        // The parts between the top-level `?` and `:`, each with the separator before it.
        var parts: [(separator: Character?, text: String)] = []
        var current = ""
        var separator: Character?
        var depth = 0
        for character in body {
            switch character {
            case "(": depth += 1
            case ")": depth -= 1
            case "?" where depth == 0, ":" where depth == 0:
                parts.append((separator, current))
                (separator, current) = (character, "")
                continue
            default: break
            }
            current.append(character)
        }
        parts.append((separator, current))
        guard parts.count >= 3 else { return false }
        // A value follows `?`, or `:` where no `?` follows it (where one does, it is the next test).
        let values = parts.indices.filter { index in
            parts[index].separator == "?"
                || (parts[index].separator == ":" && (index + 1 == parts.count || parts[index + 1].separator != "?"))
        }
        return values.allSatisfy { index in
            let value = parts[index].text.trimmingCharacters(in: .whitespaces)
            return Int(value) != nil
        }
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
