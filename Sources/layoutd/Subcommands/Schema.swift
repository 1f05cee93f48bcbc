import ArgumentParser
import Foundation
import LayoutSpecFormat

/// `layoutd schema`: the spec format's JSON Schema, for the YAML language server in an editor.
struct Schema: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print the JSON Schema (draft-07) of the spec format, for editors.",
        discussion: """
            Generated from the parser's own tables of keys, values and device presets. Save it beside your \
            specs and point the YAML language server at it, in a spec's first line \
            (# yaml-language-server: $schema=layout.schema.json) or in the editor's settings \
            (Documentation/editors.md).
            """
    )

    @Option(name: .shortAndLong, help: "Write the schema to this file instead of standard output.")
    var output: String?

    func run() throws {
        let data = try JSONSerialization.data(
            withJSONObject: Self.foundationValue(SpecSchema.json),
            options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        )
        if let output {
            try (data + Data("\n".utf8)).write(to: URL(fileURLWithPath: output), options: .atomic)
        } else {
            FileHandle.standardOutput.write(data + Data("\n".utf8))
        }
    }

    /// The schema as the objects `JSONSerialization` writes.
    static func foundationValue(_ value: JSONSchemaValue) -> Any {
        switch value {
        case .object(let members):
            var object: [String: Any] = [:]
            for member in members { object[member.key] = foundationValue(member.value) }
            return object
        case .array(let values): return values.map(foundationValue)
        case .string(let text): return text
        case .number(let number): return number.rounded() == number ? Int(number) as Any : number as Any
        case .bool(let flag): return flag
        }
    }
}
