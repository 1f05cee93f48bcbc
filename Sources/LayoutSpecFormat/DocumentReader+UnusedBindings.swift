import Yams

/// The warning of a `let:` name that nothing reads.
extension DocumentReader {
    /// Warns of every name bound and never read.
    ///
    /// The names read are those of the expressions this parse compiled, and, for the sections taken
    /// from the previous parse without being read (``ComposedSpec``), every word their text holds.
    func reportUnusedBindings(sections: SpecValue?) {
        guard !allBindings.isEmpty else { return }
        var used = diagnostics.scope.usedBindings
        if let (_, replaced) = reusableSections, case .sequence(let entries)? = sections?.node {
            for (index, entry) in entries.enumerated() where !replaced.contains(index) {
                Self.collectWords(in: entry, into: &used)
            }
        }
        for binding in allBindings where !used.contains(binding.name) {
            diagnostics.warn(
                "\"\(binding.name)\" is bound and never used",
                at: binding.key.mark,
                path: binding.key.path
            )
        }
    }

    /// Every identifier-like word of the scalars under `node`.
    static func collectWords(in node: Node, into words: inout Set<String>) {
        switch node {
        case .scalar(let scalar):
            var word = ""
            for character in scalar.string.unicodeScalars {
                if character == "_"
                    || (character.isASCII && (character.properties.isAlphabetic || ("0"..."9").contains(character)))
                {
                    word.unicodeScalars.append(character)
                } else if !word.isEmpty {
                    words.insert(word)
                    word = ""
                }
            }
            if !word.isEmpty { words.insert(word) }
        case .sequence(let sequence):
            for child in sequence { collectWords(in: child, into: &words) }
        case .mapping(let mapping):
            for (key, value) in mapping {
                collectWords(in: key, into: &words)
                collectWords(in: value, into: &words)
            }
        case .alias:
            break
        }
    }
}
