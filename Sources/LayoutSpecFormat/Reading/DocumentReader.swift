import LayoutEngine
import Yams

/// The state of one parse: the diagnostics and the running item count.
final class DocumentReader {
    let diagnostics: Diagnostics
    let defaultEnvironments: [LayoutEnvironment]
    /// Items counted so far, against ``SpecParser/itemCap``.
    var itemTotal = 0
    /// Whether the item cap was already reported (it is reported once).
    var itemCapExceeded = false
    /// The kind of layout being read, which decides the section and item keys.
    var layoutType: LayoutType = .flow
    /// A split layout's `itemSize`, for items that give none.
    var splitDefaultItemSize: SplitItemSize?
    /// A compositional layout's `list`: then every section is a list section.
    var compositionalLayoutList: ListConfiguration?
    /// Whether the compositional layout scrolls horizontally, where no list can be.
    var compositionalLayoutIsHorizontal = false
    /// Each section's entry and its index in `sections:`, in the order of the sections read, with the
    /// entry's keys once they were read (a section read again in each environment reads them once).
    var sectionEntries: [(value: SpecValue, index: Int, keys: SpecEntries?)] = []
    /// The positions of the sections with a value that reads the environment.
    var sectionsReadingEnvironment: Set<Int> = []
    /// The entries of the previous parse's sections that read the environment (``ComposedSpec``).
    var reusableSectionsReadingEnvironment: Set<Int> = []
    /// The sections of each environment, by the environment's index, as the previous parse read them
    /// and as this one reads them (before variants set items), kept for the next parse.
    var reusableEnvironmentSections: [[Section]] = []
    var environmentSectionsRead: [[Section]] = []
    /// What expressions read in each environment, in the previous parse and in this one.
    var reusableEnvironmentValues: [ExpressionEnvironment] = []
    var environmentValuesRead: [ExpressionEnvironment] = []
    /// The sections this parse read again, by position, each with the values of the expressions its read
    /// evaluated (``ExpressionScope/trace``).
    var sectionsReadByValues: [Int: [(trace: [ExpressionScope.TraceEntry], section: Section)]] = [:]
    /// The index of the environment being read again, and whether the previous parse's environment at
    /// that index had the same values, so that its sections read then can be taken.
    var readingEnvironment = (index: 0, isAsBefore: false)
    /// Whether a run whose size reads `indexPath` stays one run of its count, its sizes left to the
    /// code that computes them (``SpecParser/parseForGeneration(_:file:)``), instead of a run a size.
    var keepsPerItemRuns = false
    /// The index in its section of the next item read (``readItems(_:)``): what `indexPath.item` is.
    var nextItemIndex = 0
    /// The positions of the sections whose item sizes read `collectionView.numberOfItems(inSection:)`:
    /// read again in an environment once every section's item count there is known.
    var sectionsReadingItemCounts: Set<Int> = []
    /// Sizes computed per item so far, over every environment, against the frame budget.
    var perItemSizesComputed = 0
    var perItemBudgetReported = false
    /// Where a binding was written: the line and column of its name.
    struct BoundValueKey: Hashable {
        var line: Int
        var column: Int

        init(_ key: SpecValue) {
            line = key.mark?.line ?? 1
            column = key.mark?.column ?? 1
        }
    }
    /// Every value each binding takes, by where it was written, when kept (not `nil`).
    ///
    /// A constant's one value has no environment (``SpecParser/boundNames(in:file:)``). Reading then
    /// takes no section from another environment's read, so that every environment's values are
    /// evaluated.
    var boundValues: [BoundValueKey: [(environment: String?, value: ExpressionValue)]]?
    /// The spec's and the layout's names as this parse read them, and as the previous parse did when
    /// this text changed only its sections.
    var bindingsRead = BindingsRead()
    var reusableBindings: BindingsRead?
    /// The names the spec's and the layout's `let:` bind, in order: evaluated again in each environment.
    var layoutBindings: [Binding] = []
    /// Every name bound on the first read, for the warning of one never used.
    var allBindings: [Binding] = []
    /// The layout's names that a variant's `let:` gives another expression: they keep a slot even when
    /// their own expression is a constant.
    var namesVariantsRebind: Set<String> = []
    /// The items variants set on sections (`sections.<id>.items`), in the order of the variants.
    var variantItems: [(condition: TraitCondition, items: [SectionID: [ItemRun]])] = []

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
    static let layoutTypes = LayoutType.allCases.map(\.rawValue)

    /// The tree the text composed into, kept for the next parse (``ComposedSpec``).
    var composedRoot: Node?

    /// The text's bytes and line starts, when it was composed in part.
    var composedLines: (bytes: [UInt8], starts: [Int])?
    /// Sections of the previous parse standing for entries that this text leaves as they were.
    var reusableSections: (sections: [Section], replaced: Range<Int>)?

    func read(text: String, file: String, previous: ComposedSpec?) -> LayoutDocument? {
        let rootNode: Node
        if let previous, let recomposed = previous.recomposedInPart(text) {
            rootNode = recomposed.root
            composedLines = (recomposed.text, recomposed.lineStarts)
            // Only with as many entries as before: a section's default id is its index.
            if let sections = previous.sectionsRead, recomposed.replacements == recomposed.replaced.count {
                reusableSections = (sections, recomposed.replaced)
                reusableSectionsReadingEnvironment = previous.sectionsReadingEnvironment
                reusableEnvironmentValues = previous.environmentValuesRead
                reusableEnvironmentSections = previous.environmentSectionsRead
                // Nothing outside `sections` changed: the spec's and the layout's `let:` neither.
                reusableBindings = previous.bindingsRead
            }
        } else {
            guard let composed = compose(text) else { return nil }
            rootNode = composed
        }
        composedRoot = rootNode
        let root = SpecValue(node: rootNode, path: "", diagnostics: diagnostics)
        guard let entries = root.mapping(allowed: Self.rootKeys, what: "a mapping with `layout` and `sections`")
        else { return nil }

        if let version = entries["version"], let number = version.wholeNumber(atLeast: 1), number != 1 {
            version.report(.invalidValue, "expected 1 (the only version), found \(number)")
        }
        let name = entries["name"]?.string() ?? SpecParser.defaultName(forFile: file)
        let environments = entries["environments"].map(readEnvironments) ?? defaultEnvironments
        // Counted before the sections are read: a list of millions of `{}` would otherwise be read
        // whole, for seconds and gigabytes, before the frame budget refused it.
        if let sectionsValue = entries["sections"], case .sequence(let list) = sectionsValue.node,
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

        let layoutValue = entries["layout"]
        let type = layoutValue.flatMap(peekLayoutType) ?? .flow
        layoutType = type
        diagnostics.scope.isCompositional = type == .compositional
        diagnostics.scope.previouslyCompiled = previous?.compiledExpressions ?? [:]
        if let bindings = entries["let"] {
            let read = readOrReuseBindings(bindings, level: .spec, reused: reusableBindings?.spec)
            layoutBindings += read
            bindingsRead.spec = (read, diagnostics.scope.bindings)
        }
        let read: (layout: LayoutKind, sections: [Section], environmentKeys: [EnvironmentKeys])
        switch type {
        case .flow:
            read = readLayout(
                layoutValue,
                sections: entries["sections"],
                layoutKeys: Self.flowKeys,
                sectionKeys: Self.flowKeys,
                environments: environments,
                parse: { flowParameters($0, on: $1) },
                axis: { (($0.scrollDirection ?? .vertical) == .vertical, nil) },
                wrap: { .flow(FlowLayoutSpec(flow: $0, variants: $1)) }
            )
        case .split:
            read = readLayout(
                layoutValue,
                sections: entries["sections"],
                layoutKeys: Self.splitLayoutKeys,
                sectionKeys: Self.splitSectionVariantKeys,
                environments: environments,
                beforeSections: { self.splitDefaultItemSize = $0.itemSize },
                parse: { splitParameters($0, on: $1) },
                axis: { _ in (true, nil) },
                wrap: { .split(SplitLayoutSpec(split: $0, variants: $1)) }
            )
        case .compositional:
            read = readLayout(
                layoutValue,
                sections: entries["sections"],
                layoutKeys: Self.compositionalLayoutKeys,
                sectionKeys: Self.compositionalSectionVariantKeys,
                environments: environments,
                beforeSections: {
                    self.compositionalLayoutList = $0.list
                    self.compositionalLayoutIsHorizontal = $0.scrollDirection == .horizontal
                },
                parse: { compositionalParameters($0, on: $1) },
                axis: { (($0.scrollDirection ?? .vertical) == .vertical, $0.contentInsetsReference ?? .safeArea) },
                wrap: { .compositional(CompositionalLayoutSpec(compositional: $0, variants: $1)) }
            )
        }
        let document = LayoutDocument(
            name: name,
            environments: environments,
            layout: read.layout,
            sections: read.sections,
            environmentKeys: read.environmentKeys,
            sources: sectionEntries.map { Self.source(of: $0.value) }
        )
        reportUnusedBindings(sections: entries["sections"])
        // Past the item cap, the cap's error says it all.
        if !itemCapExceeded {
            let frames = FrameBudget.frames(document)
            if frames > FrameBudget.maximum {
                let counted = frames == Int.max ? "far more" : Self.grouped(frames)
                (entries["sections"] ?? root).report(
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

    /// Reads the layout's keys, then the sections (which may depend on them, through `beforeSections`),
    /// then the variants (which name sections), for a layout kind whose keys `parse` reads; then, when
    /// some of them read the environment, those again in each environment (``environmentKeys``).
    ///
    /// `axis` tells whether a layout of these keys scrolls vertically, and the compositional
    /// `contentInsetsReference` it measures from: what `container.…` and
    /// `collectionView.adjustedContentInset` depend on. `wrap` makes the layout of the keys and variants.
    func readLayout<Parameters: OverlaidParameters>(
        _ layoutValue: SpecValue?,
        sections sectionsValue: SpecValue?,
        layoutKeys: [String],
        sectionKeys: [String],
        environments: [LayoutEnvironment],
        beforeSections: (Parameters) -> Void = { _ in },
        parse: (SpecEntries, KeyLevel) -> Parameters,
        axis: (Parameters) -> (vertical: Bool, reference: ContentInsetsReference?),
        wrap: (Parameters, [TraitVariant<Parameters>]) -> LayoutKind
    ) -> (layout: LayoutKind, sections: [Section], environmentKeys: [EnvironmentKeys]) {
        let scope = diagnostics.scope
        let layoutEntries = layoutValue?.mapping(
            allowed: SpecKeyCatalogue.names(in: .layout) + layoutKeys,
            what: "a mapping of layout keys"
        )
        scope.readsEnvironment = false
        if let bindings = layoutEntries?["let"] {
            namesVariantsRebind = Self.namesRebound(by: layoutEntries?["variants"])
            let read = readOrReuseBindings(bindings, level: .layout, reused: reusableBindings?.layout)
            layoutBindings += read
            bindingsRead.layout = (read, scope.bindings)
        }
        let layout = parse(layoutEntries ?? [:], .layout)
        let layoutReadsEnvironment = scope.readsEnvironment
        beforeSections(layout)
        // Without variants, the first environment's values are known before the sections are read: the
        // first read is made in it, and stands for its read again (``sectionsReadByValues``).
        if layoutEntries?["variants"] == nil, let first = environments.first {
            let (vertical, reference) = axis(layout)
            scope.environment = ExpressionEnvironment(first, scrollsVertically: vertical, reference: reference)
            evaluateLayoutBindings(in: first)
        }
        let sections = sectionsValue.map(readSections) ?? []
        scope.environment = nil
        func readVariants() -> [TraitVariant<Parameters>] {
            layoutEntries?["variants"].map {
                self.readVariants(
                    $0,
                    sections: sections,
                    layoutKeys: layoutKeys,
                    sectionKeys: sectionKeys,
                    parse: parse
                )
            } ?? []
        }
        scope.readsEnvironment = false
        let variants = readVariants()
        let variantsReadEnvironment = scope.readsEnvironment
        let kind = wrap(layout, variants)
        guard
            layoutReadsEnvironment || variantsReadEnvironment || !sectionsReadingEnvironment.isEmpty
                || !variantItems.isEmpty || (boundValues != nil && layoutBindings.contains { $0.slot != nil }),
            !environments.isEmpty, !diagnostics.shouldStop
        else { return (kind, sections, []) }

        diagnostics.isReadingAgain = true
        defer {
            diagnostics.isReadingAgain = false
            scope.environment = nil
        }
        var keys: [EnvironmentKeys] = []
        let positionsReadingEnvironment = sectionsReadingEnvironment.sorted()
        for (index, environment) in environments.enumerated() {
            let holding = variants.filter { $0.condition.holds(in: environment) }
            let (vertical, reference) = axis(holding.isEmpty ? layout : holding.overlaying(layout: layout))
            scope.environment = ExpressionEnvironment(environment, scrollsVertically: vertical, reference: reference)
            // The spec's own counts; a section that reads them is read again if variants change them.
            if !sectionsReadingItemCounts.isEmpty { scope.environment?.itemCounts = sections.map(\.itemCount) }
            evaluateLayoutBindings(in: environment)
            guard let values = scope.environment else { break }
            readingEnvironment = (
                index, index < reusableEnvironmentValues.count && reusableEnvironmentValues[index] == values
            )
            let layoutHere = layoutReadsEnvironment ? parse(layoutEntries ?? [:], .layout) : layout
            var variantsHere = variantsReadEnvironment ? readVariants() : variants
            var sectionsHere = sectionsReadAgain(sections, positionsReadingEnvironment)
            var laidOut = sectionsHere
            applyVariantItems(to: &laidOut, in: environment)
            if !sectionsReadingItemCounts.isEmpty, case let counts = laidOut.map(\.itemCount),
                counts != values.itemCounts
            {
                scope.environment?.itemCounts = counts
                readingEnvironment.isAsBefore = false
                for position in sectionsReadingItemCounts.sorted() where position < sectionsHere.count {
                    sectionsHere[position] = sectionReadAgain(at: position, id: sections[position].id)
                }
                // A variant's items that read the counts are read with them too.
                if variantsReadEnvironment { variantsHere = readVariants() }
                laidOut = sectionsHere
                applyVariantItems(to: &laidOut, in: environment)
            }
            environmentValuesRead.append(scope.environment ?? values)
            environmentSectionsRead.append(sectionsHere)
            checkItemCap(laidOut, in: environment, at: sectionsValue)
            keys.append(EnvironmentKeys(layout: wrap(layoutHere, variantsHere), sections: laidOut))
        }
        return (kind, sections, keys)
    }

    /// The layout's `type`, read before its other keys because it decides which keys are allowed.
    func peekLayoutType(_ layout: SpecValue) -> LayoutType? {
        guard case .mapping(let mapping) = layout.node else { return nil }
        for (keyNode, valueNode) in mapping where keyNode.scalar?.string == "type" {
            let value = layout.child(valueNode, key: "type")
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
