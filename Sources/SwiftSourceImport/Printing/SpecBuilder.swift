import LayoutSpecFormat
import SpecImport
import SwiftSyntax

/// The text of one spec read from Swift: the generated comment's environments, names and items,
/// and the layout's keys from one of the readers, each line with the line of the Swift file it was
/// copied from (the comment's), and the warnings at their places in the program.
struct SpecBuilder {
    let name: String
    let file: String
    /// Where the layout is made, the place of an error in the spec read from it.
    var madeAt: (line: Int, column: Int) = (1, 1)
    let header: GeneratedHeader
    let program: SwiftProgram
    let interpreter: LayoutCodeInterpreter
    /// Each line of the spec, and the line of the Swift file it was copied from (the header's).
    private(set) var lines: [(text: String, source: Int?)] = []
    private(set) var warnings: [(node: Syntax?, warning: SwiftSourceImport.Warning)] = []
    private var sections: [(text: String, source: Int?)]
    private let bindingsAt: Int
    /// Why no spec can be made, said at the code.
    private var failure: SwiftSourceImport.Failure?
    /// The names the flow delegate's constants give the spec.
    private var flowBindings: [(name: String, text: String)] = []
    /// The constants a compositional layout's provider computed from the environment, named.
    private var compositionalBindings: [(name: String, text: String)] = []
    /// The expressions the spec's compositional keys compute from the environment, which read
    /// those of ``compositionalBindings`` the spec declares.
    private var expressions: [String] = []
    /// The compositional sections the code makes (those left out are not counted).
    private var madeSections = 0

    init(name: String, file: String, header: GeneratedHeader, program: SwiftProgram, interpreter: LayoutCodeInterpreter)
    {
        self.name = name
        self.file = file
        self.header = header
        self.program = program
        self.interpreter = interpreter
        lines = [("# Imported by layoutd from \(file).", nil), ("name: \(YAMLScalar.text(name))", nil)]
        sections = header.sections
        if header.environments.isEmpty {
            warnings.append(
                (
                    nil,
                    .init(file: file, line: 1, column: 1, message: "no environments recorded; the default one is used")
                )
            )
        } else {
            lines.append(("environments:", nil))
            lines += header.environments
        }
        bindingsAt = lines.count
    }

    mutating func warn(_ passedOver: [(node: Syntax, message: String)]) {
        for (node, message) in passedOver {
            let at = program.place(of: node)
            warnings.append(
                (
                    node,
                    .init(file: at.file.isEmpty ? file : at.file, line: at.line, column: at.column, message: message)
                )
            )
        }
    }

    private mutating func recordedItems(count: Int) {
        guard sections.isEmpty else { return }
        sections = (0..<count).map { _ in ("{items: \(SwiftSourceImport.defaultItemCount)}", nil) }
        warnings.append(
            (
                nil,
                .init(
                    file: file,
                    line: 1,
                    column: 1,
                    message: "no items recorded; each section gets \(SwiftSourceImport.defaultItemCount) items to edit"
                )
            )
        )
    }

    private static func yaml(_ value: SwiftValue) -> String { SwiftSourceImport.yaml(value) }

    // MARK: Flow

    mutating func readFlow(_ flow: FlowLayoutReader) {
        // A flow layout's delegate alone (the layout made in a storyboard) gives its values to UIKit's
        // default flow layout.
        if !flow.makesFlowLayout, let method = flow.delegateMethod {
            warn([
                (method, "no flow layout is made here; the delegate's values are read for UIKit's default flow layout")
            ])
        }
        warn(flow.passedOver + interpreter.takePassedOver())
        lines += [("layout:", nil), ("  type: flow", nil)]
        for (key, value) in flow.layoutKeys { lines.append(("  \(key): \(Self.yaml(value))", nil)) }
        let variantsAt = lines.count
        lines.append(("sections:", nil))
        let named = Array(flow.sectionKeys.keys) + flow.variantKeys.compactMap(\.section)
        recordedItems(count: max((named.max() ?? 0) + 1, 1))
        var ids: [Int: String] = [:]
        for (index, section) in sections.enumerated() {
            let named = flow.variantKeys.contains { $0.section == index }
            guard var entries = FlowMapping.entries(section.text) else {
                ids[index] = "section\(index)"
                lines.append(("  - " + section.text, section.source))
                continue
            }
            var id = VariantText.identify(&entries, index: index, named: named)
            // A section the delegate reads as a case of the app's section kinds is named after it.
            if let kind = interpreter.sections.flowSectionKindNames[index], id == "section\(index)" {
                // A case named like a YAML word (`on`, `null`) is quoted, to stay a string.
                let words: Set<String> = ["true", "false", "null", "yes", "no", "on", "off", "y", "n", "~"]
                let written = words.contains(kind.lowercased()) ? "\"\(kind)\"" : kind
                if entries.first?.key == SpecKey.Name.id.rawValue {
                    entries[0].value = written
                } else {
                    entries.insert(("id", written), at: 0)
                }
                id = kind
            }
            ids[index] = id
            let own = flow.sectionKeys[index] ?? []
            entries += own.map { ($0.key, Self.yaml($0.value)) }
            if let size = flow.everySectionsItemSize, !own.contains(where: { $0.key == SpecKey.Name.itemSize.rawValue })
            {
                entries.append((SpecKey.Name.itemSize.rawValue, Self.yaml(size)))
            }
            lines.append(("  - " + FlowMapping.text(entries), section.source))
        }
        var variants = VariantText()
        for (condition, key, value, section) in flow.variantKeys {
            variants.add(key: key, value: Self.yaml(value), section: section, ids: ids, when: condition)
        }
        lines.insert(contentsOf: variants.lines(recorded: header.itemVariants), at: variantsAt)
        flowBindings = flow.bindings
        expressions += Self.quotedTexts(in: lines.map(\.text))
    }

    /// The texts of the double-quoted scalars of `lines`: the expressions a flow or split spec's
    /// values are written as, whose names the spec declares.
    static func quotedTexts(in lines: [String]) -> [String] {
        var texts: [String] = []
        for line in lines {
            var current: String?
            var escaped = false
            for character in line {
                if var text = current {
                    if escaped {
                        text.append(character)
                        escaped = false
                    } else if character == "\\" {
                        escaped = true
                    } else if character == "\"" {
                        texts.append(text)
                        current = nil
                        continue
                    } else {
                        text.append(character)
                    }
                    current = text
                } else if character == "\"" {
                    current = ""
                }
            }
        }
        return texts
    }

    // MARK: Split

    mutating func readSplit(_ split: SplitLayoutReader) {
        warn(split.passedOver + interpreter.takePassedOver())
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
            guard var entries = FlowMapping.entries(section.text) else {
                ids[index] = "section\(index)"
                lines.append(("  - " + section.text, section.source))
                continue
            }
            ids[index] = VariantText.identify(&entries, index: index, named: named)
            // A split section has no item size of its own (`case (1, _)`): its items get it, unless
            // the record kept them.
            if let size = keys.first(where: { $0.key == SpecKey.Name.itemSize.rawValue })?.value {
                keys.removeAll { $0.key == SpecKey.Name.itemSize.rawValue }
                if !recorded {
                    entries.removeAll { $0.key != "id" }
                    entries.append(("items", "[{size: \(size), count: \(SwiftSourceImport.defaultItemCount)}]"))
                }
            }
            entries += keys.map { ($0.key, $0.value) }
            lines.append(("  - " + FlowMapping.text(entries), section.source))
        }
        var variants = VariantText()
        for (condition, key, value, section) in split.variantKeys {
            variants.add(key: key, value: value, section: section, ids: ids, when: condition)
        }
        lines.insert(contentsOf: variants.lines(recorded: header.itemVariants), at: variantsAt)
        expressions += Self.quotedTexts(in: lines.map(\.text))
    }

    // MARK: Compositional

    /// A compositional section as import writes it: the lines its record kept (its id
    /// and items), and its keys; or the comment that says it is left out.
    typealias WrittenSection = (recorded: [(text: String, source: Int?)], keys: [CompositionalSpecText.KeyLines])

    /// Variants as import wrote them for one section: each condition, and the keys it changes.
    typealias Applied = [(condition: String, keys: [CompositionalSpecText.KeyLines])]

    /// The keys a section has where `condition` holds, as the spec gives them: `base`, with the keys
    /// of each variant of `applied` whose condition it implies over them, in order.
    static func overlaid(
        _ base: [CompositionalSpecText.KeyLines],
        _ applied: Applied,
        where condition: String
    ) -> [CompositionalSpecText.KeyLines] {
        var keys = base
        for variant in applied where TraitConditionReader.holds(variant.condition, assuming: [condition]) {
            for entry in variant.keys {
                if let index = keys.firstIndex(where: { $0.key == entry.key }) {
                    keys[index] = entry
                } else {
                    keys.append(entry)
                }
            }
        }
        return keys
    }

    /// The list configuration most list sections share, taken out of them: the layout's `list:` lines.
    ///
    /// It is written once as the layout's `list:` (which a section without its own takes), the
    /// sections that differ keeping theirs: a provider that makes one configuration and changes it
    /// for one section reads as the spec says it. No lines where no two sections share one; the
    /// first in the sections' order where two configurations are shared as often.
    static func hoistingSharedList(from sections: inout [WrittenSection]) -> [String] {
        // Each section's list's lines below its `list:`.
        let bodies = sections.map { section in
            section.keys.first { $0.key == .list }.map { Array($0.lines.dropFirst()) }
        }
        var counts: [[String]: Int] = [:]
        for body in bodies.compactMap({ $0 }) { counts[body, default: 0] += 1 }
        guard let shared = bodies.compactMap({ $0 }).max(by: { counts[$0, default: 0] < counts[$1, default: 0] }),
            let count = counts[shared], count >= 2
        else { return [] }
        for index in sections.indices where bodies[index] == shared {
            sections[index].keys.removeAll { $0.key == .list }
        }
        return ["  list:"] + shared.map { String($0.dropFirst(2)) }
    }

    mutating func readCompositional(_ call: FunctionCallExprSyntax) {
        let reader = CompositionalLayoutReader(
            call,
            interpreter: interpreter,
            sectionCount: sections.isEmpty ? nil : sections.count,
            namesConstants: header.specName == nil
        )
        warn(reader.passedOver)
        let interpreter = self.interpreter
        var text = CompositionalSpecText(measured: header.measured.mapValues(\.text)) { interpreter.describe($0) }
        compositionalBindings = interpreter.bindings
        lines += [("layout:", nil), ("  type: compositional", nil)]
        lines += text.layoutKeys(configuration: reader.configuration, list: reader.layoutList).map { ($0, nil) }
        var variants = VariantText()
        if reader.sections.isEmpty, reader.layoutList == nil {
            // Nothing to lay out: an error at the layout, the warnings said.
            let at = program.place(of: call)
            failure = SwiftSourceImport.Failure(
                file: at.file,
                line: at.line,
                column: at.column,
                message:
                    "the layout made here gives no section the code read (its section provider returns nil, or it has none)"
            )
            return
        }
        recordedItems(count: reader.sections.count)
        var written: [WrittenSection] = []
        // Each section's keys and its variants' changed keys, for the variants of tests together.
        var changedSections: [(index: Int, id: String, base: [CompositionalSpecText.KeyLines], variants: Applied)] = []
        for (index, section) in sections.enumerated() {
            var object = index < reader.sections.count ? reader.sections[index] : nil
            // A section whose group the code does not give is a gap too.
            var gap = reader.gaps[index]
            if let section = object, section.type == "NSCollectionLayoutSection", section["group"]?.object == nil {
                gap = section["group"]?.unknown ?? Unknown(text: "its group", node: section.node)
                object = nil
            }
            if object == nil, reader.layoutList == nil {
                // A gap: the section is left out, and the spec says where.
                let message =
                    gap.map { "section \(index) comes from \(interpreter.describe($0)); it is left out of the spec" }
                    ?? "section \(index) is not made by the code read; it is left out of the spec"
                let at = program.place(of: gap?.node ?? Syntax(call))
                warnings.append(
                    (Syntax(call), .init(file: at.file, line: at.line, column: at.column, message: message))
                )
                let comment = "  # section \(index): not made by the code read at \(at.file):\(at.line):\(at.column)"
                written.append(([(comment, nil)], []))
                continue
            }
            // The recorded id and items, one key a line, then the section's keys.
            var recorded = FlowMapping.entries(section.text) ?? []
            // A section is named after the case of the app's section enumeration it is, once.
            if !recorded.contains(where: { $0.key == SpecKey.Name.id.rawValue }), let kind = reader.kinds[index],
                reader.kinds.values.filter({ $0 == kind }).count == 1
            {
                recorded.insert(("id", YAMLScalar.quoted(kind)), at: 0)
            }
            // A section a variant changes needs an id to be named by.
            let changed = reader.variantSections[index] ?? []
            if !changed.isEmpty, !recorded.contains(where: { $0.key == SpecKey.Name.id.rawValue }) {
                recorded.insert(("id", "section\(index)"), at: 0)
            }
            var recordedLines = recorded.enumerated().map { number, entry in
                ((number == 0 ? "  - " : "    ") + "\(entry.key): \(entry.value)", section.source)
            }
            if recorded.isEmpty { recordedLines = [("  - " + section.text, section.source)] }
            madeSections += 1
            var keys: [CompositionalSpecText.KeyLines] = []
            if let object {
                keys = text.sectionKeys(object, index: index, indent: "    ")
                let id =
                    recorded.first { $0.key == SpecKey.Name.id.rawValue }.flatMap { FlowMapping.string($0.value) } ?? ""
                var applied: Applied = []
                for (condition, variant) in changed {
                    let changedKeys = text.sectionKeys(variant, index: index, indent: "    ")
                    variants.add(
                        VariantText.changedEntries(base: keys, variant: changedKeys, id: id, indent: "    "),
                        when: condition
                    )
                    applied.append((condition, changedKeys.filter { !keys.contains($0) }))
                }
                changedSections.append((index, id, keys, applied))
            }
            written.append((recordedLines, keys))
        }
        // Where the code's first test wins over a later one and the spec's later variant would
        // not give what the code does, a variant of the tests together, after the others.
        for section in changedSections {
            let sets = (reader.variantCombinations[section.index] ?? []).sorted {
                $0.conditions.count < $1.conditions.count
            }
            var applied = section.variants
            var seen: Set<String> = []
            for (_, merged, object) in sets where seen.insert(merged).inserted {
                let together = text.sectionKeys(object, index: section.index, indent: "    ")
                let expected = Self.overlaid(section.base, applied, where: merged)
                let lines = VariantText.changedEntries(
                    base: expected,
                    variant: together,
                    id: section.id,
                    indent: "    "
                )
                guard !lines.isEmpty else { continue }
                variants.append(lines, when: merged)
                applied.append((merged, together.filter { !expected.contains($0) }))
            }
        }
        let variantLines = variants.lines(recorded: header.itemVariants)
        let hoisted = reader.layoutList == nil && variantLines.isEmpty ? Self.hoistingSharedList(from: &written) : []
        lines += variantLines + hoisted.map { ($0, nil) } + [("sections:", nil)]
        for section in written {
            lines += section.recorded + section.keys.flatMap(\.lines).map { ($0, nil) }
        }
        expressions += text.expressions
        warn(text.passedOver)
        if let group = text.tooLarge {
            let at = program.place(of: group.node)
            failure = SwiftSourceImport.Failure(
                file: at.file,
                line: at.line,
                column: at.column,
                message:
                    "the groups made here hold more than \(CompositionalSpecText.elementLimit) items and groups in all (a group put in others many times over); no spec is written for them"
            )
            return
        }
        if reader.layoutList == nil, madeSections == 0 {
            let at = program.place(of: call)
            failure = SwiftSourceImport.Failure(
                file: at.file,
                line: at.line,
                column: at.column,
                message: "the layout made here gives no section the code read (see the warnings)"
            )
        }
    }

    // MARK: The text

    /// The bindings `expressions` read, and those the read ones read, in their order.
    static func used(
        _ bindings: [(name: String, text: String)],
        by expressions: [String]
    ) -> [(name: String, text: String)] {
        func names(in text: String) -> Set<String> {
            Set((ExpressionReferences.names(in: text) ?? []).map { String($0.name.prefix { $0 != "." }) })
        }
        var needed = expressions.reduce(into: Set<String>()) { $0.formUnion(names(in: $1)) }
        for binding in bindings.reversed() where needed.contains(binding.name) {
            needed.formUnion(names(in: binding.text))
        }
        return bindings.filter { needed.contains($0.name) }
    }

    /// The one-word names `texts` read, in the order they first appear.
    static func names(in texts: [String]) -> [String] {
        var seen: Set<String> = []
        return texts.flatMap { text in
            (ExpressionReferences.names(in: text) ?? []).map(\.name).filter { !$0.contains(".") }
        }
        .filter { seen.insert($0).inserted }
    }

    /// The spec's text, checked: an error where it does not check (the warnings stay said).
    mutating func finish() throws(SwiftSourceImport.Failure) -> String {
        if let failure { throw failure }
        // The spec's names: the record's, then the delegate's constants computed from the
        // collection view (a name the comment has is the same name).
        var names = header.bindings.map { ("  " + $0.text, $0.source) }
        let recorded = Set(header.bindings.compactMap { $0.text.split(separator: ":").first.map(String.init) })
        // Of a provider's constants, those the spec reads, with those they read.
        let bindings = flowBindings + Self.used(compositionalBindings, by: expressions)
        // The app's named numbers its values read, first: other names may read them.
        let taken = recorded.union(bindings.map(\.name))
        for name in Self.names(in: expressions + bindings.map(\.text)) where !taken.contains(name) {
            if let line = interpreter.namedConstants.declaration(name) { names.append(("  " + line, nil)) }
        }
        for (name, text) in bindings where !recorded.contains(name) {
            names.append(("  \(name): \(YAMLScalar.quoted(ExpressionPrinter.minimallyParenthesized(text)))", nil))
        }
        if !names.isEmpty { lines.insert(contentsOf: [("let:", nil)] + names, at: bindingsAt) }
        let spec = lines.map(\.text).joined(separator: "\n") + "\n"
        try SwiftSourceImport.check(spec, copiedFrom: lines.map(\.source), file: file, madeAt: madeAt)
        return spec
    }
}
