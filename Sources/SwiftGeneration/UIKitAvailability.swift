/// The iOS versions that introduced the UIKit API generated code writes, so that a file builds in a
/// package whose deployment target is older: SwiftPM's default for iOS is 12.0, older than every
/// compositional layout, and a list, `headerTopPadding` or `repeatingSubitem:` is newer still.
///
/// The generated file's declarations are marked `@available` with the newest version the file
/// reads; the app calls them behind `if #available` where its own target is older.
enum UIKitAvailability {
    /// The oldest deployment target a package has without saying one: SwiftPM's default for iOS.
    static let defaultDeploymentTarget = 12.0

    /// Names of the generated code, and the iOS version that introduced each (Apple's documentation).
    static let introduced: [(name: String, version: Double)] = [
        ("NSCollectionLayout", 13), ("UICollectionViewCompositionalLayout", 13),
        ("UICollectionLayoutSectionOrthogonalScrollingBehavior", 13), ("NSRectAlignment", 13),
        ("NSDirectionalRectEdge", 13), ("UICollectionLayoutListConfiguration", 14), ("UIContentInsetsReference", 14),
        ("contentInsetsReference", 14), ("layoutEnvironment", 14), ("headerTopPadding", 15),
        ("supplementaryContentInsetsReference", 16), ("repeatingSubitem", 16),
    ]

    /// The newest version the code `text` reads, or `nil` where all it reads is older than the
    /// default deployment target.
    static func required(by text: String) -> Double? {
        var newest: Double?
        for line in text.split(separator: "\n") where !line.drop(while: { $0 == " " }).hasPrefix("//") {
            for (name, version) in introduced where version > (newest ?? defaultDeploymentTarget) {
                if line.contains(name) { newest = version }
            }
        }
        return newest
    }

    /// `text` with `@available(iOS N, *)` before each of its top-level declarations (indented
    /// `indent`), N the newest version it reads.
    static func annotated(_ text: String, indent: String) -> String {
        guard let version = required(by: text) else { return text }
        let attribute = indent + "@available(iOS \(SwiftSource.number(version)), *)"
        var lines: [Substring] = []
        var previous: Substring = ""
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let isTopLevel = line.hasPrefix(indent) && !line.dropFirst(indent.count).hasPrefix(" ")
            let body = line.dropFirst(indent.count)
            let startsDeclaration =
                body.hasPrefix("@MainActor")
                || (body.hasPrefix("extension ") || body.hasPrefix("public ")) && !previous.hasSuffix("@MainActor")
            if isTopLevel, startsDeclaration { lines.append(Substring(attribute)) }
            lines.append(line)
            previous = line
        }
        return lines.joined(separator: "\n")
    }
}
