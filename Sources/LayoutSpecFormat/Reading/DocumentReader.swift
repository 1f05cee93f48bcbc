import LayoutEngine
import Yams

/// The state of one parse: the diagnostics and the running item count.
final class DocumentReader {
    let diagnostics: Diagnostics
    let defaultEnvironments: [LayoutEnvironment]
    /// Each section's entry, in the order of the sections read, with the entry's keys once they were
    /// read (a section read again in each environment reads them once).
    var sectionEntries: [(value: SpecValue, keys: SpecEntries?)] = []
    /// Where a binding was written: the line and column of its name.
    struct BoundValueKey: Hashable {
        var line: Int
        var column: Int

        init(_ key: SpecValue) {
            line = key.mark?.line ?? 1
            column = key.mark?.column ?? 1
        }
    }
    /// The items variants set on sections (`sections.<id>.items`), in the order of the variants.
    var variantItems: [(condition: TraitCondition, items: [SectionID: [ItemRun]])] = []
    /// Items and sizes counted against the budgets.
    var counts = Counts()
    /// The kind of layout being read and what its sections take from the layout.
    var kind = Kind()
    /// What this parse keeps for the next (``ComposedSpec``).
    var kept = Kept()
    /// What the previous parse read that this one takes where the text is as it was.
    var reused = Reused()
    /// How items whose sizes are computed per item are read.
    var perItem = PerItem()
    /// The names of `let:`, as bound and as evaluated.
    var bound = Bound()

    /// The layout kinds of the format.
    enum LayoutType: String, CaseIterable {
        case flow
        case split
        case compositional
    }

    init(diagnostics: Diagnostics, defaultEnvironments: [LayoutEnvironment]) {
        self.diagnostics = diagnostics
        self.defaultEnvironments = defaultEnvironments
    }

    static let rootKeys = SpecKeyCatalogue.names(in: .root)
    static let layoutOwnKeys = SpecKeyCatalogue.names(in: .layout)
    static let variantKeys = SpecKeyCatalogue.names(in: .variant)
    static let sizeClassKeys = SpecKeyCatalogue.names(in: .sizeClass)
    static let layoutTypes = LayoutType.allCases.map(\.rawValue)

    func read(text: String, file: String, previous: ComposedSpec?) -> LayoutDocument? {
        let rootNode: Node
        if let previous, let recomposed = previous.recomposedInPart(text) {
            rootNode = recomposed.root
            kept.composedLines = (recomposed.text, recomposed.lineStarts)
            // Only with as many entries as before: a section's default id is its index.
            if let sections = previous.sectionsRead, recomposed.replacements == recomposed.replaced.count {
                reused.sections = (sections, recomposed.replaced)
                reused.sectionsReadingEnvironment = previous.sectionsReadingEnvironment
                reused.sectionsByValues = previous.sectionsByValues
                reused.sectionsByEnvironment = previous.sectionsByEnvironment
                // Nothing outside `sections` changed: the spec's and the layout's `let:` neither.
                reused.bindings = previous.bindingsRead
            }
        } else {
            guard let composed = compose(text) else { return nil }
            rootNode = composed
        }
        return read(root: rootNode, file: file, previous: previous)
    }

    /// Reads a spec's tree, composed from its text or built by a program (`layoutd import`'s
    /// ``SpecYAML/node``), whose nodes' marks say where an error is.
    func read(root rootNode: Node, file: String, previous: ComposedSpec?) -> LayoutDocument? {
        kept.composedRoot = rootNode
        let root = SpecValue(node: rootNode, path: "", diagnostics: diagnostics)
        guard let entries = root.mapping(allowed: Self.rootKeys, what: "a mapping with `layout` and `sections`")
        else { return nil }

        if let version = entries[.version], let number = version.wholeNumber(atLeast: 1), number != 1 {
            version.report(.invalidValue, "expected 1 (the only version), found \(number)")
        }
        let name = entries[.name]?.string() ?? SpecParser.defaultName(forFile: file)
        let environments = entries[.environments].map(readEnvironments) ?? defaultEnvironments
        // Counted before the sections are read: a list of millions of `{}` would otherwise be read
        // whole, for seconds and gigabytes, before the frame budget refused it.
        if let sectionsValue = entries[.sections], case .sequence(let list) = sectionsValue.node,
            list.count > FrameBudget.maximum / FrameBudget.sectionCost / max(environments.count, 1)
        {
            sectionsValue.report(
                .tooLarge,
                "the spec lays out more than 2,000,000 frames over its environments (\(Self.grouped(list.count)) "
                    + "sections × \(FrameBudget.sectionCost) frames a section × \(max(environments.count, 1)) "
                    + "environment(s) before any item); use fewer sections or environments, or split it into several specs"
            )
            return nil
        }

        let layoutValue = entries[.layout]
        let type = layoutValue.flatMap(peekLayoutType) ?? .flow
        kind.type = type
        diagnostics.scope.isCompositional = type == .compositional
        diagnostics.scope.previouslyCompiled = previous?.compiledExpressions ?? [:]
        if let bindings = entries[.`let`] {
            let read = readOrReuseBindings(bindings, level: .spec, reused: reused.bindings?.spec)
            bound.layoutBindings += read
            kept.bindingsRead.spec = (read, diagnostics.scope.bindings)
        }
        let sectionsValue = entries[.sections]
        let read: (layout: LayoutKind, sections: [Section], environmentKeys: [EnvironmentKeys])
        switch type {
        case .flow: read = readLayout(layoutValue, sections: sectionsValue, in: environments, by: flowReading)
        case .split: read = readLayout(layoutValue, sections: sectionsValue, in: environments, by: splitReading)
        case .compositional:
            read = readLayout(layoutValue, sections: sectionsValue, in: environments, by: compositionalReading)
        }
        let document = LayoutDocument(
            name: name,
            environments: environments,
            layout: read.layout,
            sections: read.sections,
            environmentKeys: read.environmentKeys,
            sources: sectionEntries.map { Self.source(of: $0.value) }
        )
        reportUnusedBindings(sections: entries[.sections])
        // Past the item cap, the cap's error says it all.
        if !counts.itemCapExceeded {
            let frames = FrameBudget.frames(document)
            if frames > FrameBudget.maximum {
                let counted = frames == Int.max ? "far more" : Self.grouped(frames)
                (entries[.sections] ?? root).report(
                    .tooLarge,
                    "the spec lays out more than 2,000,000 frames over its environments (\(counted): "
                        + "\(max(environments.count, 1)) environment(s) × its items, badges, boundary items "
                        + "and decorations, and \(FrameBudget.sectionCost) a section); "
                        + "use fewer environments or items, or split it into several specs"
                )
            }
        }
        return document
    }

    /// `1234567` as `1,234,567`, as the errors spell their limits.
    static func grouped(_ number: Int) -> String {
        let digits = Array(String(number))
        return String(
            digits.enumerated().flatMap { index, digit in
                index > 0 && (digits.count - index).isMultiple(of: 3) ? [",", digit] : [digit]
            }
        )
    }

    /// Reads the layout's first read, then resolves it in each environment when some of it reads one.
    ///
    /// The first read (``FirstRead``) takes the layout's keys, then the sections (which may depend on
    /// them, through ``LayoutReading/beforeSections``), then the variants (which name sections).
    func readLayout<Parameters>(
        _ layoutValue: SpecValue?,
        sections sectionsValue: SpecValue?,
        in environments: [LayoutEnvironment],
        by reading: LayoutReading<Parameters>
    ) -> (layout: LayoutKind, sections: [Section], environmentKeys: [EnvironmentKeys]) {
        let scope = diagnostics.scope
        let layoutEntries = layoutValue?.mapping(
            allowed: Self.layoutOwnKeys + reading.layoutKeys,
            what: "a mapping of layout keys"
        )
        scope.readsEnvironment = false
        if let bindings = layoutEntries?[.let] {
            bound.namesVariantsRebind = Self.namesRebound(by: layoutEntries?[.variants])
            let read = readOrReuseBindings(bindings, level: .layout, reused: reused.bindings?.layout)
            bound.layoutBindings += read
            kept.bindingsRead.layout = (read, scope.bindings)
        }
        let layout = reading.parse(layoutEntries ?? [:], .layout)
        let layoutReadsEnvironment = scope.readsEnvironment
        reading.beforeSections(layout)
        // Without variants, the first environment's values are known before the sections are read: the
        // first read is made in it, and stands for its read again (``kept.sectionsByValues``).
        if layoutEntries?[.variants] == nil, let first = environments.first {
            let (vertical, reference) = reading.axis(layout)
            scope.environment = ExpressionEnvironment(first, scrollsVertically: vertical, reference: reference)
            evaluateLayoutBindings(in: first)
        }
        let sections = sectionsValue.map(readSections) ?? []
        scope.environment = nil
        scope.readsEnvironment = false
        let read = FirstRead(
            entries: layoutEntries,
            layout: layout,
            sections: sections,
            sectionsReadingEnvironment: kept.sectionsReadingEnvironment.sorted(),
            variants: variants(of: layoutEntries, sections: sections, by: reading),
            layoutReadsEnvironment: layoutReadsEnvironment,
            variantsReadEnvironment: scope.readsEnvironment
        )
        let kind = reading.wrap(layout, read.variants)
        guard
            layoutReadsEnvironment || read.variantsReadEnvironment || !read.sectionsReadingEnvironment.isEmpty
                || !variantItems.isEmpty || (bound.values != nil && bound.layoutBindings.contains { $0.slot != nil }),
            !environments.isEmpty, !diagnostics.shouldStop
        else { return (kind, sections, []) }

        diagnostics.isReadingAgain = true
        defer {
            diagnostics.isReadingAgain = false
            scope.environment = nil
        }
        var keys: [EnvironmentKeys] = []
        for environment in environments {
            guard !diagnostics.shouldStop, let resolved = resolved(read, in: environment, by: reading) else { break }
            checkItemCap(resolved.sections, in: environment, at: sectionsValue)
            keys.append(resolved)
        }
        return (kind, sections, keys)
    }

    /// The layout's `type`, read before its other keys because it decides which keys are allowed.
    func peekLayoutType(_ layout: SpecValue) -> LayoutType? {
        guard case .mapping(let mapping) = layout.node else { return nil }
        for (keyNode, valueNode) in mapping where keyNode.scalar?.string == SpecKey.Name.type.rawValue {
            let value = layout.child(valueNode, key: SpecKey.Name.type.rawValue)
            if let text = valueNode.scalar?.string, ["list", ".list"].contains(text) {
                // A list is UIKit's list configuration, which a compositional layout is built from.
                value.report(
                    .invalidValue,
                    "expected one of \"flow\", \"split\", \"compositional\", found \"list\": a list is a compositional "
                        + "layout with a list configuration, `type: compositional` and `list: {appearance: insetGrouped}`"
                )
                return nil
            }
            guard let word = value.word(among: Self.layoutTypes) else { return nil }
            return LayoutType(rawValue: word)
        }
        return nil
    }
}
