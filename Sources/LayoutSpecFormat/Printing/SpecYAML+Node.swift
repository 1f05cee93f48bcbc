import Yams

extension SpecYAML {
    /// The document as the tree the spec reader reads, without printing it: how an imported spec is
    /// checked (``SpecParser/check(_:file:)``).
    var node: Node {
        Self.node(.mapping(root, flow: false))
    }

    static func node(_ value: Value) -> Node {
        switch value {
        case .scalar(let text): return .scalar(.init(text, .implicit, .plain))
        case .quoted(let text): return .scalar(.init(text, .implicit, .doubleQuoted))
        case .mapping(let entries, let flow):
            let pairs = entries.map { (Node.scalar(.init($0.key, .implicit, .plain)), node($0.value)) }
            return .mapping(.init(pairs, .implicit, flow ? .flow : .block))
        case .list(let items, let flow):
            return .sequence(.init(items.filter { !$0.isComment }.map(node), .implicit, flow ? .flow : .block))
        case .comment(let text): return .scalar(.init(text, .implicit, .plain))
        case .copied(let value, _): return node(value)
        }
    }

    /// Where the value at a key path of an error (`environments[0].scale`) was copied from.
    ///
    /// The value's place, else its key's; `nil` where the import made it. A path that goes past the
    /// document's values (`layout.itemSize.width`) stops at the last one it names.
    public func place(at path: String) -> Place? {
        resolve(path).place
    }

    /// Where the value at a key path is in the document: the index of each entry and item on the way
    /// to it, so that errors are said in the order of the values they are about.
    public func position(of path: String) -> [Int] {
        resolve(path).position
    }

    private func resolve(_ path: String) -> (place: Place?, position: [Int]) {
        var rest = Substring(path)
        var value = Value.mapping(root, flow: false)
        var keyPlace: Place?
        var position: [Int] = []
        while !rest.isEmpty {
            if rest.hasPrefix(".") { rest = rest.dropFirst() }
            var place: Place?
            if case .copied(_, let at) = value { place = at }
            switch value.uncopied {
            case .mapping(let entries, _):
                // The longest key the path goes on with: a variant's `sections.<id>.<key>` is one key.
                let named = entries.indices.filter { index in
                    let key = entries[index].key
                    return rest == key || rest.hasPrefix(key + ".") || rest.hasPrefix(key + "[")
                }
                guard let index = named.max(by: { entries[$0].key.count < entries[$1].key.count }) else {
                    return (place ?? keyPlace, position)
                }
                rest = rest.dropFirst(entries[index].key.count)
                value = entries[index].value
                keyPlace = entries[index].place
                position.append(index)
            case .list(let items, _):
                let listed = items.filter { !$0.isComment }
                guard rest.hasPrefix("["), let close = rest.firstIndex(of: "]"),
                    let index = Int(rest[rest.index(after: rest.startIndex)..<close]), listed.indices.contains(index)
                else { return (place ?? keyPlace, position) }
                rest = rest[rest.index(after: close)...]
                value = listed[index]
                keyPlace = nil
                position.append(index)
            default:
                return (place ?? keyPlace, position)
            }
        }
        if case .copied(_, let at) = value { return (at, position) }
        return (keyPlace, position)
    }
}

extension SpecYAML.Value {
    /// Whether the value is a comment standing in a list.
    var isComment: Bool {
        if case .comment = uncopied { return true }
        return false
    }
}
