/// What may be written at a place in a spec, for an editor's completion: the keys allowed at a key
/// path, and the values of a key.
///
/// Read from ``SpecSchema``, which is built from the parser's own tables, so completion offers exactly
/// what `layoutd check` accepts. The path is what the editor found above the cursor; the layout's
/// `type` chooses between the kinds' keys where they differ. The schema is built once, when this is
/// made: a language server keeps one for its life.
public struct SpecCompletion: Sendable {
    /// One step of a key path: a key of a mapping, or an entry of a list.
    public enum Step: Hashable, Sendable {
        case key(String)
        case entry
    }

    /// One thing to offer.
    public struct Candidate: Hashable, Sendable {
        public var label: String
        /// What the key means, or what kind of value this is.
        public var documentation: String

        public init(label: String, documentation: String) {
            self.label = label
            self.documentation = documentation
        }
    }

    let schema: JSONSchemaValue
    let definitions: JSONSchemaValue

    public init() {
        schema = SpecSchema.json
        definitions = SpecSchema.definitions
    }

    /// The keys allowed in the mapping at `path`, in the format's order.
    public func keys(at path: [Step], layoutType: String?) -> [Candidate] {
        let type = layoutType.flatMap(DocumentReader.LayoutType.init(rawValue:)) ?? .flow
        var candidates: [Candidate] = []
        var seen: Set<String> = []
        for schema in schemas(at: path, type: type) {
            for (key, value) in Self.properties(of: schema) where seen.insert(key).inserted {
                candidates.append(Candidate(label: key, documentation: Self.description(of: value)))
            }
        }
        return candidates
    }

    /// The values offered for `key` of the mapping at `path`: its enumeration, the device presets,
    /// and a compositional layout's dimension functions where a width or height is written.
    public func values(of key: String, at path: [Step], layoutType: String?) -> [Candidate] {
        let type = layoutType.flatMap(DocumentReader.LayoutType.init(rawValue:)) ?? .flow
        var candidates: [Candidate] = []
        var seen: Set<String> = []
        for schema in schemas(at: path + [.key(key)], type: type) {
            for word in Self.words(of: schema) where seen.insert(word).inserted {
                candidates.append(Candidate(label: word, documentation: Self.description(of: schema)))
            }
        }
        let isDimension = ["width", "height", "widthDimension", "heightDimension"].contains(key)
        if type == .compositional, isDimension || path.contains(.key(SpecKey.Name.layoutSize.rawValue)) {
            for name in DocumentReader.dimensionNames where seen.insert(name).inserted {
                candidates.append(
                    Candidate(label: "\(name)()", documentation: "NSCollectionLayoutDimension.\(name)(_:)")
                )
            }
        }
        return candidates
    }

    // MARK: Walking the schema

    /// The schemas that may describe the value at `path` (several where the schema offers
    /// alternatives).
    func schemas(at path: [Step], type: DocumentReader.LayoutType) -> [JSONSchemaValue] {
        var current = [schema]
        for (index, step) in path.enumerated() {
            // The root's `layout` and `sections` depend on the layout's type.
            if index == 0, case .key("layout") = step {
                current = [resolved(SpecSchema.reference("\(type)Layout"))]
                continue
            }
            if index == 1, path[0] == .key("sections"), step == .entry {
                current = [resolved(SpecSchema.reference("\(type)Section"))]
                continue
            }
            current = current.flatMap { alternatives(of: $0) }.flatMap { schema -> [JSONSchemaValue] in
                switch step {
                case .key(let key):
                    return schema["properties"]?[key].map { [resolved($0)] } ?? []
                case .entry:
                    return schema["items"].map { [resolved($0)] } ?? []
                }
            }
        }
        return current.flatMap { alternatives(of: $0) }
    }

    /// A schema and the schemas of its `anyOf` and `oneOf`, references resolved.
    func alternatives(of schema: JSONSchemaValue) -> [JSONSchemaValue] {
        let schema = resolved(schema)
        var all = [schema]
        for key in ["anyOf", "oneOf"] {
            if case .array(let options)? = schema[key] {
                all += options.flatMap { alternatives(of: $0) }
            }
        }
        return all
    }

    func resolved(_ schema: JSONSchemaValue) -> JSONSchemaValue {
        guard case .string(let reference)? = schema["$ref"] else { return schema }
        let name = reference.split(separator: "/").last.map(String.init) ?? reference
        return definitions[name] ?? schema
    }

    static func properties(of schema: JSONSchemaValue) -> [(String, JSONSchemaValue)] {
        guard case .object(let members)? = schema["properties"] else { return [] }
        return members.map { ($0.key, $0.value) }
    }

    static func words(of schema: JSONSchemaValue) -> [String] {
        var words: [String] = []
        for key in ["enum", "examples"] {
            guard case .array(let values)? = schema[key] else { continue }
            for value in values {
                switch value {
                case .string(let text): words.append(text)
                case .bool(let flag): words.append(flag ? "true" : "false")
                case .number(let number): words.append(String(Int(number)))
                default: break
                }
            }
        }
        if case .string("boolean")? = schema["type"] { words += ["true", "false"] }
        return words
    }

    static func description(of schema: JSONSchemaValue) -> String {
        if case .string(let text)? = schema["description"] { return text }
        return ""
    }
}
