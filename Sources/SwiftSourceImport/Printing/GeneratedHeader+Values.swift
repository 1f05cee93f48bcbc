import LayoutSpecFormat

/// The record's parts as spec values, each entry keeping the line of the file it is on, so that the
/// imported spec says an error where the record was edited.
extension GeneratedHeader {
    /// The environments, a block list; `nil` where there are none or their lines are not YAML.
    var environmentList: SpecYAML.Value? {
        environments.isEmpty ? nil : Self.value(of: environments)
    }

    /// Each section's entry, as recorded (`{id: "tags", items: 3}`), copied from its line.
    var sectionValues: [SpecYAML.Value] {
        sections.map(Self.copied)
    }

    /// The variants that set items, each copied from its line.
    var itemVariantValues: [SpecYAML.Value] {
        itemVariants.map(Self.copied)
    }

    /// The names of `let:`, each from its line; none where their lines are not YAML.
    var bindingEntries: [SpecYAML.Entry] {
        Self.value(of: bindings)?.entries ?? []
    }

    /// The measured sizes recorded for `path` (`sections[2].list`), as entries to add to what they
    /// belong to.
    func measuredEntries(_ path: String) -> [SpecYAML.Entry] {
        measured[path].flatMap { SpecYAML.Value(yaml: $0.text)?.entries } ?? []
    }

    /// The first part of the record whose lines are not YAML, with the lines it was read from.
    var unreadablePart: [(text: String, source: Int?)]? {
        [environments, bindings].first { !$0.isEmpty && Self.value(of: $0) == nil }
    }

    /// Lines of the record composed as one YAML value.
    static func value(of lines: [(text: String, source: Int?)]) -> SpecYAML.Value? {
        SpecYAML.Value(yaml: lines.map(\.text).joined(separator: "\n")) { line in
            lines.indices.contains(line - 1) ? lines[line - 1].source : nil
        }
    }

    /// One line's value copied from it: its text where it is not YAML, for the spec's check to say so there.
    static func copied(_ line: (text: String, source: Int?)) -> SpecYAML.Value {
        let value = SpecYAML.Value(yaml: line.text) { _ in line.source } ?? .scalar(line.text)
        return line.source.map { .copied(value, line: $0) } ?? value
    }
}
