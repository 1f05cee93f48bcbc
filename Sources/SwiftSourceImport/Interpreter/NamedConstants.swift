/// The app's numeric constants the reading met (`static let spacing: CGFloat = 8`), by the name the
/// spec gives them: what a compositional spec writes under `let:` and reads by name
/// (`absolute(chartRowHeight * 3 + spacing * 2)`), as the app's code does.
///
/// A name is the constant's own, without its type (`UX.spacing` is `spacing`). It is given once:
/// a second constant of the name with another value is read as its number, as is a name the spec's
/// expressions already mean something by.
struct NamedConstants {
    /// Each name's value, and whether Swift types it as a floating-point number.
    private(set) var values: [String: (value: Double, isFloat: Bool)] = [:]
    private var refused: Set<String> = []

    /// Names the app's code gives its local variables (`let margin = …` in a method): a delegate's or
    /// provider's local computed from the environment is a name of the spec's `let:` too, so a
    /// constant of such a name takes its type's name before it (`Constants.margin` is
    /// `constantsMargin`).
    var taken: Set<String> = []

    /// The name under which the constant `name` of the type `owner` of `value` is read, or `nil`
    /// where it is read as its number.
    mutating func name(_ name: String, of owner: String, value: Double, isFloat: Bool) -> String? {
        guard taken.contains(name) else { return self.name(name, value: value, isFloat: isFloat) }
        let type = owner.split(separator: ".").last.map(String.init) ?? owner
        guard let first = type.first, let initial = name.first else { return nil }
        let qualified = first.lowercased() + type.dropFirst() + initial.uppercased() + name.dropFirst()
        guard !taken.contains(qualified) else { return nil }
        return self.name(qualified, value: value, isFloat: isFloat)
    }

    /// The name under which the constant `name` of `value` is read, or `nil` where it is read as its
    /// number.
    mutating func name(_ name: String, value: Double, isFloat: Bool) -> String? {
        guard !Self.reserved.contains(name), !refused.contains(name), value.isFinite,
            name.first.map({ $0.isLetter && $0.isLowercase }) == true,
            name.allSatisfy({ ($0.isLetter || $0.isNumber || $0 == "_") && $0.isASCII })
        else { return nil }
        if let known = values[name] {
            if known.value == value && known.isFloat == isFloat { return name }
            refused.insert(name)
            return nil
        }
        values[name] = (value, isFloat)
        return name
    }

    /// The value of `name` under `let:` (`8.0`), a floating-point value with its point, as Swift would
    /// type it.
    func value(_ name: String) -> String? {
        guard let (value, isFloat) = values[name] else { return nil }
        var text = SwiftSourceImport.n(value)
        if isFloat, !text.contains("."), !text.contains("e") { text += ".0" }
        return text
    }

    /// The names a spec's expressions give a meaning of their own, and Swift's functions they call.
    static let reserved: Set<String> = [
        "container", "traitCollection", "collectionView", "sectionIndex", "indexPath", "environment",
        "layoutEnvironment", "env", "self", "item", "row", "section", "true", "false", "min", "max", "floor",
        "ceil", "round", "abs", "nil",
    ]
}
