import LayoutEngine
import LayoutSpecFormat
import SwiftGeneration
import SwiftSourceImport
import Testing

/// `zIndex` of a decoration item, a key added as one row of the catalogue and one field of the
/// engine (with the one line that reports it): the reader, the generator, import, the schema and
/// completion take it from the row (``ItemParameterKeysTests``); here, that it is laid out.
///
/// A background given `zIndex: -1` covers the section as any background does: the group's one item
/// is 300 × 40 at (0, 0), so the background is (0, 0, 300, 40); the cell keeps the 1 UIKit promotes
/// a section's cells to when it has a decoration.
struct DecorationZIndexTests {
    static func spec(zIndex: String) -> String {
        """
        environments: [{name: e, size: [300, 600]}]
        layout: {type: compositional}
        sections:
          - id: s
            items: 1
            decorationItems: [{elementKind: background\(zIndex)}]
            group:
              horizontal:
                layoutSize: [fractionalWidth(1), absolute(40)]
                subitems: [{item: {layoutSize: [fractionalWidth(1), fractionalHeight(1)]}}]

        """
    }

    static func elements(_ document: LayoutDocument) -> [LayoutElement] {
        layOut(document).environments.first?.sections.first?.elements ?? []
    }

    @Test func itStacksTheDecorationAndComesBackFromTheSwiftGenerated() throws {
        let plain = try SpecParser().parse(Self.spec(zIndex: ""), file: "a.layout.yaml")
        #expect(Self.elements(plain).first { $0.kind == .background }?.zIndex == 0)
        let document = try SpecParser().parse(Self.spec(zIndex: ", zIndex: -1"), file: "a.layout.yaml")
        let background = try #require(Self.elements(document).first { $0.kind == .background })
        #expect(background.zIndex == -1 && background.frame == Rect(x: 0, y: 0, width: 300, height: 40))
        #expect(Self.elements(document).first { $0.kind == .cell }?.zIndex == 1)
        let swift = try SwiftGenerator.file(for: document, spec: "a.layout.yaml")
        #expect(swift.contains("decoration0.zIndex = -1"))
        #expect(try !SwiftGenerator.file(for: plain, spec: "a.layout.yaml").contains("zIndex"))
        let back = try SpecParser().parse(try SwiftSourceImport.spec(in: swift, file: "A.swift").text, file: "b")
        #expect(Self.elements(back).first { $0.kind == .background }?.zIndex == -1)
    }
}
