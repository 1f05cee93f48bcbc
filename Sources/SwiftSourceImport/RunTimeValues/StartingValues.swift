import SwiftSyntax

/// The settings of an object the app hands to the screen (a view model set from outside, `var
/// viewModel: MainViewModel!`), read at the values its class starts them at.
///
/// The object is only the running app's, but its class is the program's: a stored `var` it declares
/// with a case or a literal (`var headerStyle: HeaderStyle = .compact`) starts there, and the screen
/// shows that until the app changes it, which is said where it is read, as for the screen's own
/// variables. A list (the data it loads) is not a setting: it stays what only the app knows.
extension LayoutCodeInterpreter {
    func startingValue(_ name: String, of unknown: Unknown, node: some SyntaxProtocol) -> ReadValue? {
        guard let typeName = unknown.declaredType, let type = program.types[typeName],
            let (member, owner) = program.member(name, of: type),
            case .stored(false, false, let initial?, _) = member,
            initial.is(MemberAccessExprSyntax.self) || SwiftProgram.literal(initial) != nil
        else { return nil }
        let value = self.value(of: member, named: name, in: owner, instance: nil, node: node)
        return value.unknown == nil ? value : nil
    }
}
