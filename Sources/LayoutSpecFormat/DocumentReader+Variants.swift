import LayoutEngine
import Yams

extension DocumentReader {
    static let conditionKeys = [
        "horizontalSizeClass", "verticalSizeClass", "orientation", "device", "minWidth", "maxWidth",
    ]

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
        return list.compactMap { entry in
            guard let entries = entry.mapping(allowed: ["when", "set"], what: "a variant {when:, set:}") else {
                return nil
            }
            guard let when = entries["when"], let set = entries["set"] else {
                entry.report(.missingKey, "a variant needs both `when` and `set`")
                return nil
            }
            guard let condition = readCondition(when) else { return nil }
            let (layoutEntries, sectionEntries) = readVariantSet(
                set,
                sectionIDs: sectionIDs,
                layoutKeys: layoutKeys,
                sectionKeys: sectionKeys
            )
            return TraitVariant(
                condition: condition,
                layout: parse(layoutEntries, .layout),
                sections: sectionEntries.mapValues { parse($0, .section) }
            )
        }
    }

    func readCondition(_ value: SpecValue) -> TraitCondition? {
        guard let entries = value.mapping(allowed: Self.conditionKeys, what: "a condition mapping") else {
            return nil
        }
        var condition = TraitCondition()
        condition.horizontalSizeClass = entries["horizontalSizeClass"]?.enumeration(SizeClass.self)
        condition.verticalSizeClass = entries["verticalSizeClass"]?.enumeration(SizeClass.self)
        condition.orientation = entries["orientation"]?.enumeration(Orientation.self)
        if let device = entries["device"], let name = device.string() {
            if let preset = DevicePreset.named(name) {
                condition.device = preset.name
            } else {
                device.report(
                    .invalidValue,
                    "unknown device \"\(name)\"; known devices: " + DevicePreset.all.map(\.name).joined(separator: ", ")
                )
            }
        }
        condition.minWidth = entries["minWidth"]?.number(atLeast: 0)
        condition.maxWidth = entries["maxWidth"]?.number(atLeast: 0)
        return condition
    }

    /// A variant's `set:`: layout keys, plus section overrides written `sections.<id>.<key>: value` or
    /// `sections: {<id>: {<key>: value}}`.
    func readVariantSet(
        _ value: SpecValue,
        sectionIDs: [SectionID],
        layoutKeys: [String],
        sectionKeys: [String]
    ) -> (layout: SpecEntries, sections: [SectionID: SpecEntries]) {
        let allowed = layoutKeys + ["sections"]
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
            if key == "type" {
                keyAt.report(.invalidValue, "a variant cannot change the layout's type")
            } else if key == "sections" {
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
