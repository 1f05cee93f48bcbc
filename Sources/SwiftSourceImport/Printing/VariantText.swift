import LayoutSpecFormat

/// The layout's `variants:` as import writes them: those read from the code's tests of the
/// environment (``TraitConditionReader``), each condition once with everything it sets, in the order
/// the code meets them, then those the generated file's record recorded (which set items).
struct VariantText {
    /// Each condition, as the spec writes it, and the entries of its `set:`.
    private(set) var sets: [(condition: TraitCondition, entries: [SpecYAML.Entry])] = []

    /// Adds `entries` to what `condition` sets.
    mutating func add(_ entries: [SpecYAML.Entry], when condition: TraitCondition) {
        guard !entries.isEmpty else { return }
        if let index = sets.firstIndex(where: { $0.condition == condition }) {
            sets[index].entries += entries
        } else {
            sets.append((condition, entries))
        }
    }

    /// Adds `entries` as a variant of its own after the others, even where one has `condition`: it
    /// must come after them to win over them.
    mutating func append(_ entries: [SpecYAML.Entry], when condition: TraitCondition) {
        guard !entries.isEmpty else { return }
        sets.append((condition, entries))
    }

    /// Adds `key: value` where `condition` holds, for section `section` (named by its id in `ids`),
    /// or, for `nil`, the layout.
    mutating func add(
        key: String,
        value: SpecYAML.Value,
        section: Int?,
        ids: [Int: String],
        when condition: TraitCondition
    ) {
        guard let path = section.map({ ids[$0].map { "sections.\($0).\(key)" } }) ?? key else { return }
        add([.init(path, value)], when: condition)
    }

    /// The id variants name a recorded section by (its entries, from `{id: "a", items: 3}`): its own,
    /// or `section<N>`, which the entries gain first where a variant names the section (`named`).
    static func identify(_ entries: inout [SpecYAML.Entry], index: Int, named: Bool) -> String {
        if let id = entries.first(where: { $0.key == SpecKey.Name.id.rawValue })?.value.string { return id }
        if named { entries.insert(.init(.id, .scalar("section\(index)")), at: 0) }
        return "section\(index)"
    }

    /// The keys of section `id` that differ where a condition holds: each key of `variant` whose
    /// value is not `base`'s, as `sections.<id>.<key>`.
    static func changedEntries(base: [SpecYAML.Entry], variant: [SpecYAML.Entry], id: String) -> [SpecYAML.Entry] {
        variant.filter { entry in base.first(where: { $0.key == entry.key })?.value != entry.value }
            .map { .init("sections.\(id).\($0.key)", $0.value) }
    }

    /// The `variants:` list, with those `recorded` after the code's; `nil` when there are none.
    func list(recorded: [SpecYAML.Value]) -> SpecYAML.Value? {
        guard !sets.isEmpty || !recorded.isEmpty else { return nil }
        let read = sets.map { set in
            SpecYAML.Value.mapping(
                [.init(.when, set.condition.yaml), .init(.set, .mapping(set.entries, flow: false))],
                flow: false
            )
        }
        return .list(read + recorded, flow: false)
    }
}
