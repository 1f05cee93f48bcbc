import LayoutEngine
import Yams

/// Numbers written as expressions (spec-format.md, "Values computed from the environment").
extension SpecValue {
    /// What reading an expression gave.
    enum Computed {
        /// Its value in the environment of the read (`environment` names it), or everywhere when
        /// `environment` is `nil`.
        case value(Double, environment: String?)
        /// It reads the environment, and none is known yet: the part is read again for each one.
        case placeholder
        /// An error was reported.
        case failed
    }

    /// Whether this scalar is to be read as an expression: any text that is not a plain number, except
    /// a lone word that names nothing an expression reads (`ten`, `round`), which stays a plain
    /// "expected a number" mistake.
    var isExpression: Bool {
        guard let scalar = node.scalar else { return false }
        guard scalar.style == .plain else { return !scalar.string.isEmpty }
        // A lone word that a `let:` in scope binds (`itemSize: [tile, tile]`), or nearly does (`tiel`).
        let bindings = diagnostics.scope.bindings
        // Only a word can be a name: numbers, the most common values, are not looked up.
        let first = scalar.string.utf8.first ?? 0
        let startsWord =
            first == UInt8(ascii: "_") || (first | 0x20 >= UInt8(ascii: "a") && first | 0x20 <= UInt8(ascii: "z"))
        if startsWord, !bindings.names.isEmpty, bindings.name(scalar.string) != nil { return true }
        guard Self.looksLikeExpression(scalar.string) else {
            return !bindings.names.isEmpty && Double(scalar.string) == nil && bindings.mayName(scalar.string)
        }
        return true
    }

    /// Whether `text` is to be read as an expression; see ``isExpression``.
    static func looksLikeExpression(_ text: String) -> Bool {
        if text.isEmpty || Double(text) != nil || yamlNonFinite.contains(text) { return false }
        if ["true", "false", "True", "False", "TRUE", "FALSE", "null", "~"].contains(text) { return false }
        let isWord = text.unicodeScalars.allSatisfy { $0 == "_" || ($0.properties.isAlphabetic && $0.isASCII) }
        if isWord {
            return ExpressionName.all[text] != nil || closestMatch(to: text, among: ExpressionName.roots) != nil
        }
        return true
    }

    /// The value of this scalar's expression, `expecting` a number type (`.int` for counts), starting
    /// `offset` characters into the scalar's text.
    func computed(_ text: String, offset: Int = 0, argument: Int? = nil, expecting expected: ExpressionType) -> Computed
    {
        let scope = diagnostics.scope
        if let refusal = scope.refusal {
            // Environments and conditions are what expressions read: they cannot be computed themselves.
            report(.invalidValue, "expected a number, found \"\(text)\": \(refusal)")
            return .failed
        }
        // A constant's name folds to its value with no compiling: a spec that names its numbers costs
        // what the same spec with the numbers costs.
        if let name = scope.bindings.name(text), let constant = name.constant, !name.isFailed,
            name.type == expected || (expected == .float && name.type == .int)
        {
            scope.usedBindings.insert(text)
            if scope.keepsNamedSources {
                scope.namedSources[path + (argument.map { "(\($0))" } ?? "")] = SpecExpression(
                    text: text,
                    syntax: .name([text], offset: 0)
                )
            }
            return .value(constant.number, environment: nil)
        }
        switch scope.compile(text, expecting: expected) {
        case .failure(let failure):
            // Mistakes in the text are the same in every environment: reported once, on the first read.
            if !diagnostics.isReadingAgain, !failure.message.isEmpty {
                report(.invalidValue, failure.message, at: offset + failure.offset)
            }
            return .failed
        case .success(let compiled):
            if compiled.type != expected, !(expected == .float && compiled.type == .int) {
                if !diagnostics.isReadingAgain {
                    let hint = expected == .int && compiled.type == .float ? "; write Int(…), which truncates" : ""
                    report(
                        .wrongType,
                        "expected \(expected == .int ? "an Int" : "a number"), found a \(compiled.type.name) expression\(hint)",
                        at: offset
                    )
                }
                return .failed
            }
            if case .constant(let value) = compiled.expression {
                // Written with the spec's names, it is written with them in Swift too.
                if scope.keepsNamedSources, Double(text) == nil {
                    scope.namedSources[path + (argument.map { "(\($0))" } ?? "")] = SpecExpression(
                        text: text,
                        syntax: compiled.syntax
                    )
                }
                return .value(value.number, environment: nil)
            }
            scope.readsEnvironment = true
            scope.sources[path + (argument.map { "(\($0))" } ?? "")] = SpecExpression(
                text: text,
                syntax: compiled.syntax
            )
            guard let environment = scope.currentEnvironment else { return .placeholder }
            do {
                let value = try compiled.expression.evaluate(in: environment).number
                scope.evaluated(compiled.expression, to: .number(value))
                return .value(value, environment: environment.name)
            } catch {
                scope.evaluated(compiled.expression, to: .number(.nan))
                report(
                    .invalidValue,
                    "\(error.message) in environment \"\(environment.name)\"",
                    at: offset + error.offset,
                    once: true
                )
                return .failed
            }
        }
    }

    /// Where the character `offset` of this scalar's text is: on the scalar's own line, one column a
    /// character, after the opening quote of a quoted scalar; the scalar's start where that cannot be
    /// counted (escapes, several lines).
    func mark(at offset: Int) -> (line: Int, column: Int)? {
        guard let start = mark, let scalar = node.scalar else { return mark }
        switch scalar.style {
        case .plain:
            return (start.line, start.column + offset)
        case .singleQuoted where !scalar.string.contains("'"),
            .doubleQuoted where !scalar.string.contains("\\") && !scalar.string.contains("\""):
            return (start.line, start.column + 1 + offset)
        default:
            return start
        }
    }

    /// Reports a mistake at the character `offset` of this scalar's text, where it can be located: on
    /// the scalar's own line, one column a character, after the opening quote of a quoted scalar.
    ///
    /// With `once`, a mistake already reported at that place (in another environment) is not
    /// reported again.
    func report(_ kind: SpecError.Kind, _ message: String, at offset: Int, once: Bool = false) {
        let at = mark(at: offset)
        if once, diagnostics.hasReported(at: at, path: path) { return }
        diagnostics.report(kind, message, at: at, path: path)
    }
}
