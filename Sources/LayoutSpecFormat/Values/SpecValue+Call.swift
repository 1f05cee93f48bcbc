import LayoutEngine
import Yams

/// The Swift call spellings of compositional values: `fractionalWidth(0.5)`, `fixed(8)`,
/// `fractional(0.3, -0.3)`, with or without the leading dot they have in code.
extension SpecValue {
    /// A call written as a scalar: its name, and its arguments' texts with the character offset each
    /// begins at in the scalar's text.
    struct Call {
        var name: String
        var arguments: [(text: String, offset: Int)]
    }

    /// The type names Swift code may put before a call (`NSCollectionLayoutDimension.absolute(44)`).
    static let callTypePrefixes = [
        "NSCollectionLayoutDimension.", "NSCollectionLayoutSpacing.", "NSCollectionLayoutAnchor.Offset.",
    ]

    /// The call this scalar spells, or `nil` if it is not of the form `name(arguments)`.
    ///
    /// Quoted scalars are read too: in YAML's flow style, `"fractional(0.5, -0.5)"` must be quoted, or
    /// its comma would end the value. The expression tokenizer finds the arguments
    /// (``ExpressionParser/callSpelling(_:)``), so that an argument can itself be an expression
    /// (`absolute(max(44, x))`).
    var call: Call? {
        // Only what ends in `)` can be a call: a number or a name is not tokenized for one.
        guard let scalar = node.scalar, scalar.string.trimmingWhitespace.hasSuffix(")"),
            let spelling = diagnostics.scope.callSpelling(scalar.string)
        else { return nil }
        var name = spelling.function
        for prefix in Self.callTypePrefixes where name.hasPrefix(prefix) { name.removeFirst(prefix.count) }
        guard name.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic }) else { return nil }
        // A label is no part of a dimension's call: it stays in the argument, which then says so.
        let arguments = spelling.arguments.map { (text: $0.wholeText, offset: $0.whole.lowerBound) }
        return Call(name: name, arguments: arguments)
    }

    /// What a value that may be a call of `names` or a number reads as.
    enum CallOrNumber {
        case call(name: String, arguments: [Double])
        /// A number or an expression: a bare number, as the format allows (`44` for `absolute(44)`).
        case number
        case failed
    }

    /// Reads a call among `names`, each taking `arity` numbers within the bounds; reports an unknown name
    /// with a suggestion, a wrong argument count, or an argument that is not a number in range.
    ///
    /// A value that is not such a call but is an expression (`max(44, x)`, `x / 2`) is `.number`: the
    /// caller reads it as a bare number.
    func call(
        among names: [String],
        arity: Int,
        atLeast minimum: Double?,
        noun: String,
        what: String
    ) -> CallOrNumber {
        let call = self.call
        guard let call, names.contains(call.name) else {
            if let call, !ExpressionChecker.functions.contains(call.name) {
                var message = "unknown \(noun) \"\(call.name)\""
                if let suggestion = closestMatch(to: call.name, among: names) {
                    message += " (did you mean \"\(suggestion)\"?)"
                } else {
                    message += "; expected " + names.map { "\($0)(…)" }.joined(separator: ", ")
                }
                report(.invalidValue, message)
                return .failed
            }
            if let text = node.scalar?.string, text.contains("("), !text.contains(")") {
                // YAML's flow style ended the value at the comma: `{offset: fractional(0.5, -0.5)}`.
                report(
                    .syntax,
                    "expected \(what), found \"\(text)\": inside { } or [ ], a comma ends the value; "
                        + "write the value in quotes, as in \"\(text), …)\""
                )
                return .failed
            }
            if isExpression, !diagnostics.scope.isRefused { return .number }
            expected(what)
            return .failed
        }
        let plural = arity == 1 ? "a number" : "\(arity) numbers"
        guard call.arguments.count == arity else {
            report(.invalidValue, "\(call.name)(…) takes \(plural), found \(call.arguments.count)")
            return .failed
        }
        var numbers: [Double] = []
        for (index, argument) in call.arguments.enumerated() {
            let number: Double
            var computedIn: String??
            if let literal = Double(argument.text) {
                guard literal.isFinite else {
                    report(.invalidValue, "\(call.name)(…) takes \(plural), found \"\(argument.text)\"")
                    return .failed
                }
                number = literal
            } else {
                let isBound = diagnostics.scope.bindings.mayName(argument.text)
                guard isBound || Self.looksLikeExpression(argument.text), !diagnostics.scope.isRefused else {
                    report(.invalidValue, "\(call.name)(…) takes \(plural), found \"\(argument.text)\"")
                    return .failed
                }
                switch computed(
                    argument.text,
                    offset: argument.offset,
                    argument: call.arguments.count > 1 ? index : nil,
                    expecting: .float
                ) {
                case .failed:
                    return .failed
                case .placeholder:
                    numbers.append(minimum ?? 0)
                    continue
                case .value(let value, let environment):
                    number = value
                    computedIn = .some(environment)
                }
            }
            func refuse(_ range: String) {
                if let computedIn {
                    let place = computedIn.map { " in environment \"\($0)\"" } ?? ""
                    report(
                        .invalidValue,
                        "\(call.name)(…) takes \(plural)\(range), found \(formatBound(number)) (the value of \"\(argument.text)\"\(place))",
                        at: argument.offset,
                        once: true
                    )
                } else {
                    report(.invalidValue, "\(call.name)(…) takes \(plural)\(range), found \(argument.text)")
                }
            }
            guard number.isFinite else {
                refuse(" (finite)")
                return .failed
            }
            if let minimum, number < minimum {
                refuse(" ≥ \(formatBound(minimum))")
                return .failed
            }
            guard abs(number) <= Self.largestNumber else {
                refuse(" from -1,000,000 to 1,000,000")
                return .failed
            }
            numbers.append(number)
        }
        return .call(name: call.name, arguments: numbers)
    }
}

extension String {
    /// The string without leading and trailing spaces and tabs.
    var trimmingWhitespace: String {
        var text = Substring(self)
        while let first = text.first, first == " " || first == "\t" { text.removeFirst() }
        while let last = text.last, last == " " || last == "\t" { text.removeLast() }
        return String(text)
    }
}
