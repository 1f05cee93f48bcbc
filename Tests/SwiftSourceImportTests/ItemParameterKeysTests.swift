import LayoutEngine
import LayoutSpecFormat
import SwiftGeneration
import SwiftSourceImport
import Testing

/// Every key of a compositional section's boundary items and decorations that the catalogue holds
/// in the engine's item (``SpecKey/itemParameter``) is read, generated, imported and described by its
/// row alone: the reader stores it where the row says, the generated provider sets the UIKit
/// property the row names (and only away from UIKit's default), import reads it back as the same
/// key, and the schema and completion describe it from the row.
struct ItemParameterKeysTests {
    /// One compositional section with a header and a background, `header` and `background` added to
    /// their mappings.
    static func spec(header: String = "", background: String = "") -> String {
        """
        environments: [{name: phone, size: [390, 844]}]
        layout: {type: compositional}
        sections:
          - items: 3
            group:
              horizontal:
                layoutSize: [fractionalWidth(1), absolute(44)]
                subitems: [{item: {layoutSize: [fractionalWidth(1), fractionalHeight(1)]}}]
            boundarySupplementaryItems:
              - {elementKind: header, layoutSize: [fractionalWidth(1), absolute(30)], alignment: top\(header)}
            decorationItems:
              - {elementKind: background\(background)}

        """
    }

    static func section(_ document: LayoutDocument) -> CompositionalParameters? {
        document.sections.first?.compositional
    }

    /// Generates Swift for `text` and imports it back.
    static func roundTrip(_ text: String) throws -> (swift: String, spec: String) {
        let document = try SpecParser().parse(text, file: "items.layout.yaml")
        let swift = try SwiftGenerator.file(for: document, spec: "items.layout.yaml")
        let imported = try SwiftSourceImport.spec(in: swift, file: "ItemsLayout.swift").text
        return (swift, imported)
    }

    /// A value of `key`'s kind other than UIKit's default.
    static func sample(_ key: SpecKey) -> String {
        let sample = LayoutParameterKeysTests.sample(key)
        return sample == key.defaultValue ? (sample == "true" ? "false" : "7") : sample
    }

    @Test(arguments: SpecKeyCatalogue.boundaryItemParameterKeys + SpecKeyCatalogue.decorationParameterKeys)
    func anItemsKeyIsReadGeneratedImportedAndDescribedByItsRow(_ key: SpecKey) throws {
        let property = try #require(key.property?.name)
        let decoration = key.itemParameter?.decoration != nil
        let sample = Self.sample(key)
        let text =
            decoration
            ? Self.spec(background: ", \(key.name): \(sample)") : Self.spec(header: ", \(key.name): \(sample)")
        let section = try #require(Self.section(try SpecParser().parse(text, file: "items.layout.yaml")))
        let held =
            decoration
            ? section.decorationItems?.first.flatMap { key.itemParameter?.decoration?.value($0) }
            : section.boundarySupplementaryItems?.first.flatMap { key.itemParameter?.boundaryItem?.value($0) }
        #expect(held != nil, "\(key.name) is not where its row says")
        let (swift, spec) = try Self.roundTrip(text)
        #expect(swift.contains("\(decoration ? "decoration0" : "header").\(property) = "), "\(swift)")
        #expect(spec.contains("\(key.name): \(sample)"), "\(spec)")
        // At UIKit's default, the property is left unwritten.
        let plain = try Self.roundTrip(Self.spec()).swift
        #expect(!plain.contains(".\(property) = "), "\(plain)")
        // The schema and completion describe it from the row.
        let schema = SpecSchema.json["definitions"]?[decoration ? "decoration" : "boundaryItem"]?["properties"]?[
            key.name
        ]
        #expect(schema?["description"] == .string(key.documentation))
        let offered = SpecCompletion().keys(
            at: [
                .key("sections"), .entry, .key(decoration ? "decorationItems" : "boundarySupplementaryItems"), .entry,
            ],
            layoutType: "compositional"
        )
        #expect(offered.contains { $0.label == key.name && $0.documentation == key.documentation })
    }

    @Test func aWholeNumberOutsideItsRowsRangeIsSaidWithTheRange() throws {
        let text = Self.spec(header: ", zIndex: 20000")
        #expect {
            try SpecParser().parse(text, file: "items.layout.yaml")
        } throws: { error in
            "\(error)".contains("expected a whole number from -10000 to 10000")
        }
    }
}
