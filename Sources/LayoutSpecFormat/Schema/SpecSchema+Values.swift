import LayoutEngine

/// The schema of each key's value, by the context it is in.
extension SpecSchema {
    /// The schema of `key`'s value, from what the catalogue says it is.
    static func value(of key: SpecKey) -> JSONSchemaValue {
        switch key.value {
        case .number:
            var schema = number
            if let range = key.range {
                schema = schema.setting("minimum", .number(range.lowerBound))
                if range.upperBound.isFinite { schema = schema.setting("maximum", .number(range.upperBound)) }
            }
            return schema
        case .boolean: return boolean
        case .size: return pair(.size)
        case .supplementarySize: return types(["number", "string", "array", "object"])
        case .point: return pair(.point)
        case .layoutSize: return pair(.layoutSize)
        case .pair: return pair
        case .insets: return insets
        case .enumeration(let names): return enumeration(names)
        case .oneOf(let names): return .object(("enum", .array(names.map { .string($0) })))
        case .word(let words): return word(words)
        case .bar(let words): return bar(words)
        case .words(let names): return .object(("type", .string("array")), ("items", enumeration(names)))
        case .text: return types(["string", "number"])
        case .types(let names): return types(names)
        case .constant(let number): return .object(("enum", .array([.number(number)])))
        case .reference(let name): return reference(name)
        case .list(let name): return .object(("type", .string("array")), ("items", reference(name)))
        case .mapping(let scope): return strictObject(scope)
        case .names:
            return .object(
                ("type", .string("object")),
                ("propertyNames", .object(("pattern", .string("^[A-Za-z_][A-Za-z0-9_]*$")))),
                ("additionalProperties", types(["string", "number"]))
            )
        case .sizeCategoryCondition:
            return .object(
                (
                    "anyOf",
                    .array([
                        enumeration(ContentSizeCategory.allCases.map(\.rawValue)), word(["accessibility"]),
                        .object(("type", .string("object"))),
                    ])
                )
            )
        case .anything: return anything
        }
    }

    /// Values of the JSON `types`.
    static func types(_ names: [String]) -> JSONSchemaValue {
        .object(("type", names.count == 1 ? .string(names[0]) : .array(names.map { .string($0) })))
    }

}
