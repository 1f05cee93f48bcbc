import LayoutEngine
import Yams

/// Reading again, in each environment, the parts of a spec whose values read the environment.
extension DocumentReader {
    /// The sections of the environment whose values are `values`: `sections`, those at `positions`
    /// (the ones that read the environment) read again.
    ///
    /// Where the previous parse read an environment of the same values and this text changed only
    /// entries of `sections`, as many as before, that environment's sections stand but for the
    /// entries the save replaced: a save that edits one section of a spec of many screens touches
    /// that section alone in each, without asking every other section's reads.
    func sectionsReadAgain(_ sections: [Section], _ positions: [Int], in values: ExpressionEnvironment) -> [Section] {
        var sectionsHere: [Section]
        if bound.values == nil, let replaced = reused.sections?.replaced, sectionEntries.count == sections.count,
            let previous = reused.sectionsByEnvironment[values], previous.count == sections.count
        {
            sectionsHere = previous
            for position in replaced where position < sections.count {
                sectionsHere[position] =
                    kept.sectionsReadingEnvironment.contains(position)
                    ? sectionReadAgain(at: position, id: sections[position].id) : sections[position]
            }
        } else {
            sectionsHere = sections
            for position in positions {
                sectionsHere[position] = sectionReadAgain(at: position, id: sections[position].id)
            }
        }
        if bound.values == nil { kept.sectionsByEnvironment[values] = sectionsHere }
        return sectionsHere
    }

    /// The section at `position` read again in the scope's environment, or taken from a read whose
    /// expressions took the values they take here (``SectionsByValues``).
    ///
    /// That read is this parse's in another environment (a width that is 100 on every screen, a size
    /// class two phones share), or the previous parse's in any environment when the save left the
    /// entry as it was (``Reused/sectionsByValues``): reading is a function of those values.
    func sectionReadAgain(at position: Int, id: SectionID) -> Section {
        let scope = diagnostics.scope
        guard scope.environment != nil else { return Section(id: id, items: []) }
        scope.sectionIndex = position
        defer { scope.sectionIndex = nil }
        if bound.values == nil, let environment = scope.currentEnvironment,
            let section = kept.sectionsByValues[position]?.section(in: environment)
        {
            return section
        }
        // Taken only to read: an entry is a tree of YAML nodes, costly to copy for a section found above.
        let (entry, keys) = sectionEntries[position]
        guard let entries = keys ?? entry.mapping(allowed: sectionKeys, what: "a section mapping") else {
            return Section(id: id, items: [])
        }
        sectionEntries[position].keys = entries
        scope.trace = []
        let section = readSection(entries, id: id, entry: entry)
        kept.sectionsByValues[position, default: SectionsByValues()].record(scope.trace ?? [], gave: section)
        scope.trace = nil
        return section
    }

    /// Replaces the items of the sections that a variant holding in `environment` sets
    /// (`sections.<id>.items`), later variants winning.
    func applyVariantItems(to sections: inout [Section], in environment: LayoutEnvironment) {
        guard !variantItems.isEmpty else { return }
        var positions: [SectionID: Int] = [:]
        for (position, section) in sections.enumerated() { positions[section.id] = position }
        for (condition, items) in variantItems where condition.holds(in: environment) {
            for (id, runs) in items {
                if let position = positions[id] { sections[position].items = runs }
            }
        }
    }

    /// Reports, once, an environment whose sections hold more items than the cap: counts computed
    /// from the environment, or a variant's items, can pass it where the spec's own do not.
    func checkItemCap(_ sections: [Section], in environment: LayoutEnvironment, at value: SpecValue?) {
        guard !counts.itemCapExceeded else { return }
        var total = 0
        // By index: a loop over the sections would copy each one.
        for index in sections.indices {
            for run in sections[index].items {
                let (sum, overflow) = total.addingReportingOverflow(run.count)
                total = overflow ? .max : sum
            }
        }
        guard total > SpecParser.itemCap else { return }
        counts.itemCapExceeded = true
        let counted = total == .max ? "far more" : Self.grouped(total)
        let message =
            "in environment \"\(environment.name)\" the spec holds more than 1,000,000 items (\(counted)); "
            + "split it into several specs"
        if let value {
            value.report(.tooLarge, message)
        } else {
            diagnostics.report(.tooLarge, message, at: nil, path: SpecKey.Name.sections.rawValue)
        }
    }
}
