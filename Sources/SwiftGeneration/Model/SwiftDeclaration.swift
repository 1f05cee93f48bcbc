/// What a declaration of generated code is, before its body: its attributes, modifiers, keyword,
/// name and the types it inherits (`@MainActor public final class PhotosFlowLayout:
/// UICollectionViewFlowLayout`).
///
/// The writers say what they declare; ``SwiftPrinter`` writes the parts in Swift's order, each
/// attribute on a line of its own, and `@available` before a top-level declaration where the file's
/// code needs an iOS newer than its deployment target.
struct SwiftDeclaration: Equatable, Sendable {
    /// `@MainActor`, each written on a line of its own.
    var attributes: [String] = []
    /// `public`, `static`, `final`, `override`, in that order.
    var modifiers: [String] = []
    /// `enum`, `class`, `extension`, `func`, `var`.
    var keyword: String
    var name: String
    /// The superclass, then the protocols; the last may go on a line of its own.
    var inheritance: [String] = []
    /// Whether it is declared at the file's top level, where `@available` goes.
    var isTopLevel = false

    /// `modifiers keyword name`.
    var head: String { (modifiers + [keyword, name]).joined(separator: " ") }

    /// A type or extension at the file's top level, for UIKit's main actor (`extension` takes no
    /// modifier: its members carry their own).
    static func topLevel(_ keyword: String, _ name: String, inheriting inheritance: [String] = []) -> Self {
        SwiftDeclaration(
            attributes: keyword == "extension" ? [] : ["@MainActor"],
            modifiers: keyword == "extension" ? [] : keyword == "class" ? ["public", "final"] : ["public"],
            keyword: keyword,
            name: name,
            inheritance: inheritance,
            isTopLevel: true
        )
    }

    /// A member: `modifiers keyword name`, inheriting `inheritance`.
    static func member(
        _ modifiers: [String],
        _ keyword: String,
        _ name: String,
        inheriting inheritance: [String] = []
    )
        -> Self
    {
        SwiftDeclaration(modifiers: modifiers, keyword: keyword, name: name, inheritance: inheritance)
    }
}
