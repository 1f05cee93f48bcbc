import LayoutSpecFormat
import SwiftSyntax

/// The values of a compositional layout's objects as a spec writes them: numbers (or the expression
/// the code computes, quoted), cases, sizes and their dimensions, spacings, insets, anchors. A value
/// only the running app knows is read as UIKit's default, with a warning at the code that reads it.
extension CompositionalSpecText {
    static let zeroInsets = "{top: 0, leading: 0, bottom: 0, trailing: 0}"

    func member(_ value: ReadValue) -> String? {
        if case .member(let name, let arguments) = value, arguments.isEmpty { return name }
        return nil
    }

    func n(_ value: Double) -> String { SwiftSourceImport.n(value) }

    /// A number as a spec writes it, or an expression known only when the app runs, quoted.
    ///
    /// A value only the running app knows is read as 0, UIKit's default for insets and spacings,
    /// with a warning at the code that reads it.
    func number(_ value: ReadValue) -> String? {
        switch value {
        case .number(let number): return n(number)
        case .expression(let text), .named(let text, _):
            unknowns.expressions.append(text)
            return YAMLScalar.quoted(ExpressionPrinter.minimallyParenthesized(text))
        case .unknown(let unknown):
            unknowns.found.append(unknown)
            return "0"
        default: return nil
        }
    }

    /// `name(argument)`: quoted as a whole when the argument is an expression.
    func call(_ name: String, _ argument: ReadValue) -> String? {
        switch argument {
        case .number(let number): return "\(name)(\(n(number)))"
        case .expression(let text), .named(let text, _):
            unknowns.expressions.append(text)
            return YAMLScalar.quoted("\(name)(\(ExpressionPrinter.minimallyParenthesized(text)))")
        case .unknown(let unknown):
            // A dimension only the app knows: the whole of its container, with a warning.
            unknowns.dimensions.append(unknown)
            return name.hasPrefix("fractional") ? "\(name)(1)" : "\(name)(44)"
        default: return nil
        }
    }

    func string(_ value: ReadValue?) -> String {
        if case .string(let text)? = value { return YAMLScalar.text(text) }
        return "\"\""
    }

    /// `[fractionalWidth(1), absolute(44)]` from an `NSCollectionLayoutSize`.
    func size(_ value: ReadValue?) -> String? {
        guard let size = value?.object, let width = size["widthDimension"].flatMap(dimension),
            let height = size["heightDimension"].flatMap(dimension)
        else { return nil }
        return "[\(width), \(height)]"
    }

    func dimension(_ value: ReadValue) -> String? {
        guard case .member(let name, let arguments) = value, arguments.count == 1 else { return nil }
        // `.uniformAcrossSiblings(estimate:)` (iOS 17): estimated, each item measured; the format has
        // no sizing of siblings to the tallest.
        if name == "uniformAcrossSiblings" { return call("estimated", arguments[0]) }
        guard ["absolute", "estimated", "fractionalWidth", "fractionalHeight"].contains(name) else { return nil }
        return call(name, arguments[0])
    }

    /// Says, at an item or group whose size is `uniformAcrossSiblings`, how it is read.
    mutating func noteUniform(_ object: LayoutObject) {
        guard let size = object["layoutSize"]?.object,
            [size["widthDimension"], size["heightDimension"]].contains(where: {
                if case .member("uniformAcrossSiblings", _)? = $0 { true } else { false }
            })
        else { return }
        passOver(
            object,
            "uniformAcrossSiblings is read as estimated: the format does not size siblings to the tallest; give the items the one measured height they share"
        )
    }

    func spacing(_ value: ReadValue) -> String? {
        guard case .member(let name, let arguments) = value, arguments.count == 1, ["fixed", "flexible"].contains(name)
        else { return nil }
        return call(name, arguments[0])
    }

    func insets(_ value: ReadValue?) -> String? {
        guard let insets = value?.object, insets.type == "NSDirectionalEdgeInsets" else { return nil }
        let sides = ["top", "leading", "bottom", "trailing"].map { side in
            "\(side): \(insets[side].flatMap(number) ?? "0")"
        }
        return "{\(sides.joined(separator: ", "))}"
    }

    func edgeSpacing(_ value: ReadValue?) -> String? {
        guard let edges = value?.object else { return nil }
        let sides = ["leading", "top", "trailing", "bottom"].compactMap { side -> String? in
            edges[side].flatMap(spacing).map { "\(side): \($0)" }
        }
        return sides.isEmpty ? nil : "{\(sides.joined(separator: ", "))}"
    }

    func anchor(_ value: ReadValue?) -> String? {
        guard let anchor = value?.object, case .array(let edges)? = anchor["edges"] else { return nil }
        var entry = ["edges: [\(edges.compactMap(member).joined(separator: ", "))]"]
        for (key, spelling) in [("absoluteOffset", "absolute"), ("fractionalOffset", "fractional")] {
            if let point = anchor[key]?.object, let x = point["x"]?.number, let y = point["y"]?.number {
                entry.append("offset: \"\(spelling)(\(n(x)), \(n(y)))\"")
            }
        }
        return "{\(entry.joined(separator: ", "))}"
    }
}
