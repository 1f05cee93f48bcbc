import LayoutEngine
import Yams

extension DocumentReader {
    static let sectionOwnKeys = ["id", "items", "header", "footer"]
    static var sectionKeys: [String] { sectionOwnKeys + flowKeys }

    /// `sections:`, each with a unique id (its index by default).
    func readSections(_ value: SpecValue) -> [Section] {
        guard let list = value.sequence(what: "a list of sections") else { return [] }
        var sections: [Section] = []
        var seen: [SectionID: Int] = [:]
        for (index, entry) in list.enumerated() {
            guard !diagnostics.shouldStop else { break }
            guard let entries = entry.mapping(allowed: Self.sectionKeys, what: "a section mapping") else { continue }
            var id = SectionID(String(index))
            if let idValue = entries["id"] {
                guard let text = idValue.string() else { continue }
                guard !text.isEmpty else {
                    idValue.expected("a non-empty id", kind: .invalidValue)
                    continue
                }
                id = SectionID(text)
            }
            if let first = seen[id] {
                (entries["id"] ?? entry).report(
                    .duplicate,
                    "section id \"\(id)\" is already used by sections[\(first)]; ids must be unique"
                )
                continue
            }
            seen[id] = index
            var flow = flowParameters(entries, on: .section)
            if let header = entries["header"] {
                if entries["headerReferenceSize"] != nil {
                    header.report(.duplicate, "give either `header` or `headerReferenceSize`, not both")
                }
                flow.headerReferenceSize = supplementarySize(header)
            }
            if let footer = entries["footer"] {
                if entries["footerReferenceSize"] != nil {
                    footer.report(.duplicate, "give either `footer` or `footerReferenceSize`, not both")
                }
                flow.footerReferenceSize = supplementarySize(footer)
            }
            let items = entries["items"].map(readItems) ?? []
            sections.append(Section(id: id, items: items, flow: flow))
        }
        return sections
    }

    /// `items:` in any of its forms: a count, a list of entries, or a single `{count:, size:}` run.
    func readItems(_ value: SpecValue) -> [ItemRun] {
        switch value.node {
        case .scalar:
            guard let count = value.wholeNumber(atLeast: 0) else { return [] }
            return admit(ItemRun(size: nil, count: count), at: value).map { [$0] } ?? []
        case .mapping:
            guard let entries = value.mapping(allowed: ["count", "size"], what: "{count: N, size: [w, h]}") else {
                return []
            }
            let count = entries["count"]?.wholeNumber(atLeast: 0) ?? 0
            if entries["count"] == nil {
                value.report(.missingKey, "a run of items needs `count`, as in {count: 12, size: [50, 50]}")
            }
            let size = entries["size"]?.size()
            return admit(ItemRun(size: size, count: count), at: value).map { [$0] } ?? []
        default:
            guard let list = value.sequence(what: "a count, a list of items or {count: N, size: [w, h]}") else {
                return []
            }
            var runs: [ItemRun] = []
            for entry in list {
                guard !diagnostics.shouldStop, !itemCapExceeded else { break }
                guard let run = readItem(entry), let admitted = admit(run, at: entry) else { continue }
                runs.append(admitted)
            }
            return runs
        }
    }

    /// One entry of an `items:` list: `[w, h]`, `{size: [w, h]}`, `{size:, count:}`, `{id:}` or `{}`.
    func readItem(_ value: SpecValue) -> ItemRun? {
        switch value.node {
        case .sequence:
            return value.size().map { ItemRun(size: $0, count: 1) }
        case .mapping:
            guard let entries = value.mapping(allowed: ["size", "count", "id"], what: "an item") else { return nil }
            let size = entries["size"]?.size()
            let count = entries["count"]?.wholeNumber(atLeast: 0) ?? 1
            let id = entries["id"]?.string()
            if let idValue = entries["id"], entries["count"] != nil {
                idValue.report(.invalidValue, "an id names one item; remove `count` or give each item its own entry")
                return nil
            }
            return ItemRun(size: size, count: count, id: id)
        default:
            value.expected("an item: [w, h], {size: [w, h]}, {size: [w, h], count: N} or {}")
            return nil
        }
    }

    /// Counts a run against the item cap; reports (once) and refuses the run that would pass it.
    func admit(_ run: ItemRun, at value: SpecValue) -> ItemRun? {
        guard !itemCapExceeded else { return nil }
        guard run.count <= SpecParser.itemCap - itemTotal else {
            itemCapExceeded = true
            let counted = run.count == Int.max ? "far more" : String(itemTotal + run.count)
            value.report(
                .tooLarge,
                "the spec holds more than 1,000,000 items (\(counted) counted here); split it into several specs"
            )
            return nil
        }
        itemTotal += run.count
        return run
    }
}
