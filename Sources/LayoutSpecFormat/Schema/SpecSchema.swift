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
            (
                "properties",
                properties(
                    DocumentReader.rootKeys,
                    in: "root",
                    values: [
                        "version": .object(("enum", .array([.number(1)]))),
                        "name": .object(("type", .string("string"))),
                        "environments": .object(
                            ("type", .string("array")),
                            ("items", reference("environment"))
                        ),
                        "layout": reference("layout"),
                        "sections": .object(("type", .string("array"))),
                    ]
                )
            ),
            ("additionalProperties", .bool(false)),
            ("allOf", .array(LayoutType.allCases.map(sectionsOfKind))),
            ("definitions", definitions)
        )
    }

    typealias LayoutType = DocumentReader.LayoutType

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

    static var definitions: JSONSchemaValue {
        .object(
            ("environment", environment),
            ("layout", .object(("oneOf", .array(LayoutType.allCases.map { reference("\($0)Layout") })))),
            ("flowLayout", layout(.flow, keys: DocumentReader.flowKeys)),
            ("splitLayout", layout(.split, keys: DocumentReader.splitLayoutKeys)),
            ("compositionalLayout", layout(.compositional, keys: DocumentReader.compositionalLayoutKeys)),
            ("flowSection", section(DocumentReader.sectionKeys)),
            ("splitSection", section(DocumentReader.splitSectionKeys)),
            ("compositionalSection", section(DocumentReader.compositionalSectionKeys)),
            ("condition", condition),
            ("list", strictObject(DocumentReader.listKeys, in: "list")),
            ("group", strictObject(DocumentReader.groupKeys, in: "group")),
            ("rootGroup", rootGroup),
            ("subitem", subitem),
            ("item", strictObject(DocumentReader.itemKeys, in: "item")),
            ("boundaryItem", strictObject(DocumentReader.boundaryItemKeys, in: "boundaryItem")),
            ("badge", strictObject(DocumentReader.badgeKeys, in: "badge")),
            ("decoration", strictObject(DocumentReader.decorationKeys, in: "decoration")),
            ("anchor", strictObject(DocumentReader.anchorKeys, in: "anchor")),
            ("edgeSpacing", strictObject(DocumentReader.edgeSpacingKeys, in: "edgeSpacing"))
        )
    }

    static var environment: JSONSchemaValue {
        strictObject(DocumentReader.environmentKeys, in: "environment")
    }

    /// One kind's layout object: its `type`, `variants` and keys.
    static func layout(_ type: LayoutType, keys: [String]) -> JSONSchemaValue {
        var object = strictObject(["type", "variants", "let"] + keys, in: "layout")
        let typeValue: JSONSchemaValue = .object(
            ("description", .string(SpecKeyDescriptions.description(of: "type", in: "layout"))),
            ("enum", .array([.string(type.rawValue)]))
        )
        let variant = JSONSchemaValue.object(
            ("type", .string("object")),
            (
                "properties",
                .object(
                    ("when", described(reference("condition"), "when", in: "variant")),
                    (
                        "set",
                        described(
                            .object(
                                ("type", .string("object")),
                                ("properties", properties(["let"] + keys, in: "layout")),
                                ("patternProperties", .object(("^sections\\.[^.]+\\.[A-Za-z]+$", .object()))),
                                ("additionalProperties", .bool(false))
                            ),
                            "set",
                            in: "variant"
                        )
                    )
                )
            ),
            ("required", .array([.string("when"), .string("set")])),
            ("additionalProperties", .bool(false))
        )
        // A split or compositional layout names its type; a layout without one is a flow.
        if type != .flow { object = object.setting("required", .array([.string("type")])) }
        if case .object = object, let members = object["properties"] {
            object = object.setting(
                "properties",
                members.setting("type", typeValue).setting(
                    "variants",
                    described(.object(("type", .string("array")), ("items", variant)), "variants", in: "layout")
                )
            )
        }
        return object
    }

    static func section(_ keys: [String]) -> JSONSchemaValue { strictObject(keys, in: "section") }

    static var condition: JSONSchemaValue { strictObject(DocumentReader.conditionKeys, in: "condition") }

    static var rootGroup: JSONSchemaValue {
        .object(
            ("type", .string("object")),
            (
                "properties",
                .object(
                    ("horizontal", described(reference("group"), "group", in: "group")),
                    ("vertical", described(reference("group"), "group", in: "group"))
                )
            ),
            ("additionalProperties", .bool(false)),
            ("minProperties", .number(1)),
            ("maxProperties", .number(1))
        )
    }

    static var subitem: JSONSchemaValue {
        .object(
            ("type", .string("object")),
            (
                "properties",
                .object(
                    ("item", described(reference("item"), "item", in: "subitem")),
                    ("horizontal", described(reference("group"), "group", in: "group")),
                    ("vertical", described(reference("group"), "group", in: "group"))
                )
            ),
            ("additionalProperties", .bool(false)),
            ("minProperties", .number(1)),
            ("maxProperties", .number(1))
        )
    }

    // MARK: Building blocks

    static func reference(_ name: String) -> JSONSchemaValue { .object(("$ref", .string("#/definitions/\(name)"))) }

    /// An object with exactly `keys`, each with its description and the schema of its value.
    static func strictObject(_ keys: [String], in context: String) -> JSONSchemaValue {
        .object(
            ("type", .string("object")),
            ("properties", properties(keys, in: context)),
            ("additionalProperties", .bool(false))
        )
    }

    /// The `properties` of `keys`: each key's value schema (`values`, else ``value(of:in:)``) and
    /// description.
    static func properties(
        _ keys: [String],
        in context: String,
        values: [String: JSONSchemaValue] = [:]
    ) -> JSONSchemaValue {
        .object(
            keys.map { key in
                JSONSchemaValue.Member(key, described(values[key] ?? value(of: key, in: context), key, in: context))
            }
        )
    }

    static func described(_ schema: JSONSchemaValue, _ key: String, in context: String) -> JSONSchemaValue {
        schema.setting("description", .string(SpecKeyDescriptions.description(of: key, in: context)))
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
                    strictObject(["top", "left", "bottom", "right", "leading", "trailing"], in: "insets"),
                ])
            )
        )
    }

    /// One of an enumeration's cases, by name, or as Swift writes it with a leading dot (`.top`);
    /// completion offers the names.
    static func enumeration<T: RawRepresentable & CaseIterable>(_: T.Type) -> JSONSchemaValue
    where T.RawValue == String {
        let names = T.allCases.map(\.rawValue)
        return .object(
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
