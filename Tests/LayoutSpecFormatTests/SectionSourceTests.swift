import Foundation
import LayoutEngine
import LayoutProtocol
import LayoutSpecFormat
import Testing

/// Where sections and item runs were written (`layout.json`'s `source`), through a first parse, a parse
/// that takes sections of the previous one, and a variant that sets a section's items.
struct SectionSourceTests {
    static let text = """
        layout:
          itemSize: [100, 50]
          variants:
            - when: {horizontalSizeClass: regular}
              set: {sections.b.items: 4}
        environments:
          - {device: iPhone 17, orientation: portrait}
          - {device: iPad Pro 13-inch (M4), orientation: landscape}
        sections:
          - id: a
            items:
              - [10, 10]
              - {count: 3}
          - id: b
            items: 2
        """

    @Test func sectionsAndRunsKeepTheirLinesAndColumns() throws {
        let document = try SpecParser().parse(Self.text, file: "s.layout.yaml")
        // `  - id: a` is on line 10; its mapping starts at `id`, column 5; `[10, 10]` and `{count: 3}` at column 9.
        #expect(
            document.sources == [
                SectionSource(
                    position: SourcePosition(line: 10, column: 5),
                    runs: [SourcePosition(line: 12, column: 9), SourcePosition(line: 13, column: 9)]
                ),
                SectionSource(
                    position: SourcePosition(line: 14, column: 5),
                    runs: [SourcePosition(line: 15, column: 12)]
                ),
            ]
        )
        let traces = SectionTrace.traces(of: document)
        #expect(traces.count == 2)
        // Items 1–3 come from the run on line 13.
        #expect(traces[0][0].run(holding: 2) == ItemsTrace(line: 13, column: 9, first: 1, count: 3))
        #expect(traces[0][1].items == [ItemsTrace(line: 15, column: 12, first: 0, count: 2)])
        // On the iPad the variant's four items stand: they were not written at line 15.
        #expect(traces[1][1].items.isEmpty && traces[1][1].line == 14)
    }

    @Test func aSectionTakenFromThePreviousParseHasItsPositionNow() throws {
        var tree: ComposedSpec?
        let parser = SpecParser()
        _ = try parser.parse(Self.text, file: "s.layout.yaml", tree: &tree)
        // Only section b changes, on its own lines: section a is taken as it was.
        let edited = Self.text.replacingOccurrences(of: "items: 2", with: "items: 7")
        let document = try parser.parse(edited, file: "s.layout.yaml", tree: &tree)
        let fresh = try parser.parse(edited, file: "s.layout.yaml")
        #expect(document.sources == fresh.sources)
        #expect(document.sources[0].runs.count == 2)
    }
}
