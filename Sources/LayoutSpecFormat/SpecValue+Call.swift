import LayoutEngine
import Yams

/// The Swift call spellings of compositional values: `fractionalWidth(0.5)`, `fixed(8)`,
/// `fractional(0.3, -0.3)`, with or without the leading dot they have in code.
extension SpecValue {
    /// A call written as a plain scalar: its name and its argument texts.
    struct Call {
        var name: String
        var arguments: [String]
    }

    /// The call this scalar spells, or `nil` if it is not of the form `name(arguments)`.
    ///
    /// Quoted scalars are read too: in YAML's flow style, `"fractional(0.5, -0.5)"` must be quoted, or
    /// its comma would end the value.
    var call: Call? {
        guard let scalar = node.scalar else { return nil }
        var text = Substring(scalar.string.trimmingWhitespace)
        if text.hasPrefix(".") { text = text.dropFirst() }
        guard text.hasSuffix(")"), let open = text.firstIndex(of: "(") else { return nil }
        let name = String(text[..<open]).trimmingWhitespace
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter }) else { return nil }
        let inside = text[text.index(after: open)..<text.index(before: text.endIndex)]
        let arguments = inside.split(separator: ",", omittingEmptySubsequences: false).map {
            String($0).trimmingWhitespace
        }
        return Call(name: name, arguments: arguments == [""] ? [] : arguments)
    }

    /// Reads a call among `names`, each taking `arity` numbers within the bounds; reports an unknown name
    /// with a suggestion, a wrong argument count, or an argument that is not a number in range.
    func call(
        among names: [String],
        arity: Int,
        atLeast minimum: Double?,
        noun: String,
        what: String
    ) -> (name: String, arguments: [Double])? {
        guard let call else {
            if let text = node.scalar?.string, text.contains("("), !text.contains(")") {
                // YAML's flow style ended the value at the comma: `{offset: fractional(0.5, -0.5)}`.
                report(
                    .syntax,
                    "expected \(what), found \"\(text)\": inside { } or [ ], a comma ends the value; "
                        + "write the value in quotes, as in \"\(text), …)\""
                )
                return nil
            }
            expected(what)
            return nil
        }
        guard names.contains(call.name) else {
            var message = "unknown \(noun) \"\(call.name)\""
            if let suggestion = closestMatch(to: call.name, among: names) {
                message += " (did you mean \"\(suggestion)\"?)"
            } else {
                message += "; expected " + names.map { "\($0)(…)" }.joined(separator: ", ")
            }
            report(.invalidValue, message)
            return nil
        }
        let plural = arity == 1 ? "a number" : "\(arity) numbers"
        guard call.arguments.count == arity else {
            report(.invalidValue, "\(call.name)(…) takes \(plural), found \(call.arguments.count)")
            return nil
        }
        var numbers: [Double] = []
        for argument in call.arguments {
            guard let number = Double(argument), number.isFinite else {
                report(.invalidValue, "\(call.name)(…) takes \(plural), found \"\(argument)\"")
                return nil
            }
            if let minimum, number < minimum {
                report(.invalidValue, "\(call.name)(…) takes \(plural) ≥ \(formatBound(minimum)), found \(argument)")
                return nil
            }
            guard abs(number) <= Self.largestNumber else {
                report(.invalidValue, "\(call.name)(…) takes \(plural) from -1,000,000 to 1,000,000, found \(argument)")
                return nil
            }
            numbers.append(number)
        }
        return (call.name, numbers)
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
