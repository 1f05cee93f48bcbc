import LayoutEngine
import LayoutSpecFormat

/// The values of a spec computed from the environment, as Swift: the spec's expression, whose
/// types already follow Swift's, with its names as a section provider reads them
/// (`container.effectiveContentSize.width` is `environment.container.effectiveContentSize.width`).
///
/// The generator asks for each number by its key path; a computed one gives its expression, any other
/// its literal. An expression the generator never asked for, or one with a name a section provider
/// cannot read, makes the spec one that is not generated yet, never code that computes less.
final class ComputedValues {
    /// The expressions' texts by key path, as the parser gives them.
    let sources: [String: String]
    /// The key paths asked for so far.
    private(set) var used: Set<String> = []
    /// The Swift of every expression written.
    private(set) var written: Set<String> = []
    /// The first expression that could not be written, and why.
    private(set) var refusal: String?

    /// Where the code reads the environment, which decides how names are written.
    enum Reader {
        /// A compositional section provider's section function, given `environment`.
        case sectionProvider
        /// A flow layout delegate's method, given `collectionView`; the section's index is `section`
        /// (or `indexPath.section`).
        case flowDelegate(section: String)
    }

    /// Where the next values are written.
    var reader = Reader.sectionProvider

    init(sources: [String: String]) { self.sources = sources }

    /// Whether some expression reads what only the collection view gives (its margins, its safe
    /// area, the readable guide): a section provider is then given the collection view too.
    var readsCollectionView: Bool {
        sources.values.contains { text in
            Self.names(in: text).contains {
                $0.hasPrefix("collectionView.") && $0 != "collectionView.bounds.width"
                    && $0 != "collectionView.bounds.height"
            }
        }
    }

    /// Whether the spec computes a value at one of `paths`.
    func computes(_ paths: [String]) -> Bool { paths.contains { sources[$0] != nil } }

    /// The number at the first of `paths` the spec computes, else `value` as a literal.
    func number(_ value: Double, at paths: [String]) -> String {
        number(value, at: paths.first { sources[$0] != nil } ?? paths.first ?? "")
    }

    /// The number at `path`: its expression where the spec computes it, else `value` as a literal.
    func number(_ value: Double, at path: String) -> String {
        guard let text = sources[path] else { return SwiftSource.number(value) }
        used.insert(path)
        guard let swift = Self.swift(text, reader: reader, collectionViewGiven: readsCollectionView) else {
            refusal = refusal ?? "values read from the collection view in a section provider (\(path): \(text))"
            return SwiftSource.number(value)
        }
        written.insert(swift)
        return swift
    }

    /// The spec's text of the value at the first of `paths` it computes, quoted as YAML, for the
    /// generated file's first comment; `nil` where it computes none.
    func recorded(_ paths: [String]) -> String? {
        guard let path = paths.first(where: { sources[$0] != nil }), let text = sources[path] else { return nil }
        used.insert(path)
        return YAMLScalar.quoted(text)
    }

    /// `UIEdgeInsets(…)` with the sides the spec computes at `path` (`layout.sectionInset`) as
    /// expressions.
    func insets(_ insets: EdgeInsets, at path: String) -> String {
        let sides = [("top", insets.top), ("left", insets.left), ("bottom", insets.bottom), ("right", insets.right)]
        let values = sides.enumerated().map { index, side in
            "\(side.0): \(number(side.1, at: ["\(path).\(side.0)", "\(path)[\(index)]", path]))"
        }
        return "UIEdgeInsets(" + values.joined(separator: ", ") + ")"
    }

    /// A whole number at `path` (a group's `count:`).
    func count(_ value: Int, at path: String) -> String {
        sources[path] == nil ? String(value) : number(Double(value), at: path)
    }

    /// Whether a computed value under `prefix` reads `sectionIndex`.
    func readsSectionIndex(under prefix: String) -> Bool {
        sources.contains { $0.key.hasPrefix(prefix) && Self.names(in: $0.value).contains("sectionIndex") }
    }

    /// The key paths of expressions no code was written for.
    var unused: [String] { sources.keys.filter { !used.contains($0) }.sorted() }

    /// The expression as Swift where `reader` reads it, or `nil` where a section provider would read a
    /// name only a collection view gives (its margins, its safe area, the readable guide) and is not
    /// given one (`collectionViewGiven`).
    static func swift(_ text: String, reader: Reader = .sectionProvider, collectionViewGiven: Bool = false) -> String? {
        var out = ""
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            let startsName =
                (character.isLetter || character == "_")
                && (index == text.startIndex
                    || !isNamePart(text[text.index(before: index)])
                        && text[text.index(before: index)] != ".")
            guard startsName else {
                out.append(character)
                index = text.index(after: index)
                continue
            }
            var end = index
            while end < text.endIndex, isNamePart(text[end]) || text[end] == "." { end = text.index(after: end) }
            let name = String(text[index..<end])
            if case .flowDelegate(let section) = reader {
                // A delegate method is given the collection view, and its traits are the view's.
                if name.hasPrefix("traitCollection.") {
                    out += "collectionView." + name
                } else if name == "sectionIndex" {
                    out += section
                } else {
                    out += name
                }
            } else if name.hasPrefix("container.") || name.hasPrefix("traitCollection.") {
                out += "environment." + name
            } else if name == "collectionView.bounds.width" || name == "collectionView.bounds.height",
                !collectionViewGiven
            {
                out += "environment.container.contentSize." + name.dropFirst("collectionView.bounds.".count)
            } else if name.hasPrefix("collectionView.") {
                guard collectionViewGiven else { return nil }
                out += name
            } else {
                out += name
            }
            index = end
        }
        return out
    }

    private static func isNamePart(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }

    /// The dotted names an expression reads (`container.contentSize.width`, `sectionIndex`).
    static func names(in text: String) -> [String] {
        text.split { !isNamePart($0) && $0 != "." }.map(String.init).filter { $0.first?.isLetter == true }
    }
}
