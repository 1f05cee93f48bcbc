import LayoutSpecFormat

/// The record's parts as spec values, each entry keeping the line of the file it is on, so that the
/// imported spec says an error where the record was edited.
extension GeneratedHeader {
    /// The environments (a block list; `nil` where there are none) and the names of `let:`, each part
    /// composed once; throws at the place in the file where a part's lines are not YAML.
    func environmentsAndBindings(
        file: String
    ) throws(SwiftSourceImport.Failure) -> (environments: SpecYAML.Value?, bindings: [SpecYAML.Entry]) {
        func part(
            _ lines: [(text: String, source: Int?)],
            after prefix: Int,
            blockLevels: Int
        ) throws(SwiftSourceImport.Failure) -> SpecYAML.Value? {
            guard !lines.isEmpty else { return nil }
            if let value = Self.value(of: lines, after: prefix, blockLevels: blockLevels) { return value }
            try SwiftSourceImport.check(lines, after: prefix, file: file)
            return nil
        }
        let environmentList = try part(environments, after: Self.environmentPrefix, blockLevels: 2)
        let bindingList = try part(bindings, after: Self.bindingPrefix, blockLevels: 1)
        return (environmentList, bindingList?.entries ?? [])
    }

    /// Each section's entry, as recorded (`{id: "tags", items: 3}`), copied from its line.
    var sectionValues: [SpecYAML.Value] {
        sections.map { Self.copied($0, after: Self.entryPrefix) }
    }

    /// The variants that set items, each copied from its line.
    var itemVariantValues: [SpecYAML.Value] {
        itemVariants.map { Self.copied($0, after: Self.entryPrefix) }
    }

    /// The measured sizes recorded for `path` (`sections[2].list`), as entries to add to what they
    /// belong to.
    func measuredEntries(_ path: String) -> [SpecYAML.Entry] {
        measured[path].flatMap { SpecYAML.Value(yaml: $0.text)?.entries } ?? []
    }

    /// Lines of the record composed as one YAML value, each value at its place in the file.
    ///
    /// A value's place is its line's, and its column behind the `prefix` characters of the comment
    /// the line was taken from. Its first `blockLevels` levels are block mappings and lists, as the
    /// generator writes them.
    static func value(
        of lines: [(text: String, source: Int?)],
        after prefix: Int,
        blockLevels: Int = 0
    ) -> SpecYAML.Value? {
        SpecYAML.Value(yaml: lines.map(\.text).joined(separator: "\n"), blockLevels: blockLevels) { line, column in
            guard lines.indices.contains(line - 1), let source = lines[line - 1].source else { return nil }
            return SpecYAML.Place(line: source, column: column + prefix)
        }
    }

    /// One line's value copied from it; its text, a scalar, where it is not YAML, for the spec's check
    /// to say so there.
    static func copied(_ line: (text: String, source: Int?), after prefix: Int) -> SpecYAML.Value {
        if let value = value(of: [line], after: prefix) { return value }
        return line.source.map { .copied(.scalar(line.text), at: SpecYAML.Place(line: $0, column: prefix + 1)) }
            ?? .scalar(line.text)
    }
}
