import LayoutEngine
import Yams

extension DocumentReader {
    static let sectionOwnKeys = SpecKeyCatalogue.names(in: .section) + SpecKeyCatalogue.names(in: .flowSection)
    static let sectionKeys = sectionOwnKeys + flowKeys

    /// `sections:`, each with a unique id (its index by default).
    ///
    /// Notes which sections read the environment (``kept.sectionsReadingEnvironment``), and keeps every
    /// section's entry (``sectionEntries``), so that those sections can be read again for each
    /// environment.
    func readSections(_ value: SpecValue) -> [Section] {
        guard let list = value.sequence(what: "a list of sections") else { return [] }
        var sections: [Section] = []
        var seen: [SectionID: Int] = [:]
        let scope = diagnostics.scope
        defer { scope.sectionIndex = nil }
        for (index, entry) in list.enumerated() {
            guard !diagnostics.shouldStop else { break }
            if let section = reusableSection(at: index), seen[section.id] == nil, !counts.itemCapExceeded,
                section.itemCount <= SpecParser.itemCap - counts.itemTotal
            {
                seen[section.id] = index
                counts.itemTotal += section.itemCount
                if reused.sectionsReadingEnvironment.contains(index) {
                    kept.sectionsReadingEnvironment.insert(sections.count)
                    kept.sectionsByValues[sections.count] = reused.sectionsByValues[index]
                }
                sections.append(section)
                sectionEntries.append((entry, nil))
                continue
            }
            guard let entries = entry.mapping(allowed: sectionKeys, what: "a section mapping") else { continue }
            let readID = sectionID(entries, index: index)
            guard let id = readID, seen[id] == nil else {
                if let id = readID, let first = seen[id] {
                    (entries[.id] ?? entry).report(
                        .duplicate,
                        "section id \"\(id)\" is already used by sections[\(first)]; ids must be unique"
                    )
                }
                // The section is not kept, but its other mistakes are reported with this one.
                scope.sectionIndex = sections.count
                _ = readSection(entries, id: readID ?? SectionID(String(index)), entry: entry)
                continue
            }
            seen[id] = index
            scope.sectionIndex = sections.count
            scope.readsEnvironment = false
            scope.trace = scope.environment == nil ? nil : []
            let section = readSection(entries, id: id, entry: entry)
            if scope.readsEnvironment {
                kept.sectionsReadingEnvironment.insert(sections.count)
                if let trace = scope.trace {
                    kept.sectionsByValues[sections.count, default: SectionsByValues()].record(trace, gave: section)
                }
            }
            scope.trace = nil
            sections.append(section)
            sectionEntries.append((entry, scope.readsEnvironment ? entries : nil))
        }
        return sections
    }

    /// The keys a section of the layout's kind may have.
    var sectionKeys: [String] {
        switch kind.type {
        case .flow: return Self.sectionKeys
        case .split: return Self.splitSectionKeys
        case .compositional: return Self.compositionalSectionKeys
        }
    }

    /// A section's id: `id:`, or its index in the list.
    func sectionID(_ entries: SpecEntries, index: Int) -> SectionID? {
        guard let idValue = entries[.id] else { return SectionID(String(index)) }
        guard let text = idValue.string() else { return nil }
        guard !text.isEmpty else {
            idValue.expected("a non-empty id", kind: .invalidValue)
            return nil
        }
        if Self.looksComputed(text) {
            idValue.report(.invalidValue, "an id names a section: it cannot be computed; write it as plain text")
            return nil
        }
        return SectionID(text)
    }

    /// Whether a text where no expression may stand (an id, a word) was written as one: it reads one of
    /// UIKit's names, or is a conditional.
    static func looksComputed(_ text: String) -> Bool {
        let trimmed = text.trimmingWhitespace
        if trimmed == "sectionIndex" || (trimmed.contains("?") && trimmed.contains(":")) { return true }
        return ExpressionName.roots.contains { trimmed.hasPrefix("\($0).") }
    }

    /// One section's items and keys, once its id is known.
    func readSection(_ entries: SpecEntries, id: SectionID, entry: SpecValue) -> Section {
        let scope = diagnostics.scope
        let bound = scope.bindings.names.count
        defer { scope.bindings.truncate(to: bound) }
        if let bindings = entries[.`let`] { _ = readBindings(bindings, level: .section) }
        let items = entries[.items].map(readItems) ?? []
        switch kind.type {
        case .compositional:
            let compositional = compositionalParameters(entries, on: .section)
            checkListSection(entries, compositional, entry: entry)
            // Elements are told apart by kind within a section: a boundary item and a decoration
            // may not share one.
            let boundaryKinds = Set((compositional.boundarySupplementaryItems ?? []).map(\.elementKind))
            for decoration in compositional.decorationItems ?? []
            where boundaryKinds.contains(decoration.elementKind) {
                entries[.decorationItems]?.report(
                    .duplicate,
                    "element kind \"\(decoration.elementKind)\" is already a boundary item's; every element kind of a section must be unique"
                )
            }
            return Section(id: id, items: items, compositional: compositional)
        case .split:
            let split = splitParameters(entries, on: .section)
            if split.side == nil, entries[.side] == nil {
                entry.report(.missingKey, "a split section needs `side: left` or `side: right`")
            }
            return Section(id: id, items: items, split: split)
        case .flow:
            guard let itemSize = entries[.itemSize], Self.readsIndexPath(itemSize.node) else {
                return Section(id: id, items: items, flow: sectionFlowParameters(entries))
            }
            var ownEntries = entries
            ownEntries[.itemSize] = nil
            if perItem.keepsRuns {
                // Read for code generation: the section's size stays its `itemSize`, which the
                // delegate computes for each item (what it reads, the item counts too, is recorded
                // as the size's source; a size that reads the item is no one number).
                var flow = sectionFlowParameters(ownEntries)
                guard
                    let (widthValue, heightValue) = itemSize.pairValues(
                        "width",
                        "height",
                        what: "a size [width, height]"
                    ),
                    let width = itemDimension(widthValue, fixed: { $0.number(atLeast: 0) }),
                    let height = itemDimension(heightValue, fixed: { $0.number(atLeast: 0) })
                else { return Section(id: id, items: items, flow: flow) }
                flow.itemSize = Size(width: width.fixedValue, height: height.fixedValue)
                return Section(id: id, items: items, flow: flow)
            }
            return Section(
                id: id,
                items: itemsSized(items, byItemSize: itemSize) ?? items,
                flow: sectionFlowParameters(ownEntries)
            )
        }
    }

    /// Whether any scalar under `node` mentions `indexPath` or `numberOfItems`: a size to read per item.
    static func readsIndexPath(_ node: Node) -> Bool {
        switch node {
        case .scalar(let scalar):
            // Most sizes are short numbers: only a text long enough to hold the name is searched.
            return scalar.string.utf8.count >= 9
                && (Self.mentions("indexPath", in: scalar.string) || Self.mentions("numberOfItems", in: scalar.string))
        case .sequence(let sequence): return sequence.contains { readsIndexPath($0) }
        case .mapping(let mapping): return mapping.values.contains { readsIndexPath($0) }
        case .alias: return false
        }
    }

    /// Whether `word` occurs in `text`, byte for byte (Character comparison would be slower, and
    /// the names searched for are ASCII).
    static func mentions(_ word: StaticString, in text: String) -> Bool {
        let needle = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        let bytes = Array(text.utf8)
        guard bytes.count >= needle.count, let first = needle.first else { return false }
        for start in 0...(bytes.count - needle.count) where bytes[start] == first {
            if (1..<needle.count).allSatisfy({ bytes[start + $0] == needle[$0] }) { return true }
        }
        return false
    }

    /// A flow section's `itemSize` that reads `indexPath`, as `sizeForItemAt` gives it: the items with
    /// no size of their own take it, item by item; `nil` after reporting a mistake in it.
    func itemsSized(_ items: [ItemRun], byItemSize itemSize: SpecValue) -> [ItemRun]? {
        guard let (widthValue, heightValue) = itemSize.pairValues("width", "height", what: "a size [width, height]"),
            let width = itemDimension(widthValue, fixed: { $0.number(atLeast: 0) }),
            let height = itemDimension(heightValue, fixed: { $0.number(atLeast: 0) })
        else { return nil }
        var sized: [ItemRun] = []
        var firstItem = 0
        for run in items {
            defer { firstItem += run.count }
            guard run.size == nil else {
                sized.append(run)
                continue
            }
            guard
                let runs = itemRuns(
                    count: run.count,
                    firstItem: firstItem,
                    width: width,
                    height: height,
                    each: { ItemRun(sizes: $0, id: run.id) },
                    make: { w, h in ItemRun(size: Size(width: w, height: h), count: 1, id: run.id) }
                )
            else { return nil }
            sized += runs
        }
        return sized
    }

    /// The section the previous parse read from entry `index`, when this text left that entry as it
    /// was (``ComposedSpec``).
    ///
    /// The layout's keys are the same then too, so reading the entry again would give the same
    /// section; its id and items still count here, so that a duplicate id or the item cap is
    /// reported where reading everything would report it (such an entry is read again).
    func reusableSection(at index: Int) -> Section? {
        guard let (sections, replaced) = reused.sections, !replaced.contains(index), index < sections.count else {
            return nil
        }
        return sections[index]
    }

    /// A flow section's keys, with `header` / `footer` as the reference sizes.
    func sectionFlowParameters(_ entries: SpecEntries) -> FlowParameters {
        var flow = flowParameters(entries, on: .section)
        if let header = entries[.header] {
            if entries[.headerReferenceSize] != nil {
                header.report(.duplicate, "give either `header` or `headerReferenceSize`, not both")
            }
            flow.headerReferenceSize = supplementarySize(header)
        }
        if let footer = entries[.footer] {
            if entries[.footerReferenceSize] != nil {
                footer.report(.duplicate, "give either `footer` or `footerReferenceSize`, not both")
            }
            flow.footerReferenceSize = supplementarySize(footer)
        }
        return flow
    }

    /// `items:` in any of its forms: a count, a list of entries, or a single `{count:, size:}` run.
    func readItems(_ value: SpecValue) -> [ItemRun] {
        perItem.nextItemIndex = 0
        switch value.node {
        case .scalar:
            guard let count = value.wholeNumber(atLeast: 0) else { return [] }
            return sizedRuns(nil, count: count, id: nil, at: value) ?? []
        case .mapping:
            guard
                let entries = value.mapping(
                    allowed: [SpecKey.Name.count, .size].map(\.rawValue),
                    what: "{count: N, size: [w, h]}"
                )
            else {
                return []
            }
            let count = entries[.count]?.wholeNumber(atLeast: 0) ?? 0
            if entries[.count] == nil {
                value.report(.missingKey, "a run of items needs `count`, as in {count: 12, size: [50, 50]}")
            }
            return sizedRuns(entries[.size], count: count, id: nil, at: value) ?? []
        default:
            guard let list = value.sequence(what: "a count, a list of items or {count: N, size: [w, h]}") else {
                return []
            }
            var runs: [ItemRun] = []
            for entry in list {
                guard !diagnostics.shouldStop, !counts.itemCapExceeded else { break }
                guard let read = readItem(entry) else { continue }
                runs.append(contentsOf: read)
            }
            return runs
        }
    }

    /// One entry of an `items:` list: `[w, h]`, `{size: [w, h]}`, `{size:, count:}`, `{id:}` or `{}`.
    func readItem(_ value: SpecValue) -> [ItemRun]? {
        switch value.node {
        case .sequence:
            return sizedRuns(value, count: 1, id: nil, at: value)
        case .mapping:
            guard
                let entries = value.mapping(allowed: [SpecKey.Name.size, .count, .id].map(\.rawValue), what: "an item")
            else { return nil }
            let count = entries[.count]?.wholeNumber(atLeast: 0) ?? 1
            let id = entries[.id]?.string()
            if let idValue = entries[.id], entries[.count] != nil {
                idValue.report(.invalidValue, "an id names one item; remove `count` or give each item its own entry")
                return nil
            }
            return sizedRuns(entries[.size], count: count, id: id, at: value)
        default:
            value.expected("an item: [w, h], {size: [w, h]}, {size: [w, h], count: N} or {}")
            return nil
        }
    }

    /// The runs of `count` items of the size `sizeValue` gives (or the layout's, when `nil`), read as
    /// the layout kind reads sizes: one run, or several when the size reads `indexPath`; `nil` after
    /// reporting a bad size, a split item with no size anywhere, or items past the cap.
    func sizedRuns(_ sizeValue: SpecValue?, count: Int, id: String?, at value: SpecValue) -> [ItemRun]? {
        guard admit(count, at: value) else { return nil }
        let firstItem = perItem.nextItemIndex
        perItem.nextItemIndex += count
        switch kind.type {
        case .split:
            guard let sizeValue else {
                if kind.splitDefaultItemSize == nil && count > 0 {
                    value.report(.missingKey, "these items have no size and the layout gives no `itemSize`")
                    return nil
                }
                return [ItemRun(size: nil, count: count, id: id)]
            }
            let what = "a size [width, height] (width: a number or {columns: N}; height: a number or square)"
            guard let (widthValue, heightValue) = sizeValue.pairValues("width", "height", what: what) else {
                return nil
            }
            var widthDimension: SplitItemDimension = .points(0)
            var heightDimension: SplitItemDimension = .points(0)
            let width = itemDimension(widthValue) { value in
                self.splitWidth(value).map { dimension in
                    widthDimension = dimension
                    return 0
                }
            }
            let height = itemDimension(heightValue) { value in
                self.splitHeight(value).map { dimension in
                    heightDimension = dimension
                    return 0
                }
            }
            guard let width, let height else { return nil }
            return itemRuns(count: count, firstItem: firstItem, width: width, height: height) { w, h in
                let size = SplitItemSize(
                    width: width.perItem == nil ? widthDimension : .points(w),
                    height: height.perItem == nil ? heightDimension : .points(h)
                )
                return ItemRun(size: nil, count: 1, id: id, splitSize: size)
            }
        case .flow, .compositional:
            guard let sizeValue else { return [ItemRun(size: nil, count: count, id: id)] }
            guard
                let (widthValue, heightValue) = sizeValue.pairValues("width", "height", what: "a size [width, height]")
            else { return nil }
            let width = itemDimension(widthValue) { $0.number(atLeast: 0) }
            let height = itemDimension(heightValue) { $0.number(atLeast: 0) }
            guard let width, let height else { return nil }
            return itemRuns(
                count: count,
                firstItem: firstItem,
                width: width,
                height: height,
                each: { ItemRun(sizes: $0, id: id) },
                make: { w, h in ItemRun(size: Size(width: w, height: h), count: 1, id: id) }
            )
        }
    }

    /// Counts `count` items against the item cap; reports (once) and refuses the run that would pass it.
    func admit(_ count: Int, at value: SpecValue) -> Bool {
        // Read again for an environment, the spec's items are counted whole (`checkItemCap`).
        if diagnostics.isReadingAgain { return true }
        guard !counts.itemCapExceeded else { return false }
        guard count <= SpecParser.itemCap - counts.itemTotal else {
            counts.itemCapExceeded = true
            let counted = count == Int.max ? "far more" : String(counts.itemTotal + count)
            value.report(
                .tooLarge,
                "the spec holds more than 1,000,000 items (\(counted) counted here); split it into several specs"
            )
            return false
        }
        counts.itemTotal += count
        return true
    }
}
