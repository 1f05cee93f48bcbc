import Yams

/// Where a key path (`layout.variants[0].set.minimumLineSpacing`, `sections[2].group`, as errors
/// name them) is written in a spec's text: for a message about a key that is not an error of
/// reading, such as what `generate swift` does not write.
public enum SpecKeyLocation {
    /// The line and column (from 1) of the value at `path`, or of the deepest entry of it the text
    /// has; `nil` when the text does not compose.
    ///
    /// A section may be named by its index or its id (`sections.featured`), and a variant's dotted
    /// key (`sections.featured.group` under `set:`) is found as one key.
    public static func mark(of path: String, in text: String) -> (line: Int, column: Int)? {
        let root: Node
        if let composed = try? Yams.compose(yaml: text) {
            root = composed
        } else if let pasted = PastedSwiftLines.quoted(text), let composed = try? Yams.compose(yaml: pasted.text) {
            root = composed
        } else {
            return nil
        }
        var node = root
        var components = Self.components(path)
        walking: while let first = components.first {
            switch node {
            case .mapping(let mapping):
                // The longest run of components that is one key: `sections.featured.group`.
                for count in stride(from: components.count, through: 1, by: -1) {
                    let key = components.prefix(count).joined(separator: ".")
                    if let value = mapping[key] {
                        node = value
                        components.removeFirst(count)
                        continue walking
                    }
                }
                break walking
            case .sequence(let sequence):
                if let index = Int(first), index >= 0, index < sequence.count {
                    node = sequence[index]
                } else if let entry = sequence.first(where: { $0["id"]?.string == first }) {
                    node = entry
                } else {
                    break walking
                }
                components.removeFirst()
            default:
                break walking
            }
        }
        return node.mark.map { ($0.line, $0.column) }
    }

    /// `layout.variants[0].set` as `layout`, `variants`, `0`, `set`.
    static func components(_ path: String) -> [String] {
        var components: [String] = []
        for part in path.split(separator: ".") {
            var rest = Substring(part)
            if let open = rest.firstIndex(of: "[") {
                if open > rest.startIndex { components.append(String(rest[..<open])) }
                rest = rest[open...]
                while rest.first == "[", let close = rest.firstIndex(of: "]") {
                    components.append(String(rest[rest.index(after: rest.startIndex)..<close]))
                    rest = rest[rest.index(after: close)...]
                }
            } else {
                components.append(String(rest))
            }
        }
        return components
    }
}
