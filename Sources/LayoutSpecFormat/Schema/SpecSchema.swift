import LayoutEngine

/// The spec format as a JSON Schema (draft-07), what the YAML language server reads to complete and
/// check a spec in the editor (`layoutd schema`, Documentation/editors.md).
///
/// Built from the parser's own tables of keys, its enumerations and its device presets, so it cannot
/// say other than the parser. It is strict about keys (a misspelt key is an error, as in `layoutd
/// check`) and lenient about values where the parser accepts several forms: every number may also be
/// a string, as an expression computed from the environment is.
public enum SpecSchema {
    /// The schema, as JSON values.
    public static var json: JSONSchemaValue {
        .object(
            ("$schema", .string("http://json-schema.org/draft-07/schema#")),
            ("title", .string("layoutd layout spec (*.layout.yaml)")),
            ("type", .string("object")),
            ("properties", properties(SpecKeyCatalogue.keys(in: .root))),
            ("additionalProperties", .bool(false)),
            ("allOf", .array(LayoutType.allCases.map(sectionsOfKind))),
            ("definitions", definitions)
        )
    }

    typealias LayoutType = DocumentReader.LayoutType
    typealias Scope = SpecKey.Scope

    /// Sections of the kind the layout's `type` names (a spec without one is a flow).
    static func sectionsOfKind(_ type: LayoutType) -> JSONSchemaValue {
        let condition =
            type == .flow
            ? JSONSchemaValue.object(("not", layoutType(among: [.split, .compositional]))) : layoutType(among: [type])
        return .object(
            ("if", condition),
            ("then", .object(("properties", .object(("sections", .object(("items", reference("\(type)Section"))))))))
        )
    }

    /// A spec whose layout names its `type`, one of `types`.
    static func layoutType(among types: [LayoutType]) -> JSONSchemaValue {
        let type = JSONSchemaValue.object(("enum", .array(types.map { .string($0.rawValue) })))
        let layout = JSONSchemaValue.object(
            ("required", .array([.string("type")])),
            ("properties", .object(("type", type)))
        )
        return .object(("required", .array([.string("layout")])), ("properties", .object(("layout", layout))))
    }

    /// The scopes of the catalogue whose keys a kind's layout object takes, and its sections.
    static func scopes(of type: LayoutType) -> (layout: [Scope], section: [Scope]) {
        switch type {
        case .flow: ([.flow], [.section, .flowSection, .flow])
        case .split: ([.splitLayout], [.section, .splitSection])
        case .compositional: ([.compositionalLayout], [.section, .compositionalSection])
        }
    }

    static var definitions: JSONSchemaValue {
        var members: [JSONSchemaValue.Member] = [
            .init("environment", strictObject(.environment)),
            .init("layout", .object(("oneOf", .array(LayoutType.allCases.map { reference("\($0)Layout") })))),
        ]
        for type in LayoutType.allCases {
            members.append(.init("\(type)Layout", layout(type, keys: scopes(of: type).layout.flatMap(keys))))
        }
        for type in LayoutType.allCases {
            members.append(.init("\(type)Section", strictObject(scopes(of: type).section.flatMap(keys))))
        }
        // Each named after its scope.
        let objects: [Scope] = [
            .condition, .list, .group, .rootGroup, .subitem, .item, .boundaryItem, .badge, .decoration, .anchor,
            .edgeSpacing,
        ]
        for scope in objects {
            let name = scope.rawValue
            var object = strictObject(scope)
            // A root group and a subitem are one of their keys.
            if scope == .rootGroup || scope == .subitem {
                object = object.setting("minProperties", .number(1)).setting("maxProperties", .number(1))
            }
            members.append(.init(name, object))
        }
        return .object(members)
    }

    static func keys(_ scope: Scope) -> [SpecKey] { SpecKeyCatalogue.keys(in: scope) }

    /// One kind's layout object: its `type`, `variants` and keys.
    static func layout(_ type: LayoutType, keys: [SpecKey]) -> JSONSchemaValue {
        let own = SpecKeyCatalogue.keys(in: .layout)
        var object = strictObject(own + keys)
        let typeRow = own.first { $0.name == "type" }
        let typeValue: JSONSchemaValue = .object(
            ("description", .string(typeRow?.summary ?? "")),
            ("enum", .array([.string(type.rawValue)]))
        )
        let variantKeys = SpecKeyCatalogue.keys(in: .variant)
        let set = JSONSchemaValue.object(
            ("type", .string("object")),
            ("properties", properties(own.filter { $0.value == .names } + keys)),
            ("patternProperties", .object(("^sections\\.[^.]+\\.[A-Za-z]+$", .object()))),
            ("additionalProperties", .bool(false))
        )
        let variant = JSONSchemaValue.object(
            ("type", .string("object")),
            (
                "properties",
                .object(
                    variantKeys.map { row in
                        JSONSchemaValue.Member(row.name, described(row.value == .anything ? set : value(of: row), row))
                    }
                )
            ),
            ("required", .array(variantKeys.map { .string($0.name) })),
            ("additionalProperties", .bool(false))
        )
        // A split or compositional layout names its type; a layout without one is a flow.
        if type != .flow { object = object.setting("required", .array([.string("type")])) }
        if case .object = object, let members = object["properties"] {
            let variantsRow = own.first { $0.name == "variants" }
            object = object.setting(
                "properties",
                members.setting("type", typeValue).setting(
                    "variants",
                    .object(
                        ("type", .string("array")),
                        ("items", variant),
                        ("description", .string(variantsRow?.summary ?? ""))
                    )
                )
            )
        }
        return object
    }

    // MARK: Building blocks

    static func reference(_ name: String) -> JSONSchemaValue { .object(("$ref", .string("#/definitions/\(name)"))) }

    /// An object with exactly the keys of `scope`, each with its description and the schema of its value.
    static func strictObject(_ scope: Scope) -> JSONSchemaValue { strictObject(keys(scope)) }

    /// An object with exactly `keys`, each with its description and the schema of its value.
    static func strictObject(_ keys: [SpecKey]) -> JSONSchemaValue {
        .object(
            ("type", .string("object")),
            ("properties", properties(keys)),
            ("additionalProperties", .bool(false))
        )
    }

    /// The `properties` of `keys`: each key's value schema and description.
    static func properties(_ keys: [SpecKey]) -> JSONSchemaValue {
        .object(keys.map { JSONSchemaValue.Member($0.name, described(value(of: $0), $0)) })
    }

    static func described(_ schema: JSONSchemaValue, _ key: SpecKey) -> JSONSchemaValue {
        schema.setting("description", .string(key.documentation))
    }

    // Built on each use rather than kept in globals: a few small values, and no boxes of an indirect
    // enum left in static storage, which the fuzz targets' leak checker cannot see through.
    static var number: JSONSchemaValue { .object(("type", .array([.string("number"), .string("string")]))) }
    static var boolean: JSONSchemaValue { .object(("type", .string("boolean"))) }
    static var anything: JSONSchemaValue { .object() }
    static var pair: JSONSchemaValue {
        .object(
            (
                "anyOf",
                .array([
                    .object(("type", .string("array")), ("minItems", .number(2)), ("maxItems", .number(2))),
                    .object(("type", .string("object"))),
                ])
            )
        )
    }
    /// A size, point or layout size: a pair, a mapping, or the Swift that makes one (`CGSize(width:
    /// height:)`, `.init(…)`, `.zero`), which completion offers with zeros to fill in.
    static func pair(_ kind: SwiftValueKind) -> JSONSchemaValue {
        let type = kind.types[0]
        let names = [type.name, type.name + "\\.init", "\\.init"] + (type.function.map { [$0] } ?? [])
        var swift = "^\\s*(" + names.joined(separator: "|") + ")\\(.*\\)\\s*$"
        if type.hasZero { swift += "|^\\s*(" + type.name + ")?\\.zero\\s*$" }
        return .object(
            (
                "anyOf",
                .array([
                    .object(("type", .string("array")), ("minItems", .number(2)), ("maxItems", .number(2))),
                    .object(("type", .string("object"))),
                    .object(
                        ("type", .string("string")),
                        ("pattern", .string(swift)),
                        ("examples", .array(swiftExamples(kind).map { .string($0) }))
                    ),
                ])
            )
        )
    }

    /// The Swift values completion offers for a kind: each initializer with zeros, and `.zero`.
    static func swiftExamples(_ kind: SwiftValueKind) -> [String] {
        if kind == .layoutSize {
            return [SwiftValueType.layoutSize.written([".fractionalWidth(1.0)", ".absolute(44)"])]
        }
        return kind.types.map { $0.written($0.labels.map { _ in "0" }) } + [".zero"]
    }

    static var insets: JSONSchemaValue {
        .object(
            (
                "anyOf",
                .array([
                    .object(
                        ("type", .array([.string("number"), .string("string")])),
                        ("examples", .array(swiftExamples(.insets).map { .string($0) }))
                    ),
                    .object(("type", .string("array")), ("minItems", .number(4)), ("maxItems", .number(4))),
                    strictObject(.insets),
                ])
            )
        )
    }

    /// One of an enumeration's cases, by name, or as Swift writes it with a leading dot (`.top`);
    /// completion offers the names.
    static func enumeration(_ names: [String]) -> JSONSchemaValue {
        .object(
            ("type", .string("string")),
            ("pattern", .string("^\\.?(" + names.joined(separator: "|") + ")$")),
            ("examples", .array(names.map { .string($0) }))
        )
    }

    /// A bar: one of its kinds (with Swift's leading dot or without), or a height in points.
    static func bar(_ words: [String]) -> JSONSchemaValue {
        .object(
            (
                "anyOf",
                .array([
                    .object(("type", .string("number")), ("minimum", .number(0))),
                    .object(
                        ("type", .string("string")),
                        ("pattern", .string("^\\.?(" + words.joined(separator: "|") + ")$")),
                        ("examples", .array(words.map { .string($0) }))
                    ),
                ])
            )
        )
    }

    /// A word among `words`, offered for completion; another spelling is left to `layoutd check`.
    static func word(_ words: [String]) -> JSONSchemaValue {
        .object(("type", .string("string")), ("examples", .array(words.map { .string($0) })))
    }
}
