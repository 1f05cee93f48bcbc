import LayoutEngine
import LayoutSpecFormat
import Testing

/// The compositional keys: what they read into, and the located error each kind of mistake gets.
struct CompositionalSpecTests {
    /// A compositional spec of one section whose root group is `group` (YAML flow style).
    static func spec(group: String, section: String = "", layout: String = "") -> String {
        """
        layout: {type: compositional\(layout.isEmpty ? "" : ", " + layout)}
        sections:
          - {items: 3, group: \(group)\(section.isEmpty ? "" : ", " + section)}
        """
    }

    static let plainGroup =
        "{horizontal: {layoutSize: [fractionalWidth(1), absolute(44)], subitems: [{item: {layoutSize: [fractionalWidth(0.5), fractionalHeight(1)]}}]}}"

    @Test func readsTheSwiftSpellings() throws {
        let text = Self.spec(
            group: """
                {vertical: {layoutSize: {widthDimension: .fractionalWidth(1.0), heightDimension: estimated(100)}, \
                subitems: [{item: {layoutSize: [absolute(20), 30], edgeSpacing: {top: flexible(2), leading: 4}, \
                contentInsets: {top: 1, leading: 2, bottom: 3, trailing: 4}}}], count: 2, interItemSpacing: fixed(6)}}
                """,
            section: "interGroupSpacing: 5, orthogonalScrollingBehavior: groupPaging"
        )
        let document = try SpecParser().parse(text, file: "t.layout.yaml")
        let parameters = document.sections[0].compositional
        let group = try #require(parameters.group)
        #expect(group.axis == .vertical)
        #expect(group.layoutSize == CollectionLayoutSize(width: .fractionalWidth(1), height: .estimated(100)))
        #expect(group.count == 2)
        #expect(group.interItemSpacing == .fixed(6))
        #expect(parameters.interGroupSpacing == 5)
        #expect(parameters.orthogonalScrollingBehavior == .groupPaging)
        guard case .item(let item) = group.subitems.first else {
            Issue.record("expected an item subitem")
            return
        }
        #expect(item.layoutSize == CollectionLayoutSize(width: .absolute(20), height: .absolute(30)))
        #expect(item.edgeSpacing == CollectionLayoutEdgeSpacing(leading: .fixed(4), top: .flexible(2)))
        #expect(item.contentInsets == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    }

    @Test(arguments: [
        (
            spec(
                group:
                    "{horizontal: {layoutSize: [fractionWidth(1), absolute(44)], subitems: [{item: {layoutSize: [1, 1]}}]}}"
            ),
            #"sections[0].group.horizontal.layoutSize[0]: unknown dimension "fractionWidth" (did you mean "fractionalWidth"?)"#
        ),
        (
            spec(group: "{horizontal: {layoutSize: [estimated(-1), 1], subitems: [{item: {layoutSize: [1, 1]}}]}}"),
            "layoutSize[0]: estimated(…) takes a number ≥ 0, found -1"
        ),
        (
            spec(
                group: #"{horizontal: {layoutSize: ["absolute(1, 2)", 1], subitems: [{item: {layoutSize: [1, 1]}}]}}"#
            ),
            "absolute(…) takes a number, found 2"
        ),
        (
            spec(group: "{horizontal: {layoutSize: [wide, 1], subitems: [{item: {layoutSize: [1, 1]}}]}}"),
            #"layoutSize[0]: expected a dimension: absolute(44), estimated(50), fractionalWidth(0.5), fractionalHeight(0.2) or a number, found "wide""#
        ),
        (
            spec(group: "{horizontal: {layoutSize: [1, 1], count: 0, subitems: [{item: {layoutSize: [1, 1]}}]}}"),
            "sections[0].group.horizontal.count: expected a whole number ≥ 1, found 0"
        ),
        (
            spec(
                group:
                    "{horizontal: {layoutSize: [1, 1], count: 2, subitems: [{item: {layoutSize: [1, 1]}}, {item: {layoutSize: [1, 1]}}]}}"
            ),
            "a group with `count` repeats exactly one subitem; found 2"
        ),
        (
            spec(group: "{horizontal: {layoutSize: [1, 1], subitems: []}}"),
            "sections[0].group.horizontal.subitems: a group needs at least one subitem"
        ),
        (
            spec(
                group:
                    "{horizontal: {layoutSize: [1, 1], interItemSpacing: fixd(8), subitems: [{item: {layoutSize: [1, 1]}}]}}"
            ),
            #"interItemSpacing: unknown spacing "fixd" (did you mean "fixed"?)"#
        ),
        (
            spec(group: "{diagonal: {layoutSize: [1, 1]}}"),
            #"sections[0].group.diagonal: unknown key "diagonal""#
        ),
        (
            spec(group: "{horizontal: {layoutSize: [1, 1], subitems: [{item: {contentInsets: 2}}]}}"),
            "sections[0].group.horizontal.subitems[0].item: an item needs a `layoutSize`"
        ),
        (
            spec(group: "{horizontal: {layoutSize: [1, 1], subitems: [{item: {layoutSize: [1, 1]}, vertical: {}}]}}"),
            "expected a subitem with one key"
        ),
        (
            spec(
                group: plainGroup,
                section: "boundarySupplementaryItems: [{elementKind: header, layoutSize: [1, 1], alignment: topLeft}]"
            ),
            #"alignment: expected one of "none", "top", "topLeading""#
        ),
        (
            spec(
                group: plainGroup,
                section:
                    "boundarySupplementaryItems: [{elementKind: h, layoutSize: [1, 1], alignment: top}, {elementKind: h, layoutSize: [1, 1], alignment: bottom}]"
            ),
            #"boundarySupplementaryItems[1].elementKind: element kind "h" is used twice here"#
        ),
        (
            spec(
                group: plainGroup,
                section:
                    "boundarySupplementaryItems: [{elementKind: background, layoutSize: [1, 1], alignment: top}], decorationItems: [{elementKind: background}]"
            ),
            #"sections[0].decorationItems: element kind "background" is already a boundary item's"#
        ),
        (
            spec(group: plainGroup, section: "decorationItems: [{elementKind: cell}]"),
            #"decorationItems[0].elementKind: expected an element kind other than "cell""#
        ),
        (
            spec(
                group:
                    "{horizontal: {layoutSize: [1, 1], subitems: [{item: {layoutSize: [1, 1], supplementaryItems: [{elementKind: badge, layoutSize: [1, 1], containerAnchor: {edges: [top, bottom]}}]}}]}}"
            ),
            "an anchor cannot be on both `top` and `bottom`"
        ),
        (
            spec(
                group:
                    "{horizontal: {layoutSize: [1, 1], subitems: [{item: {layoutSize: [1, 1], supplementaryItems: [{elementKind: badge, layoutSize: [1, 1], containerAnchor: {edges: [top], offset: 'fractional(1)'}}]}}]}}"
            ),
            "fractional(…) takes 2 numbers, found 1"
        ),
        (
            spec(
                group:
                    "{horizontal: {layoutSize: [1, 1], subitems: [{item: {layoutSize: [1, 1], supplementaryItems: [{elementKind: badge, layoutSize: [1, 1], containerAnchor: {edges: [top], offset: fractional(1, 2)}}]}}]}}"
            ),
            "inside { } or [ ], a comma ends the value; write the value in quotes"
        ),
        (
            "layout: {type: compositional}\nsections: [{items: 2}]",
            "t.layout.yaml:2:12: error: sections[0]: a compositional section needs a `group`"
        ),
        (
            spec(group: plainGroup, layout: "interSectionSpacing: -1"),
            "layout.interSectionSpacing: expected a number ≥ 0, found -1"
        ),
        (
            spec(group: plainGroup, section: "contentInsetsReference: readable"),
            #"sections[0].contentInsetsReference: expected one of "automatic", "none", "safeArea", "layoutMargins", "readableContent", found "readable""#
        ),
        (
            spec(group: plainGroup, section: "contentInsets: {leading: 1, left: 2}"),
            "give either `leading` or `left`, not both"
        ),
        (
            spec(group: plainGroup, section: "minimumLineSpacing: 3"),
            #"sections[0].minimumLineSpacing: unknown key "minimumLineSpacing""#
        ),
    ])
    func badInputGetsAClearError(text: String, expected: String) {
        let errors = SpecErrorTests.errors(text)
        #expect(errors.contains { $0.contains(expected) }, "\(errors)")
    }
}
