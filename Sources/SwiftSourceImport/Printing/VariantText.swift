import LayoutSpecFormat

/// The layout's `variants:` as import writes them: those read from the code's tests of the
/// environment (``TraitConditionReader``), each condition once with everything it sets, in the order
/// the code meets them, then those the generated file's record recorded (which set items).
struct VariantText {
    /// Each condition, as the spec writes it, and the lines of its `set:`.
    private(set) var sets: [(condition: String, lines: [String])] = []

    /// The indent of a `set:` entry: under `  variants:`, `    - when:` and `      set:`.
    static let entryIndent = "        "

    /// Adds `lines` (entries at ``entryIndent``) to what `condition` sets.
    mutating func add(_ lines: [String], when condition: String) {
        guard !lines.isEmpty else { return }
        if let index = sets.firstIndex(where: { $0.condition == condition }) {
            sets[index].lines += lines
        } else {
            sets.append((condition, lines))
        }
    }

    /// Adds `lines` as a variant of its own after the others, even where one has `condition`: it
    /// must come after them to win over them.
    mutating func append(_ lines: [String], when condition: String) {
        guard !lines.isEmpty else { return }
        sets.append((condition, lines))
    }

    /// Adds `key: value` where `condition` holds, for section `section` (named by its id in `ids`),
    /// or, for `nil`, the layout.
    mutating func add(key: String, value: String, section: Int?, ids: [Int: String], when condition: String) {
        guard let path = section.map({ ids[$0].map { "sections.\($0).\(key)" } }) ?? key else { return }
        add([Self.entryIndent + "\(path): \(value)"], when: condition)
    }

    /// The id variants name a recorded section by (its entries taken apart from `{id: "a", items: 3}`):
    /// its own, or `section<N>`, which the entries gain first where a variant names the section
    /// (`named`).
    static func identify(_ entries: inout [(key: String, value: String)], index: Int, named: Bool) -> String {
        if let id = entries.first(where: { $0.key == "id" }).flatMap({ FlowMapping.string($0.value) }) { return id }
        if named { entries.insert(("id", "section\(index)"), at: 0) }
        return "section\(index)"
    }

    /// The keys of section `id` that differ where a condition holds: each key of `variant` (written
    /// at `indent`) whose lines are not `base`'s, as `sections.<id>.<key>`.
    static func changedEntries(
        base: [CompositionalSpecText.KeyLines],
        variant: [CompositionalSpecText.KeyLines],
        id: String,
        indent: String
    ) -> [String] {
        var lines: [String] = []
        for entry in variant where base.first(where: { $0.key == entry.key })?.lines != entry.lines {
            let first = entry.lines[0].dropFirst(indent.count + entry.key.rawValue.count)
            lines.append(entryIndent + "sections.\(id).\(entry.key.rawValue)" + first)
            lines += entry.lines.dropFirst().map { entryIndent + $0.dropFirst(indent.count) }
        }
        return lines
    }

    /// The `variants:` lines, with those `recorded` after the code's; none when there are none.
    func lines(recorded: [(text: String, source: Int?)]) -> [(text: String, source: Int?)] {
        guard !sets.isEmpty || !recorded.isEmpty else { return [] }
        var lines: [(text: String, source: Int?)] = [("  variants:", nil)]
        for set in sets {
            lines += [("    - when: \(set.condition)", nil), ("      set:", nil)]
            lines += set.lines.map { ($0, nil) }
        }
        return lines + recorded.map { ("    - " + $0.text, $0.source) }
    }
}
