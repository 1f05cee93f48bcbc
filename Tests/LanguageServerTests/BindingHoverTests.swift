import Foundation
import LanguageServer
import Testing

/// The names a spec's `let:` binds, in the editor: hovered with their value in every environment,
/// offered where a value is typed, and warned of when never used.
struct BindingHoverTests {
    static let spec = """
        environments:
          - {name: narrow, size: [320, 568]}
          - {name: regular, size: [390, 844]}
        let:
          columns: 3
          tile: floor((collectionView.bounds.width - 12) / CGFloat(columns))
        layout: {type: flow, minimumInteritemSpacing: 6}
        sections:
          - id: grid
            let: {tall: tile * 2}
            items: [{count: 3, size: [tile, tall]}]
          - id: other
            items: 1
        """

    @Test func hoveringANameShowsItsExpressionAndItsValueInEveryEnvironment() throws {
        let client = Client()
        client.open(Self.spec)
        // `tile` where it is bound (line 6, from 0: 5) and where a section reads it (line 11: 10).
        // narrow: floor((320 - 12) / 3) = floor(102.67) = 102; regular: floor(378 / 3) = 126.
        let bound = try #require(client.hover(5, 4))
        #expect(bound.contains("**`tile`** = `floor((collectionView.bounds.width - 12) / CGFloat(columns))`"))
        #expect(bound.contains("narrow: 102\nregular: 126"))
        let read = try #require(client.hover(10, 34))
        #expect(read == bound)
        // A section's own name: tall = tile * 2 = 204 and 252.
        let tall = try #require(client.hover(10, 40))
        #expect(tall.contains("**`tall`** = `tile * 2`") && tall.contains("narrow: 204\nregular: 252"))
        // A constant has its one value everywhere.
        #expect(client.hover(4, 4)?.contains("narrow: 3\nregular: 3") == true)
    }

    @Test func completionOffersTheNamesInScope() {
        let client = Client()
        client.open(Self.spec)
        client.change(Self.spec + "\n    itemSize: [t", version: 2)
        // In section `other`: the spec's names, not section grid's `tall`.
        let labels = client.completionLabels(13, 16)
        #expect(labels.contains("tile"))
        #expect(!labels.contains("tall"))
    }

    @Test func aNameNeverUsedIsAWarningAtItsName() throws {
        let client = Client()
        client.open(Self.spec.replacingOccurrences(of: "  columns: 3\n", with: "  columns: 3\n  spare: 4\n"))
        let warning = try #require(client.diagnostics.first)
        #expect(warning["severity"] as? Int == 2)
        #expect(warning["message"] as? String == #"let.spare: "spare" is bound and never used"#)
        #expect(start(of: warning)! == (5, 2))
    }
}
