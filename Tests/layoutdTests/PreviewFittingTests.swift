import Foundation
import Testing

/// How the preview page fits pictures into a window and a narrow pane, in headless Chromium: a right
/// to left carousel opens with its screen in view, a spec's devices keep one row at one scale, a
/// narrow pane's labels shrink or fall back to the index rather than vanish, and a Settings screen
/// shows UIKit's chrome: its bars and the rounded cards and separators of an inset grouped list.
@Suite struct PreviewFittingTests {
    /// The page of `example` (or of the spec `text`, named `example`), served by a daemon in this
    /// process, open in a browser `width` wide.
    static func page(
        _ example: String,
        text: String? = nil,
        width: Int,
        _ body: (HeadlessBrowser) throws -> Void
    ) async throws {
        try await InProcessDaemon.run(configuration: "previewPort: 0\n") { serve in
            if let text {
                try serve.write(text, to: example)
            } else {
                let source = LayoutdBinary.packageRoot.appendingPathComponent("examples/\(example)")
                try FileManager.default.copyItem(at: source, to: serve.url(example))
            }
            try await serve.start()
            let client = try SocketClient(serve.socket.path)
            client.send("{\"command\": \"status\"}\n")
            let url = try #require(client.receive(within: .seconds(10))?["preview"] as? String)
            let browser = try HeadlessBrowser(width: width, height: 900)
            try browser.open(url)
            #expect(try browser.waitFor("document.querySelectorAll('figure svg').length > 0") as? Bool == true)
            // Fitting is done once every figure has its scale.
            _ = try browser.waitFor("[...document.querySelectorAll('figure')].every((f) => f.dataset.scale)")
            try body(browser)
        }
    }

    /// Right to left, a carousel's pages lie to the left of the screen: the iPad's picture opens
    /// scrolled to the screen, whose centre is inside the figure's visible part.
    @Test(arguments: [1400, 700])
    func aRightToLeftCarouselOpensWithItsScreenInView(width: Int) async throws {
        try await Self.page("right-to-left-store.layout.yaml", width: width) { browser in
            let placed = try browser.evaluate(
                """
                (() => { const figure = document.querySelector('figure[data-environment=ipad-hebrew]');
                  const svg = figure.querySelector('svg');
                  const box = svg.dataset.drawing.split(' ').map(Number);
                  const bounds = svg.dataset.bounds.split(' ').map(Number);
                  const scale = Number(figure.dataset.scale);
                  const centre = (bounds[0] + bounds[2] / 2 - box[0]) * scale - figure.scrollLeft;
                  return [centre, figure.clientWidth, box[2] * scale > figure.clientWidth]; })()
                """
            )
            let values = try #require(placed as? [Any])
            let centre = try #require(values[0] as? Double)
            let visible = try #require(values[1] as? Double)
            #expect(values[2] as? Bool == true, "the carousel's picture is wider than its figure")
            #expect(centre > 0 && centre < visible, "the screen's centre is at \(centre) of \(visible)")
        }
    }

    /// Three devices of one spec with a carousel: side by side in one row, at one scale, each figure
    /// as wide as its screen (and margin), not its drawing.
    @Test func aCarouselOnThreeDevicesStaysInOneRowAtOneScale() async throws {
        try await Self.page("right-to-left-store.layout.yaml", width: 1400) { browser in
            let row = try browser.evaluate(
                """
                [...document.querySelectorAll('figure')].map((figure) =>
                  [figure.getBoundingClientRect().top, Number(figure.dataset.scale)])
                """
            )
            let figures = try #require(row as? [[Double]])
            #expect(figures.count == 3)
            #expect(Set(figures.map { $0[0] }).count == 1, "not one row: \(figures)")
            #expect(Set(figures.map { $0[1] }).count == 1, "not one scale: \(figures)")
        }
    }

    /// In a 700-pixel pane, every label of the tag cloud is shown, whole or as its cell's index,
    /// inside its element.
    @Test func aNarrowPaneShowsEveryTagsLabelOrItsIndex() async throws {
        try await Self.page("tag-cloud.layout.yaml", width: 700) { browser in
            let labels = try browser.evaluate(
                """
                [...document.querySelectorAll('figure svg text.label')].map((label) => {
                  const box = label.getBBox(); const frame = label.dataset.frame.split(' ').map(Number);
                  const hidden = getComputedStyle(label).display === 'none' || label.closest('svg.tiny') !== null;
                  const inside = box.x >= frame[0] && box.x + box.width <= frame[0] + frame[2] &&
                    box.y >= frame[1] && box.y + box.height <= frame[1] + frame[3];
                  return [hidden, inside, label.textContent === label.dataset.short,
                    label.getBoundingClientRect().height]; })
                """
            )
            let shown = try #require(labels as? [[Any]])
            #expect(!shown.isEmpty)
            #expect(
                shown.filter { $0[0] as? Bool == true }.isEmpty,
                "hidden labels: \(shown.filter { $0[0] as? Bool == true }.count) of \(shown.count)"
            )
            #expect(shown.allSatisfy { $0[1] as? Bool == true }, "a label overflows its element")
            #expect(shown.allSatisfy { ($0[3] as? Double ?? 0) >= 9 }, "a label under 9 pixels")
        }
    }

    /// A Settings screen on an iPhone with a large title and a tab bar: in the browser, each list
    /// section is one white card with rounded corners around its rows, the rows between them have
    /// separators, and the bars are drawn with the spec's name, at 1,400 and 700 pixels.
    @Test(arguments: [1400, 700])
    func anInsetGroupedListShowsRoundedCardsSeparatorsAndBars(width: Int) async throws {
        let spec = """
            name: Settings
            environments:
              - {device: iPhone 17, navigationBar: largeTitle, bottomBar: tabBar}
            layout:
              type: compositional
              list: {appearance: insetGrouped}
            sections:
              - {id: account, items: [[0, 80]]}
              - {id: connectivity, items: 4}

            """
        try await Self.page("chrome.layout.yaml", text: spec, width: width) { browser in
            let drawn = try browser.evaluate(
                """
                (() => { const svg = document.querySelector('figure svg');
                  const cards = [...svg.querySelectorAll('rect.list-card')].map((card) => {
                    const style = getComputedStyle(card); const box = card.getBoundingClientRect();
                    return [Number(card.getAttribute('rx')), style.fill, box.width > 0 && box.height > 0]; });
                  const rows = [...svg.querySelectorAll('rect.cell.row')].map((row) => getComputedStyle(row).fillOpacity);
                  const separators = [...svg.querySelectorAll('line.separator')].map((line) =>
                    [getComputedStyle(line).stroke, line.getBoundingClientRect().width > 0]);
                  const title = svg.querySelector('text.bar-title.large');
                  return {cards, rows, separators, title: title ? title.textContent : null,
                    titleShown: title ? title.getBoundingClientRect().width > 0 : false,
                    bars: svg.querySelectorAll('rect.bar').length, tabs: svg.querySelectorAll('circle.tab').length}; })()
                """
            )
            let result = try #require(drawn as? [String: Any])
            let cards = try #require(result["cards"] as? [[Any]])
            // One card a section, rounded, white and on screen.
            #expect(cards.count == 2, "\(cards)")
            for card in cards {
                #expect(
                    card[0] as? Double == 10 && card[1] as? String == "rgb(255, 255, 255)" && card[2] as? Bool == true
                )
            }
            // The rows let their card's corners show.
            #expect((result["rows"] as? [String]) == Array(repeating: "0", count: 5))
            // Three separators between connectivity's four rows, none under the account's one.
            let separators = try #require(result["separators"] as? [[Any]])
            #expect(separators.count == 3, "\(separators)")
            for separator in separators {
                #expect(separator[0] as? String == "rgb(198, 198, 200)" && separator[1] as? Bool == true)
            }
            #expect(result["title"] as? String == "Settings" && result["titleShown"] as? Bool == true)
            #expect(result["bars"] as? Int == 2 && result["tabs"] as? Int == 4)
        }
    }
}
