import LayoutEngine
import LayoutSpecFormat
import SwiftGeneration
import SwiftSourceImport
import Testing

/// `zIndex` of a boundary supplementary item, a key added as one row of the catalogue and one field of
/// the engine: the schema, completion and hover describe it from the row; it is read, laid out,
/// generated as UIKit's property and imported back from it.
struct BoundaryItemZIndexTests {
    static func spec(zIndex: String) -> String {
        """
        environments: [{name: e, size: [300, 600]}]
        layout: {type: compositional}
        sections:
          - id: s
            items: 1
            boundarySupplementaryItems:
              - {elementKind: header, layoutSize: [fractionalWidth(1), absolute(30)], alignment: top\(zIndex)}
            group:
              horizontal:
                layoutSize: [fractionalWidth(1), absolute(40)]
                subitems: [{item: {layoutSize: [fractionalWidth(1), fractionalHeight(1)]}}]

        """
    }

    static func header(_ document: LayoutDocument) -> LayoutElement? {
        layOut(document).environments.first?.sections.first?.elements.first { $0.kind == .header }
    }

    @Test func theCataloguesRowDescribesIt() throws {
        let row = try #require(SpecKeyCatalogue.row("zIndex", in: [.boundaryItem]))
        #expect(row.property?.owner == "NSCollectionLayoutSupplementaryItem" && row.property?.name == "zIndex")
        let schema = try #require(SpecSchema.json["definitions"]?["boundaryItem"]?["properties"]?["zIndex"])
        #expect(schema["description"] == .string(row.documentation))
        let offered = SpecCompletion().keys(
            at: [.key("sections"), .entry, .key("boundarySupplementaryItems"), .entry],
            layoutType: "compositional"
        )
        #expect(offered.contains { $0.label == "zIndex" && $0.documentation.contains("default: 1") })
    }

    @Test func itStacksTheItemAndComesBackFromTheSwiftGenerated() throws {
        // UIKit's default is 1, above the cells (0).
        let plain = try SpecParser().parse(Self.spec(zIndex: ""), file: "a.layout.yaml")
        #expect(Self.header(plain)?.zIndex == 1)
        let input = try SpecParser().parseForGeneration(Self.spec(zIndex: ", zIndex: 2"), file: "a.layout.yaml")
        #expect(Self.header(input.document)?.zIndex == 2)
        #expect(Self.header(input.document)?.frame == Rect(x: 0, y: 0, width: 300, height: 30))
        let swift = try SwiftGenerator.file(for: input.document, spec: "a.layout.yaml")
        #expect(swift.contains("header.zIndex = 2"))
        let plainSwift = try SwiftGenerator.file(for: plain, spec: "a.layout.yaml")
        #expect(!plainSwift.contains("zIndex"))
        let back = try SpecParser().parse(try SwiftSourceImport.spec(in: swift, file: "A.swift").text, file: "b")
        #expect(Self.header(back)?.zIndex == 2)
        // A whole number only, as UIKit's `Int`.
        #expect(throws: SpecErrors.self) { try SpecParser().parse(Self.spec(zIndex: ", zIndex: 1.5"), file: "a") }
    }
}
