import LayoutSpecFormat
public import SpecImport
import SwiftParser
import SwiftSyntax

/// Specs read out of Swift sources: the layouts `layoutd generate swift` writes, and flow layouts
/// written the same way by hand (a function that configures a `UICollectionViewFlowLayout`, and a
/// `UICollectionViewDelegateFlowLayout` whose methods switch on the section).
///
/// A file that `generate swift` wrote starts with a comment that keeps the spec's environments and
/// items; they are taken from there. Without it the spec gets one section of
/// ``defaultItemCount`` items, and the default environment. What the reader cannot take (a value
/// computed at run time, a property that is not a spec's key) is a warning at its line and column.
public enum SwiftSourceImport {
    public static let defaultItemCount = 12

    public typealias Warning = ImportWarning
    public typealias Failure = ImportFailure

    /// The spec of the Swift source `text`, read from the file `file`, and the warnings.
    public static func spec(
        in text: String,
        file: String
    ) throws(Failure) -> (name: String, text: String, warnings: [Warning]) {
        let tree = Parser.parse(source: text)
        let converter = SourceLocationConverter(fileName: file, tree: tree)
        func place(_ node: some SyntaxProtocol) -> (line: Int, column: Int) {
            let location = node.startLocation(converter: converter)
            return (location.line, location.column)
        }
        if tree.hasError {
            // The first token the parser had to invent or could not place.
            let broken = tree.tokens(viewMode: .all).first {
                $0.presence == .missing || $0.parent?.is(UnexpectedNodesSyntax.self) == true
            }
            let at = broken.map { place($0) } ?? (line: 1, column: 1)
            throw Failure(file: file, line: at.line, column: at.column, message: "the file does not parse as Swift")
        }
        let reader = FlowLayoutReader()
        reader.walk(tree)
        guard reader.makesFlowLayout else {
            throw Failure(
                file: file,
                line: 1,
                column: 1,
                message:
                    "no UICollectionViewFlowLayout is made here; compositional and other layouts are not read from Swift yet"
            )
        }
        var warnings = reader.passedOver.map { node, message in
            let at = place(node)
            return Warning(file: file, line: at.line, column: at.column, message: message)
        }
        let header = GeneratedHeader(text)
        let name = header.specName ?? stem(of: file)
        var lines = ["# Imported by layoutd from \(file).", "name: \(YAMLScalar.text(name))"]
        if header.environments.isEmpty {
            warnings.append(
                Warning(file: file, line: 1, column: 1, message: "no environments recorded; the default one is used")
            )
        } else {
            lines.append("environments:")
            lines += header.environments
        }
        lines += ["layout:", "  type: flow"]
        for (key, value) in reader.layoutKeys { lines.append("  \(key): \(yaml(value))") }
        lines.append("sections:")
        var sections = header.sections
        if sections.isEmpty {
            let count = max((reader.sectionKeys.keys.max() ?? 0) + 1, 1)
            sections = (0..<count).map { _ in "{items: \(defaultItemCount)}" }
            warnings.append(
                Warning(
                    file: file,
                    line: 1,
                    column: 1,
                    message: "no items recorded; each section gets \(defaultItemCount) items to edit"
                )
            )
        }
        for (index, section) in sections.enumerated() {
            let own = (reader.sectionKeys[index] ?? []).map { "\($0.key): \(yaml($0.value))" }
            lines.append(
                "  - " + (own.isEmpty ? section : String(section.dropLast()) + ", " + own.joined(separator: ", ") + "}")
            )
        }
        return (name, lines.joined(separator: "\n") + "\n", warnings)
    }

    /// A value as a spec writes it.
    static func yaml(_ value: SwiftValue) -> String {
        switch value {
        case .number(let number): return n(number)
        case .bool(let flag): return flag ? "true" : "false"
        case .member(let name): return name
        case .size(let width, let height): return "[\(n(width)), \(n(height))]"
        case .insets(let top, let left, let bottom, let right):
            return "[\(n(top)), \(n(left)), \(n(bottom)), \(n(right))]"
        }
    }

    static func n(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
    }

    /// A file's name without folders and extension.
    static func stem(of file: String) -> String {
        var name = String(file.split(separator: "/").last ?? Substring(file))
        if let dot = name.lastIndex(of: "."), dot != name.startIndex { name = String(name[..<dot]) }
        return name
    }
}

/// The first comment of a file `layoutd generate swift` wrote: the spec's name, its environments
/// and its sections' ids and items, as spec lines.
struct GeneratedHeader {
    var specName: String?
    var environments: [String] = []
    var sections: [String] = []

    init(_ text: String) {
        var part = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            guard line.hasPrefix("//") else { break }
            let marker = "// Generated by layoutd from "
            if line.hasPrefix(marker) {
                var name = line.dropFirst(marker.count).split(separator: " ").first.map(String.init) ?? ""
                if name.hasSuffix(".") { name.removeLast() }
                for suffix in [".layout.yaml", ".layout.yml"] where name.hasSuffix(suffix) {
                    name = String(name.dropLast(suffix.count))
                }
                specName = name.isEmpty ? nil : name
            } else if line == "// layoutd environments:" {
                part = 1
            } else if line == "// layoutd items:" {
                part = 2
            } else if part == 1, line.hasPrefix("//   ") {
                environments.append(String(line.dropFirst(3)))
            } else if part == 2, line.hasPrefix("//   - ") {
                sections.append(String(line.dropFirst("//   - ".count)))
            }
        }
    }
}
