import LayoutEngine
import LayoutSpecFormat
import Testing

/// A save that edits a `let:` lays out again exactly the sections whose values it changes.
struct BindingIncrementalTests {
    /// Four sections in two environments: s0 and s3 read `quarter`, s1 reads `quarter` and `tall`, s2
    /// reads its own `side`.
    static func spec(tall: String, side: String = "50.0") -> String {
        """
        environments: [{name: a, size: [320, 568]}, {name: b, size: [820, 1180]}]
        let:
          quarter: collectionView.bounds.width / 4
          tall: \(tall)
        layout: {minimumInteritemSpacing: 0}
        sections:
          - id: s0
            items: 4
            itemSize: [quarter, 50]
          - id: s1
            items: 4
            itemSize: [quarter, tall]
          - id: s2
            let: {side: \(side)}
            items: 4
            itemSize: [side, side]
          - id: s3
            items: 4
            itemSize: [quarter, 50]

        """
    }

    @Test func editingASpecLevelNameLaysOutAgainOnlyTheSectionsThatReadIt() throws {
        let parser = SpecParser()
        var tree: ComposedSpec?
        var layout = IncrementalLayout()
        _ = layout.update(try parser.parse(Self.spec(tall: "50.0"), file: "t.layout.yaml", tree: &tree))
        let edited = try parser.parse(Self.spec(tall: "60.0"), file: "t.layout.yaml", tree: &tree)
        let (snapshot, work) = layout.update(edited)
        // s1 in each environment; s2 and s3 below it move down 10; s0 above it stays.
        #expect(work.sectionsComputed == 2)
        #expect(work.sectionsShifted == 4)
        #expect(work.sectionsReused == 2)
        #expect(snapshot == layOut(try parser.parse(Self.spec(tall: "60.0"), file: "t.layout.yaml")))
        #expect(snapshot.environments.map { $0.sections[1].elements[0].frame.height } == [60, 60])
    }

    @Test func editingASectionsOwnNameLaysOutThatSectionAlone() throws {
        let parser = SpecParser()
        var tree: ComposedSpec?
        var layout = IncrementalLayout()
        _ = layout.update(try parser.parse(Self.spec(tall: "50.0"), file: "t.layout.yaml", tree: &tree))
        let edited = try parser.parse(Self.spec(tall: "50.0", side: "40.0"), file: "t.layout.yaml", tree: &tree)
        let (snapshot, work) = layout.update(edited)
        // s2 in each environment; s3 moves up; s0 and s1 stay.
        #expect(work.sectionsComputed == 2)
        #expect(work.sectionsShifted == 2)
        #expect(work.sectionsReused == 4)
        #expect(snapshot == layOut(try parser.parse(Self.spec(tall: "50.0", side: "40.0"), file: "t.layout.yaml")))
    }

    @Test func aSpecOfNamedConstantsIsTheSpecWithItsNumbers() throws {
        var named = try SpecParser().parse(
            "let: {gap: 6.0, side: 100.0}\nlayout: {minimumLineSpacing: gap, itemSize: [side, side]}\nsections: [{items: 7}]\n",
            file: "t.layout.yaml"
        )
        var numbers = try SpecParser().parse(
            "layout: {minimumLineSpacing: 6, itemSize: [100, 100]}\nsections: [{items: 7}]\n",
            file: "t.layout.yaml"
        )
        // Constants fold away: the same document, read in no environment (written one line lower).
        named.sources = []
        numbers.sources = []
        #expect(named == numbers)
        #expect(named.environmentKeys.isEmpty)
    }
}
