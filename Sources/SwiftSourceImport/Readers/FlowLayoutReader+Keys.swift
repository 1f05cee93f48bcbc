import LayoutSpecFormat
import SwiftSyntax

/// The layout keys a flow layout's code sets, each once: the value UIKit ends with, the first of two
/// branches (or the way a reading of the program takes), and implicit members as the key's type has
/// them.
extension FlowLayoutReader {
    /// Records a layout key the code sets at `place`.
    ///
    /// Set again later in the same code, the later value is UIKit's; set in another branch of an `if` or a `switch`, or by another type's code
    /// (another screen's flow layout), the first stands and the second is said where it is: a spec
    /// never holds a key twice.
    func set(_ key: String, _ value: SwiftValue, at place: Syntax) {
        guard let value = Self.resolved(value, for: key) else {
            passedOver.append(
                (place, "the value of \(key) is not one a spec holds; it is left out, and UIKit's default stands")
            )
            return
        }
        if let earlier = layoutKeyPlaces[key] {
            let program = interpreter.program
            let line = { (node: Syntax) in program.place(of: node).line }
            if program.owner(of: earlier) != program.owner(of: place) {
                passedOver.append(
                    (
                        place,
                        "\(key) is set here on a flow layout of `\(program.owner(of: place))`, another type than the one whose layout is read (line \(line(earlier))); this one is left out: import its file alone for its own spec"
                    )
                )
                return
            }
            if Self.inOtherBranches(earlier, place) {
                // The `if` whose branches set it: a choice each reading of the program takes one way of.
                // The branches of one `if`: a choice each reading takes one way of, said at its
                // condition with the spec of each way.
                if let branching = Self.sharedIf(earlier, place) {
                    // A test of the environment a `when:` says: the `else`'s value is the layout's,
                    // the first branch's a variant's.
                    if let condition = TraitConditionReader.condition(branching.conditions),
                        let first = layoutKeys.first(where: { $0.key == key })?.value
                    {
                        addVariantKey(condition, key, first)
                        layoutKeys.removeAll { $0.key == key }
                        layoutKeyPlaces[key] = place
                        layoutKeys.append((key, value))
                        return
                    }
                    // A test the program decides (`controller is Overlay`, a flag whose parts are
                    // known): the branch it takes.
                    if let holds = interpreter.decided(branching.conditions) {
                        if !holds {
                            layoutKeys.removeAll { $0.key == key }
                            layoutKeyPlaces[key] = place
                            layoutKeys.append((key, value))
                        }
                        return
                    }
                    if interpreter.choose(at: branching.conditions, ways: ["then", "else"]) == 1 {
                        layoutKeys.removeAll { $0.key == key }
                        layoutKeyPlaces[key] = place
                        layoutKeys.append((key, value))
                    }
                    return
                }
                passedOver.append(
                    (
                        place,
                        "\(key) is also set here, in another branch than at line \(line(earlier)); the first branch's value is read: where the app takes this one, edit the spec"
                    )
                )
                return
            }
            layoutKeys.removeAll { $0.key == key }
        }
        layoutKeyPlaces[key] = place
        layoutKeys.append((key, value))
    }

    /// The keys whose values are sizes, insets and numbers: an implicit member there is a constant
    /// of that type (`.zero`, `.leastNonzeroMagnitude`), never a word of the spec.
    static let sizeKeys = Set(
        SpecKeyCatalogue.flowLayoutProperties.filter { $0.value == .size || $0.value == .supplementarySize }.map(\.name)
    )
    static let numberKeys = Set(SpecKeyCatalogue.flowLayoutProperties.filter { $0.value == .number }.map(\.name))

    /// A value as the key's type has it: `.zero` of a size, insets or a number, the smallest and
    /// largest numbers; `nil` for another implicit member where the key is not an enumeration.
    static func resolved(_ value: SwiftValue, for key: String) -> SwiftValue? {
        guard case .member(let name) = value else { return value }
        let isNumber = numberKeys.contains(key)
        guard sizeKeys.contains(key) || isNumber || row(key)?.value == .insets else { return value }
        if name == "zero" {
            if sizeKeys.contains(key) { return .size(width: 0, height: 0) }
            return isNumber ? .number(0) : .insets(top: 0, left: 0, bottom: 0, right: 0)
        }
        if isNumber, let number = SwiftValue.numericConstants[name] { return .number(number) }
        // `UICollectionViewFlowLayout.automaticSize`, which the reader knows by name.
        return key == SpecKey.Name.estimatedItemSize.rawValue && name == "automaticSize" ? value : nil
    }

    /// The nearest node two places are both in (`nil` for places of different files).
    static func sharedAncestor(_ first: Syntax, _ second: Syntax) -> Syntax? {
        guard first.root.id == second.root.id else { return nil }
        var ancestors: Set<SyntaxIdentifier> = []
        var node: Syntax? = first
        while let current = node {
            ancestors.insert(current.id)
            node = current.parent
        }
        node = second
        while let current = node, !ancestors.contains(current.id) { node = current.parent }
        return node
    }

    /// The `if` two places are in different branches of, if that is what they share.
    static func sharedIf(_ first: Syntax, _ second: Syntax) -> IfExprSyntax? {
        sharedAncestor(first, second)?.as(IfExprSyntax.self)
    }

    /// Whether two places are in different branches of one `if` or `switch`: their nearest shared
    /// ancestor is the `if` or the switch's cases.
    static func inOtherBranches(_ first: Syntax, _ second: Syntax) -> Bool {
        guard let shared = sharedAncestor(first, second) else { return false }
        return shared.is(IfExprSyntax.self) || shared.is(SwitchCaseListSyntax.self) || shared.is(SwitchExprSyntax.self)
    }
}
