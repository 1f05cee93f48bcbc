import Yams

/// A value's mapping, its keys checked against those allowed, and its list.
extension SpecValue {

    /// The entries of a mapping whose keys must be among `allowed`; unknown keys are reported with a
    /// suggestion, or with the list of what is allowed.
    func mapping(allowed: [String], what: String = "a mapping") -> SpecEntries? {
        guard case .mapping(let mapping) = node else {
            expected(what)
            return nil
        }
        var entries = SpecEntries(capacity: mapping.count)
        guard read(mapping, into: &entries, allowed: allowed, depth: 0) else { return nil }
        return entries
    }

    /// The most merge keys (`<<`) one inside another.
    static let maximumMergeDepth = 8

    /// Adds the pairs of `mapping` that `entries` does not have yet, then those of the mappings its
    /// merge keys (`<<: *defaults`) name.
    ///
    /// Keys written in a mapping win over merged ones, and of
    /// several merged mappings the first wins, as YAML's merge keys say. `false` once reading must
    /// stop.
    private func read(_ mapping: Node.Mapping, into entries: inout SpecEntries, allowed: [String], depth: Int) -> Bool {
        var merged: [Node] = []
        for (keyNode, valueNode) in mapping {
            guard diagnostics.visitNode(at: mark, path: path) else { return false }
            guard let key = keyNode.scalar?.string else {
                SpecValue(node: keyNode, path: path, diagnostics: diagnostics).expected("a key name")
                continue
            }
            if key == "<<", keyNode.scalar?.style == .plain {
                merged.append(valueNode)
                continue
            }
            guard SpecEntries.isKey(key, among: allowed) else {
                SpecValue(node: keyNode, path: path.isEmpty ? key : "\(path).\(key)", diagnostics: diagnostics)
                    .report(.unknownKey, Self.unknownKeyMessage(key, allowed: allowed))
                continue
            }
            if depth == 0 || entries[key] == nil { entries[key] = child(valueNode, key: key) }
        }
        for source in merged {
            let value = SpecValue(node: source, path: path, diagnostics: diagnostics)
            let what = "a mapping or a list of mappings after the merge key `<<` (as in `<<: *defaults`)"
            guard depth < Self.maximumMergeDepth else {
                value.report(.tooLarge, "merge keys nest more than \(Self.maximumMergeDepth) deep")
                return true
            }
            let mappings: [Node]
            switch source {
            case .mapping: mappings = [source]
            case .sequence(let list): mappings = Array(list)
            default:
                value.expected(what)
                continue
            }
            for node in mappings {
                guard case .mapping(let inner) = node else {
                    SpecValue(node: node, path: path, diagnostics: diagnostics).expected(what)
                    continue
                }
                guard read(inner, into: &entries, allowed: allowed, depth: depth + 1) else { return false }
            }
        }
        return true
    }

    static func unknownKeyMessage(_ key: String, allowed: [String]) -> String {
        if let suggestion = closestMatch(to: key, among: allowed) {
            return "unknown key \"\(key)\" (did you mean \"\(suggestion)\"?)"
        }
        return "unknown key \"\(key)\"; expected one of: \(allowed.joined(separator: ", "))"
    }

    /// The entries of a list.
    func sequence(what: String = "a list") -> [SpecValue]? {
        guard case .sequence(let sequence) = node else {
            expected(what)
            return nil
        }
        var values: [SpecValue] = []
        values.reserveCapacity(sequence.count)
        for (index, element) in sequence.enumerated() {
            guard diagnostics.visitNode(at: mark, path: path) else { return nil }
            values.append(child(element, index: index))
        }
        return values
    }
}
