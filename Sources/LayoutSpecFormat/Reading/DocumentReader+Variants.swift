import LayoutEngine
import Yams

extension DocumentReader {
    static let conditionKeys = SpecKeyCatalogue.names(in: .condition)

    /// `variants:`, a list of `{when: CONDITION, set: {LAYOUT KEYS}}`, for any layout kind.
    ///
    /// - Parameters:
    ///   - value: the `variants:` list.
    ///   - sections: the spec's sections, whose ids `sections.<id>.<key>` may name.
    ///   - layoutKeys: the layout-level keys a variant may set.
    ///   - sectionKeys: the keys a variant may set on one section.
    ///   - parse: reads a set of keys into the kind's parameters.
    /// - Returns: the variants, in spec order.
    func readVariants<Parameters>(
        _ value: SpecValue,
        sections: [Section],
        layoutKeys: [String],
        sectionKeys: [String],
        parse: (SpecEntries, KeyLevel) -> Parameters
    ) -> [TraitVariant<Parameters>] {
        guard let list = value.sequence(what: "a list of {when:, set:} variants") else { return [] }
        let sectionIDs = sections.map(\.id)
        var positions: [SectionID: Int] = [:]
        for (position, id) in sectionIDs.enumerated() { positions[id] = position }
        let scope = diagnostics.scope
        variantItems = []
        return list.compactMap { entry in
            guard
                let entries = entry.mapping(
                    allowed: Self.variantKeys,
                    what: "a variant {when:, set:}"
                )
            else {
                return nil
            }
            guard let when = entries[.when], let set = entries[.set] else {
                entry.report(.missingKey, "a variant needs both `when` and `set`")
                return nil
            }
            guard let condition = readCondition(when) else { return nil }
            let (layoutEntries, sectionEntries) = readVariantSet(
                set,
                sectionIDs: sectionIDs,
                layoutKeys: layoutKeys,
                sectionKeys: sectionKeys + [SpecKey.Name.items.rawValue]
            )
            var sectionKeys: [SectionID: Parameters] = [:]
            var items: [SectionID: [ItemRun]] = [:]
            for (id, entries) in sectionEntries {
                // A variant's keys for a section are the section's: `sectionIndex` is its index.
                scope.sectionIndex = positions[id]
                defer { scope.sectionIndex = nil }
                sectionKeys[id] = parse(entries, .section)
                if let itemsValue = entries[.items] { items[id] = readItems(itemsValue) }
            }
            if !items.isEmpty { variantItems.append((condition, items)) }
            if let bindings = layoutEntries[.let], !diagnostics.isReadingAgain {
                readVariantBindings(bindings, condition: condition)
            }
            return TraitVariant(condition: condition, layout: parse(layoutEntries, .layout), sections: sectionKeys)
        }
    }

    func readCondition(_ value: SpecValue) -> TraitCondition? {
        let scope = diagnostics.scope
        scope.refusal = "a condition tests the environment as it is; it cannot be computed"
        defer { scope.refusal = nil }
        guard let entries = value.mapping(allowed: Self.conditionKeys, what: "a condition mapping") else {
            return nil
        }
        var condition = TraitCondition()
        condition.horizontalSizeClass = entries[.horizontalSizeClass]?.enumeration(SizeClass.self)
        condition.verticalSizeClass = entries[.verticalSizeClass]?.enumeration(SizeClass.self)
        condition.orientation = entries[.orientation]?.enumeration(Orientation.self)
        condition.idiom = entries[.idiom]?.enumeration(UserInterfaceIdiom.self)
        if let device = entries[.device], let name = device.string() {
            if let preset = DevicePreset.named(name) {
                condition.device = preset.name
            } else {
                device.report(.invalidValue, Self.unknownDeviceMessage(name))
            }
        }
        condition.minWidth = entries[.minWidth]?.number(atLeast: 0)
        condition.maxWidth = entries[.maxWidth]?.number(atLeast: 0)
        condition.layoutDirection = entries[.layoutDirection]?.enumeration(LayoutDirection.self)
        if let category = entries[.preferredContentSizeCategory] {
            condition.preferredContentSizeCategory = categoryCondition(category)
        }
        if let version = entries[.systemVersion],
            let atLeast = version.mapping(allowed: ["atLeast"], what: "{atLeast: VERSION}")
        {
            if let minimum = atLeast["atLeast"] {
                condition.minimumSystemVersion = minimum.number(atLeast: 15, atMost: 26)
            } else {
                version.report(.missingKey, "expected {atLeast: VERSION}, as in {atLeast: 17}")
            }
        }
        return condition
    }

    /// `preferredContentSizeCategory:` in a condition: one category, `{atLeast: CATEGORY}`, or
    /// `accessibility` (any of the accessibility sizes).
    func categoryCondition(_ value: SpecValue) -> TraitCondition.CategoryCondition? {
        let names = ["accessibility"] + ContentSizeCategory.allCases.map(\.rawValue)
        if case .mapping = value.node {
            guard let entries = value.mapping(allowed: ["atLeast"], what: "{atLeast: CATEGORY}") else { return nil }
            guard let minimum = entries["atLeast"] else {
                value.report(.missingKey, "expected {atLeast: CATEGORY}, as in {atLeast: extraLarge}")
                return nil
            }
            return minimum.enumeration(ContentSizeCategory.self).map { .atLeast($0) }
        }
        guard let word = value.word(among: names) else { return nil }
        if word == "accessibility" { return .accessibility }
        return ContentSizeCategory(rawValue: word).map { .exactly($0) }
    }

    /// A variant's `set:`: layout keys, plus section overrides written `sections.<id>.<key>: value` or
    /// `sections: {<id>: {<key>: value}}`.
    func readVariantSet(
        _ value: SpecValue,
        sectionIDs: [SectionID],
        layoutKeys: [String],
        sectionKeys: [String]
    ) -> (layout: SpecEntries, sections: [SectionID: SpecEntries]) {
        let allowed = layoutKeys + [SpecKey.Name.let, .sections].map(\.rawValue)
        guard case .mapping(let mapping) = value.node else {
            value.expected("a mapping of layout keys")
            return ([:], [:])
        }
        var layoutEntries: SpecEntries = [:]
        var sectionEntries: [SectionID: SpecEntries] = [:]
        for (keyNode, valueNode) in mapping {
            let keyValue = SpecValue(node: keyNode, path: value.path, diagnostics: diagnostics)
            guard let key = keyNode.scalar?.string else {
                keyValue.expected("a key name")
                continue
            }
            let child = value.child(valueNode, key: key)
            let keyAt = value.child(keyNode, key: key)
            if key == SpecKey.Name.type.rawValue {
                keyAt.report(.invalidValue, "a variant cannot change the layout's type")
            } else if key == SpecKey.Name.sections.rawValue {
                guard
                    let perSection = child.mapping(
                        allowed: sectionIDs.map(\.rawValue),
                        what: "a mapping of section ids"
                    )
                else { continue }
                for (id, keys) in perSection {
                    guard let entries = keys.mapping(allowed: sectionKeys, what: "a mapping of section keys") else {
                        continue
                    }
                    sectionEntries[SectionID(id), default: [:]].merge(entries)
                }
            } else if key.hasPrefix("sections.") {
                let rest = key.dropFirst("sections.".count)
                guard let dot = rest.lastIndex(of: ".") else {
                    keyAt.report(.invalidValue, "expected `sections.<id>.<key>`, found \"\(key)\"")
                    continue
                }
                let id = SectionID(String(rest[..<dot]))
                let sectionKey = String(rest[rest.index(after: dot)...])
                guard sectionIDs.contains(id) else {
                    var message = "no section has the id \"\(id)\""
                    if let suggestion = closestMatch(to: id.rawValue, among: sectionIDs.map(\.rawValue)) {
                        message += " (did you mean \"\(suggestion)\"?)"
                    }
                    keyAt.report(.invalidValue, message)
                    continue
                }
                guard sectionKeys.contains(sectionKey) else {
                    keyAt.report(.unknownKey, SpecValue.unknownKeyMessage(sectionKey, allowed: sectionKeys))
                    continue
                }
                sectionEntries[id, default: [:]][sectionKey] = child
            } else if allowed.contains(key) {
                layoutEntries[key] = child
            } else {
                keyAt.report(.unknownKey, SpecValue.unknownKeyMessage(key, allowed: allowed + ["sections.<id>.<key>"]))
            }
        }
        return (layoutEntries, sectionEntries)
    }
}
