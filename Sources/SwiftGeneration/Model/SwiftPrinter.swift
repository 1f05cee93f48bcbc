/// Prints generated code's statements (``SwiftStatement``), four spaces a level, breaking what is too
/// long for a line as `swift format` breaks it; the one place the generated text is laid out.
struct SwiftPrinter {
    /// The iOS version `@available` names where a top-level declaration begins; none where the
    /// deployment target has every API the code uses.
    var available: Double?

    /// The statements' lines, the first `depth` levels deep.
    func text(_ statements: [SwiftStatement], depth: Int = 0) -> String {
        var text = ""
        write(statements, depth: depth, to: &text)
        return text
    }

    private func write(_ statements: [SwiftStatement], depth: Int, to text: inout String) {
        for statement in statements { write(statement, depth: depth, to: &text) }
    }

    private func write(_ statement: SwiftStatement, depth: Int, to text: inout String) {
        func line(_ content: String, _ level: Int = depth) {
            text += content.isEmpty ? "\n" : SwiftLineBreaker.indentation(level) + content + "\n"
        }
        func lines(_ lines: [String]) {
            for line in lines { text += line + "\n" }
        }
        func fits(_ content: String) -> Bool { SwiftLineBreaker.fits(content, depth: depth) }
        /// The attributes, each on a line; `@available` first where a top-level declaration needs it.
        func attributes(of declaration: SwiftDeclaration) {
            if declaration.isTopLevel, let available { line("@available(iOS \(SwiftSource.number(available)), *)") }
            for attribute in declaration.attributes { line(attribute) }
        }
        switch statement {
        case .line(let content):
            line(content)
        case .assignment(let target, let value):
            // On one line when it fits; else a call or an array broken after its `(` or `[`, and any
            // other value on the next line, a level deeper, its own next lines no deeper.
            let head = target + " = "
            switch value {
            case _ where fits(head + value.text), .call, .array:
                lines(SwiftLineBreaker.lines(value, head: head, depth: depth))
            default:
                line(target + " =")
                lines(SwiftLineBreaker.lines(value, depth: depth + 1, continuation: depth + 1))
            }
        case .constant(let name, let type, let value):
            // Where even `let name: Type =` is too long for its line, the type goes on the next line,
            // a level deeper.
            guard !fits("let \(name): \(type) =") else {
                write(.assignment("let \(name): \(type)", value), depth: depth, to: &text)
                return
            }
            line("let \(name):")
            write(.assignment(type, value), depth: depth + 1, to: &text)
        case .return(let value):
            lines(SwiftLineBreaker.lines(value, head: "return ", depth: depth))
        case .caseReturn(let label, let value):
            // A long case: the label, then the `return` a level deeper.
            let oneLine = "\(label) return \(value.text)"
            guard !fits(oneLine) else { return line(oneLine) }
            line(label)
            write(.return(value), depth: depth + 1, to: &text)
        case .conditional(let keyword, let clauses, let closing, let body):
            for content in opening(keyword, clauses, depth: depth) { line(content) }
            write(body, depth: depth + 1, to: &text)
            if let closing { line(closing) }
        case .block(let opening, let closing, let body):
            line(opening)
            write(body, depth: depth + 1, to: &text)
            if let closing { line(closing) }
        case .switch(let subject, let cases):
            line("switch \(subject) {")
            write(cases, depth: depth, to: &text)
            line("}")
        case .function(let declaration, let parameters, let result, let body):
            attributes(of: declaration)
            let head = declaration.head
            let oneLine = "\(head)(\(parameters.joined(separator: ", ")))\(result) {"
            if fits(oneLine) {
                line(oneLine)
            } else {
                // One parameter a line, as `swift format` breaks a declaration too long for one.
                line(head + "(")
                for (number, parameter) in parameters.enumerated() {
                    line(parameter + (number == parameters.count - 1 ? "" : ","), depth + 1)
                }
                line(")\(result) {")
            }
            write(body, depth: depth + 1, to: &text)
            line("}")
        case .type(let declaration, let body):
            attributes(of: declaration)
            let inheritance = declaration.inheritance
            let oneLine = declaration.head + (inheritance.isEmpty ? "" : ": " + inheritance.joined(separator: ", "))
            if inheritance.isEmpty || fits(oneLine + " {") {
                line(oneLine + " {")
            } else {
                // `swift format` breaks a declaration too long for a line before its last inherited type.
                let first = inheritance.dropLast().map { $0 + "," }
                line(([declaration.head + ":"] + first).joined(separator: " "))
                line("    " + (inheritance.last ?? ""))
                line("{")
            }
            write(body, depth: depth + 1, to: &text)
            line("}")
        case .property(let declaration, let type, let value, let observers):
            attributes(of: declaration)
            let head = declaration.head + (type.map { ": \($0)" } ?? "")
            guard !observers.isEmpty else {
                return write(.assignment(head, value), depth: depth, to: &text)
            }
            line("\(head) = \(value.text) {")
            write(observers, depth: depth + 1, to: &text)
            line("}")
        case .compilationCondition(let condition, let body):
            line("#if \(condition)")
            write(body, depth: depth + 1, to: &text)
            line("#endif")
        }
    }

    /// `keyword clauses {` on one line when it fits; else the conditions fill lines as `swift format`
    /// fills them, and the `{` is on a line of its own.
    private func opening(_ keyword: String, _ clauses: [String], depth: Int) -> [String] {
        let oneLine = keyword + " " + clauses.joined(separator: ", ") + " {"
        if SwiftLineBreaker.fits(oneLine, depth: depth) { return [oneLine] }
        var lines: [String] = []
        var current = ""
        for (index, clause) in clauses.enumerated() {
            let token = clause + (index == clauses.count - 1 ? "" : ",")
            let prefix = lines.isEmpty ? keyword + " " : "    "
            let candidate = current.isEmpty ? token : current + " " + token
            if !current.isEmpty, !SwiftLineBreaker.fits(prefix + candidate, depth: depth) {
                lines.append(prefix + current)
                current = token
            } else {
                current = candidate
            }
        }
        lines.append((lines.isEmpty ? keyword + " " : "    ") + current)
        return lines + ["{"]
    }
}
