import LayoutEngine
import Yams

/// Sizes, points and insets: the format's own forms and the Swift that makes them
/// (``swiftInitializer(_:)``).
extension SpecValue {
    /// Two numbers, as `[a, b]` or `{firstKey: a, secondKey: b}`.
    func pair(_ firstKey: String, _ secondKey: String, what: String, atLeast minimum: Double?) -> (Double, Double)? {
        switch node {
        case .sequence(let sequence):
            guard sequence.count == 2 else {
                expected(what)
                return nil
            }
            let first = child(sequence[0], index: 0).number(atLeast: minimum)
            let second = child(sequence[1], index: 1).number(atLeast: minimum)
            guard let first, let second else { return nil }
            return (first, second)
        case .scalar:
            guard let (firstValue, secondValue) = swiftPair(firstKey, what: what) else { return nil }
            let first = firstValue.number(atLeast: minimum)
            let second = secondValue.number(atLeast: minimum)
            guard let first, let second else { return nil }
            return (first, second)
        case .mapping:
            guard let entries = mapping(allowed: [firstKey, secondKey], what: what) else { return nil }
            let first = entries[firstKey]?.number(atLeast: minimum) ?? 0
            let second = entries[secondKey]?.number(atLeast: minimum) ?? 0
            return (first, second)
        default:
            expected(what)
            return nil
        }
    }

    /// The two values of `[a, b]` or `{firstKey: a, secondKey: b}` (both keys required), unread, so that
    /// each can be read as its own kind of value.
    func pairValues(_ firstKey: String, _ secondKey: String, what: String) -> (SpecValue, SpecValue)? {
        switch node {
        case .sequence(let sequence) where sequence.count == 2:
            return (child(sequence[0], index: 0), child(sequence[1], index: 1))
        case .scalar:
            return swiftPair(firstKey, what: what)
        case .mapping(let mapping):
            // None of its keys is one of the pair's (`{width:, height:}` for a layout size): one error
            // for the mapping, not one for each key and one for the keys missing.
            let keys = mapping.compactMap { $0.key.scalar?.string }
            if !keys.isEmpty, !keys.contains(firstKey), !keys.contains(secondKey), !keys.contains("<<") {
                report(
                    .unknownKey,
                    "expected \(what) or `{\(firstKey): …, \(secondKey): …}`, found a mapping of "
                        + keys.map { "`\($0)`" }.joined(separator: ", ")
                )
                return nil
            }
            guard let entries = self.mapping(allowed: [firstKey, secondKey], what: what) else { return nil }
            guard let first = entries[firstKey], let second = entries[secondKey] else {
                report(.missingKey, "\(what) needs both `\(firstKey)` and `\(secondKey)`")
                return nil
            }
            return (first, second)
        default:
            expected(what)
            return nil
        }
    }

    /// The two arguments of the Swift initializer a pair's scalar spells (`CGSize(width:height:)`),
    /// unread; `nil` after reporting a scalar that is not one.
    private func swiftPair(_ firstKey: String, what: String) -> (SpecValue, SpecValue)? {
        guard let kind = SwiftValueKind(pairKeys: firstKey) else {
            expected(what)
            return nil
        }
        switch swiftInitializer(kind) {
        case .notSwift:
            expected(kind.expected)
            return nil
        case .failed:
            return nil
        case .arguments(let values):
            return (values[0], values[1])
        }
    }

    /// `[w, h]` or `{width:, height:}`, both ≥ 0.
    func size() -> Size? {
        pair("width", "height", what: "a size [width, height]", atLeast: 0).map { Size(width: $0.0, height: $0.1) }
    }

    /// `[x, y]` or `{x:, y:}`.
    func point() -> Point? {
        pair("x", "y", what: "a point [x, y]", atLeast: nil).map { Point(x: $0.0, y: $0.1) }
    }

    /// `8`, `[top, left, bottom, right]` or `{top:, left:, bottom:, right:}`; missing keys are 0.
    func insets() -> EdgeInsets? {
        let what = "insets: a number, [top, left, bottom, right] or {top:, left:, bottom:, right:}"
        switch node {
        case .scalar:
            switch swiftInitializer(.insets) {
            case .notSwift: return number().map { EdgeInsets(all: $0) }
            case .failed: return nil
            case .arguments(let values):
                let numbers = values.map { $0.number() }
                guard let top = numbers[0], let left = numbers[1], let bottom = numbers[2], let right = numbers[3]
                else { return nil }
                return EdgeInsets(top: top, left: left, bottom: bottom, right: right)
            }
        case .sequence(let sequence):
            guard sequence.count == 4 else {
                expected(what)
                return nil
            }
            let values = sequence.enumerated().map { child($0.element, index: $0.offset).number() }
            guard let top = values[0], let left = values[1], let bottom = values[2], let right = values[3] else {
                return nil
            }
            return EdgeInsets(top: top, left: left, bottom: bottom, right: right)
        case .mapping:
            guard let entries = mapping(allowed: ["top", "left", "bottom", "right"], what: what) else { return nil }
            return EdgeInsets(
                top: entries[.top]?.number() ?? 0,
                left: entries[.left]?.number() ?? 0,
                bottom: entries[.bottom]?.number() ?? 0,
                right: entries[.right]?.number() ?? 0
            )
        case .alias:
            expected(what)
            return nil
        }
    }
}
