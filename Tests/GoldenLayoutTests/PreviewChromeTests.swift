import Foundation
import LayoutEngine
import LayoutProtocol
import LayoutSpecFormat
import Testing

/// UIKit's standard chrome in the pictures: the bars an environment gives, with the spec's name as
/// the title, and a list's rows on cards with their separators. Worked by hand for an iPhone 17
/// (402 × 874, safe area 62 at the top and 34 at the bottom, layout margins 16 at the sides):
///
/// - `navigationBar: largeTitle` is 96 tall, so the safe area's top is 62 + 96 = 158, and at rest the
///   screen's top is at content y −158: the bar spans −158 + 62 = −96 to 0, the large title at x 16.
/// - `bottomBar: tabBar` is 49 tall, so the bottom is 34 + 49 = 83: the screen ends at −158 + 874 = 716
///   and the bar spans 716 − 83 = 633 to 682, its four tabs' centres at 402 / 8 = 50.25, 150.75, …
/// - The list is `insetGrouped` on iOS 26: rows 52 tall, 20 in from each side (362 wide), the first
///   section 35 below the top; section `one`'s row at y 35, section `three`'s three rows 35 further,
///   at y 35 + 52 + 35 = 122, 174 and 226. Their card is (20, 122, 362, 156) with a radius of 10, and
///   separators lie between the rows, at y 174 and 226, from x 20 + 16 = 36 to 382.
struct PreviewChromeTests {
    static let spec = """
        name: Settings
        environments:
          - {device: iPhone 17, navigationBar: largeTitle, bottomBar: tabBar}
        layout:
          type: compositional
          list: {appearance: insetGrouped}
        sections:
          - {id: one, items: 1}
          - {id: three, items: 3}

        """

    static func picture(_ text: String) throws -> String {
        try PreviewSVGTests.picture(of: text)
    }

    static func lines(of svg: String, _ prefix: String) -> [String] {
        svg.split(separator: "\n").map(String.init).filter { $0.hasPrefix(prefix) }
    }

    @Test func barsAreDrawnWhereTheSafeAreaHoldsThemWithTheSpecsName() throws {
        let svg = try Self.picture(Self.spec)
        #expect(
            Self.lines(of: svg, "<rect class=\"bar\"") == [
                "<rect class=\"bar\" x=\"0\" y=\"-96\" width=\"402\" height=\"96\"/>",
                "<rect class=\"bar\" x=\"0\" y=\"633\" width=\"402\" height=\"49\"/>",
            ]
        )
        #expect(svg.contains("<text class=\"bar-title large\" x=\"16\" y=\"-12\">Settings</text>"))
        let tabs = Self.lines(of: svg, "<circle class=\"tab")
        #expect(tabs.count == 4 && tabs[0].contains("selected") && tabs[0].contains("cx=\"50.25\""))
        #expect(tabs[1].contains("cx=\"150.75\"") && !tabs[1].contains("selected"))
    }

    @Test func anInsetGroupedListHasRoundedCardsAndSeparatorsBetweenItsRows() throws {
        let svg = try Self.picture(Self.spec)
        #expect(
            Self.lines(of: svg, "<rect class=\"list-card\"") == [
                "<rect class=\"list-card\" x=\"20\" y=\"35\" width=\"362\" height=\"52\" rx=\"10\"/>",
                "<rect class=\"list-card\" x=\"20\" y=\"122\" width=\"362\" height=\"156\" rx=\"10\"/>",
            ]
        )
        #expect(
            Self.lines(of: svg, "<line class=\"separator\"") == [
                "<line class=\"separator\" x1=\"36\" y1=\"174\" x2=\"382\" y2=\"174\"/>",
                "<line class=\"separator\" x1=\"36\" y1=\"226\" x2=\"382\" y2=\"226\"/>",
            ]
        )
        #expect(Self.lines(of: svg, "<rect class=\"cell row carded\"").count == 4)
    }

    @Test func aPlainListHasASeparatorUnderEveryRowAndNoCard() throws {
        let svg = try Self.picture(Self.spec.replacingOccurrences(of: "insetGrouped", with: "plain"))
        #expect(Self.lines(of: svg, "<rect class=\"list-card\"").isEmpty)
        // Plain rows run the whole width: separators from x 16 to 402, under each of the four rows.
        let separators = Self.lines(of: svg, "<line class=\"separator\"")
        #expect(
            separators.count == 4 && separators.allSatisfy { $0.contains("x1=\"16\" ") && $0.contains("x2=\"402\"") }
        )
        #expect(Self.lines(of: svg, "<rect class=\"cell row\"").count == 4)
    }

    @Test func aListWithoutSeparatorsAndASidebarDrawNone() throws {
        let hidden = Self.spec.replacingOccurrences(of: "insetGrouped}", with: "insetGrouped, showsSeparators: false}")
        #expect(Self.lines(of: try Self.picture(hidden), "<line class=\"separator\"").isEmpty)
        let sidebar = Self.spec.replacingOccurrences(of: "insetGrouped", with: "sidebar")
        #expect(Self.lines(of: try Self.picture(sidebar), "<line class=\"separator\"").isEmpty)
    }

    @Test func rightToLeftTheSeparatorsStartAtTheRightAndTheTitleEndsThere() throws {
        let svg = try Self.picture(
            Self.spec.replacingOccurrences(
                of: "bottomBar: tabBar}",
                with: "bottomBar: tabBar, layoutDirection: rightToLeft}"
            )
        )
        #expect(
            Self.lines(of: svg, "<line class=\"separator\"").first
                == "<line class=\"separator\" x1=\"20\" y1=\"174\" x2=\"366\" y2=\"174\"/>"
        )
        #expect(svg.contains("<text class=\"bar-title large\" x=\"386\" y=\"-12\" text-anchor=\"end\">Settings</text>"))
        // The selected tab is the leading one: on the right.
        #expect(Self.lines(of: svg, "<circle class=\"tab selected\"").first?.contains("cx=\"351.75\"") == true)
    }

    @Test func aScreenWithoutBarsOrListsDrawsNoChrome() throws {
        let svg = try Self.picture(
            """
            environments: [{name: e, size: [300, 600]}]
            layout: {itemSize: [100, 100]}
            sections: [{items: 3}]

            """
        )
        for part in ["class=\"bar", "class=\"list-card", "class=\"separator", "class=\"tab", " row"] {
            #expect(!svg.contains(part), "\(part)")
        }
    }
}
