import LayoutEngine
import LayoutSpecFormat
import Testing

/// ``ResolvedModel`` equates the written forms that resolve alike, and only those: each pair below
/// differs in one word, and the pairs that mean another layout compare unequal.
struct ResolvedModelTests {
    static func resolved(_ text: String) throws -> ResolvedModel {
        ResolvedModel(try SpecParser().parse(text, file: "pair.layout.yaml"))
    }

    static func flow(scrollDirection: String, footer: String) -> String {
        """
        environments:
          - {name: e, size: [320, 480], scale: 1}
        layout: {itemSize: [100, 100], scrollDirection: \(scrollDirection), footerReferenceSize: \(footer)}
        sections:
          - items: 2
        """
    }

    /// A flow footer's size counts only along the scroll axis.
    ///
    /// Scrolling vertically a footer's extent is its height: `30` and `[0, 30]` are both 30 tall.
    /// Scrolling horizontally it is its width: `30` is 30 wide, `[0, 30]` is 0 wide, `[30, 0]` 30.
    @Test func aFlowFootersSizeIsItsExtentAlongTheScrollAxis() throws {
        #expect(
            try Self.resolved(Self.flow(scrollDirection: "vertical", footer: "30"))
                == Self.resolved(Self.flow(scrollDirection: "vertical", footer: "[0, 30]"))
        )
        #expect(
            try Self.resolved(Self.flow(scrollDirection: "horizontal", footer: "30"))
                != Self.resolved(Self.flow(scrollDirection: "horizontal", footer: "[0, 30]"))
        )
        #expect(
            try Self.resolved(Self.flow(scrollDirection: "horizontal", footer: "30"))
                == Self.resolved(Self.flow(scrollDirection: "horizontal", footer: "[30, 0]"))
        )
    }

    static func lists(layout: String, first: String, second: String) -> String {
        """
        environments:
          - {device: iPhone 16, systemVersion: 18}
        layout: {type: compositional\(layout)}
        sections:
          - {id: s0, items: 2\(first)}
          - {id: s1, items: 2\(second)}
        """
    }

    /// The layout's list is the list of every section without its own.
    @Test func aListOnTheLayoutIsEverySectionsWithoutOne() throws {
        let list = ", list: {appearance: plain}"
        let grouped = ", list: {appearance: grouped}"
        let onLayout = try Self.resolved(Self.lists(layout: list, first: "", second: ""))
        #expect(onLayout == (try Self.resolved(Self.lists(layout: "", first: list, second: list))))
        #expect(onLayout != (try Self.resolved(Self.lists(layout: "", first: list, second: grouped))))
        // A section's own list wins over the layout's.
        #expect(
            try Self.resolved(Self.lists(layout: list, first: grouped, second: ""))
                == Self.resolved(Self.lists(layout: "", first: grouped, second: list))
        )
    }

    static func variant(set: String, sections: Int) -> String {
        """
        environments:
          - {name: narrow, size: [300, 600]}
          - {name: wide, size: [900, 600]}
        layout:
          itemSize: [250, 50]
          minimumLineSpacing: 0
          variants:
            - when: {minWidth: 800}
              set: {\(set)}
        sections:
        """ + (0..<sections).map { "\n  - {id: s\($0), items: 4}" }.joined()
    }

    /// A variant's key on the layout is its key on every section: alike where there is one section,
    /// not where a second section keeps the layout's 0.
    @Test func aVariantsKeyOnTheLayoutIsItsKeyOnEverySection() throws {
        #expect(
            try Self.resolved(Self.variant(set: "minimumLineSpacing: 10", sections: 1))
                == Self.resolved(Self.variant(set: "sections.s0.minimumLineSpacing: 10", sections: 1))
        )
        #expect(
            try Self.resolved(Self.variant(set: "minimumLineSpacing: 10", sections: 2))
                != Self.resolved(Self.variant(set: "sections.s0.minimumLineSpacing: 10", sections: 2))
        )
        // In the narrow environment no variant holds: the spacing is 0 whatever the variant sets.
        let one = try Self.resolved(Self.variant(set: "minimumLineSpacing: 10", sections: 1))
        let other = try Self.resolved(Self.variant(set: "minimumLineSpacing: 20", sections: 1))
        #expect(one.sections[0] == other.sections[0])
        #expect(one.sections[1] != other.sections[1])
    }
}
