import LayoutEngine
import LayoutSpecFormat

/// A variant's `when:` read from the code's tests of the environment.
///
/// It holds each of the catalogue's condition keys the tests give, and its value. It is written in the catalogue's order of the keys
/// (``yaml``), and compared and ordered by what it says.
struct TraitCondition: Hashable, Comparable, CustomStringConvertible {
    /// A key's value: a case or a width (`regular`, `500`), or a version or category it is at least.
    enum Value: Hashable {
        case word(String)
        case atLeast(String)

        var yaml: SpecYAML.Value {
            switch self {
            case .word(let word): .scalar(word)
            case .atLeast(let least): .mapping([.init("atLeast", .scalar(least))], flow: true)
            }
        }
    }

    let keys: [SpecKey.Name: Value]

    init(_ keys: [SpecKey.Name: Value]) {
        self.keys = keys
    }

    /// The keys in the order the catalogue gives a condition's keys, as a spec writes them.
    var entries: [(key: SpecKey.Name, value: Value)] {
        SpecKeyCatalogue.keys(in: .condition).compactMap { row in keys[row.keyName].map { (row.keyName, $0) } }
    }

    /// The condition as the spec's `when:` writes it: `{horizontalSizeClass: regular, minWidth: 600}`.
    var yaml: SpecYAML.Value {
        .mapping(entries.map { SpecYAML.Entry($0.key, $0.value.yaml) }, flow: true)
    }

    var description: String { yaml.flowText }

    static func < (lhs: TraitCondition, rhs: TraitCondition) -> Bool { lhs.description < rhs.description }

    /// The larger of two text sizes (in UIKit's order) or of two system versions (`16.4`); `nil` for
    /// anything else.
    static func larger(_ a: String, _ b: String) -> String? {
        if let first = ContentSizeCategory(rawValue: a), let second = ContentSizeCategory(rawValue: b) {
            return first >= second ? a : b
        }
        let (first, second) = (
            a.split(separator: ".").compactMap { Int($0) }, b.split(separator: ".").compactMap { Int($0) }
        )
        guard !first.isEmpty, !second.isEmpty else { return nil }
        return first.lexicographicallyPrecedes(second) ? b : a
    }

    /// One condition that holds where every one of `conditions` does: their keys together, the larger
    /// `minWidth`, the smaller `maxWidth` and the larger of two `atLeast`s (a text size, a system
    /// version) where two give one; `nil` where two give one key other values, which cannot hold
    /// together.
    static func merged(_ conditions: [TraitCondition]) -> TraitCondition? {
        var keys: [SpecKey.Name: Value] = [:]
        for condition in conditions {
            for (key, value) in condition.keys {
                guard let other = keys[key], other != value else {
                    keys[key] = value
                    continue
                }
                if case .atLeast(let a) = other, case .atLeast(let b) = value {
                    guard let larger = larger(a, b) else { return nil }
                    keys[key] = .atLeast(larger)
                    continue
                }
                guard case .word(let a) = other, case .word(let b) = value, let first = Double(a),
                    let second = Double(b), key == .minWidth || key == .maxWidth
                else { return nil }
                keys[key] = key == .minWidth ? (first > second ? other : value) : (first < second ? other : value)
            }
        }
        return TraitCondition(keys)
    }

    /// Whether the condition holds wherever every one of `assumed` does.
    ///
    /// Each of its keys is one the assumed conditions give the same value, or a `minWidth` they give
    /// at least as large (a `maxWidth` at most as large): at least 1000 wide is at least 500 wide.
    func holds(assuming assumed: Set<TraitCondition>) -> Bool {
        if assumed.contains(self) { return true }
        guard !assumed.isEmpty, let together = Self.merged(assumed.sorted()) else { return false }
        return keys.allSatisfy { key, value in
            guard let other = together.keys[key] else { return false }
            if other == value { return true }
            // At least a larger text size or a later version is at least the smaller.
            if case .atLeast(let given) = other, case .atLeast(let wanted) = value {
                return Self.larger(given, wanted) == given
            }
            guard case .word(let a) = other, case .word(let b) = value, let given = Double(a), let wanted = Double(b)
            else { return false }
            return key == .minWidth ? given >= wanted : key == .maxWidth ? given <= wanted : false
        }
    }
}
