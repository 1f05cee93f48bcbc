import SwiftSyntax

/// A setting read from `UserDefaults` (`UserDefaults.standard.bool(forKey: "songsGrid")`): what only the
/// running app knows, read as a fresh install has it, where no code given registers defaults.
///
/// A `bool` never set reads `false` (`UserDefaults`' documented value for a missing key), and a fresh
/// install is where a screen's layout is first seen; its other way, set, is a spec of its own
/// (`Songs-12-set`). Numbers and texts stay what only the app knows: an app that reads a count of
/// rows registers it where it starts, or it would divide by zero.
extension LayoutCodeInterpreter {
    /// The value of a read of `UserDefaults` for a key, or `nil` for any other call.
    func userDefaultsRead(
        _ call: FunctionCallExprSyntax,
        _ arguments: [(label: String?, value: ReadValue)]
    ) -> ReadValue? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
            base.trimmedDescription.contains("UserDefaults"), arguments.count == 1,
            arguments[0].label == "forKey", !registersDefaults
        else { return nil }
        let key: String
        if case .string(let text) = arguments[0].value { key = "\"\(text)\"" } else { key = "its key" }
        // A number or a text never set is often one the app registers where it starts (a count of 0
        // would divide by zero): those stay what only the app knows.
        guard member.declName.baseName.text == "bool" else { return nil }
        if choose(at: call, ways: ["unset", "set"]) == 1 { return .bool(true) }
        passOver(
            call,
            "the setting \(key) is read as a fresh install has it, never set: false; where your app has it set, edit the spec"
        )
        return .bool(false)
    }

    /// Whether the code given registers default values (`register(defaults:)`), which a key never set
    /// then reads instead.
    var registersDefaults: Bool { program.registersDefaults }
}

extension SwiftProgram {
    /// Whether a file calls `register(defaults:)`, looked for once.
    var registersDefaults: Bool {
        if let known = registersDefaultsFound { return known }
        let found = files.contains { file in
            file.tree.tokens(viewMode: .sourceAccurate).contains { token in
                token.text == "register" && token.nextToken(viewMode: .sourceAccurate)?.tokenKind == .leftParen
                    && token.nextToken(viewMode: .sourceAccurate)?.nextToken(viewMode: .sourceAccurate)?.text
                        == "defaults"
            }
        }
        registersDefaultsFound = found
        return found
    }
}
