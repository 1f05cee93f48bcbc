import SwiftSyntax

/// A choice the environment makes between two cases of one of the app's enumerations
/// (`let density: Density = isPad ? .roomy : .compact`), and a member later asked of it
/// (`density.fraction`): the member is read of each case, and the two values join into the spec's
/// `(test ? first : second)`, computed in each environment. A spec's expression has no case of the
/// app's, so the choice itself is never written.
extension LayoutCodeInterpreter {
    /// The names of two enumeration cases, as a ternary's branches give them (`.roomy`, or
    /// `Density.roomy`); `nil` for any other values.
    static func caseNames(_ first: ReadValue, _ second: ReadValue) -> [String]? {
        func name(_ value: ReadValue) -> String? {
            switch value {
            case .member(let name, let arguments) where arguments.isEmpty: name
            case .enumCase(_, let name, let arguments) where arguments.isEmpty: name
            default: nil
            }
        }
        guard let first = name(first), let second = name(second) else { return nil }
        return [first, second]
    }

    /// `name` of each case of a choice ``caseNames(_:_:)`` recorded, joined on its test; `nil` where
    /// `value` is no such choice, or no one enumeration of the program has both cases and the member.
    func memberOfCaseChoice(_ name: String, of value: ReadValue, node: MemberAccessExprSyntax) -> ReadValue? {
        guard case .expression(let text) = value, let choice = following.caseChoices[text] else { return nil }
        let owners = program.types.values.filter { type in
            choice.cases.allSatisfy { name in type.cases.contains { $0.name == name } }
                && program.member(name, of: type) != nil
        }
        guard owners.count == 1, let owner = owners.first else { return nil }
        let values = choice.cases.map {
            member(name, of: .enumCase(type: owner.name, name: $0, arguments: []), node: node)
        }
        guard let first = values[0], let second = values[1] else { return nil }
        return Self.join(choice.test, first, second)
    }
}
