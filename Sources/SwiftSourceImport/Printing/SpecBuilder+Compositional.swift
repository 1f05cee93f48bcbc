import LayoutSpecFormat
import SpecImport
import SwiftSyntax

/// The `layout:` and `sections:` of a compositional layout read from its provider: the
/// configuration's keys, each section's record (id, items) and keys in block style, the variants of
/// the code's tests of the environment, and a list configuration most sections share, hoisted.
extension SpecBuilder {
    /// A compositional section as import writes it: its record's entries (its id and items) and its
    /// keys; or the comment that says it is left out.
    typealias WrittenSection = (recorded: SpecYAML.Value, keys: [SpecYAML.Entry])

    /// Variants as import wrote them for one section: each condition, and the keys it changes.
    typealias Applied = [(condition: TraitCondition, keys: [SpecYAML.Entry])]

    /// The keys a section has where `condition` holds, as the spec gives them: `base`, with the keys
    /// of each variant of `applied` whose condition it implies over them, in order.
    static func overlaid(
        _ base: [SpecYAML.Entry],
        _ applied: Applied,
        where condition: TraitCondition
    ) -> [SpecYAML.Entry] {
        var keys = base
        for variant in applied where variant.condition.holds(assuming: [condition]) {
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

    /// The list configuration most list sections share, taken out of them: the layout's `list:`.
    ///
    /// It is written once as the layout's `list:` (which a section without its own takes), the
    /// sections that differ keeping theirs: a provider that makes one configuration and changes it
    /// for one section reads as the spec says it. None where no two sections share one; the first
    /// in the sections' order where two configurations are shared as often.
    static func hoistingSharedList(from sections: inout [WrittenSection]) -> SpecYAML.Entry? {
        let lists = sections.map { section in section.keys.first { $0.key == SpecKey.Name.list.rawValue }?.value }
        var counts: [SpecYAML.Value: Int] = [:]
        for list in lists.compactMap({ $0 }) { counts[list, default: 0] += 1 }
        let shared = lists.compactMap { $0 }.max { counts[$0, default: 0] < counts[$1, default: 0] }
        guard let shared, let count = counts[shared], count >= 2 else { return nil }
        for index in sections.indices where lists[index] == shared {
            sections[index].keys.removeAll { $0.key == SpecKey.Name.list.rawValue }
        }
        return .init(.list, shared)
    }

    mutating func readCompositional(_ call: FunctionCallExprSyntax) {
        let reader = CompositionalLayoutReader(
            call,
            interpreter: interpreter,
            sectionCount: sections.isEmpty ? nil : sections.count,
            namesConstants: header.specName == nil,
            recordedNames: header.bindingNames
        )
        warn(reader.passedOver)
        let interpreter = self.interpreter
        let header = self.header
        var text = CompositionalSpecText(
            measured: { header.measuredEntries($0) },
            describe: { interpreter.describe($0) }
        )
        compositionalBindings = interpreter.bindings
        layout = [.init(.type, .scalar("compositional"))]
        layout += text.layoutKeys(configuration: reader.configuration, list: reader.layoutList)
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
        var madeSections = 0
        // Each section's keys and its variants' changed keys, for the variants of tests together.
        var changedSections: [(index: Int, id: String, base: [SpecYAML.Entry], variants: Applied)] = []
        for (index, section) in sections.enumerated() {
            var object = index < reader.sections.count ? reader.sections[index] : nil
            // A section whose group the code does not give is a gap too.
            var gap = reader.gaps[index]
            if let section = object, section.type == "NSCollectionLayoutSection", section[.group]?.object == nil {
                gap = section[.group]?.unknown ?? Unknown(text: "its group", node: section.node)
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
                written.append(
                    (.comment("section \(index): not made by the code read at \(at.file):\(at.line):\(at.column)"), [])
                )
                continue
            }
            // The recorded id and items, one key a line, then the section's keys.
            var recorded = section.entries ?? []
            // A section is named after the case of the app's section enumeration it is, once.
            if !recorded.contains(where: { $0.key == SpecKey.Name.id.rawValue }), let kind = reader.kinds[index],
                reader.kinds.values.filter({ $0 == kind }).count == 1
            {
                recorded.insert(.init(.id, .expression(kind)), at: 0)
            }
            // A section a variant changes needs an id to be named by.
            let changed = reader.variantSections[index] ?? []
            if !changed.isEmpty, !recorded.contains(where: { $0.key == SpecKey.Name.id.rawValue }) {
                recorded.insert(.init(.id, .scalar("section\(index)")), at: 0)
                // One section the provider gives every index: the variants name it alone.
                if sections.count == 1, reader.kinds.isEmpty, header.specName == nil {
                    let at = program.place(of: call)
                    let message =
                        "every section takes the one section this provider makes, and a variant changes it; the spec names it section\(index), which the variant changes alone: where your data has more sections, give each the variant's keys"
                    warnings.append(
                        (Syntax(call), .init(file: at.file, line: at.line, column: at.column, message: message))
                    )
                }
            }
            madeSections += 1
            var keys: [SpecYAML.Entry] = []
            if let object {
                keys = text.sectionKeys(object, index: index)
                let id = recorded.first { $0.key == SpecKey.Name.id.rawValue }?.value.string ?? ""
                var applied: Applied = []
                for (condition, variant) in changed {
                    let changedKeys = text.sectionKeys(variant, index: index)
                    variants.add(VariantText.changedEntries(base: keys, variant: changedKeys, id: id), when: condition)
                    applied.append((condition, changedKeys.filter { !keys.contains($0) }))
                }
                changedSections.append((index, id, keys, applied))
            }
            written.append((section.entries == nil ? section : section.replacingEntries(recorded, flow: false), keys))
        }
        // Where the code's first test wins over a later one and the spec's later variant would
        // not give what the code does, a variant of the tests together, after the others.
        for section in changedSections {
            let sets = Self.generalFirst(
                (reader.variantCombinations[section.index] ?? []).sorted { $0.conditions.count < $1.conditions.count }
            )
            var applied = section.variants
            for (_, merged, object) in sets {
                let together = text.sectionKeys(object, index: section.index)
                let expected = Self.overlaid(section.base, applied, where: merged)
                let entries = VariantText.changedEntries(base: expected, variant: together, id: section.id)
                guard !entries.isEmpty else { continue }
                variants.append(entries, when: merged)
                applied.append((merged, together.filter { !expected.contains($0) }))
            }
        }
        addVariants(variants)
        let hasVariants = layout.contains { $0.key == SpecKey.Name.variants.rawValue }
        if reader.layoutList == nil, !hasVariants, let shared = Self.hoistingSharedList(from: &written) {
            layout.append(shared)
        }
        sectionList = written.map { section in
            guard let recorded = section.recorded.entries else { return section.recorded }
            return section.recorded.replacingEntries(recorded + section.keys, flow: false)
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
}

extension SpecBuilder {
    /// The tests held together, one a condition, each after those it implies (at least the largest
    /// text size after at least a smaller one): in a spec the later variant wins, as the more
    /// particular test the code makes first does.
    static func generalFirst(
        _ sets: [(conditions: [TraitCondition], condition: TraitCondition, section: LayoutObject)]
    ) -> [(conditions: [TraitCondition], condition: TraitCondition, section: LayoutObject)] {
        var ordered: [(conditions: [TraitCondition], condition: TraitCondition, section: LayoutObject)] = []
        for set in sets where !ordered.contains(where: { $0.condition == set.condition }) {
            // Before the first one already placed that is more particular than it.
            let place = ordered.firstIndex { set.condition.holds(assuming: [$0.condition]) } ?? ordered.endIndex
            ordered.insert(set, at: place)
        }
        return ordered
    }
}
