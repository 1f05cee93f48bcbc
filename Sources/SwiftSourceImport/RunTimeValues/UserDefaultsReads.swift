import SwiftSyntax

/// A setting read from `UserDefaults` (`UserDefaults.standard.bool(forKey: "songsGrid")`): what only the
/// running app knows, read as a fresh install has it, where no code given registers defaults.
///
/// A `bool` never set reads `false` (`UserDefaults`' documented value for a missing key), and a fresh
/// install is where a screen's layout is first seen; its other way, set, is a spec of its own
/// (`Songs-12-set`). Saved data (`data(forKey:)`, a `Codable` settings value's) never set reads `nil`,
/// so the code's own fallback is what is read. Numbers and texts stay what only the app knows: an app
/// that reads a count of rows registers it where it starts, or it would divide by zero.
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
        let setting: String
        if case .string(let text) = arguments[0].value {
            setting = "the setting \"\(text)\""
        } else {
            setting = "a setting"
        }
        // A number or a text never set is often one the app registers where it starts (a count of 0
        // would divide by zero): those stay what only the app knows.
        let read = member.declName.baseName.text
        // What a key never set reads as `nil` (`data(forKey:)` of the app's saved settings): the
        // fallback the app's code gives, a fresh install's.
        if Self.optionalReads.contains(read) {
            passOver(
                call,
                "\(setting) is read as a fresh install has it, never set: nil; where your app has it set, edit the spec"
            )
            return ReadValue.none
        }
        guard read == "bool" else { return nil }
        if choose(at: call, ways: ["unset", "set"]) == 1 { return .bool(true) }
        passOver(
            call,
            "\(setting) is read as a fresh install has it, never set: false; where your app has it set, edit the spec"
        )
        return .bool(false)
    }

    /// The reads of `UserDefaults` that give `nil` for a key never set, and that apps do not
    /// register defaults for: the saved data of a `Codable` settings value. (A text is often a
    /// setting the app registers where it starts, and stays what only the app knows.)
    static let optionalReads: Set<String> = ["data"]

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
