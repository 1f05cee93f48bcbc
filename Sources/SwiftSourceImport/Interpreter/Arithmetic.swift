import SwiftSyntax

/// Numbers and comparisons: Swift's numeric functions and conversions on numbers, arithmetic, and
/// the equality of values the reader knows.
extension LayoutCodeInterpreter {
    /// `CGFloat(x)`, `Int(x)`, `min`, `max`, `floor`, `ceil`, `round`, `abs` on numbers.
    func numeric(_ name: String, _ arguments: [ReadValue]) -> ReadValue? {
        if arguments.contains(where: \.isExpression),
            ["CGFloat", "Double", "Int", "floor", "ceil", "round", "abs", "min", "max"].contains(name)
        {
            let texts = arguments.compactMap(\.expressionText)
            guard texts.count == arguments.count else { return nil }
            return .expression("\(name)(\(texts.joined(separator: ", ")))")
        }
        let numbers = arguments.compactMap(\.number)
        guard numbers.count == arguments.count, !numbers.isEmpty else { return nil }
        // Of named numbers, the same call on their names.
        if arguments.contains(where: \.isNamed), let value = numeric(name, arguments.map { .number($0.number ?? 0) }),
            let number = value.number
        {
            let texts = arguments.compactMap(\.namedText)
            return .named("\(name)(\(texts.joined(separator: ", ")))", number)
        }
        switch (name, numbers.count) {
        case ("CGFloat", 1), ("Double", 1), ("Float", 1): return .number(numbers[0])
        case ("Int", 1): return .number(numbers[0].rounded(.towardZero))
        case ("floor", 1): return .number(numbers[0].rounded(.down))
        case ("ceil", 1): return .number(numbers[0].rounded(.up))
        case ("round", 1): return .number(numbers[0].rounded())
        case ("abs", 1): return .number(abs(numbers[0]))
        case ("min", _): return numbers.min().map(ReadValue.number)
        case ("max", _): return numbers.max().map(ReadValue.number)
        default: return nil
        }
    }

    /// `left operation right` on known numbers; `whole`: a division of `Int`s, which truncates.
    func arithmetic(_ operation: String, _ left: ReadValue?, _ right: ReadValue?, whole: Bool = false) -> ReadValue? {
        guard let a = left?.number, let b = right?.number else { return nil }
        // Of named numbers, the operation on their names, with its value.
        if left?.isNamed == true || right?.isNamed == true,
            let value = arithmetic(operation, .number(a), .number(b), whole: whole)?.number,
            let x = left?.namedText, let y = right?.namedText
        {
            return .named("(\(x) \(operation) \(y))", value)
        }
        switch operation {
        case "+": return .number(a + b)
        case "-": return .number(a - b)
        case "*": return .number(a * b)
        case "/": return b == 0 ? nil : .number(whole ? (a / b).rounded(.towardZero) : a / b)
        default: return nil
        }
    }

    static func isNone(_ value: ReadValue) -> Bool {
        if case .none = value { return true }
        return false
    }

    /// Whether two numbers, strings, booleans or cases are equal; `nil` for values that do not compare.
    static func equal(_ left: ReadValue, _ right: ReadValue) -> Bool? {
        switch (left, right) {
        case (.number, .number), (.named, .named), (.number, .named), (.named, .number):
            return left.number == right.number
        case (.string(let a), .string(let b)): return a == b
        case (.bool(let a), .bool(let b)): return a == b
        case (.member(let a, let x), .member(let b, let y)) where x.isEmpty && y.isEmpty: return a == b
        case (.enumCase(_, let a, _), .member(let b, let y)) where y.isEmpty: return a == b
        case (.member(let a, let x), .enumCase(_, let b, _)) where x.isEmpty: return a == b
        case (.enumCase(let t, let a, let x), .enumCase(let u, let b, let y)) where x.isEmpty && y.isEmpty:
            return t == u && a == b
        case (.object(let a), .object(let b)) where a.appType != nil && a.appType == b.appType:
            // Two values of the program's structure (`Section(rawValue: 1) == .featured`): by their
            // properties, where all are known.
            guard Set(a.properties.keys) == Set(b.properties.keys) else { return false }
            for (key, value) in a.properties {
                guard let other = b.properties[key], let same = equal(value, other) else { return nil }
                if !same { return false }
            }
            return true
        case (.object(let value), .member("zero", let arguments)) where arguments.isEmpty && value.appType == nil,
            (.member("zero", let arguments), .object(let value)) where arguments.isEmpty && value.appType == nil:
            // `cachedSize == .zero`: a size or insets of UIKit's, where every side is known.
            var allZero = true
            for side in value.properties.values {
                guard let number = side.number else { return nil }
                allZero = allZero && number == 0
            }
            return allZero
        case (.none, .none): return true
        case (.none, _), (_, .none): return false
        default: return nil
        }
    }

    /// The node's text as one line: a member chain broken over lines
    /// (`NSCollectionLayoutDecorationItem⏎.background`) read as the name it spells.
    static func oneLine(_ node: some SyntaxProtocol) -> String {
        let text = node.trimmedDescription
        guard text.contains(where: \.isNewline) else { return text }
        return node.tokens(viewMode: .sourceAccurate).map(\.text).joined()
    }

    /// An expression as a warning quotes it: its text, shortened.
    static func shown(_ node: some SyntaxProtocol) -> String {
        let text = node.trimmedDescription.split(separator: "\n").first.map(String.init) ?? ""
        return text.count > 60 ? String(text.prefix(57)) + "…" : text
    }
}
