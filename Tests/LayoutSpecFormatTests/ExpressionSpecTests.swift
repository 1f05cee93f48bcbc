import LayoutEngine
import LayoutSpecFormat
import Testing

/// Values computed from the environment: parsed, typed and evaluated as Swift would, per environment.
struct ExpressionSpecTests {
    static func parse(_ text: String) throws -> LayoutDocument {
        try SpecParser().parse(text, file: "t.layout.yaml")
    }

    static func errors(_ text: String) -> [String] {
        do {
            _ = try parse(text)
            return []
        } catch {
            return (error as? SpecErrors)?.errors.map(\.description) ?? ["\(error)"]
        }
    }

    /// The frames of section 0's cells in each environment.
    static func cells(_ document: LayoutDocument) -> [[Rect]] {
        layOut(document).environments.map { environment in
            environment.sections[0].elements.filter { $0.kind == .cell }.map(\.frame)
        }
    }

    @Test func aFlowItemSizeFollowsTheCollectionViewsWidth() throws {
        // (320 − 30) / 2 = 145 and (375 − 30) / 2 = 172.5: two a row with the 10-point insets and
        // spacing, at x = 10 and 10 + 145 + 10 = 165, or 10 + 172.5 + 10 = 192.5.
        let document = try Self.parse(
            """
            environments:
              - {name: narrow, size: [320, 568]}
              - {name: wide, size: [375, 667]}
            layout:
              itemSize: ["(collectionView.bounds.width - 30) / 2", 120]
              sectionInset: 10
              minimumInteritemSpacing: 10
            sections:
              - items: 2
            """
        )
        #expect(
            Self.cells(document) == [
                [Rect(x: 10, y: 10, width: 145, height: 120), Rect(x: 165, y: 10, width: 145, height: 120)],
                [Rect(x: 10, y: 10, width: 172.5, height: 120), Rect(x: 192.5, y: 10, width: 172.5, height: 120)],
            ]
        )
    }

    @Test func aColumnCountFollowsTheContainerAtThreeWidths() throws {
        // max(1, Int(w / 340)): 320 → 1, 700 → 2, 1100 → 3 columns (no safe area, so the effective
        // content size is the bounds); a column is w / count wide: 320, 350, 366.67.
        let document = try Self.parse(
            """
            environments:
              - {name: phone, size: [320, 568]}
              - {name: middle, size: [700, 1000]}
              - {name: wide, size: [1100, 800]}
            layout: {type: compositional}
            sections:
              - items: 3
                group:
                  horizontal:
                    layoutSize: [fractionalWidth(1), absolute(100)]
                    subitems:
                      - item: {layoutSize: [fractionalWidth(1), fractionalHeight(1)]}
                    count: max(1, Int(container.effectiveContentSize.width / 340))
            """
        )
        let cells = Self.cells(document)
        #expect(cells.map { $0[0].width } == [320, 350, 1100.0 / 3])
        // Items in the first row: 1, 2 and 3.
        #expect(cells.map { row in row.filter { $0.minY == 0 }.count } == [1, 2, 3])
    }

    @Test func literalsTakeTheTypeOfTheirPlaceAsInSwift() throws {
        // fractionalWidth(1 / 3) is a third (CGFloat); count: 7 / 2 is 3 (Int division); Int(w) / 100
        // divides integers inside a CGFloat expression: Int(375) / 100 = 3, times 10.5 is not allowed, so
        // CGFloat(Int(375) / 100) * 10 = 30.
        let document = try Self.parse(
            """
            environments: [{name: e, size: [375, 667]}]
            layout: {type: compositional}
            sections:
              - items: 7
                group:
                  horizontal:
                    layoutSize: [fractionalWidth(1), "CGFloat(Int(collectionView.bounds.width) / 100) * 10"]
                    subitems:
                      - item: {layoutSize: [fractionalWidth(1 / 3), fractionalHeight(1)]}
                    count: 7 / 2
            """
        )
        let cells = Self.cells(document)[0]
        #expect(cells[0].height == 30)
        #expect(cells.filter { $0.minY == 0 }.count == 3)
    }

    @Test func aSizeClassTernaryAndTheReadableGuide() throws {
        // iPad (10th generation) portrait: regular width, margins 20 → margins guide 780 wide; readable
        // 672 at `large`, centred: x = 20 + (780 − 672) / 2 = 74. iPhone 15: compact, margins 16 →
        // the guide is the margins guide, 361 wide. The right inset is the bounds' width less the
        // guide's maxX (820 − 746 = 74; 393 − 377 = 16), so the line holds exactly the one item (a
        // line of one item with room to spare would be centred in it).
        let document = try Self.parse(
            """
            environments: [{device: iPad (10th generation)}, {device: iPhone 15}]
            layout:
              itemSize: ["collectionView.readableContentGuide.layoutFrame.width", "traitCollection.horizontalSizeClass == .regular ? 80 : 44"]
              sectionInset:
                left: collectionView.readableContentGuide.layoutFrame.minX
                right: collectionView.bounds.width - collectionView.readableContentGuide.layoutFrame.maxX
            sections:
              - items: 1
            """
        )
        #expect(
            Self.cells(document) == [
                [Rect(x: 74, y: 0, width: 672, height: 80)],
                [Rect(x: 16, y: 0, width: 361, height: 44)],
            ]
        )
    }

    @Test func variantsSetItemsAndTheNewConditionsHold() throws {
        let document = try Self.parse(
            """
            environments:
              - {name: ltr, size: [375, 667]}
              - {name: rtl, size: [375, 667], layoutDirection: rightToLeft}
              - {name: big, size: [375, 667], preferredContentSizeCategory: accessibilityLarge, systemVersion: 17}
            layout:
              itemSize: [50, 50]
              variants:
                - when: {layoutDirection: rightToLeft}
                  set: {sections.photos.items: 2}
                - when: {preferredContentSizeCategory: accessibility, systemVersion: {atLeast: 16.4}}
                  set: {sections.photos.items: 5}
            sections:
              - id: photos
                items: 1
            """
        )
        #expect(Self.cells(document).map(\.count) == [1, 2, 5])
    }

    @Test func mergeKeysShareSettings() throws {
        let document = try Self.parse(
            """
            environments: [{name: e, size: [300, 600]}]
            layout: {type: compositional}
            sections:
              - &grid
                id: a
                items: 2
                interGroupSpacing: 10
                group:
                  vertical:
                    layoutSize: [fractionalWidth(1), absolute(40)]
                    subitems: [{item: {layoutSize: [fractionalWidth(1), fractionalHeight(1)]}}]
              - <<: *grid
                id: b
                items: 1
            """
        )
        #expect(document.sections.map(\.id.rawValue) == ["a", "b"])
        #expect(document.sections[1].itemCount == 1)
        #expect(document.sections[1].compositional.interGroupSpacing == 10)
    }

    @Test(
        arguments: [
            (
                "layout: {itemSize: [\"collectionView.bounds.widht / 2\", 10]}",
                #"t.layout.yaml:1:22: error: layout.itemSize[0]: unknown name "collectionView.bounds.widht" (did you mean "collectionView.bounds.width"?)"#
            ),
            (
                "layout: {itemSize: [\"Int(.regular)\", 10]}",
                "t.layout.yaml:1:26: error: layout.itemSize[0]: Int(…) takes a number, found `.regular`"
            ),
            (
                "layout: {itemSize: [\"(collectionView.bounds.width / 2\", 10]}",
                "t.layout.yaml:1:22: error: layout.itemSize[0]: unbalanced parenthesis: this `(` is never closed"
            ),
            (
                "environments: [{name: e, size: [300, 600]}]\nlayout: {itemSize: [\"10 / (collectionView.bounds.width - 300)\", 10]}",
                #"t.layout.yaml:2:25: error: layout.itemSize[0]: division by zero in environment "e""#
            ),
            (
                "environments: [{name: e, size: [300, 600]}]\nlayout: {itemSize: [\"100 - collectionView.bounds.width\", 10]}",
                #"t.layout.yaml:2:22: error: layout.itemSize[0]: expected a number ≥ 0, found -200 (the expression's value in environment "e")"#
            ),
            (
                "layout: {type: \"traitCollection.horizontalSizeClass == .regular ? flow : split\"}",
                #"t.layout.yaml:1:16: error: layout.type: expected one of "flow", "split", "compositional", found an expression: this key cannot be computed"#
            ),
            (
                "sections: [{id: \"sectionIndex\", items: 1}]",
                "t.layout.yaml:1:17: error: sections[0].id: an id names a section: it cannot be computed; write it as plain text"
            ),
            (
                "layout: {itemSize: [\"container.contentSize.width\", 10]}",
                "t.layout.yaml:1:22: error: layout.itemSize[0]: container.contentSize.width is a section provider's environment: compositional layouts only; use collectionView.bounds or collectionView.safeAreaInsets here"
            ),
        ]
    )
    func expressionErrorsAreLocatedAtTheirToken(text: String, expected: String) {
        #expect(Self.errors(text) == [expected])
    }

    @Test func hugeOrDeepExpressionsAreRefusedFast() {
        let deep = String(repeating: "(", count: 10_000) + "1" + String(repeating: ")", count: 10_000)
        let deepErrors = Self.errors("layout: {itemSize: [\"\(deep)\", 10]}")
        #expect(deepErrors.count == 1)
        #expect(deepErrors.first?.contains("at most 1000 characters") == true)
        let shallowButDeep = String(repeating: "(", count: 40) + "1" + String(repeating: ")", count: 40)
        #expect(
            Self.errors("layout: {itemSize: [\"\(shallowButDeep)\", 10]}").first?.contains("nest at most 32") == true
        )
        let long = String(repeating: "1 + ", count: 250_000) + "1"
        #expect(Self.errors("layout: {itemSize: [\"\(long)\", 10]}").first?.contains("at most 1000 characters") == true)
    }
}
