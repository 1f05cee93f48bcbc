import LayoutEngine
import LayoutSpecFormat
import Testing

/// Sizes computed item by item, read where the first environment is known from the start (a spec with
/// no variants reads its sections in it first).
struct PerItemSizeTests {
    @Test func aSectionsOwnCountIsKnownInTheFirstEnvironmentToo() throws {
        let text = """
            environments: [{name: e, size: [300, 500], scale: 1}]
            layout: {type: flow, minimumInteritemSpacing: 0, minimumLineSpacing: 0}
            sections:
              - itemSize: ["collectionView.bounds.width / CGFloat(collectionView.numberOfItems(inSection: indexPath.section))", 40]
                items: 4
            """
        let snapshot = layOut(try SpecParser().parse(text, file: "t.layout.yaml"))
        // 300 / 4 = 75: four 75-point cells on one line, at x = 0, 75, 150, 225.
        let cells = snapshot.environments[0].sections[0].elements.filter { $0.kind == .cell }
        #expect(cells.map(\.frame.minX) == [0, 75, 150, 225])
        #expect(cells.allSatisfy { $0.frame.width == 75 })
    }

    @Test func aRunSizedPerItemIsOneRunOfSizes() throws {
        let text = """
            environments: [{name: e, size: [300, 500], scale: 1}]
            sections:
              - items: [{count: 5, size: [50, "indexPath.item % 2 == 0 ? 20 : 30"]}]
            """
        let document = try SpecParser().parse(text, file: "t.layout.yaml")
        let runs = document.keys(at: 0).sections[0].items
        #expect(runs.count == 1)
        #expect(runs[0].sizes?.map(\.height) == [20, 30, 20, 30, 20])
    }
}
