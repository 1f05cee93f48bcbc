import Yams

/// The warning of a `let:` name that nothing reads.
extension DocumentReader {
    /// Warns of every name bound and never read.
    ///
    /// The names read are those of the expressions this parse compiled, and, for the sections taken
    /// from the previous parse without being read (``ComposedSpec``), every word their text holds.
    func reportUnusedBindings(sections: SpecValue?) {
        guard !bound.allBindings.isEmpty else { return }
        var used = diagnostics.scope.usedBindings
        // The sections taken from the previous parse are looked at only for a name not read yet.
        if bound.allBindings.contains(where: { !used.contains($0.name) }), let (_, replaced) = reused.sections,
            case .sequence(let entries)? = sections?.node
        {
            for (index, entry) in entries.enumerated() where !replaced.contains(index) {
                Self.collectWords(in: entry, into: &used)
            }
        }
        for binding in bound.allBindings where !used.contains(binding.name) {
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
                if isIdentifierCharacter(character) {
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

    /// An ASCII letter, digit or `_`: what Swift identifiers (and so the names of `let:`) are made of.
    static func isIdentifierCharacter(_ character: Unicode.Scalar) -> Bool {
        switch character.value {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x5F: return true
        default: return false
        }
    }
}
