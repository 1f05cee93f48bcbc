import LayoutEngine
import LayoutSpecFormat
import Testing

/// The work a spec may ask for is bounded at parse time.
///
/// Every number has a range, and the frames laid out over all environments have a budget. Each case was a spec `check` accepted and the daemon
/// then spent seconds, gigabytes or forever on.
struct WorkBoundTests {
    static func errors(_ text: String) -> [String] { SpecErrorTests.errors(text) }

    /// `let:` of 10,000 names is read (each name costs the same, however many come before it: 8,000
    /// took 7.5 s and 2.6 GB when each compiled expression kept a copy of every name before it); one
    /// more is an error at the mapping that passes the bound.
    @Test func aSpecBindsAtMostTenThousandNames() throws {
        func spec(_ count: Int) -> String {
            "let:\n" + (0..<count).map { "  n\($0): \($0 == 0 ? "1" : "n\($0 - 1) + 1")\n" }.joined()
                + "sections:\n  - {items: 3, itemSize: [n\(count - 1), 44]}\n"
        }
        let document = try SpecParser().parse(spec(10_000), file: "t.layout.yaml")
        #expect(document.sections.count == 1)
        #expect(
            Self.errors(spec(10_001)).first
                == "t.layout.yaml:2:3: error: let: `let:` binds 10001 names in the spec; a spec may bind at most 10000"
        )
        // Counted over the spec: 6,000 in the layout's and 5,000 in a section's.
        let split =
            "layout:\n  let:\n" + (0..<6_000).map { "    a\($0): \($0)\n" }.joined()
            + "sections:\n  - items: 3\n    let:\n" + (0..<5_000).map { "      b\($0): \($0)\n" }.joined()
        #expect(
            Self.errors(split).first?.hasSuffix("`let:` binds 11000 names in the spec; a spec may bind at most 10000")
                == true
        )
    }

    /// A compositional `count: 1e15` hung the daemon for good (the group repeated its subitem 10^15
    /// times, whether or not items were left).
    @Test func aGroupCountPastOneThousandIsAnError() {
        let text = """
            layout: {type: compositional}
            sections:
              - items: 3
                group:
                  horizontal:
                    layoutSize: [fractionalWidth(1), absolute(44)]
                    count: 1e15
                    subitems: [{item: {layoutSize: [fractionalWidth(1), fractionalHeight(1)]}}]
            """
        #expect(
            Self.errors(text) == [
                "t.layout.yaml:7:16: error: sections[0].group.horizontal.count: expected a whole number from 1 to 1,000, found 1e15"
            ]
        )
    }

    /// The engine itself never repeats a group more often than there are items left, whatever its
    /// `count`: a document built by hand with a count of `Int.max` lays out its three items (before,
    /// the loop went through every repetition, and this test never finished).
    @Test func theEngineStopsRepeatingWhenTheItemsRunOut() {
        let item = CollectionLayoutItem(
            layoutSize: CollectionLayoutSize(width: .fractionalWidth(1), height: .absolute(10))
        )
        var parameters = CompositionalParameters()
        parameters.group = CollectionLayoutGroup(
            axis: .horizontal,
            layoutSize: CollectionLayoutSize(width: .fractionalWidth(1), height: .absolute(44)),
            subitems: [.item(item)],
            count: .max
        )
        let document = LayoutDocument(
            name: "t",
            environments: [LayoutEnvironment(name: "e", size: Size(width: 300, height: 600))],
            layout: .compositional(CompositionalLayoutSpec()),
            sections: [Section(id: SectionID("s"), items: [ItemRun(size: nil, count: 3)], compositional: parameters)]
        )
        let snapshot = layOut(document)
        #expect(snapshot.environments[0].sections[0].elements.filter { $0.kind == ElementKind.cell }.count == 3)
    }

    /// Numbers past any screen overflowed to `inf` and `nan` in layout.json and the journal
    /// (`scale: 1e308`, `itemSize: [1e308, 1e308]`), or turned into cells of −10 × −10
    /// (`itemsPerRow: 1e300`).
    @Test(arguments: [
        (
            "environments: [{name: a, size: [390, 844], scale: 1e308}]",
            "t.layout.yaml:1:51: error: environments[0].scale: expected a number > 0 and ≤ 10, found 1e308"
        ),
        (
            "layout: {itemSize: [1e308, 1e308], headerReferenceSize: [0, 10]}",
            "t.layout.yaml:1:21: error: layout.itemSize[0]: expected a number from -1,000,000 to 1,000,000, found 1e308\n"
                + "t.layout.yaml:1:28: error: layout.itemSize[1]: expected a number from -1,000,000 to 1,000,000, found 1e308"
        ),
        (
            "layout: {itemsPerRow: 1e300}",
            "t.layout.yaml:1:23: error: layout.itemsPerRow: expected a whole number from 1 to 1,000, found 1e300"
        ),
        (
            "layout: {sectionInset: {top: -2e6}}",
            "t.layout.yaml:1:30: error: layout.sectionInset.top: expected a number from -1,000,000 to 1,000,000, found -2e6"
        ),
        (
            "layout: {type: compositional, interSectionSpacing: 1000001}",
            "t.layout.yaml:1:52: error: layout.interSectionSpacing: expected a number from -1,000,000 to 1,000,000, found 1000001"
        ),
    ])
    func numbersHaveARange(text: String, expected: String) {
        #expect(Self.errors(text) == expected.split(separator: "\n").map(String.init))
    }

    @Test func aDimensionArgumentHasARangeToo() {
        let errors = Self.errors(
            """
            layout: {type: compositional}
            sections:
              - group:
                  horizontal:
                    layoutSize: [fractionalWidth(1e300), absolute(44)]
                    subitems: [{item: {layoutSize: [fractionalWidth(1), fractionalHeight(1)]}}]
            """
        )
        #expect(errors.count == 1)
        #expect(
            errors.first?.hasSuffix(
                "fractionalWidth(…) takes a number from -1,000,000 to 1,000,000, found 1e300"
            ) == true,
            "\(errors)"
        )
    }

    /// Four environments of 1,000,000 items blocked publishing for 16 s at 1.75 GB.
    @Test func environmentsTimesItemsHaveABudget() {
        let environments = (1...4).map { "{name: e\($0), size: [390, 844]}" }.joined(separator: ", ")
        let errors = Self.errors("environments: [\(environments)]\nsections:\n  - items: 1000000\n")
        #expect(
            errors == [
                "t.layout.yaml:3:3: error: sections: the spec lays out more than 2,000,000 frames over its environments "
                    + "(4,000,044: 4 environment(s) × its items, badges, boundary items and decorations, and 8 a section); "
                    + "use fewer environments or items, or split it into several specs"
            ]
        )
        // One environment of the item cap is within it, and so are two of 999,000 items
        // (2 × (999,000 + 3 + 8) = 1,998,022).
        #expect(Self.errors("sections:\n  - items: 1000000\n").isEmpty)
        let two = (1...2).map { "{name: e\($0), size: [390, 844]}" }.joined(separator: ", ")
        #expect(Self.errors("environments: [\(two)]\nsections:\n  - items: 999000\n").isEmpty)
    }

    /// 1,000,000 empty sections took 1.7 GB: a section counts for eight frames, and 250,001 of them
    /// are refused before they are read.
    @Test func emptySectionsCountAgainstTheBudget() {
        let sections = String(repeating: "  - {}\n", count: 250_001)
        let errors = Self.errors("sections:\n" + sections)
        #expect(errors.count == 1)
        #expect(
            errors.first?.contains(
                "more than 2,000,000 frames over its environments (250,001 sections × 8 frames a section"
            ) == true,
            "\(errors)"
        )
        #expect(Self.errors("sections:\n" + String(repeating: "  - {}\n", count: 100_000)).isEmpty)
    }

    /// 200 badges on 10,000 items took 865 MB: each item counts with its badges.
    @Test func badgesCountAgainstTheBudget() {
        func spec(badges: Int, items: Int) -> String {
            let badge = { (index: Int) in
                "{elementKind: b\(index), layoutSize: [absolute(10), absolute(10)], containerAnchor: {edges: [top, trailing]}}"
            }
            return """
                layout: {type: compositional}
                sections:
                  - items: \(items)
                    group:
                      horizontal:
                        layoutSize: [fractionalWidth(1), absolute(44)]
                        subitems:
                          - item:
                              layoutSize: [fractionalWidth(0.5), fractionalHeight(1)]
                              supplementaryItems: [\((0..<badges).map(badge).joined(separator: ", "))]
                """
        }
        let errors = Self.errors(spec(badges: 200, items: 10_000))
        #expect(errors.count == 1)
        #expect(errors.first?.contains("(2,010,008: 1 environment(s)") == true, "\(errors)")
        #expect(Self.errors(spec(badges: 2, items: 10_000)).isEmpty)
    }

    /// 5.5 million empty sections (`- {}`, 16.5 MB) took `check` 73 s and 9.2 GB.
    ///
    /// Every section was read before the frame budget refused the spec. The sections are now counted first: in 4
    /// environments, 2,000,000 / 8 / 4 = 62,500 sections fit, and one more is refused unread.
    @Test func sectionsAreCountedBeforeTheyAreRead() {
        let devices = ["iPhone 17", "iPhone 16", "iPhone 15", "iPhone 14"].map { "{device: \($0)}" }
        let environments = "environments: [\(devices.joined(separator: ", "))]\n"
        let many = environments + "layout: {type: flow}\nsections:\n" + String(repeating: "  - {}\n", count: 62_501)
        let errors = Self.errors(many)
        #expect(errors.count == 1)
        #expect(
            errors.first?.contains(
                "4:3: error: sections: the spec lays out more than 2,000,000 frames over its environments "
                    + "(62,501 sections × 8 frames a section × 4 environment(s) before any item)"
            ) == true,
            "\(errors)"
        )
    }
}
