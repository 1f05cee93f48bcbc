import Foundation
import LayoutEngine
import LayoutProtocol
import LayoutSpecFormat
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The preview pictures: every one is XML with one `rect` per element at its hand-worked frame, the
/// elements the last diff touched are highlighted, and a few small pictures are compared whole with
/// the files in `Golden/svg` (`RECORD_GOLDEN=1` rewrites them and records an issue).
struct PreviewSVGTests {
    /// The picture of the first environment of the spec `text` (`s.layout.yaml`), laid out whole, with
    /// its lists and its name; `traced`: its elements carry their lines.
    static func picture(of text: String, file: String? = nil, traced: Bool = true) throws -> String {
        let document = try SpecParser().parse(text, file: "s.layout.yaml")
        var layout = IncrementalLayout()
        let snapshot = layout.update(document).snapshot
        return PreviewSVG(
            spec: "s.layout.yaml",
            generation: 1,
            environment: document.environments[0],
            layout: snapshot.environments[0],
            file: file,
            sources: traced ? SectionTrace.traces(of: document)[0] : [],
            lists: document.listConfigurations(environmentAt: 0),
            title: document.name
        )
        .svg()
    }

    /// The `rect`s of a picture, read back with Foundation's XML parser (which fails on anything
    /// that is not well-formed XML).
    final class Rects: NSObject, XMLParserDelegate {
        var elements: [String] = []
        var labels = 0
        var changed: [String] = []
        private var inLabel = false

        static func read(_ svg: String) throws -> Rects {
            let rects = Rects()
            let parser = XMLParser(data: Data(svg.utf8))
            parser.delegate = rects
            guard parser.parse() else {
                throw PreviewFailure("not well-formed XML: \(parser.parserError.map { "\($0)" } ?? "?")")
            }
            return rects
        }

        func parser(
            _ parser: XMLParser,
            didStartElement name: String,
            namespaceURI: String?,
            qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            if name == "text", attributes["class"] == "label" { labels += 1 }
            guard name == "rect", let classes = attributes["class"]?.split(separator: " ").map(String.init),
                let style = classes.first, ["cell", "header", "footer", "background", "supplementary"].contains(style)
            else { return }
            let kind = style == "supplementary" ? attributes["data-kind"] ?? "?" : style
            let item = attributes["data-item"].map { " \($0)" } ?? ""
            let frame = ["x", "y", "width", "height"].map { attributes[$0] ?? "?" }.joined(separator: " ")
            let line = "\(kind)\(item) \(frame)"
            elements.append(line)
            if classes.contains("changed") { changed.append(line) }
        }
    }

    /// The elements of one environment in a `.frames` file, as `kind item? x y w h` (ids and colours
    /// left out: the picture labels ids and styles colours its own way).
    static func frames(_ text: String, environment: String) -> [String] {
        var inEnvironment = false
        var lines: [String] = []
        for line in text.split(separator: "\n") {
            if line.hasPrefix("environment ") {
                inEnvironment = line.split(separator: " ")[1] == environment
                continue
            }
            guard inEnvironment, line.hasPrefix("  ") else { continue }
            let tokens = line.split(separator: " ").filter { !$0.contains("=") }.map(String.init)
            lines.append(tokens.joined(separator: " "))
        }
        return lines
    }

    static let allCases =
        GoldenLayoutTests.flowCases + GoldenLayoutTests.splitCases
        + GoldenLayoutTests.compositionalCases

    @Test(arguments: allCases)
    func everyElementIsOneRectAtItsHandWorkedFrame(_ golden: GoldenCase) throws {
        let text = try String(contentsOf: golden.specURL, encoding: .utf8)
        let document = try SpecParser().parse(text, file: golden.name + ".layout.yaml")
        let frames = try String(contentsOf: golden.framesURL, encoding: .utf8)
        let snapshot = layOut(document)
        for (environment, layout) in zip(document.environments, snapshot.environments) {
            let svg = PreviewSVG(spec: golden.name, generation: 1, environment: environment, layout: layout).svg()
            let rects = try Rects.read(svg)
            #expect(
                rects.elements.sorted() == Self.frames(frames, environment: layout.name).sorted(),
                "\(golden.testDescription), \(layout.name)"
            )
            #expect(rects.changed.isEmpty)
        }
    }

    static func picture(_ name: String, _ text: String, changed: Set<PreviewSVG.Touched> = []) throws -> String {
        let document = try SpecParser().parse(text, file: name + ".layout.yaml")
        let layout = try #require(layOut(document).environments.first)
        return PreviewSVG(
            spec: name,
            generation: 2,
            environment: document.environments[0],
            layout: layout,
            changed: changed,
            scrollsVertically: document.scrollsVertically(environmentAt: 0)
        )
        .svg()
    }

    /// The screen is drawn where the collection view starts, at rest: scrolled to −adjustedContentInset, so
    /// on a phone with a 59-point status bar the bounds start 59 points above the content; right to
    /// left and scrolling horizontally, at the right end of the content.
    @Test func theScreenIsDrawnAtRest() throws {
        let directory = GoldenCase.goldenDirectory
        let pinned = try String(
            contentsOf: directory.appendingPathComponent("flow/pinned-header-at-rest.layout.yaml"),
            encoding: .utf8
        )
        // 393 x 852 at (0, -59).
        #expect(
            try Self.picture("at-rest", pinned).contains(
                #"<rect class="bounds" x="0" y="-59" width="393" height="852"/>"#
            )
        )
        // flow/rtl-horizontal-mirrors-across-content: content 540 wide, bounds 375: x = 540 - 375 + 0 = 165.
        let rightToLeft = try String(
            contentsOf: directory.appendingPathComponent("flow/rtl-horizontal-mirrors-across-content.layout.yaml"),
            encoding: .utf8
        )
        #expect(
            try Self.picture("rtl", rightToLeft).contains(
                #"<rect class="bounds" x="165" y="0" width="375" height="100"/>"#
            )
        )
    }

    /// Every element says where the spec wrote it: a cell its `items:` entry, a header its section.
    ///
    /// One 320 × 480 environment, items 100 × 50 (three a row with the default 10-point spacing):
    /// item 0 is the `[100, 50]` entry on line 7, items 1–2 the run on line 8, both at column 9;
    /// the header belongs to the section written on line 4, column 5.
    @Test func elementsCarryTheirSpecLines() throws {
        let text = """
            environments: [{name: e, size: [320, 480]}]
            layout: {itemSize: [100, 50]}
            sections:
              - id: a
                header: 20
                items:
                  - [100, 50]
                  - {count: 2}
            """
        let svg = try Self.picture(of: text, file: "/specs/s.layout.yaml")
        #expect(svg.contains(#"data-file="/specs/s.layout.yaml""#))
        #expect(svg.contains(#"<rect class="header" data-section="a" data-line="4" data-column="5""#))
        #expect(svg.contains(#"data-item="0" data-line="7" data-column="9" x="0" y="20""#))
        #expect(svg.contains(#"data-item="2" data-line="8" data-column="9" x="220" y="20""#))
    }

    /// A header whose height is still UIKit's estimate is marked, one with its measured size is not;
    /// the pages of a carousel beyond the screen are veiled.
    ///
    /// One 320 × 480 environment at 2x. Section `a`: a header `estimated(44)` with no measured size
    /// (estimated), then a paging carousel of 4 pages, each 90 % of 320 = 288 wide with 10 between:
    /// x = 0, 298, 596, 894, ending at 1182 — beyond the screen's right edge at 320, so a veil runs
    /// from x 320 to 1182. Section `b`: the same header with `measuredSize`, not marked. A cell points
    /// at its `items:` value (line 5, column 12).
    @Test func estimatesAndWhatLiesBeyondTheScreenAreShown() throws {
        let text = """
            environments: [{name: e, size: [320, 480]}]
            layout: {type: compositional}
            sections:
              - id: a
                items: 4
                orthogonalScrollingBehavior: groupPaging
                interGroupSpacing: 10
                boundarySupplementaryItems:
                  - {elementKind: header, layoutSize: [fractionalWidth(1), estimated(44)], alignment: top}
                group:
                  horizontal:
                    layoutSize: [fractionalWidth(0.9), absolute(100)]
                    subitems: [{item: {layoutSize: [fractionalWidth(1), fractionalHeight(1)]}}]
              - id: b
                items: 1
                boundarySupplementaryItems:
                  - {elementKind: header, layoutSize: [fractionalWidth(1), estimated(44)], alignment: top, measuredSize: [320, 30]}
                group:
                  horizontal:
                    layoutSize: [fractionalWidth(1), absolute(50)]
                    subitems: [{item: {layoutSize: [fractionalWidth(1), fractionalHeight(1)]}}]
            """
        let svg = try Self.picture(of: text)
        #expect(svg.contains(#"<rect class="header estimated" data-estimated="true" data-section="a""#), "\(svg)")
        #expect(svg.contains(#"<rect class="header" data-section="b""#))
        #expect(
            svg.contains(#"data-item="3" data-line="5" data-column="12" x="894" y="44" width="288" height="100"/>"#)
        )
        let veils = svg.split(separator: "\n").filter { $0.hasPrefix(#"<rect class="beyond""#) }
        #expect(veils.count == 1 && veils[0].hasPrefix(#"<rect class="beyond" x="320" y="0" width="862""#), "\(veils)")
        // The screen in the drawing: 16 points of margin, 44 of caption above it.
        #expect(svg.contains(#"data-bounds="16 60 320 480" data-scale="2""#))
    }

    /// A layout of more elements than a picture draws shows those on the screen, and says so.
    ///
    /// 30,000 cells of 100 × 50 in a 320 × 480 view, three a row with 10-point spacing: rows at y 0,
    /// 60, …, 420 reach into the screen (the next starts at 480), so 8 × 3 = 24 cells are drawn.
    @Test func aHugeLayoutDrawsTheScreenOnly() throws {
        let text = """
            environments: [{name: e, size: [320, 480]}]
            layout: {itemSize: [100, 50]}
            sections: [{id: a, items: 30000}]
            """
        let svg = try Self.picture(of: text, traced: false)
        let cells = svg.components(separatedBy: #"<rect class="cell""#).count - 1
        #expect(cells == 24)
        #expect(svg.contains("drawn: the 24 elements on the screen, of 30000"))
        #expect(svg.contains(#"data-item="23" x="220" y="420""#))
    }

    /// A reference's frames drawn over a layout are bounded like its elements: two million of them
    /// (a reference file of that many lines) drew 2,000,006 rectangles into a 136 MB failure picture.
    ///
    /// Of 2,000,000 frames 50 × 50 in a column, 10 apart, those on the 320 × 480 screen (y 0 … 420)
    /// are drawn, 8 of them; past the bound the rest are not.
    @Test func aReferencesFramesAreBoundedLikeTheLayouts() throws {
        let text =
            "environments: [{name: e, size: [320, 480]}]\nlayout: {itemSize: [100, 50]}\nsections: [{id: a, items: 1}]\n"
        let document = try SpecParser().parse(text, file: "s.layout.yaml")
        var layout = IncrementalLayout()
        let snapshot = layout.update(document).snapshot
        var picture = PreviewSVG(
            spec: "s.layout.yaml",
            generation: 1,
            environment: document.environments[0],
            layout: snapshot.environments[0]
        )
        picture.previousFrames = (0..<2_000_000).map { Rect(x: 0, y: Double($0) * 60, width: 50, height: 50) }
        let svg = picture.svg()
        let previous = svg.components(separatedBy: #"<rect class="previous""#).count - 1
        #expect(previous == 8)
        #expect(svg.utf8.count < 100_000)
    }

    static func compare(_ svg: String, golden name: String) throws {
        let url = GoldenCase.goldenDirectory.appendingPathComponent("svg/\(name).svg")
        if ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" {
            try svg.write(to: url, atomically: true, encoding: .utf8)
            Issue.record("recorded a new golden picture \(name).svg; review and rerun")
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(svg == expected, Comment(rawValue: GoldenLayoutTests.sideBySide(expected: expected, actual: svg)))
    }

    /// The cell and footer a save moved are drawn `changed`, and nothing else.
    ///
    /// flow/header-footer-vertical (320 × 480, frames worked out in its spec), one more item: 2 a row,
    /// so item 2 starts the second row at x 10, y = 50 + 100 + 10 (line spacing) = 160; the items end
    /// at 260, the footer follows the bottom inset at 280: (0, 280, 320, 30). The diff inserts cell 2
    /// and updates the footer; those two, and nothing else, are drawn `changed`.
    @Test func theLastDiffIsHighlighted() throws {
        let url = GoldenCase.goldenDirectory.appendingPathComponent("flow/header-footer-vertical.layout.yaml")
        let before = try String(contentsOf: url, encoding: .utf8)
        let after = before.replacingOccurrences(of: "items: 2", with: "items: 3")
        let old = layOut(try SpecParser().parse(before, file: "a.layout.yaml"))
        let new = layOut(try SpecParser().parse(after, file: "a.layout.yaml"))
        let touched = PreviewSVG.touched(by: LayoutDiff(from: old, to: new).environments.first)
        let svg = try Self.picture("header-footer-vertical", after, changed: touched)
        let rects = try Rects.read(svg)
        #expect(rects.changed.sorted() == ["cell 2 10 160 100 100", "footer 0 280 320 30"])
        #expect(rects.elements.count == 5)
        try Self.compare(svg, golden: "header-footer-vertical-one-more-item")
    }

    /// split/section-insets-and-background: the background (zIndex below the cells) is drawn first,
    /// the header and footer labelled with their section, the cells with their index.
    @Test func aSplitSectionWithItsBackground() throws {
        let url = GoldenCase.goldenDirectory.appendingPathComponent("split/section-insets-and-background.layout.yaml")
        let svg = try Self.picture("section-insets-and-background", try String(contentsOf: url, encoding: .utf8))
        let rects = try Rects.read(svg)
        #expect(rects.elements.first == "background 0 20 120 42")
        #expect(svg.contains(">header 0</text>") && svg.contains(">footer 0</text>") && svg.contains(">1</text>"))
        try Self.compare(svg, golden: "section-insets-and-background")
    }

    /// 10,000 cells of 20 × 20: every shape is drawn, the labels stop at the cap.
    @Test func tenThousandCellsKeepEveryShapeAndCapTheLabels() throws {
        let text = """
            environments: [{name: e, size: [400, 800], scale: 2}]
            layout: {itemSize: [20, 20], minimumLineSpacing: 0, minimumInteritemSpacing: 0}
            sections: [{items: 10000}]
            """
        let rects = try Rects.read(try Self.picture("many", text))
        #expect(rects.elements.count == 10_000)
        #expect(rects.labels == PreviewSVG.labelLimit)
    }

    /// Text from the spec that XML would choke on is escaped.
    @Test func namesAreEscaped() throws {
        let text = """
            environments: [{name: "a<b&c", size: [100, 100]}]
            sections: [{id: "x\\"y'z", items: [{size: [50, 50], id: "<tag>"}]}]
            """
        let svg = try Self.picture("odd & <named>", text)
        _ = try Rects.read(svg)
        #expect(svg.contains("odd &amp; &lt;named&gt; — a&lt;b&amp;c"))
        #expect(svg.contains("data-section=\"x&quot;y&apos;z\""))
    }
}

struct PreviewFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
