import LayoutEngine
import LayoutSpecFormat
import Testing

/// What pastes from an app's Swift: an enumeration's case as Swift writes it, with a leading dot.
struct SwiftSpellingTests {
    static func spec(_ words: [String: String]) -> String {
        """
        environments: [{device: iPhone 17, layoutDirection: \(words["direction", default: ""])}]
        layout:
          type: compositional
          scrollDirection: \(words["scroll", default: ""])
        sections:
          - items: 6
            orthogonalScrollingBehavior: \(words["behavior", default: ""])
            group:
              horizontal:
                layoutSize: [fractionalWidth(0.8), absolute(100)]
                subitems: [{item: {layoutSize: [fractionalWidth(1), fractionalHeight(1)]}}]
            boundarySupplementaryItems:
              - {elementKind: header, layoutSize: [fractionalWidth(1), absolute(40)], alignment: \(words["alignment", default: ""])}
          - items: 3
            list: {appearance: \(words["appearance", default: ""])}
        """
    }

    static let plain = [
        "direction": "rightToLeft", "scroll": "vertical", "behavior": "groupPaging", "alignment": "top",
        "appearance": "insetGrouped",
    ]

    @Test func leadingDotCasesReadAsTheirNames() throws {
        let swift = Self.plain.mapValues { "." + $0 }
        let pasted = try SpecParser().parse(Self.spec(swift), file: "t.layout.yaml")
        let written = try SpecParser().parse(Self.spec(Self.plain), file: "t.layout.yaml")
        #expect(pasted == written)
        var layout = IncrementalLayout()
        #expect(layout.update(pasted).0.environments.first?.sections.count == 2)
    }

    @Test func aMisspeltCaseWithItsDotIsToldTheName() {
        var words = Self.plain
        words["behavior"] = ".groupPagng"
        #expect(throws: SpecErrors.self) { try SpecParser().parse(Self.spec(words), file: "t.layout.yaml") }
        do {
            _ = try SpecParser().parse(Self.spec(words), file: "t.layout.yaml")
        } catch {
            #expect(
                error.description.contains(#"found ".groupPagng" (did you mean "groupPaging"?)"#),
                "\(error.description)"
            )
        }
    }
}

/// Completion offers an enumeration's cases by their names, the spelling the format documents.
struct SwiftSpellingCompletionTests {
    @Test func completionOffersTheCasesByName() {
        let labels = SpecCompletion().values(
            of: "orthogonalScrollingBehavior",
            at: [.key("sections"), .entry],
            layoutType: "compositional"
        ).map(\.label)
        #expect(labels.contains("groupPaging") && labels.contains("continuousGroupLeadingBoundary"), "\(labels)")
        #expect(!labels.contains { $0.hasPrefix(".") })
    }
}
