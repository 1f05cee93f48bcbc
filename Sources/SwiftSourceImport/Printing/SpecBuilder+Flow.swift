import LayoutSpecFormat

/// The `layout:` and `sections:` of a flow or split layout read from the code: the layout's keys
/// and variants, and each recorded section with the keys the delegate gives it, in flow style.
extension SpecBuilder {
    mutating func readFlow(_ flow: FlowLayoutReader) {
        // A flow layout's delegate alone (the layout made in a storyboard) gives its values to UIKit's
        // default flow layout.
        if !flow.makesFlowLayout, !flow.followsDocumentLayout, let method = flow.delegateMethod {
            warn([
                (
                    method,
                    "no flow layout is made here; the delegate's values are read for UIKit's default flow layout: where a storyboard's scene holds it, give that storyboard too"
                )
            ])
        }
        warn(flow.passedOver + interpreter.takePassedOver())
        // `estimatedItemSize = .zero` is UIKit's own: no cell sizes itself, as where it is not set.
        let keys = flow.layoutKeys.filter { key, value in
            key != SpecKey.Name.estimatedItemSize.rawValue
                || (value != .size(width: 0, height: 0) && value != .member("zero"))
        }
        layout = [.init(.type, .scalar("flow"))] + keys.map { .init($0.key, $0.value.yaml) }
        let named = Array(flow.sectionKeys.keys) + flow.variantKeys.compactMap(\.section)
        recordedItems(count: max((named.max() ?? 0) + 1, 1))
        var ids: [Int: String] = [:]
        for (index, section) in sections.enumerated() {
            let named = flow.variantKeys.contains { $0.section == index }
            guard var entries = section.entries else {
                ids[index] = "section\(index)"
                sectionList.append(section)
                continue
            }
            var id = VariantText.identify(&entries, index: index, named: named)
            // A section the delegate reads as a case of the app's section kinds is named after it.
            if let kind = interpreter.sections.flowSectionKindNames[index], id == "section\(index)" {
                // A case named like a YAML word (`on`, `null`) is quoted, to stay a string.
                let words: Set<String> = ["true", "false", "null", "yes", "no", "on", "off", "y", "n", "~"]
                let written: SpecYAML.Value = words.contains(kind.lowercased()) ? .quoted(kind) : .scalar(kind)
                if entries.first?.key == SpecKey.Name.id.rawValue {
                    entries[0].value = written
                } else {
                    entries.insert(.init(.id, written), at: 0)
                }
                id = kind
            }
            ids[index] = id
            let own = flow.sectionKeys[index] ?? []
            entries += own.map { .init($0.key, $0.value.yaml) }
            if let size = flow.everySectionsItemSize, !own.contains(where: { $0.key == SpecKey.Name.itemSize.rawValue })
            {
                entries.append(.init(.itemSize, size.yaml))
            }
            sectionList.append(section.replacingEntries(entries, flow: true))
        }
        var variants = VariantText()
        for (condition, key, value, section) in flow.variantKeys {
            variants.add(key: key, value: value.yaml, section: section, ids: ids, when: condition)
        }
        addVariants(variants)
        flowBindings = flow.bindings
        expressions += (layout.map(\.value) + sectionList).flatMap(\.strings)
    }

    mutating func readSplit(_ split: SplitLayoutReader) {
        warn(split.passedOver + interpreter.takePassedOver())
        layout = [.init(.type, .scalar("split"))] + split.layoutKeys.map { .init($0.key, $0.value) }
        let recorded = !sections.isEmpty
        let named = Array(split.sectionKeys.keys) + split.namedSections + split.variantKeys.compactMap(\.section)
        recordedItems(count: max((named.max() ?? 0) + 1, 1))
        var ids: [Int: String] = [:]
        for (index, section) in sections.enumerated() {
            var keys = split.keys(ofSection: index)
            let named = split.variantKeys.contains { $0.section == index }
            guard var entries = section.entries else {
                ids[index] = "section\(index)"
                sectionList.append(section)
                continue
            }
            ids[index] = VariantText.identify(&entries, index: index, named: named)
            // A split section has no item size of its own (`case (1, _)`): its items get it, unless
            // the record kept them.
            if let size = keys.first(where: { $0.key == SpecKey.Name.itemSize.rawValue })?.value {
                keys.removeAll { $0.key == SpecKey.Name.itemSize.rawValue }
                if !recorded {
                    entries.removeAll { $0.key != SpecKey.Name.id.rawValue }
                    let items = SpecYAML.Value.mapping(
                        [.init(.size, size), .init(.count, .number(Double(SwiftSourceImport.defaultItemCount)))],
                        flow: true
                    )
                    entries.append(.init(.items, .list([items], flow: true)))
                }
            }
            entries += keys.map { .init($0.key, $0.value) }
            sectionList.append(section.replacingEntries(entries, flow: true))
        }
        var variants = VariantText()
        for (condition, key, value, section) in split.variantKeys {
            variants.add(key: key, value: value, section: section, ids: ids, when: condition)
        }
        addVariants(variants)
        expressions += (layout.map(\.value) + sectionList).flatMap(\.strings)
    }

    /// The layout's `variants:`: the code's, then the record's, which set items.
    mutating func addVariants(_ variants: VariantText) {
        if let list = variants.list(recorded: header.itemVariantValues) { layout.append(.init(.variants, list)) }
    }
}

extension SpecYAML.Value {
    /// The value with `entries` in place of its mapping's, in `flow` or block style, still copied
    /// from the line it was.
    func replacingEntries(_ entries: [SpecYAML.Entry], flow: Bool) -> SpecYAML.Value {
        if case .copied(let value, let place) = self {
            return .copied(value.replacingEntries(entries, flow: flow), at: place)
        }
        return .mapping(entries, flow: flow)
    }
}
