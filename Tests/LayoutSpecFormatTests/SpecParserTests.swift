import LayoutEngine
import LayoutSpecFormat
import Testing

struct SpecParserTests {
    static func parse(_ text: String) throws -> LayoutDocument {
        try SpecParser().parse(text, file: "dir/photos.layout.yaml")
    }

    static func flow(_ document: LayoutDocument) -> FlowLayoutSpec {
        guard case .flow(let spec) = document.layout else { return FlowLayoutSpec() }
        return spec
    }

    @Test func readsEveryItemsForm() throws {
        let document = try Self.parse(
            """
            sections:
              - items: 12
              - items: []
              - items: [[40, 50], {size: {width: 80, height: 50}}, {size: [120, 50], count: 3}, {}, {id: hero}]
              - items: {count: 2, size: [10, 20]}
            """
        )
        #expect(document.sections.map(\.itemCount) == [12, 0, 7, 2])
        #expect(
            document.sections[2].items == [
                ItemRun(size: Size(width: 40, height: 50), count: 1),
                ItemRun(size: Size(width: 80, height: 50), count: 1),
                ItemRun(size: Size(width: 120, height: 50), count: 3),
                ItemRun(size: nil, count: 1),
                ItemRun(size: nil, count: 1, id: "hero"),
            ]
        )
        #expect(document.sections.map(\.id.rawValue) == ["0", "1", "2", "3"])
    }

    @Test func defaultsNameAndEnvironments() throws {
        let document = try Self.parse("sections: []")
        #expect(document.name == "photos")
        #expect(document.environments.map(\.name) == ["iphone-17"])
        #expect(document.environments[0].size == Size(width: 402, height: 874))
        #expect(document.environments[0].scale == 3)
    }

    @Test func devicePresetsMatchLooselyAndNameTheirEnvironments() throws {
        let document = try Self.parse(
            """
            environments:
              - device: ipad-10th-generation
              - {device: "IPHONE 15 pro max", orientation: landscape}
              - {device: iPhone 8, name: small, scale: 1}
              - {device: iPhone 15 Pro Max, orientation: landscape, name: ios18, systemVersion: 18}
            """
        )
        #expect(
            document.environments.map(\.name) == [
                "ipad-10th-generation", "iphone-15-pro-max-landscape", "small", "ios18",
            ]
        )
        let landscape = document.environments[1]
        #expect(landscape.size == Size(width: 932, height: 430))
        // iOS 26 (the default) shows a status bar and a 20-point home indicator in landscape; iOS 18 did not.
        #expect(landscape.safeArea == EdgeInsets(top: 20, left: 59, bottom: 20, right: 59))
        #expect(document.environments[3].safeArea == EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        #expect(landscape.sizeClasses == SizeClasses(horizontal: .regular, vertical: .compact))
        #expect(document.environments[2].scale == 1)
        #expect(document.environments[2].device == "iPhone 8")
    }

    @Test func explicitEnvironmentTakesEveryKey() throws {
        let document = try Self.parse(
            """
            environments:
              - name: narrow
                size: {width: 320, height: 568}
                scale: 2
                safeArea: {top: 20}
                contentInset: [1, 2, 3, 4]
                contentInsetAdjustment: always
                sizeClass: {horizontal: regular}
                contentOffset: [0, 100]
                systemVersion: 17.4
                layoutDirection: rightToLeft
                preferredContentSizeCategory: accessibilityMedium
            """
        )
        let environment = document.environments[0]
        #expect(environment.safeArea == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(environment.contentInset == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(environment.contentInsetAdjustment == .always)
        #expect(environment.sizeClasses == SizeClasses(horizontal: .regular, vertical: .compact))
        // A root view's margins: the safe area's top and bottom; its left and right plus 20 in a regular
        // width (the size class given here, though the phone is not a wide one).
        #expect(environment.layoutMargins == EdgeInsets(top: 20, left: 20, bottom: 0, right: 20))
        #expect(environment.contentOffset == Point(x: 0, y: 100))
        #expect(environment.systemVersion == 17.4)
        #expect(environment.layoutDirection == .rightToLeft)
        #expect(environment.preferredContentSizeCategory == .accessibilityMedium)
    }

    @Test func readsFlowKeysAtLayoutAndSectionLevel() throws {
        let document = try Self.parse(
            """
            layout:
              type: flow
              scrollDirection: horizontal
              itemSize: [100, 120]
              sectionInset: 8
              headerReferenceSize: [0, 44]
              horizontalAlignment: leading
              display: {grid: 3}
            sections:
              - id: tags
                header: 30
                footer: [10, 20]
                minimumInteritemSpacing: 4
                estimatedItemSize: [0, 0]
            """
        )
        let flow = Self.flow(document).flow
        #expect(flow.scrollDirection == .horizontal)
        #expect(flow.sectionInset == EdgeInsets(all: 8))
        #expect(flow.headerReferenceSize == .size(Size(width: 0, height: 44)))
        #expect(flow.horizontalAlignment == .left)
        #expect(flow.display == .grid(columns: 3))
        let section = document.sections[0].flow
        #expect(section.headerReferenceSize == .extent(30))
        #expect(section.footerReferenceSize == .size(Size(width: 10, height: 20)))
        #expect(section.minimumInteritemSpacing == 4)
        // A zero estimate means "no self-sizing" in UIKit.
        #expect(section.estimatedItemSize == nil)
    }

    @Test func variantsSetLayoutKeysAndSectionKeysInBothForms() throws {
        let document = try Self.parse(
            """
            layout:
              variants:
                - when: {horizontalSizeClass: regular, device: ipad-pro-12.9-inch}
                  set:
                    minimumLineSpacing: 20
                    sections.a.itemSize: [1, 2]
                    sections:
                      b: {minimumLineSpacing: 3}
            sections:
              - id: a
              - id: b
            """
        )
        let variant = try #require(Self.flow(document).variants.first)
        #expect(variant.condition == TraitCondition(horizontalSizeClass: .regular, device: "iPad Pro 12.9-inch"))
        #expect(variant.layout.minimumLineSpacing == 20)
        #expect(variant.sections[SectionID("a")]?.itemSize == Size(width: 1, height: 2))
        #expect(variant.sections[SectionID("b")]?.minimumLineSpacing == 3)
    }

    @Test func acceptsAnchorsAndAliasesAsValues() throws {
        let document = try Self.parse(
            """
            environments:
              - &phone {name: a, size: [320, 480]}
            sections:
              - {id: x, itemSize: &square [10, 10], items: 1}
              - {id: y, itemSize: *square, items: 1}
            """
        )
        #expect(document.sections[1].flow.itemSize == Size(width: 10, height: 10))
    }

    @Test func acceptsExactlyTheItemCap() throws {
        let document = try Self.parse("sections: [{items: 999999}, {items: [[1, 1]]}]")
        #expect(document.sections.map(\.itemCount).reduce(0, +) == SpecParser.itemCap)
    }
}
