import LayoutEngine

/// The names generated code gives a spec's sections.
///
/// Where every section's id is a Swift name, as `enum Section` cases are in an app (`featured`,
/// `charts`), the code declares that enumeration, switches on it, and names each section's function
/// after it (`featuredSection`); otherwise, sections are what a section provider is given, indexes
/// (`section0`).
struct SectionNames {
    /// The enumeration's cases, in the sections' order, or `nil` where an id is not a Swift name.
    let cases: [String]?

    init(_ sections: [Section]) {
        let ids = sections.map(\.id.rawValue)
        let named = !ids.isEmpty && Set(ids).count == ids.count && ids.allSatisfy(Self.isCaseName)
        cases = named ? ids : nil
    }

    /// The function that makes the section at `index`.
    func function(_ index: Int) -> String {
        guard let cases else { return "section\(index)" }
        return cases[index] + "Section"
    }

    /// A name a case can have as it is written: ASCII letters, digits and underscores, starting
    /// with a lowercase letter, and not one of Swift's keywords, nor `none` or `some`, which
    /// `Section(rawValue:)`'s optional would read as its own.
    static func isCaseName(_ id: String) -> Bool {
        guard let first = id.unicodeScalars.first, first.properties.isLowercase, first.isASCII else { return false }
        let rest = id.unicodeScalars.allSatisfy {
            $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_")
        }
        return rest && !keywords.contains(id)
    }

    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
        "throw", "switch", "where", "while", "as", "false", "is", "nil", "self", "super", "throws", "true",
        "try", "none", "some", "any", "await", "async",
    ]
}
