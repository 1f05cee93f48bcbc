import LayoutEngine
import LayoutSpecFormat
import Testing

/// A badge goes on the pixel grid by its own exact place in the content (O3), so an edit that moves
/// its section by a length off the grid puts it on the grid again where it lands; the incremental
/// layout, which moves the section without laying it out again, gives what a whole layout gives.
struct BadgesMovedByAnEditTests {
    /// iOS 17 at 3x, 375 wide: a banner `height` tall, then a row of O2 squares each with a 15 x 15
    /// badge at [top, trailing], offset fractional(0.5, -0.5): its exact y is the row's less 7.5.
    func spec(bannerHeight height: String) -> String {
        """
        environments: [{name: e, size: [375, 812], scale: 3, systemVersion: 17}]
        layout: {type: compositional}
        sections:
          - id: banner
            items: 1
            group:
              horizontal:
                layoutSize: [fractionalWidth(1), absolute(\(height))]
                subitems: [{item: {layoutSize: [fractionalWidth(1), fractionalHeight(1)]}}]
          - id: squares
            items: 4
            group:
              horizontal:
                layoutSize: [fractionalWidth(1.0), absolute(96)]
                subitems:
                  - item:
                      layoutSize: [fractionalWidth(1.0), fractionalWidth(0.25)]
                      supplementaryItems:
                        - elementKind: badge
                          layoutSize: [absolute(15), absolute(15)]
                          containerAnchor: {edges: [top, trailing], offset: "fractional(0.5, -0.5)"}
                count: 4
                interItemSpacing: fixed(16)
                contentInsets: {trailing: 20}

        """
    }

    func badgeY(_ snapshot: LayoutSnapshot) -> Double? {
        let squares = snapshot.environments[0].sections[1]
        return (0..<squares.elementCount).map(squares.element(at:)).first { $0.kind != .cell }?.frame.minY
    }

    /// The badge of the first square, as the banner above grows by lengths off the grid.
    ///
    /// Banner 384: badge exact 376.5 -> 1129.5 px -> 1130 -> 376.667. Moved to 384.5: exact 377 (1131 px,
    /// on the grid) -> 377, where rounding its distance from the cell would give 384.5 - 7.667 = 376.833.
    /// Moved to 384.25: exact 376.75 -> 1130.25 px -> 1130 -> 376.667.
    @Test func aMovedSectionsBadgesGoOnTheGridWhereTheyLand() throws {
        let parser = SpecParser()
        var layout = IncrementalLayout()
        let first = layout.update(try parser.parse(spec(bannerHeight: "384"), file: "b.layout.yaml")).snapshot
        #expect(badgeY(first) == 1130.0 / 3)
        for (height, expected) in [("384.5", 377.0), ("384.25", 1130.0 / 3)] {
            let edited = try parser.parse(spec(bannerHeight: height), file: "b.layout.yaml")
            let (snapshot, work) = layout.update(edited)
            #expect(work.sectionsComputed == 1, "the squares are moved, not laid out again")
            #expect(snapshot == layOut(edited))
            #expect(badgeY(snapshot) == expected, "banner \(height)")
        }
    }
}
