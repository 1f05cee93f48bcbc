import LayoutEngine
import Yams

/// A YAML node at a key path, with typed readers that report what they did not expect.
///
/// Every reader returns `nil` after reporting an error, so parsing goes on and finds the next mistake;
/// the caller only substitutes a default and carries on.
struct SpecValue {
    let node: Node
    let path: String
    let diagnostics: Diagnostics
    /// Where a value made from part of a scalar's text begins (an argument of a pasted Swift
    /// initializer); `nil` for a node of the YAML tree, which knows its own place.
    var location: (line: Int, column: Int)? = nil

    var mark: (line: Int, column: Int)? { location ?? node.mark.map { ($0.line, $0.column) } }

    func report(_ kind: SpecError.Kind, _ message: String) {
        diagnostics.report(kind, message, at: mark, path: path)
    }

    /// Reports a value of the wrong shape or range: "expected …, found …".
    func expected(_ what: String, kind: SpecError.Kind = .wrongType) {
        report(kind, "expected \(what), found \(foundDescription)" + unboundNameHint(expecting: what))
    }

    /// A lone word where a number is expected is most likely a name the spec reads and never bound:
    /// where names come from.
    private func unboundNameHint(expecting what: String) -> String {
        guard what.contains("number"), let scalar = node.scalar, scalar.style == .plain,
            let first = scalar.string.unicodeScalars.first, first == "_" || first.properties.isAlphabetic,
            scalar.string.unicodeScalars.allSatisfy({
                $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0)
            }),
            !["true", "false", "null", "nan", "inf"].contains(scalar.string.lowercased())
        else { return "" }
        return "; a name is bound under `let:` before it is read (`let: {\(scalar.string): 3}`)"
    }

    /// How the value reads in an error message.
    var foundDescription: String {
        switch node {
        case .scalar(let scalar):
            if scalar.style == .plain {
                if scalar.string.isEmpty || scalar.string == "~" || scalar.string == "null" { return "nothing" }
                if Double(scalar.string) != nil || Self.yamlNonFinite.contains(scalar.string)
                    || ["true", "false"].contains(scalar.string)
                {
                    return scalar.string
                }
            }
            return "\"\(scalar.string)\""
        case .mapping(let mapping):
            return mapping.isEmpty ? "an empty mapping" : "a mapping"
        case .sequence(let sequence):
            return sequence.count == 1 ? "a list of 1 entry" : "a list of \(sequence.count) entries"
        case .alias:
            return "an alias"
        }
    }

    /// The child at `key` of a mapping, or at `index` of a list.
    func child(_ node: Node, key: String) -> SpecValue {
        SpecValue(node: node, path: path.isEmpty ? key : "\(path).\(key)", diagnostics: diagnostics)
    }

    func child(_ node: Node, index: Int) -> SpecValue {
        SpecValue(node: node, path: "\(path)[\(index)]", diagnostics: diagnostics)
    }

    /// Whether the value is a plain scalar meaning "nothing": `key:`, `~` or `null`.
    var isNull: Bool {
        guard let scalar = node.scalar, scalar.style == .plain else { return false }
        return scalar.string.isEmpty || scalar.string == "~" || scalar.string == "null"
    }

    // MARK: Scalars

    /// YAML's spellings of infinity and not-a-number, which `Double(_:)` does not read.
    static let yamlNonFinite: Set<String> = [
        ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF", "-.inf", "-.Inf", "-.INF", ".nan", ".NaN", ".NAN",
    ]

    /// The largest magnitude of any number in a spec: a million points is far past any screen,
    /// and sums and products of such numbers (a million items' offsets) stay exact and finite.
    static let largestNumber = 1_000_000.0
    /// The most columns, repetitions (`count`) or items a row a spec may ask for.
    static let largestCount = 1_000

    /// A finite number within ±``largestNumber``, optionally bounded further; `nan` and `inf` are
    /// errors.
    func number(
        atLeast minimum: Double? = nil,
        greaterThan exclusiveMinimum: Double? = nil,
        atMost maximum: Double? = nil
    )
        -> Double?
    {
        // What was expected, spelled only for an error: numbers are most of a spec's values.
        var what: String {
            var what = "a number"
            if let minimum { what += " ≥ \(formatBound(minimum))" }
            if let exclusiveMinimum { what += " > \(formatBound(exclusiveMinimum))" }
            if let maximum {
                what +=
                    minimum == nil && exclusiveMinimum == nil
                    ? " ≤ \(formatBound(maximum))" : " and ≤ \(formatBound(maximum))"
            }
            return what
        }
        guard let scalar = node.scalar, scalar.style == .plain || isExpression else {
            expected(what)
            return nil
        }
        let value: Double
        /// Where an expression's value came from, for the messages of one out of range.
        var computedIn: String??
        if isExpression {
            switch computed(scalar.string, expecting: .float) {
            case .failed:
                return nil
            case .placeholder:
                return Self.placeholder(atLeast: minimum, greaterThan: exclusiveMinimum, atMost: maximum)
            case .value(let number, let environment):
                value = number
                computedIn = .some(environment)
            }
        } else {
            if Self.yamlNonFinite.contains(scalar.string) {
                expected("a finite number", kind: .invalidValue)
                return nil
            }
            guard let number = Double(scalar.string) else {
                expected(what)
                return nil
            }
            value = number
        }
        func refuse(_ what: String) {
            if let computedIn {
                outOfRange(what, value: value, environment: computedIn)
            } else {
                expected(what, kind: .invalidValue)
            }
        }
        guard value.isFinite else {
            refuse("a finite number")
            return nil
        }
        if let minimum, value < minimum {
            refuse(what)
            return nil
        }
        if let exclusiveMinimum, value <= exclusiveMinimum {
            refuse(what)
            return nil
        }
        if let maximum, value > maximum {
            refuse(what)
            return nil
        }
        guard abs(value) <= Self.largestNumber else {
            refuse("a number from -1,000,000 to 1,000,000")
            return nil
        }
        return value
    }

    /// A whole number at least `minimum`.
    ///
    /// A whole number too large for memory reads as `Int.max`, so that limits (the item cap) report it
    /// rather than a parse failure.
    func wholeNumber(atLeast minimum: Int) -> Int? {
        wholeNumberRead(atLeast: minimum, what: "a whole number ≥ \(minimum)")?.value
    }

    /// A count of columns, repetitions or items a row: a whole number from 1 to ``largestCount``.
    func smallCount() -> Int? {
        wholeNumber(in: 1...Self.largestCount, what: "a whole number from 1 to 1,000")
    }

    /// A whole number within `range`; `what` names it in the error of one outside.
    func wholeNumber(in range: ClosedRange<Int>, what: String) -> Int? {
        guard let read = wholeNumberRead(atLeast: range.lowerBound, what: "a whole number ≥ \(range.lowerBound)")
        else { return nil }
        guard read.value <= range.upperBound else {
            if let computedIn = read.computedIn {
                outOfRange(what, value: Double(read.value), environment: computedIn)
            } else {
                expected(what, kind: .invalidValue)
            }
            return nil
        }
        return read.value
    }

    /// A whole number at least `minimum`, and where it was computed when an expression gave it
    /// (`.some(nil)`: a constant expression).
    private func wholeNumberRead(atLeast minimum: Int, what: String) -> (value: Int, computedIn: String??)? {
        guard let scalar = node.scalar, scalar.style == .plain || isExpression else {
            expected(what)
            return nil
        }
        if isExpression {
            switch computed(scalar.string, expecting: .int) {
            case .failed:
                return nil
            case .placeholder:
                return (minimum, nil)
            case .value(let number, let environment):
                guard number >= Double(minimum) else {
                    outOfRange(what, value: number, environment: environment)
                    return nil
                }
                return (Int(exactly: number) ?? Int.max, .some(environment))
            }
        }
        if let value = Int(scalar.string) {
            guard value >= minimum else {
                expected(what, kind: .invalidValue)
                return nil
            }
            return (value, nil)
        }
        guard let value = Double(scalar.string), value.isFinite, value.rounded() == value else {
            expected(what, kind: Double(scalar.string) == nil ? .wrongType : .invalidValue)
            return nil
        }
        guard value >= Double(minimum) else {
            expected(what, kind: .invalidValue)
            return nil
        }
        return (Int(exactly: value) ?? Int.max, nil)
    }

    /// Reports an expression whose value is outside what the key takes, naming the environment it was
    /// computed in.
    func outOfRange(_ what: String, value: Double, environment: String?) {
        let place = environment.map { " in environment \"\($0)\"" } ?? ""
        report(
            .invalidValue,
            "expected \(what), found \(formatBound(value)) (the expression's value\(place))",
            at: 0,
            once: true
        )
    }

    /// The value a number that reads the environment stands as until the environment is known: one
    /// its key takes, so that nothing is reported of it.
    static func placeholder(
        atLeast minimum: Double?,
        greaterThan exclusiveMinimum: Double?,
        atMost maximum: Double?
    )
        -> Double
    {
        let value = minimum ?? exclusiveMinimum.map { $0 + 1 } ?? 0
        return maximum.map { Swift.min(value, $0) } ?? value
    }

    func bool() -> Bool? {
        guard let scalar = node.scalar, scalar.style == .plain else {
            expected("true or false")
            return nil
        }
        switch scalar.string {
        case "true", "True", "TRUE": return true
        case "false", "False", "FALSE": return false
        default:
            expected("true or false")
            return nil
        }
    }

    func string() -> String? {
        guard let scalar = node.scalar, !isNull else {
            expected("a string")
            return nil
        }
        return scalar.string
    }

    /// One of a fixed set of words, with a suggestion for a near miss.
    ///
    /// A word may be written as Swift writes an enumeration's case, with a leading dot
    /// (`.groupPaging`, `.insetGrouped`): what is pasted from an app's layout code reads as it is.
    func word(among choices: [String]) -> String? {
        var list: String { choices.map { "\"\($0)\"" }.joined(separator: ", ") }
        guard let text = node.scalar?.string, !isNull else {
            expected("one of \(list)")
            return nil
        }
        let swiftCase = text.hasPrefix(".") ? String(text.dropFirst()) : nil
        if let swiftCase, choices.contains(swiftCase) { return swiftCase }
        guard choices.contains(text) else {
            if swiftCase == nil, DocumentReader.looksComputed(text) {
                report(.invalidValue, "expected one of \(list), found an expression: this key cannot be computed")
                return nil
            }
            var message = "expected one of \(list), found \(foundDescription)"
            if let suggestion = closestMatch(to: swiftCase ?? text, among: choices) {
                message += " (did you mean \"\(suggestion)\"?)"
            }
            report(.invalidValue, message)
            return nil
        }
        return text
    }

    /// A case of a string enum, by raw value.
    func enumeration<T: RawRepresentable & CaseIterable>(_: T.Type) -> T? where T.RawValue == String {
        word(among: T.allCases.map(\.rawValue)).flatMap(T.init(rawValue:))
    }
}

/// A bound as written in a message: `0`, not `0.0`.
func formatBound(_ value: Double) -> String {
    let text = value.description
    return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
}
