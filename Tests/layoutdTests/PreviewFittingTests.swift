import Foundation
import Testing

/// How the preview page fits pictures into a window and a narrow pane, in headless Chromium: a right
/// to left carousel opens with its screen in view, a spec's devices keep one row at one scale, and a
/// narrow pane's labels shrink or fall back to the index rather than vanish.
@Suite struct PreviewFittingTests {
    /// The page of `example`, served by a daemon in this process, open in a browser `width` wide.
    static func page(
        _ example: String,
        width: Int,
        _ body: (HeadlessBrowser) throws -> Void
    ) async throws {
        try await InProcessDaemon.run(configuration: "previewPort: 0\n") { serve in
            let source = LayoutdBinary.packageRoot.appendingPathComponent("examples/\(example)")
            try FileManager.default.copyItem(at: source, to: serve.url(example))
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
}
