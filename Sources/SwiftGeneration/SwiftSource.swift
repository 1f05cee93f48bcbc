import LayoutEngine

/// Swift text written a line at a time, indented four spaces a level, as `swift format` writes it.
struct SwiftSource {
    private(set) var text = ""
    private var depth = 0
    /// Where each top-level declaration begins in ``text``, with its indentation: each is marked
    /// `@available` with the file's ``introduced`` version.
    private var declarations: [(offset: Int, depth: Int)] = []
    /// The newest iOS version that introduced an API the code written uses.
    private(set) var introduced: Double?

    /// A top-level declaration begins on the next line.
    mutating func beginTopLevelDeclaration() {
        declarations.append((text.utf8.count, depth))
    }

    /// The code written uses an API introduced in iOS `version` (`nil`: one every version has).
    mutating func requires(iOS version: Double?) {
        guard let version else { return }
        introduced = max(introduced ?? version, version)
    }

    /// ``text`` with `@available(iOS N, *)` before each top-level declaration, N the newest version
    /// the code uses, when that is newer than `deploymentTarget`.
    func textMarkingAvailability(from deploymentTarget: Double) -> String {
        guard let version = introduced, version > deploymentTarget else { return text }
        var out = ""
        var start = text.utf8.startIndex
        for (offset, depth) in declarations {
            let index = text.utf8.index(text.utf8.startIndex, offsetBy: offset)
            out += text[start..<index]
            out += String(repeating: "    ", count: depth) + "@available(iOS \(Self.number(version)), *)\n"
            start = index
        }
        return out + text[start...]
    }

    /// The first line of an expression (a call, an argument, a declaration's value) written at
    /// ``lineLength`` characters or more once broken: `swift format` would break it where the generator
    /// does not.
    private(set) var overlongLine: String?

    /// The lines of `other` after these, as it wrote them.
    mutating func append(_ other: SwiftSource) {
        text += other.text
    }

    /// One line at the current depth; an empty line for `""`.
    mutating func line(_ content: String = "") {
        text += content.isEmpty ? "\n" : String(repeating: "    ", count: depth) + content + "\n"
    }

    /// One line of an expression, noted when it stays too long.
    private mutating func expressionLine(_ content: String) {
        if overlongLine == nil, !fits(content) { overlongLine = content }
        line(content)
    }

    /// The project's `swift format` line length.
    static let lineLength = 120

    /// `head(arguments)tail` on one line when it fits, else one argument a line, as `swift format`
    /// breaks a call.
    mutating func call(_ head: String, _ arguments: [String], tail: String = "") {
        let oneLine = head + "(" + arguments.joined(separator: ", ") + ")" + tail
        // `swift format` counts a line of exactly `lineLength` characters as too long.
        if depth * 4 + oneLine.count < Self.lineLength || arguments.isEmpty {
            expressionLine(oneLine)
            return
        }
        expressionLine(head + "(")
        indent()
        for (index, argument) in arguments.enumerated() {
            argumentLine(argument + (index == arguments.count - 1 ? "" : ","))
        }
        outdent()
        expressionLine(")" + tail)
    }

    /// An argument on its own line; one still too long that ends in a call (`label: .fixed(…)`) is
    /// broken inside that call's parentheses, as `swift format` breaks it.
    ///
    /// An argument's continuation lines are indented once more; a declaration's value's are not
    /// (`continuation: ""`), as `swift format` indents them.
    private mutating func argumentLine(_ argument: String, continuation: String = "    ") {
        let comma = argument.hasSuffix(",") ? "," : ""
        let body = comma.isEmpty ? argument : String(argument.dropLast())
        // An expression too long for its line breaks before its operators (`?` takes its `:` along).
        if depth * 4 + argument.count >= Self.lineLength, Self.operatorPieces(body).count > 1 {
            let indentation = depth * 4
            let broken = ExpressionLines { indentation + $0.count < Self.lineLength }
                .lines(body, first: "", rest: continuation)
            for text in broken.dropLast() { expressionLine(text) }
            expressionLine(broken[broken.count - 1] + comma)
            return
        }
        guard depth * 4 + argument.count >= Self.lineLength, body.hasSuffix(")"),
            let open = Self.openingParenthesis(closingAtEndOf: body), open != body.startIndex
        else {
            expressionLine(argument)
            return
        }
        expressionLine(String(body[...open]))
        indent()
        argumentLine(String(body[body.index(after: open)..<body.index(before: body.endIndex)]))
        outdent()
        expressionLine(")" + comma)
    }

    /// Where the `: ` of a conditional piece `? a : b` is: the space before it, outside parentheses.
    static func topLevelColon(in piece: String) -> String.Index? {
        topLevelSpaces(in: piece).first { piece[piece.index(after: $0)...].hasPrefix(": ") }
    }

    /// The spaces of `text` outside parentheses and brackets, where an expression may break.
    static func topLevelSpaces(in text: String) -> [String.Index] {
        var spaces: [String.Index] = []
        var depth = 0
        for index in text.indices {
            let character = text[index]
            if "([".contains(character) { depth += 1 }
            if ")]".contains(character) { depth -= 1 }
            if depth == 0, character == " " { spaces.append(index) }
        }
        return spaces
    }

    /// `let name: Type = value` on one line when it fits; else broken after the `=` and the value a
    /// level deeper, itself broken before its operators when still too long, as `swift format` does.
    mutating func declaration(_ text: String) {
        let parts = text.split(separator: " = ", maxSplits: 1)
        guard !fits(text), parts.count == 2 else {
            expressionLine(text)
            return
        }
        expressionLine(parts[0] + " =")
        indent()
        argumentLine(String(parts[1]), continuation: "")
        outdent()
    }

    /// `text` cut before its operators outside parentheses: before `?` when it is a conditional
    /// (whose `: …` stays with it), else before each `+`, `-`, `*`, `/`, `&&` and `||`; one piece
    /// when it has none.
    static func operatorPieces(_ text: String) -> [String] {
        var cuts: [(conditional: Bool, index: String.Index)] = []
        for space in topLevelSpaces(in: text) where text.index(after: space) < text.endIndex {
            let rest = text[text.index(after: space)...]
            if rest.hasPrefix("? ") {
                cuts.append((true, text.index(after: space)))
            } else if ["+ ", "- ", "* ", "/ ", "&& ", "|| "].contains(where: { rest.hasPrefix($0) }) {
                cuts.append((false, text.index(after: space)))
            }
        }
        let chosen =
            cuts.contains { $0.conditional } ? cuts.filter(\.conditional).prefix(1).map(\.index) : cuts.map(\.index)
        var pieces: [String] = []
        var start = text.startIndex
        for cut in chosen {
            pieces.append(String(text[start..<text.index(before: cut)]))
            start = cut
        }
        pieces.append(String(text[start...]))
        return pieces
    }

    /// The `(` that the last character of `text`, a `)`, closes.
    static func openingParenthesis(closingAtEndOf text: String) -> String.Index? {
        var depth = 0
        var index = text.index(before: text.endIndex)
        while true {
            if text[index] == ")" { depth += 1 }
            if text[index] == "(" {
                depth -= 1
                if depth == 0 { return index }
            }
            guard index > text.startIndex else { return nil }
            index = text.index(before: index)
        }
    }

    /// `label return value` on one line when it fits; else the label, then the `return` a level
    /// deeper, a call broken one argument a line, as `swift format` writes a long case.
    mutating func caseReturn(_ label: String, _ value: String) {
        let oneLine = "\(label) return \(value)"
        guard depth * 4 + oneLine.count >= Self.lineLength else {
            expressionLine(oneLine)
            return
        }
        expressionLine(label)
        indent()
        returnStatement(value)
        outdent()
    }

    /// `return value` on one line when it fits; else a call broken one argument a line.
    mutating func returnStatement(_ value: String) {
        guard !fits("return " + value), value.hasSuffix(")"), let open = value.firstIndex(of: "("),
            Self.openingParenthesis(closingAtEndOf: value) == open
        else {
            expressionLine("return " + value)
            return
        }
        call(
            "return " + value[..<open],
            Self.topLevelArguments(value[value.index(after: open)..<value.index(before: value.endIndex)])
        )
    }

    /// A `case` that returns `value`; where a variant sets the value (`variant`, its `if` clauses
    /// and value), one that tests its condition first.
    mutating func caseReturn(_ label: String, _ value: String, variant: (condition: [String], value: String)?) {
        caseReturn(label, value, variants: variant.map { [$0] } ?? [])
    }

    /// A `case` that returns `value`; where variants set the value (each its `if` clauses and value,
    /// the first to test first), one that tests their conditions first.
    mutating func caseReturn(_ label: String, _ value: String, variants: [(condition: [String], value: String)]) {
        guard !variants.isEmpty else {
            caseReturn(label, value)
            return
        }
        line(label)
        indent()
        for variant in variants {
            ifBlock(variant.condition) { $0.returnStatement(variant.value) }
        }
        returnStatement(value)
        outdent()
    }

    /// An element kind as Swift: UIKit's constant for the kinds it has one for (the spec's `header`
    /// and `footer` are UIKit's section header and footer, which apps register their views with),
    /// else the string.
    static func elementKind(_ kind: String) -> String {
        switch kind {
        case "header", "UICollectionElementKindSectionHeader": return "UICollectionView.elementKindSectionHeader"
        case "footer", "UICollectionElementKindSectionFooter": return "UICollectionView.elementKindSectionFooter"
        default: return string(kind)
        }
    }

    /// `text` as a Swift string literal.
    static func string(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            default:
                if scalar.value < 0x20 {
                    out += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// The arguments of a call's text, split at the commas outside parentheses and brackets.
    static func topLevelArguments(_ text: Substring) -> [String] {
        var arguments: [String] = []
        var current = ""
        var depth = 0
        for character in text {
            if "([".contains(character) { depth += 1 }
            if ")]".contains(character) { depth -= 1 }
            if character == ",", depth == 0 {
                arguments.append(current.trimmingLeadingSpaces)
                current = ""
            } else {
                current.append(character)
            }
        }
        arguments.append(current.trimmingLeadingSpaces)
        return arguments
    }

    /// Whether `content` fits on a line at the current depth.
    func fits(_ content: String) -> Bool { depth * 4 + content.count < Self.lineLength }

    mutating func indent() { depth += 1 }
    mutating func outdent() { depth -= 1 }

    /// `if` (or `keyword`, `} else if`) with `clauses` (its conditions), the lines `body` writes
    /// one level deeper, then `closing` (none for `nil`, where an `else` follows); conditions too
    /// long for one line fill lines as `swift format` fills them, the `{` then on a line of its own.
    mutating func ifBlock(
        _ clauses: [String],
        keyword: String = "if",
        closing: String? = "}",
        _ body: (inout SwiftSource) -> Void
    ) {
        let oneLine = keyword + " " + clauses.joined(separator: ", ") + " {"
        if fits(oneLine) {
            line(oneLine)
            indent()
            body(&self)
            outdent()
            if let closing { line(closing) }
            return
        }
        var lines: [String] = []
        var current = ""
        for (index, clause) in clauses.enumerated() {
            let token = clause + (index == clauses.count - 1 ? "" : ",")
            let prefix = lines.isEmpty ? keyword + " " : "    "
            let candidate = current.isEmpty ? token : current + " " + token
            if !current.isEmpty, !fits(prefix + candidate) {
                lines.append(prefix + current)
                current = token
            } else {
                current = candidate
            }
        }
        lines.append((lines.isEmpty ? keyword + " " : "    ") + current)
        for text in lines { line(text) }
        line("{")
        indent()
        body(&self)
        outdent()
        if let closing { line(closing) }
    }

    /// `opening`, the lines `body` writes one level deeper, then `closing`.
    mutating func block(_ opening: String, closing: String = "}", _ body: (inout SwiftSource) -> Void) {
        line(opening)
        depth += 1
        body(&self)
        depth -= 1
        line(closing)
    }

    /// A number as a Swift literal: the shortest text that reads back to the same double.
    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return "\(value)"
    }

    static func size(_ size: Size) -> String {
        "CGSize(width: \(number(size.width)), height: \(number(size.height)))"
    }

    static func insets(_ insets: EdgeInsets) -> String {
        "UIEdgeInsets(top: \(number(insets.top)), left: \(number(insets.left)), "
            + "bottom: \(number(insets.bottom)), right: \(number(insets.right)))"
    }

    /// A spec name as a Swift type name: `adaptive-photos` → `AdaptivePhotos`.
    static func typeName(_ name: String) -> String {
        let words = name.split { !$0.isLetter && !$0.isNumber }
        var result = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        if result.isEmpty || result.first?.isNumber == true { result = "Spec" + result }
        return result
    }
}

extension String {
    fileprivate var trimmingLeadingSpaces: String { String(drop { $0 == " " }) }
}
