import LayoutEngine
import LayoutSpecFormat
import Testing

/// Sizes, points and insets pasted from an app's Swift read as the format's own values, written
/// without quotes as a developer copies them; a paste that does not fit its place is told what it
/// probably meant.
struct SwiftInitializerTests {
    /// A spec with every value a size, point or insets can take, from `values`.
    static func spec(_ values: [String: String]) -> String {
        """
        environments:
          - device: iPhone 16
            safeArea: \(values["safeArea", default: ""])
            contentOffset: \(values["contentOffset", default: ""])
        layout:
          type: compositional
        sections:
          - id: cards
            items: 4
            contentInsets: \(values["sectionInsets", default: ""])
            boundarySupplementaryItems:
              - elementKind: header
                alignment: top
                layoutSize: \(values["headerSize", default: ""])
                measuredSize: \(values["measuredSize", default: ""])
            group:
              horizontal:
                layoutSize: \(values["groupSize", default: ""])
                subitems:
                  - item:
                      layoutSize: \(values["itemSize", default: ""])
                      contentInsets: \(values["itemInsets", default: ""])
        """
    }

    static let format = [
        "safeArea": "[59, 0, 34, 0]",
        "contentOffset": "[0, -59]",
        "sectionInsets": "{top: 8, leading: 16, bottom: 8, trailing: 16}",
        "headerSize": "[fractionalWidth(1.0), estimated(44)]",
        "measuredSize": "[393, 60]",
        "groupSize": "[fractionalWidth(1.0), absolute(120)]",
        "itemSize": "[fractionalWidth(0.5), fractionalHeight(1.0)]",
        "itemInsets": "[2, 2, 2, 2]",
    ]

    static let swift = [
        "safeArea": "UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)",
        "contentOffset": "CGPoint(x: 0, y: -59)",
        "sectionInsets": "NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)",
        "headerSize":
            "NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44))",
        "measuredSize": "CGSize(width: 393, height: 60)",
        "groupSize": ".init(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(120))",
        "itemSize":
            "NSCollectionLayoutSize.init(widthDimension: NSCollectionLayoutDimension.fractionalWidth(0.5), heightDimension: .fractionalHeight(1.0))",
        "itemInsets": "UIEdgeInsetsMake(2, 2, 2, 2)",
    ]

    @Test func pastedInitializersReadAsTheFormatsValues() throws {
        let pasted = try SpecParser().parse(Self.spec(Self.swift), file: "t.layout.yaml")
        let written = try SpecParser().parse(Self.spec(Self.format), file: "t.layout.yaml")
        #expect(pasted == written)
        #expect(pasted.environments[0].safeArea == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    }

    @Test func quotedInFlowStyleAndImplicitMembersReadToo() throws {
        var values = Self.swift
        values["sectionInsets"] = ".init(top: 8, leading: 16, bottom: 8, trailing: 16)"
        values["itemInsets"] = #"{top: 2, leading: 2, bottom: 2, trailing: 2}"#
        values["safeArea"] = #""UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)""#
        values["measuredSize"] = "CGSize.init(width: 393, height: 60)"
        let pasted = try SpecParser().parse(Self.spec(values), file: "t.layout.yaml")
        let written = try SpecParser().parse(Self.spec(Self.format), file: "t.layout.yaml")
        #expect(pasted == written)
    }

    /// Lines copied from a call's arguments end in a comma (`layoutSize: NSCollectionLayoutSize(…),`):
    /// it is dropped, and the value reads as without it.
    @Test func aCommaAfterThePastedValueIsDropped() throws {
        var values = Self.swift
        values["groupSize"] = (values["groupSize"] ?? "") + ","
        values["itemInsets"] = "UIEdgeInsets(top: 2, left: 2, bottom: 2, right: 2),"
        let pasted = try SpecParser().parse(Self.spec(values), file: "t.layout.yaml")
        let written = try SpecParser().parse(Self.spec(Self.format), file: "t.layout.yaml")
        #expect(pasted == written)
    }

    @Test func zeroIsZeroOfTheTypeThePlaceTakes() throws {
        var values = Self.swift
        values["safeArea"] = "UIEdgeInsets.zero"
        values["itemInsets"] = ".zero"
        values["contentOffset"] = "CGPoint.zero"
        let document = try SpecParser().parse(Self.spec(values), file: "t.layout.yaml")
        #expect(document.environments[0].safeArea == .zero)
        #expect(document.environments[0].contentOffset == Point(x: 0, y: 0))
    }

    @Test func expressionsInArgumentsAreComputedAndLocated() throws {
        var values = Self.swift
        values["measuredSize"] = "CGSize(width: collectionView.bounds.width, height: 60)"
        let document = try SpecParser().parse(Self.spec(values), file: "t.layout.yaml")
        let written = try SpecParser().parse(Self.spec(Self.format), file: "t.layout.yaml")
        var computed = IncrementalLayout()
        var plain = IncrementalLayout()
        // The iPhone 16 is 393 points wide: the same measured header as `[393, 60]`.
        #expect(computed.update(document).0 == plain.update(written).0)
        values["measuredSize"] = "CGSize(width: collectionView.bounds.widht, height: 60)"
        let error = Self.errors(values)
        // `        measuredSize: CGSize(width: ` is 36 characters: the name begins in column 37.
        #expect(
            error.contains(
                #"t.layout.yaml:15:37: error: sections[0].boundarySupplementaryItems[0].measuredSize.width: unknown name "collectionView.bounds.widht""#
            ),
            "\(error)"
        )
    }

    static func errors(_ values: [String: String]) -> String {
        do {
            _ = try SpecParser().parse(spec(values), file: "t.layout.yaml")
            return ""
        } catch {
            return error.description
        }
    }

    /// What a developer probably pasted, and what the error tells them.
    @Test(arguments: [
        (
            "safeArea", "UIEdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)",
            "3:15: error: environments[0].safeArea: UIEdgeInsets(…) takes top:, left:, bottom:, right: in this order, found top:, leading:, bottom:, trailing: (did you mean NSDirectionalEdgeInsets(top:leading:bottom:trailing:)?)"
        ),
        (
            "measuredSize",
            "NSCollectionLayoutSize(widthDimension: .absolute(393), heightDimension: .absolute(60))",
            "error: sections[0].boundarySupplementaryItems[0].measuredSize: expected a size: [width, height], {width:, height:} or CGSize(width:height:), found an NSCollectionLayoutSize (did you mean CGSize(width: 393, height: 60)?)"
        ),
        (
            "groupSize", "CGSize(width: 300, height: 120)",
            "error: sections[0].group.horizontal.layoutSize: expected a layout size: [width, height] of dimensions, {widthDimension:, heightDimension:} or NSCollectionLayoutSize(widthDimension:heightDimension:), found a CGSize (did you mean NSCollectionLayoutSize(widthDimension: .absolute(300), heightDimension: .absolute(120))?)"
        ),
        (
            "sectionInsets", "NSDirectionalEdgeInset(top: 8, leading: 16, bottom: 8, trailing: 16)",
            #"error: sections[0].contentInsets: unknown type "NSDirectionalEdgeInset" (did you mean "NSDirectionalEdgeInsets"?)"#
        ),
        (
            "itemInsets", "UIEdgeInsetsMake(2, 2, 2)",
            "error: sections[0].group.horizontal.subitems[0].item.contentInsets: UIEdgeInsetsMake(…) takes 4 numbers without labels, found 3 numbers without labels"
        ),
        (
            "measuredSize", "CGSize(393, 60)",
            "error: sections[0].boundarySupplementaryItems[0].measuredSize: CGSize(…) takes width:, height: in this order, found 2 numbers without labels"
        ),
        (
            // A character no expression has (quoted: YAML reads ` #` as a comment) is the argument's
            // mistake, said at the argument.
            "sectionInsets", "'NSDirectionalEdgeInsets(top: 8, leading: #, bottom: 8, trailing: 8)'",
            ##"error: sections[0].contentInsets.leading: unexpected "#" in an expression"##
        ),
        (
            "contentOffset", "CGSize(width: 0, height: 0)",
            "error: environments[0].contentOffset: expected a point: [x, y], {x:, y:} or CGPoint(x:y:), found a CGSize"
        ),
    ])
    func aPasteThatDoesNotFitSaysWhatWasMeant(key: String, value: String, message: String) {
        var values = Self.swift
        values[key] = value
        let errors = Self.errors(values)
        #expect(errors.contains(message), "\(errors)")
    }

    /// A text that is valid YAML is read as it is: only a value YAML refuses is quoted, and a
    /// mistake that is not pasted Swift keeps its own error.
    @Test func onlyWhatYAMLRefusesIsQuoted() {
        var values = Self.swift
        values["measuredSize"] = "width: 393, height: 60"
        let errors = Self.errors(values)
        #expect(errors.contains("t.layout.yaml:15:") && errors.contains("invalid YAML"), "\(errors)")
    }
}

/// The Swift spellings in the JSON Schema's completion: each place offers the initializers of the
/// type it takes.
struct SwiftInitializerCompletionTests {
    @Test func completionOffersTheInitializersOfThePlace() {
        let completion = SpecCompletion()
        let insets = completion.values(
            of: "contentInsets",
            at: [.key("sections"), .entry],
            layoutType: "compositional"
        )
        .map(\.label)
        #expect(insets.contains("NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)"), "\(insets)")
        #expect(insets.contains("UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)"))
        let size = completion.values(of: "itemSize", at: [.key("layout")], layoutType: "flow").map(\.label)
        #expect(size.contains("CGSize(width: 0, height: 0)") && size.contains(".zero"), "\(size)")
        let layoutSize = completion.values(
            of: "layoutSize",
            at: [.key("sections"), .entry, .key("group"), .key("horizontal")],
            layoutType: "compositional"
        ).map(\.label)
        #expect(
            layoutSize.contains(
                "NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44))"
            ),
            "\(layoutSize)"
        )
        #expect(!layoutSize.contains("CGSize(width: 0, height: 0)"))
    }
}
