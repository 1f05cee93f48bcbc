/// Lays a ``SwiftExpression`` out on lines of at most ``lineLength`` characters from its structure,
/// as `swift format` lays it out, so that no generated line is too long where Swift allows a break.
///
/// An expression that fits stays on one line. One that does not breaks by its kind:
/// - a call puts each argument on a line of its own, a level deeper, and its `)` on the last;
/// - an array fills lines with its elements, a level deeper, with a trailing comma;
/// - an operation fills lines with its operands, breaking before an operator, the next lines a level
///   deeper than its first; a choice keeps `? then : otherwise` together, or breaks before the `:`;
/// - parentheses break inside, the `)` after the last operand.
///
/// A token (a name, a literal) never breaks, however long.
struct SwiftLineBreaker {
    /// The project's `swift format` line length; a line of exactly this many characters is too long.
    static let lineLength = 120

    /// Whether `text` fits on a line `depth` levels deep.
    static func fits(_ text: String, depth: Int) -> Bool { depth * 4 + text.count < lineLength }

    static func indentation(_ depth: Int) -> String { String(repeating: "    ", count: depth) }

    /// The lines of `head`, `expression` and `tail`, the first `depth` levels deep and the lines an
    /// operation continues on `continuation` levels deep (one more than `depth` unless given).
    static func lines(
        _ expression: SwiftExpression,
        head: String = "",
        tail: String = "",
        depth: Int,
        continuation: Int? = nil
    ) -> [String] {
        let continuation = continuation ?? depth + 1
        let flat = head + expression.text + tail
        if fits(flat, depth: depth) { return [indentation(depth) + flat] }
        switch expression {
        case .call(let function, let arguments) where !arguments.isEmpty:
            var out = [indentation(depth) + head + function + "("]
            for (index, argument) in arguments.enumerated() {
                out += lines(
                    argument.value,
                    head: argument.label.map { "\($0): " } ?? "",
                    tail: index == arguments.count - 1 ? "" : ",",
                    depth: depth + 1
                )
            }
            return out + [indentation(depth) + ")" + tail]
        case .array(let elements) where !elements.isEmpty:
            return [indentation(depth) + head + "["] + elementLines(elements, depth: depth + 1)
                + [indentation(depth) + "]" + tail]
        case .parenthesized(let inner):
            return lines(inner, head: head + "(", tail: ")" + tail, depth: depth, continuation: continuation)
        case .prefix(let operation, let operand):
            return lines(operand, head: head + operation, tail: tail, depth: depth, continuation: continuation)
        case .infix, .conditional:
            return operationLines(expression, head: head, tail: tail, depth: depth, continuation: continuation)
        default:
            return [indentation(depth) + flat]
        }
    }

    /// An array's elements filling lines `depth` levels deep, each followed by a comma (the last one
    /// too, where there are several, as `swift format` writes a broken collection).
    private static func elementLines(_ elements: [SwiftExpression], depth: Int) -> [String] {
        var out: [String] = []
        var current = ""
        let comma = elements.count > 1 ? "," : ""
        for element in elements {
            let text = element.text + comma
            let candidate = current.isEmpty ? text : current + " " + text
            if fits(candidate, depth: depth) {
                current = candidate
                continue
            }
            if !current.isEmpty { out.append(indentation(depth) + current) }
            if fits(text, depth: depth) {
                current = text
            } else {
                out += lines(element, tail: comma, depth: depth)
                current = ""
            }
        }
        if !current.isEmpty { out.append(indentation(depth) + current) }
        return out
    }

    /// One operand of an operation, with the operator before it (none for the first); or a choice's
    /// `? then : otherwise`, kept together where it fits.
    private enum Piece {
        case operand(String?, SwiftExpression)
        case choice(SwiftExpression, SwiftExpression)

        var text: String {
            switch self {
            case .operand(let operation, let operand): (operation.map { $0 + " " } ?? "") + operand.text
            case .choice(let then, let otherwise): "? " + then.text + " : " + otherwise.text
            }
        }

        /// The piece's lines after `head`, `depth` levels deep, where it does not fit on one.
        func lines(head: String, tail: String, depth: Int) -> [String] {
            switch self {
            case .operand(let operation, let operand):
                return SwiftLineBreaker.lines(
                    operand,
                    head: head + (operation.map { $0 + " " } ?? ""),
                    tail: tail,
                    depth: depth
                )
            case .choice(let then, let otherwise):
                return SwiftLineBreaker.lines(then, head: head + "? ", depth: depth)
                    + SwiftLineBreaker.lines(otherwise, head: ": ", tail: tail, depth: depth)
            }
        }
    }

    /// An operation's operands in order, each after its operator.
    ///
    /// They are those of its loosest operator, so that a tighter operation (`b * c` in `a + b * c`) is
    /// one operand, broken inside only when it is too long for a line of its own. A choice is its
    /// condition, then its branches together.
    private static func pieces(_ expression: SwiftExpression) -> [Piece] {
        switch expression {
        case .infix(_, let operation, _):
            return operands(expression, precedence: SwiftExpression.precedence(of: operation))
        case .conditional(let condition, let then, let otherwise):
            return [.operand(nil, condition), .choice(then, otherwise)]
        default:
            return [.operand(nil, expression)]
        }
    }

    /// The operands of the operators of `precedence` in `expression`, left to right.
    private static func operands(
        _ expression: SwiftExpression,
        precedence: Int,
        operation: String? = nil
    ) -> [Piece] {
        guard case .infix(let left, let infix, let right) = expression,
            SwiftExpression.precedence(of: infix) == precedence
        else { return [.operand(operation, expression)] }
        return operands(left, precedence: precedence, operation: operation)
            + operands(right, precedence: precedence, operation: infix)
    }

    /// An operation's pieces filling lines: the first after `head`, `depth` levels deep, the next
    /// ones `continuation` levels deep; a piece too long for a line of its own breaks inside, and what
    /// follows it goes on its last line where all of it fits there.
    private static func operationLines(
        _ expression: SwiftExpression,
        head: String,
        tail: String,
        depth: Int,
        continuation: Int
    ) -> [String] {
        let pieces = pieces(expression)
        var out: [String] = []
        var line: [Piece] = []
        var lineHead = head
        var lineDepth = depth
        func text(_ pieces: [Piece]) -> String { lineHead + pieces.map(\.text).joined(separator: " ") }
        var index = 0
        while index < pieces.count {
            let piece = pieces[index]
            if line.isEmpty || fits(text(line + [piece]), depth: lineDepth) {
                line.append(piece)
                index += 1
                continue
            }
            if line.count > 1 || fits(text(line), depth: lineDepth) {
                out.append(indentation(lineDepth) + text(line))
            } else {
                let broken = line[0].lines(head: lineHead, tail: "", depth: lineDepth)
                let rest = " " + pieces[index...].map(\.text).joined(separator: " ") + tail
                if let last = broken.last, last.count + rest.count < lineLength {
                    return out + broken.dropLast() + [last + rest]
                }
                out += broken
            }
            line = []
            lineHead = ""
            lineDepth = continuation
        }
        // The tail goes on the last line; where it does not fit there, the last piece goes on a line of
        // its own.
        if line.count > 1, !fits(text(line) + tail, depth: lineDepth) {
            let last = line.removeLast()
            out.append(indentation(lineDepth) + text(line))
            line = [last]
            lineHead = ""
            lineDepth = continuation
        }
        if fits(text(line) + tail, depth: lineDepth) {
            return out + [indentation(lineDepth) + text(line) + tail]
        }
        return out + line[0].lines(head: lineHead, tail: tail, depth: lineDepth)
    }
}
