import LayoutSpecFormat
import SwiftSyntax

/// The values of a compositional layout's objects as a spec writes them: numbers (or the expression
/// the code computes, quoted), cases, sizes and their dimensions, spacings, insets, anchors. A value
/// only the running app knows is read as UIKit's default, with a warning at the code that reads it.
extension CompositionalSpecText {
    /// Insets of zero on every edge, made each time it is asked for.
    ///
    /// A stored global would hold the enum's payload behind a pointer whose spare bits carry the
    /// case, which LeakSanitizer cannot follow, so the fuzz targets would report it as a leak.
    static var zeroInsets: SpecYAML.Value {
        .mapping(["top", "leading", "bottom", "trailing"].map { .init($0, .number(0)) }, flow: true)
    }

    func member(_ value: ReadValue) -> String? {
        if case .member(let name, let arguments) = value, arguments.isEmpty { return name }
        return nil
    }

    func n(_ value: Double) -> String { SwiftSourceImport.n(value) }

    /// A call of the format's, `absolute(44)`, as a scalar.
    func call(_ name: String, _ number: Double) -> SpecYAML.Value { .scalar("\(name)(\(n(number)))") }

    /// A number as a spec writes it, or an expression known only when the app runs, quoted.
    ///
    /// A value only the running app knows is read as 0, UIKit's default for insets and spacings,
    /// with a warning at the code that reads it.
    func number(_ value: ReadValue) -> SpecYAML.Value? {
        switch value {
        case .number(let number): return .number(number)
        case .expression(let text), .named(let text, _):
            unknowns.expressions.append(text)
            return .expression(ExpressionPrinter.minimallyParenthesized(text))
        case .unknown(let unknown):
            unknowns.found.append(unknown)
            return .number(0)
        default: return nil
        }
    }

    /// `name(argument)`: quoted as a whole when the argument is an expression.
    func call(_ name: String, _ argument: ReadValue) -> SpecYAML.Value? {
        switch argument {
        case .number(let number): return call(name, number)
        case .expression(let text), .named(let text, _):
            unknowns.expressions.append(text)
            return .expression("\(name)(\(ExpressionPrinter.minimallyParenthesized(text)))")
        case .unknown(let unknown):
            // A dimension only the app knows: the whole of its container, with a warning.
            unknowns.dimensions.append(unknown)
            return call(name, name.hasPrefix("fractional") ? 1 : 44)
        default: return nil
        }
    }

    /// An element kind: its text, or, where only the app knows it (`HeaderView.className` from a
    /// protocol's extension), the code that names it, said: a kind only tells views apart.
    func string(_ value: ReadValue?) -> SpecYAML.Value {
        if case .string(let text)? = value { return .text(text) }
        if case .unknown(let unknown)? = value, !unknown.text.isEmpty {
            unknowns.kinds.append(unknown)
            return .text(unknown.text)
        }
        return .expression("")
    }

    /// `[fractionalWidth(1), absolute(44)]` from an `NSCollectionLayoutSize`.
    ///
    /// A whole dimension only the app knows (`cellSize.widthDimension` of a size a closure the app
    /// passes gives) is the container's width, or 44 points high, with a warning at the code.
    func size(_ value: ReadValue?) -> SpecYAML.Value? {
        guard let size = value?.object,
            let width = size["widthDimension"].flatMap({ dimension($0, unknown: ("fractionalWidth", 1)) }),
            let height = size["heightDimension"].flatMap({ dimension($0, unknown: ("absolute", 44)) })
        else { return nil }
        return .list([width, height], flow: true)
    }

    /// A dimension as the spec writes it; one only the app knows as `unknown` says, where it says.
    func dimension(_ value: ReadValue, unknown: (name: String, value: Double)? = nil) -> SpecYAML.Value? {
        if case .unknown(let origin) = value, let unknown {
            unknowns.dimensions.append(origin)
            return call(unknown.name, unknown.value)
        }
        guard case .member(let name, let arguments) = value, arguments.count == 1 else { return nil }
        // `.uniformAcrossSiblings(estimate:)` (iOS 17): estimated, each item measured; the format has
        // no sizing of siblings to the tallest.
        if name == "uniformAcrossSiblings" { return call("estimated", arguments[0]) }
        guard ["absolute", "estimated", "fractionalWidth", "fractionalHeight"].contains(name) else { return nil }
        return call(name, arguments[0])
    }

    /// Says, at an item or group whose size is `uniformAcrossSiblings`, how it is read.
    mutating func noteUniform(_ object: LayoutObject) {
        guard let size = object[.layoutSize]?.object,
            [size["widthDimension"], size["heightDimension"]].contains(where: {
                if case .member("uniformAcrossSiblings", _)? = $0 { true } else { false }
            })
        else { return }
        passOver(
            object,
            "uniformAcrossSiblings is read as estimated: the format does not size siblings to the tallest; give the items the one measured height they share"
        )
    }

    func spacing(_ value: ReadValue) -> SpecYAML.Value? {
        guard case .member(let name, let arguments) = value, arguments.count == 1, ["fixed", "flexible"].contains(name)
        else { return nil }
        return call(name, arguments[0])
    }

    func insets(_ value: ReadValue?) -> SpecYAML.Value? {
        guard let insets = value?.object, insets.type == "NSDirectionalEdgeInsets" else { return nil }
        let sides = ["top", "leading", "bottom", "trailing"].map { side in
            SpecYAML.Entry(side, insets[side].flatMap(number) ?? .number(0))
        }
        return .mapping(sides, flow: true)
    }

    func edgeSpacing(_ value: ReadValue?) -> SpecYAML.Value? {
        guard let edges = value?.object else { return nil }
        let sides = ["leading", "top", "trailing", "bottom"].compactMap { side -> SpecYAML.Entry? in
            edges[side].flatMap(spacing).map { .init(side, $0) }
        }
        return sides.isEmpty ? nil : .mapping(sides, flow: true)
    }

    func anchor(_ value: ReadValue?) -> SpecYAML.Value? {
        guard let anchor = value?.object, case .array(let edges)? = anchor["edges"] else { return nil }
        var entries: [SpecYAML.Entry] = [.init(.edges, .list(edges.compactMap(member).map { .scalar($0) }, flow: true))]
        for (key, spelling) in [("absoluteOffset", "absolute"), ("fractionalOffset", "fractional")] {
            if let point = anchor[key]?.object, let x = point["x"]?.number, let y = point["y"]?.number {
                entries.append(.init(.offset, .expression("\(spelling)(\(n(x)), \(n(y)))")))
            }
        }
        return .mapping(entries, flow: true)
    }
}
