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
    /// its comma would end the value. Arguments are split at the commas outside parentheses, so that an
    /// argument can itself be an expression (`absolute(max(44, x))`).
    var call: Call? {
        guard let scalar = node.scalar else { return nil }
        let characters = Array(scalar.string.unicodeScalars)
        var start = 0
        var end = characters.count
        while start < end, characters[start] == " " || characters[start] == "\t" { start += 1 }
        while end > start, characters[end - 1] == " " || characters[end - 1] == "\t" { end -= 1 }
        var text = String(String.UnicodeScalarView(characters[start..<end]))
        for prefix in Self.callTypePrefixes where text.hasPrefix(prefix) {
            text.removeFirst(prefix.count)
            start += prefix.unicodeScalars.count
        }
        if text.hasPrefix(".") {
            text.removeFirst()
            start += 1
        }
        let scalars = Array(text.unicodeScalars)
        guard scalars.last == ")", let open = scalars.firstIndex(of: "(") else { return nil }
        let name = String(String.UnicodeScalarView(scalars[..<open]))
        guard !name.isEmpty, name.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic }) else { return nil }
        let inside = Array(scalars[(open + 1)..<(scalars.count - 1)])
        // `f(a) + g(b)` ends and begins calls: it is an expression, not one call.
        guard let ranges = Self.argumentRanges(inside) else { return nil }
        var arguments = ranges.map { range in
            (text: String(String.UnicodeScalarView(inside[range])), offset: start + open + 1 + range.lowerBound)
        }
        if arguments.count == 1, arguments[0].text.isEmpty { arguments = [] }
        return Call(name: name, arguments: arguments)
    }

    /// Where the arguments are in `scalars`, a call's text inside its parentheses: split at the commas
    /// outside parentheses, each without the spaces around it; `nil` when the parentheses do not
    /// balance there.
    static func argumentRanges(_ scalars: [Unicode.Scalar]) -> [Range<Int>]? {
        func isSpace(_ scalar: Unicode.Scalar) -> Bool { scalar == " " || scalar == "\t" || scalar == "\n" }
        var ranges: [Range<Int>] = []
        var depth = 0
        var start = 0
        func finish(at end: Int) {
            var from = start
            var to = end
            while from < to, isSpace(scalars[from]) { from += 1 }
            while to > from, isSpace(scalars[to - 1]) { to -= 1 }
            ranges.append(from..<to)
            start = end + 1
        }
        for (index, scalar) in scalars.enumerated() {
            switch scalar {
            case "(": depth += 1
            case ")":
                depth -= 1
                if depth < 0 { return nil }
            case "," where depth == 0: finish(at: index)
            default: break
            }
        }
        guard depth == 0 else { return nil }
        finish(at: scalars.count)
        return ranges
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
