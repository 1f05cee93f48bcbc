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

    /// The lines of `other` after these, as it wrote them.
    mutating func append(_ other: SwiftSource) {
        text += other.text
    }

    /// One line at the current depth; an empty line for `""`.
    mutating func line(_ content: String = "") {
        text += content.isEmpty ? "\n" : String(repeating: "    ", count: depth) + content + "\n"
    }

    /// Lines already indented, as ``SwiftLineBreaker`` lays them out.
    private mutating func indentedLines(_ lines: [String]) {
        for line in lines { text += line + "\n" }
    }

    /// `target = value` (`let item = …`, `section.interGroupSpacing = …`) on one line when it fits;
    /// else a call or an array broken after its `(` or `[`, and any other value on the next line, a
    /// level deeper, its own next lines no deeper, as `swift format` breaks an assignment.
    mutating func assignment(_ target: String, _ value: SwiftExpression) {
        let head = target + " = "
        switch value {
        case _ where fits(head + value.text), .call, .array:
            indentedLines(SwiftLineBreaker.lines(value, head: head, depth: depth))
        default:
            line(target + " =")
            indentedLines(SwiftLineBreaker.lines(value, depth: depth + 1, continuation: depth + 1))
        }
    }

    /// `return value`, broken as ``SwiftLineBreaker`` breaks it.
    mutating func returnStatement(_ value: SwiftExpression) {
        indentedLines(SwiftLineBreaker.lines(value, head: "return ", depth: depth))
    }

    /// `label return value` on one line when it fits; else the label, then the `return` a level
    /// deeper, as `swift format` writes a long case.
    mutating func caseReturn(_ label: String, _ value: SwiftExpression) {
        let oneLine = "\(label) return \(value.text)"
        guard !fits(oneLine) else {
            line(oneLine)
            return
        }
        line(label)
        indent()
        returnStatement(value)
        outdent()
    }

    /// A `case` that returns `value`; where a variant sets the value (`variant`, its `if` clauses
    /// and value), one that tests its condition first.
    mutating func caseReturn(
        _ label: String,
        _ value: SwiftExpression,
        variant: (condition: [String], value: SwiftExpression)?
    ) {
        caseReturn(label, value, variants: variant.map { [$0] } ?? [])
    }

    /// A `case` that returns `value`; where variants set the value (each its `if` clauses and value,
    /// the first to test first), one that tests their conditions first.
    mutating func caseReturn(
        _ label: String,
        _ value: SwiftExpression,
        variants: [(condition: [String], value: SwiftExpression)]
    ) {
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

    /// Whether `content` fits on a line at the current depth.
    func fits(_ content: String) -> Bool { SwiftLineBreaker.fits(content, depth: depth) }

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

    /// A spec name as a Swift type name: `adaptive-photos` → `AdaptivePhotos`.
    static func typeName(_ name: String) -> String {
        let words = name.split { !$0.isLetter && !$0.isNumber }
        var result = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        if result.isEmpty || result.first?.isNumber == true { result = "Spec" + result }
        return result
    }
}
