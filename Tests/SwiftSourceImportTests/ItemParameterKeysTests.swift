import LayoutEngine
import LayoutSpecFormat
import SwiftGeneration
import SwiftSourceImport
import Testing

/// Every key of a compositional section's boundary items and decorations that the catalogue holds
/// in the engine's item (``SpecKey/itemParameter``) is read, generated and imported by its row
/// alone: the reader stores it where the row says, the generated provider sets the UIKit property
/// the row names (and only away from UIKit's default), and import reads it back as the same key.
struct ItemParameterKeysTests {
    static let boundaryItemKeys = SpecKeyCatalogue.keys(in: .boundaryItem).filter { $0.itemParameter != nil }
    static let decorationKeys = SpecKeyCatalogue.keys(in: .decoration).filter { $0.itemParameter != nil }

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

    /// Generates Swift for `text`, imports it back, and says whether `key` came back.
    static func roundTrip(_ text: String, key: SpecKey, property: String) throws -> (swift: String, spec: String) {
        let document = try SpecParser().parse(text, file: "items.layout.yaml")
        let swift = try SwiftGenerator.file(for: document, spec: "items.layout.yaml")
        let imported = try SwiftSourceImport.spec(in: swift, file: "ItemsLayout.swift").text
        return (swift, imported)
    }

    @Test(arguments: boundaryItemKeys)
    func aBoundaryItemsKeyIsReadGeneratedAndImportedByItsRow(_ key: SpecKey) throws {
        let parameter = try #require(key.itemParameter?.boundaryItem)
        let property = try #require(key.property?.name)
        let sample =
            LayoutParameterKeysTests.sample(key) == "true" && key.defaultValue == "true"
            ? "false" : LayoutParameterKeysTests.sample(key)
        let text = Self.spec(header: ", \(key.name): \(sample)")
        let document = try SpecParser().parse(text, file: "items.layout.yaml")
        let item = try #require(Self.section(document)?.boundarySupplementaryItems?.first)
        #expect(parameter.value(item) != nil, "\(key.name) is not where its row says")
        let (swift, spec) = try Self.roundTrip(text, key: key, property: property)
        #expect(swift.contains(".\(property) = "), "\(swift)")
        #expect(spec.contains("\(key.name): \(sample)"), "\(spec)")
        // At UIKit's default, the property is left unwritten.
        let plain = try Self.roundTrip(Self.spec(), key: key, property: property)
        #expect(!plain.swift.contains(".\(property) = "), "\(plain.swift)")
    }

    @Test(arguments: decorationKeys)
    func aDecorationsKeyIsReadGeneratedAndImportedByItsRow(_ key: SpecKey) throws {
        let parameter = try #require(key.itemParameter?.decoration)
        let property = try #require(key.property?.name)
        let sample = LayoutParameterKeysTests.sample(key)
        let text = Self.spec(background: ", \(key.name): \(sample)")
        let document = try SpecParser().parse(text, file: "items.layout.yaml")
        let item = try #require(Self.section(document)?.decorationItems?.first)
        #expect(parameter.value(item) != nil, "\(key.name) is not where its row says")
        let (swift, spec) = try Self.roundTrip(text, key: key, property: property)
        #expect(swift.contains("decoration0.\(property) = "), "\(swift)")
        #expect(spec.contains("\(key.name): \(sample)"), "\(spec)")
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
