import SwiftSyntax

extension LayoutCodeInterpreter {
    /// The app's own static function of a UIKit factory's name whose labels are the call's
    /// (`NSCollectionLayoutGroup.horizontal(layoutSize:item:count:)` in the app's extension): the
    /// one Swift calls, not UIKit's.
    func appOverload(of factory: String, labels: [String?]) -> ReadValue? {
        let parts = factory.split(separator: ".").map(String.init)
        guard parts.count == 2, let type = program.types[parts[0]],
            case .functions(let overloads)? = type.members[parts[1]]
        else { return nil }
        let matching = overloads.filter { function in
            let parameters = function.signature.parameterClause.parameters.map {
                $0.firstName.tokenKind == .wildcard ? nil : $0.firstName.text
            }
            return parameters == labels
        }
        guard !matching.isEmpty else { return nil }
        return .function(matching, .type(type.name))
    }
}
