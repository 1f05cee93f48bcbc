import LayoutSpecFormat
import Testing

/// The schema `layoutd schema` prints: every key it knows has a description an editor can show, and
/// it knows the keys the parser reads.
struct SpecSchemaTests {
    /// Every property of every object in the schema, with the path to it.
    static func properties(of value: JSONSchemaValue, at path: String = "") -> [(path: String, schema: JSONSchemaValue)]
    {
        guard case .object(let members) = value else {
            if case .array(let values) = value {
                return values.enumerated().flatMap { properties(of: $0.element, at: "\(path)[\($0.offset)]") }
            }
            return []
        }
        var found: [(String, JSONSchemaValue)] = []
        // `allOf` holds conditions on keys described where they are defined.
        for member in members where member.key != "allOf" {
            if member.key == "properties", case .object(let keys) = member.value {
                for key in keys {
                    found.append(("\(path).\(key.key)", key.value))
                    found += properties(of: key.value, at: "\(path).\(key.key)")
                }
            } else {
                found += properties(of: member.value, at: "\(path)/\(member.key)")
            }
        }
        return found
    }

    @Test func everyKeyIsDescribed() {
        let all = Self.properties(of: SpecSchema.json)
        #expect(all.count > 150)
        for (path, schema) in all {
            let key = String(path.split(separator: ".").last ?? "")
            guard case .string(let description)? = schema["description"] else {
                Issue.record("\(path) has no description")
                continue
            }
            #expect(description != key && description.count > 10, "\(path): \(description)")
        }
    }

    @Test func theParsersKeysAndValuesAreTheSchemas() throws {
        let definitions = try #require(SpecSchema.json["definitions"])
        let list = try #require(definitions["list"]?["properties"])
        guard case .object(let keys) = list else {
            Issue.record("no list keys")
            return
        }
        #expect(
            keys.map(\.key) == [
                "appearance", "headerMode", "footerMode", "headerTopPadding", "headerHeight", "footerHeight",
                "showsSeparators",
            ]
        )
        #expect(
            list["appearance"]?["examples"]
                == .array(["plain", "grouped", "insetGrouped", "sidebar", "sidebarPlain"].map { .string($0) })
        )
        // Swift's spelling of a case, `.insetGrouped`, is accepted too.
        #expect(list["appearance"]?["pattern"] == .string("^\\.?(plain|grouped|insetGrouped|sidebar|sidebarPlain)$"))
        let devices = try #require(definitions["environment"]?["properties"]?["device"]?["examples"])
        guard case .array(let names) = devices else {
            Issue.record("the device presets are not a list: \(devices)")
            return
        }
        #expect(names.contains(.string("iPhone 17")) && names.contains(.string("iPad Pro 13-inch (M4)")))
    }
}
