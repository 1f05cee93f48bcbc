import LayoutSpecFormat
public import SpecImport
import SwiftOperators
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
        let run = OpeningBracketRun(text)
        if run.length > OpeningBracketRun.limit {
            throw Failure(
                file: file,
                line: run.line,
                column: run.column,
                message:
                    "\(run.length) square brackets open one inside the other here; at most \(OpeningBracketRun.limit) are read"
            )
        }
        let tree = Parser.parse(source: text)
        // Lines and columns (in UTF-8 bytes, as the compiler counts them) from the text, not the
        // tree: swift-syntax's converter walks the tree recursively, which a deep one overflows.
        let lineStarts = [0] + text.utf8.enumerated().filter { $0.element == UInt8(ascii: "\n") }.map { $0.offset + 1 }
        func place(_ node: some SyntaxProtocol) -> (line: Int, column: Int) {
            let offset = node.positionAfterSkippingLeadingTrivia.utf8Offset
            var low = 0
            var high = lineStarts.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
            }
            return (low + 1, offset - lineStarts[low] + 1)
        }
        let depth = SyntaxDepth(tree)
        if depth.depth > SyntaxDepth.limit {
            // Where the nesting goes past the limit: the start of the deepest node's line.
            let at = place(depth.deepest)
            throw Failure(
                file: file,
                line: at.line,
                column: at.column,
                message: "the code nests more than \(SyntaxDepth.limit) levels deep here; no more are read"
            )
        }
        if tree.hasError {
            // The first token the parser had to invent or could not place.
            let broken = tree.tokens(viewMode: .all).first {
                $0.presence == .missing || $0.parent?.is(UnexpectedNodesSyntax.self) == true
            }
            let at = broken.map { place($0) } ?? (line: 1, column: 1)
            throw Failure(file: file, line: at.line, column: at.column, message: "the file does not parse as Swift")
        }
        var warnings: [Warning] = []
        func warn(_ passedOver: [(node: Syntax, message: String)]) {
            warnings += passedOver.map { node, message in
                let at = place(node)
                return Warning(file: file, line: at.line, column: at.column, message: message)
            }
        }
        let header = GeneratedHeader(text)
        let name = header.specName ?? stem(of: file)
        // Each line of the spec, and the line of the Swift file it was copied from (the header's).
        var lines: [(text: String, source: Int?)] = [
            ("# Imported by layoutd from \(file).", nil), ("name: \(YAMLScalar.text(name))", nil),
        ]
        if header.environments.isEmpty {
            warnings.append(
                Warning(file: file, line: 1, column: 1, message: "no environments recorded; the default one is used")
            )
        } else {
            lines.append(("environments:", nil))
            lines += header.environments
        }
        let bindingsAt = lines.count
        var sections = header.sections
        func recordedItems(count: Int) {
            guard sections.isEmpty else { return }
            sections = (0..<count).map { _ in ("{items: \(defaultItemCount)}", nil) }
            warnings.append(
                Warning(
                    file: file,
                    line: 1,
                    column: 1,
                    message: "no items recorded; each section gets \(defaultItemCount) items to edit"
                )
            )
        }
        let flow = FlowLayoutReader(tree)
        flow.walk(tree)
        let split = SplitLayoutReader(tree)
        if !flow.makesFlowLayout { split.walk(tree) }
        // A flow layout's delegate alone (the layout made in a storyboard) gives its values to UIKit's
        // default flow layout.
        let delegateOnly = !flow.makesFlowLayout && !split.makesSplitLayout ? flow.delegateMethod : nil
        if let method = delegateOnly {
            warn([
                (method, "no flow layout is made here; the delegate's values are read for UIKit's default flow layout")
            ])
        }
        if flow.makesFlowLayout || delegateOnly != nil {
            warn(flow.passedOver)
            lines += [("layout:", nil), ("  type: flow", nil)]
            for (key, value) in flow.layoutKeys { lines.append(("  \(key): \(yaml(value))", nil)) }
            let variantsAt = lines.count
            lines.append(("sections:", nil))
            let named = Array(flow.sectionKeys.keys) + flow.variantKeys.compactMap(\.section)
            recordedItems(count: max((named.max() ?? 0) + 1, 1))
            var ids: [Int: String] = [:]
            for (index, section) in sections.enumerated() {
                let named = flow.variantKeys.contains { $0.section == index }
                let (text, id) = VariantText.identified(section.text, index: index, named: named)
                ids[index] = id
                var own = (flow.sectionKeys[index] ?? []).map { "\($0.key): \(yaml($0.value))" }
                if let size = flow.everySectionsItemSize,
                    !(flow.sectionKeys[index] ?? []).contains(where: { $0.key == "itemSize" })
                {
                    own.append("itemSize: \(yaml(size))")
                }
                let entry = own.isEmpty ? text : String(text.dropLast()) + ", " + own.joined(separator: ", ") + "}"
                lines.append(("  - " + entry, section.source))
            }
            var variants = VariantText()
            for (condition, key, value, section) in flow.variantKeys {
                variants.add(key: key, value: yaml(value), section: section, ids: ids, when: condition)
            }
            lines.insert(contentsOf: variants.lines(recorded: header.itemVariants), at: variantsAt)
        } else if split.makesSplitLayout {
            warn(split.passedOver)
            lines += [("layout:", nil), ("  type: split", nil)]
            for (key, value) in split.layoutKeys { lines.append(("  \(key): \(value)", nil)) }
            let variantsAt = lines.count
            lines.append(("sections:", nil))
            let recorded = !sections.isEmpty
            let named = Array(split.sectionKeys.keys) + split.variantKeys.compactMap(\.section)
            recordedItems(count: max((named.max() ?? 0) + 1, 1))
            var ids: [Int: String] = [:]
            for (index, section) in sections.enumerated() {
                var keys = split.keys(ofSection: index)
                let named = split.variantKeys.contains { $0.section == index }
                var (text, id) = VariantText.identified(section.text, index: index, named: named)
                ids[index] = id
                // A split section has no item size of its own (`case (1, _)`): its items get it, unless
                // the first comment recorded them.
                if let size = keys.first(where: { $0.key == "itemSize" })?.value {
                    keys.removeAll { $0.key == "itemSize" }
                    if !recorded { text = "{items: [{size: \(size), count: \(defaultItemCount)}]}" }
                }
                let own = keys.map { "\($0.key): \($0.value)" }
                let entry = own.isEmpty ? text : String(text.dropLast()) + ", " + own.joined(separator: ", ") + "}"
                lines.append(("  - " + entry, section.source))
            }
            var variants = VariantText()
            for (condition, key, value, section) in split.variantKeys {
                variants.add(key: key, value: value, section: section, ids: ids, when: condition)
            }
            lines.insert(contentsOf: variants.lines(recorded: header.itemVariants), at: variantsAt)
        } else {
            let folded = OperatorTable.standardOperators.foldAll(tree) { _ in }
            guard let reader = CompositionalLayoutReader(folded, sectionCount: sections.isEmpty ? nil : sections.count)
            else {
                throw Failure(
                    file: file,
                    line: 1,
                    column: 1,
                    message:
                        "no UICollectionViewFlowLayout, UICollectionViewSplitLayout or UICollectionViewCompositionalLayout is made here"
                )
            }
            warn(reader.passedOver)
            var text = CompositionalSpecText(measured: header.measured.mapValues(\.text))
            lines += [("layout:", nil), ("  type: compositional", nil)]
            lines += text.layoutKeys(configuration: reader.configuration, list: reader.layoutList).map { ($0, nil) }
            let variantsAt = lines.count
            var variants = VariantText()
            lines.append(("sections:", nil))
            recordedItems(count: reader.sections.count)
            for (index, section) in sections.enumerated() {
                // The recorded id and items, one key a line, then the section's keys.
                var recorded = FlowMapping.entries(section.text) ?? []
                // A section a variant changes needs an id to be named by.
                let changed = reader.variantSections[index] ?? []
                if !changed.isEmpty, !recorded.contains(where: { $0.key == "id" }) {
                    recorded.insert(("id", "section\(index)"), at: 0)
                }
                for (number, entry) in recorded.enumerated() {
                    lines.append(((number == 0 ? "  - " : "    ") + "\(entry.key): \(entry.value)", section.source))
                }
                if recorded.isEmpty { lines.append(("  - " + section.text, section.source)) }
                if index < reader.sections.count, let object = reader.sections[index] {
                    let base = text.sectionKeys(object, index: index, indent: "    ")
                    lines += base.map { ($0, nil) }
                    let id = recorded.first { $0.key == "id" }.flatMap { FlowMapping.string($0.value) } ?? ""
                    for (condition, variant) in changed {
                        let keys = text.sectionKeys(variant, index: index, indent: "    ")
                        variants.add(
                            VariantText.changedEntries(base: base, variant: keys, id: id, indent: "    "),
                            when: condition
                        )
                    }
                } else if reader.layoutList == nil {
                    warnings.append(
                        Warning(
                            file: file,
                            line: 1,
                            column: 1,
                            message: "section \(index) is not made by the code read"
                        )
                    )
                }
            }
            lines.insert(contentsOf: variants.lines(recorded: header.itemVariants), at: variantsAt)
            warn(text.passedOver)
        }
        // The spec's names: the first comment's, then the delegate's constants computed from the
        // collection view (a name the comment has is the same name).
        var names = header.bindings.map { ("  " + $0.text, $0.source) }
        let recorded = Set(header.bindings.compactMap { $0.text.split(separator: ":").first.map(String.init) })
        for (name, text) in flow.bindings where !recorded.contains(name) {
            names.append(("  \(name): \(YAMLScalar.quoted(text))", nil))
        }
        if !names.isEmpty { lines.insert(contentsOf: [("let:", nil)] + names, at: bindingsAt) }
        let spec = lines.map(\.text).joined(separator: "\n") + "\n"
        try check(spec, copiedFrom: lines.map(\.source), file: file)
        // In the order of the file, as a compiler gives them.
        let ordered = warnings.enumerated().sorted {
            ($0.element.line, $0.element.column, $0.offset) < ($1.element.line, $1.element.column, $1.offset)
        }
        return (name, spec, ordered.map(\.element))
    }

    /// Throws where the spec read does not check: at the line of the generated file's first comment
    /// it was copied from (edited by hand, most likely), or at the file's start.
    static func check(_ spec: String, copiedFrom sources: [Int?], file: String) throws(Failure) {
        do {
            _ = try SpecParser().parse(spec, file: file)
        } catch {
            let first = error.errors.first
            let line = first.map { $0.location.line - 1 }.flatMap { sources.indices.contains($0) ? sources[$0] : nil }
            let what = first.map { $0.path.isEmpty ? $0.message : "\($0.path): \($0.message)" } ?? "\(error)"
            throw Failure(
                file: file,
                line: line ?? 1,
                // A header line is its spec line behind "// ".
                column: line == nil ? 1 : (first?.location.column ?? 1) + 3,
                message: line == nil
                    ? "the spec read from this file does not check: \(what)"
                    : "this line of the layoutd comment does not read as a spec: \(what)"
            )
        }
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
        case .spec(let text): return text
        }
    }

    static func n(_ value: Double) -> String {
        if let whole = Int(exactly: value), abs(whole) < 1_000_000_000_000_000 { return String(whole) }
        return "\(value)"
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
    /// Spec lines, each with the line of the file it is on.
    var environments: [(text: String, source: Int?)] = []
    var sections: [(text: String, source: Int?)] = []
    /// The measured sizes, by the key path of what they belong to (`sections[2].list`), as flow mappings.
    var measured: [String: (text: String, source: Int?)] = [:]
    /// The variants that set sections' items, each a flow mapping `{when: …, set: …}`.
    var itemVariants: [(text: String, source: Int?)] = []
    /// The spec's and the layout's names of `let:`, each `name: expression`, which the recorded items
    /// may read.
    var bindings: [(text: String, source: Int?)] = []

    init(_ text: String) {
        var part = 0
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
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
            } else if line == "// layoutd measured:" {
                part = 3
            } else if line == "// layoutd item variants:" {
                part = 4
            } else if line == "// layoutd let:" {
                part = 5
            } else if part == 5, line.hasPrefix("//   ") {
                bindings.append((String(line.dropFirst("//   ".count)), number + 1))
            } else if part == 4, line.hasPrefix("//   - ") {
                itemVariants.append((String(line.dropFirst("//   - ".count)), number + 1))
            } else if part == 1, line.hasPrefix("//   ") {
                environments.append((String(line.dropFirst(3)), number + 1))
            } else if part == 2, line.hasPrefix("//   - ") {
                sections.append((String(line.dropFirst("//   - ".count)), number + 1))
            } else if part == 3, line.hasPrefix("//   "), let colon = line.firstIndex(of: ":") {
                let path = line[line.index(line.startIndex, offsetBy: 5)..<colon]
                measured[String(path)] = (String(line[line.index(after: colon)...].drop { $0 == " " }), number + 1)
            }
        }
    }
}
