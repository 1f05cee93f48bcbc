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
        // content size is the bounds); a column is w / count wide, floored to the 2x pixel grid as iOS 26
        // floors a length that `count:` divides: 320, 350, and floor(733.33) / 2 = 366.5.
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
        #expect(cells.map { $0[0].width } == [320, 350, 366.5])
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

    /// Sections of the same computed width, the middle one `height` high, in two environments.
    static func computedSpec(middleHeight height: Int) -> String {
        var lines = [
            "environments: [{name: a, size: [320, 568]}, {name: b, size: [820, 1180]}]",
            "layout: {minimumInteritemSpacing: 0}",
            "sections:",
        ]
        for index in 0..<5 {
            lines.append("  - id: s\(index)")
            lines.append("    items: 4")
            lines.append("    itemSize: [collectionView.bounds.width / 4, \(index == 2 ? height : 50)]")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test func anEditedSectionIsTheOnlyOneReadAndLaidOutAgain() throws {
        let parser = SpecParser()
        var tree: ComposedSpec?
        var layout = IncrementalLayout()
        let first = try parser.parse(Self.computedSpec(middleHeight: 50), file: "t.layout.yaml", tree: &tree)
        #expect(first.environmentKeys.count == 2)
        _ = layout.update(first)
        let edited = try parser.parse(Self.computedSpec(middleHeight: 60), file: "t.layout.yaml", tree: &tree)
        let (snapshot, work) = layout.update(edited)
        // The edited section in each of the two environments; the two below it move; the two above stay.
        #expect(work.sectionsComputed == 2)
        #expect(work.sectionsShifted == 4)
        #expect(work.sectionsReused == 4)
        #expect(snapshot == layOut(try parser.parse(Self.computedSpec(middleHeight: 60), file: "t.layout.yaml")))
        // Widths follow each environment: 320 / 4 and 820 / 4.
        #expect(snapshot.environments.map { $0.sections[2].elements[0].frame.width } == [80, 205])
    }

    /// Five sections of the given item widths, in two environments.
    static func spec(widths: [String]) -> String {
        var lines = ["environments: [{name: a, size: [320, 568]}, {name: b, size: [820, 1180]}]", "sections:"]
        for (index, width) in widths.enumerated() {
            lines += ["  - id: s\(index)", "    items: 4", "    itemSize: [\(width), 50]"]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test func anEditThatMakesASectionComputedOrConstantReadsAsFromScratch() throws {
        // A save reads again, in each environment, only the entries it replaced, over the sections the
        // previous save read there: an entry that stops or starts reading the environment, or reads it
        // otherwise, must still give each environment what a parse from scratch gives.
        let quarter = "collectionView.bounds.width / 4"
        let half = "collectionView.bounds.width / 2"
        let saves = [
            [quarter, quarter, quarter, quarter, quarter],
            [quarter, quarter, "60", quarter, quarter],
            [quarter, quarter, "60", half, quarter],
            [quarter, quarter, quarter, half, quarter],
            ["70", "70", "70", "70", "70"],
            [quarter, "70", "70", "70", "70"],
        ]
        let parser = SpecParser()
        var tree: ComposedSpec?
        for widths in saves {
            let text = Self.spec(widths: widths)
            let incremental = try parser.parse(text, file: "t.layout.yaml", tree: &tree)
            let scratch = try parser.parse(text, file: "t.layout.yaml")
            #expect(incremental == scratch, "\(widths)")
            #expect(layOut(incremental) == layOut(scratch), "\(widths)")
        }
        // The last save: 320 / 4 and 820 / 4 in the first section, 70 in the others.
        let last = layOut(try parser.parse(Self.spec(widths: saves[5]), file: "t.layout.yaml", tree: &tree))
        #expect(last.environments.map { $0.sections[0].elements[0].frame.width } == [80, 205])
        #expect(last.environments.map { $0.sections[1].elements[0].frame.width } == [70, 70])
    }

    @Test func aSpecOfConstantsIsReadOnce() throws {
        let document = try Self.parse(
            """
            environments: [{name: a, size: [320, 568]}, {name: b, size: [820, 1180]}]
            layout: {itemSize: [100 / 4, "2 * 22"]}
            sections: [{items: 2, minimumLineSpacing: "max(4, 8)"}]
            """
        )
        // Constant expressions are folded when read: nothing is read again per environment.
        #expect(document.environmentKeys.isEmpty)
        #expect(Self.cells(document)[0][0].size == Size(width: 25, height: 44))
    }

    @Test func expressionsCompiledInTheParseBeforeAreCheckedForTheirNewPlace() throws {
        // The next parse of a spec takes the expressions the parse before compiled: a name that only a
        // compositional layout has must still be refused once the layout is a flow.
        let parser = SpecParser()
        var tree: ComposedSpec?
        let compositional = """
            environments: [{name: e, size: [300, 600]}]
            layout: {type: compositional, interSectionSpacing: container.contentSize.width / 30}
            sections:
              - items: 1
                group: {horizontal: {layoutSize: [fractionalWidth(1), absolute(10)], subitems: [{item: {layoutSize: [fractionalWidth(1), fractionalHeight(1)]}}]}}
            """
        let document = try parser.parse(compositional, file: "t.layout.yaml", tree: &tree)
        #expect(document.environmentKeys.count == 1)
        let flow = """
            environments: [{name: e, size: [300, 600]}]
            layout: {type: flow, minimumLineSpacing: container.contentSize.width / 30}
            sections: [{items: 1}]
            """
        var messages: [String] = []
        do {
            _ = try parser.parse(flow, file: "t.layout.yaml", tree: &tree)
        } catch {
            messages = error.errors.map(\.message)
        }
        #expect(messages.count == 1)
        #expect(messages.first?.contains("compositional layouts only") == true)
    }
}
