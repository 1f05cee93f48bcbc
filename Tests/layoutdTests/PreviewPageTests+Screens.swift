import Foundation
import Testing

/// The page with real screens, in a wide window and in a 700-pixel editor pane: the examples, a store's
/// carousel whose pages run off the screen, a Settings list, and a Settings screen with its bars.
///
/// `LAYOUTD_PREVIEW_SCREENS=Documentation` writes the screenshots the docs show
/// (`preview-WIDTH-examples.png`, `-carousel.png`, `-settings.png`, `-chrome.png`).
extension PreviewPageTests {
    /// A paging carousel of ten pages 90 % of the section wide, under a header whose height is an
    /// estimate, and a grid of products with badges wider than half their cell.
    static let carousel = """
        name: carousel
        environments:
          - device: iPhone 17
          - device: iPad (A16)
        layout:
          type: compositional
          interSectionSpacing: 20
        sections:
          - id: apps-we-love
            items: 10
            orthogonalScrollingBehavior: groupPaging
            interGroupSpacing: 10
            contentInsets: {leading: 16, trailing: 16}
            boundarySupplementaryItems:
              - {elementKind: header, layoutSize: [fractionalWidth(1), estimated(44)], alignment: top}
            group:
              horizontal:
                layoutSize: [fractionalWidth(0.9), absolute(240)]
                subitems:
                  - item: {layoutSize: [fractionalWidth(1), fractionalHeight(1)]}
          - id: products
            items: 12
            contentInsets: {leading: 16, trailing: 16}
            interGroupSpacing: 12
            boundarySupplementaryItems:
              - {elementKind: header, layoutSize: [fractionalWidth(1), absolute(44)], alignment: top}
            group:
              horizontal:
                layoutSize: [fractionalWidth(1), absolute(120)]
                interItemSpacing: 12
                subitems:
                  - item:
                      layoutSize: [fractionalWidth(0.3), fractionalHeight(1)]
                      supplementaryItems:
                        - elementKind: badge
                          layoutSize: [absolute(60), absolute(20)]
                          containerAnchor: {edges: [top, trailing], offset: "absolute(-4, 4)"}

        """

    /// A Settings screen with UIKit's bars: a large title above an inset grouped list, a tab bar below.
    static let chrome = """
        name: Settings
        environments:
          - {device: iPhone 17, navigationBar: largeTitle, bottomBar: tabBar}
          - {device: iPad (A16), navigationBar: standard, bottomBar: tabBar}
        layout:
          type: compositional
          list: {appearance: insetGrouped}
        sections:
          - {id: account, items: [[0, 80]]}
          - {id: connectivity, items: [{id: airplane-mode}, {id: wi-fi}, {id: bluetooth}, {id: cellular}]}
          - {id: general, items: [{id: about}, {id: software-update}, {id: storage}]}

        """

    /// What is wrong with the page as shown: a screen narrower than 200 pixels at `fit`, a label
    /// outside its element or over another label (in the page's own pixels, as Chromium lays them
    /// out), a page that scrolls sideways.
    static let screenProblems = """
        (() => {
          const problems = [];
          if (document.documentElement.scrollWidth > window.innerWidth) problems.push('the page scrolls sideways');
          for (const figure of document.querySelectorAll('figure:not([hidden])')) {
            const name = figure.dataset.environment;
            const svg = figure.querySelector('svg');
            const drawing = svg.dataset.drawing.split(' ').map(Number);
            const bounds = svg.dataset.bounds.split(' ').map(Number);
            const screen = svg.getBoundingClientRect().width * bounds[2] / drawing[2];
            if (screen < 200) problems.push(name + ': the screen is ' + screen + ' pixels wide');
            const elements = new Map([...svg.querySelectorAll('rect[data-section], rect.cell')]
              .map((rect) => [['x', 'y', 'width', 'height'].map((a) => rect.getAttribute(a)).join(' '), rect]));
            // Chromium's checkVisibility misses a hidden SVG group: a label shown also has a size.
            const shown = [...svg.querySelectorAll('text.label')]
              .filter((label) => label.checkVisibility() && label.getBoundingClientRect().width > 0);
            const boxes = [];
            for (const label of shown) {
              const element = elements.get(label.dataset.frame);
              const a = label.getBoundingClientRect();
              if (!element) { problems.push(name + ': no element under "' + label.textContent + '"'); continue; }
              const b = element.getBoundingClientRect();
              if (a.left < b.left - 0.5 || a.right > b.right + 0.5 || a.top < b.top - 0.5 || a.bottom > b.bottom + 0.5) {
                problems.push(name + ': "' + label.textContent + '" overflows its element');
              }
              for (const [other, box] of boxes) {
                if (a.left < box.right && box.left < a.right && a.top < box.bottom && box.top < a.bottom) {
                  problems.push(name + ': "' + label.textContent + '" overlaps "' + other + '"');
                }
              }
              boxes.push([label.textContent, a]);
            }
            if (shown.length === 0 && !svg.classList.contains('tiny')) problems.push(name + ': no label reads');
          }
          return problems;
        })()
        """

    @Test(arguments: [1400, 700])
    func realScreensReadAtEveryWidth(width: Int) throws {
        let serve = try ServeProcess(configuration: "previewPort: 0\n")
        defer { _ = serve.stop() }
        let examples = LayoutdBinary.packageRoot.appendingPathComponent("examples")
        let names = try FileManager.default.contentsOfDirectory(atPath: examples.path)
            .filter { $0.hasSuffix(".layout.yaml") }
        for name in names {
            try FileManager.default.copyItem(at: examples.appendingPathComponent(name), to: serve.url(name))
        }
        try serve.write(Self.carousel, to: "carousel.layout.yaml")
        try serve.write(Self.chrome, to: "chrome.layout.yaml")
        try serve.start()
        let client = try SocketClient(serve.socket.path)
        client.send("{\"command\": \"status\"}\n")
        let url = try #require(client.receive(within: .seconds(10))?["preview"] as? String)
        let browser = try HeadlessBrowser(width: width, height: 900)
        try browser.open(url)
        let cards = names.count + 2
        let loaded = try browser.waitFor(
            "document.querySelectorAll('section.card').length === \(cards) && "
                + "[...document.querySelectorAll('section.card')].every((card) => card.querySelector('figure svg'))",
            within: .seconds(20)
        )
        #expect(loaded as? Bool == true)

        let problems = try #require(try browser.evaluate(Self.screenProblems) as? [String])
        #expect(problems.isEmpty, "\(problems.prefix(20))")

        // The carousel: its phone keeps its size however far the pages run, and they are drawn
        // beyond it, veiled.
        let carousel = "document.querySelector('section.card[data-spec=\"carousel.layout.yaml\"]')"
        let phone = try browser.evaluate(
            """
            (() => { const svg = \(carousel).querySelector('figure[data-environment=iphone-17] svg');
              const drawing = svg.dataset.drawing.split(' ').map(Number);
              const bounds = svg.dataset.bounds.split(' ').map(Number);
              return [svg.getBoundingClientRect().width * bounds[2] / drawing[2], drawing[2] > bounds[2] * 2,
                svg.querySelectorAll('rect.beyond').length]; })()
            """
        )
        let measured = try #require(phone as? [Any])
        #expect((measured[0] as? Double ?? 0) >= 200, "\(measured)")
        #expect(measured[1] as? Bool == true && (measured[2] as? Int ?? 0) >= 1, "\(measured)")

        // A link in the header brings its card below the header, however many lines the header takes.
        let below = try browser.evaluate(
            """
            (() => { document.querySelector('nav a[data-spec=\"carousel.layout.yaml\"]').click();
              return new Promise((resolve) => requestAnimationFrame(() => resolve(
                [\(carousel).getBoundingClientRect().top, document.querySelector('header').getBoundingClientRect().bottom]))); })()
            """
        )
        let positions = try #require(below as? [Double])
        #expect(positions.count == 2 && positions[0] >= positions[1] - 1, "card top and header bottom: \(positions)")

        // Hovering a label is hovering its element; the frame reads rounded to the screen's pixels;
        // a header whose height is an estimate says so.
        let hover = try browser.evaluate(
            """
            (() => { const figure = \(carousel).querySelector('figure[data-environment=iphone-17]');
              const label = [...figure.querySelectorAll('text.label')].find((label) => label.getBoundingClientRect().width > 0 &&
                label.textContent.startsWith('header apps-we-love'));
              if (!label) return ['no header label'];
              const box = label.getBoundingClientRect();
              const x = box.left + box.width / 2, y = box.top + box.height / 2;
              const under = document.elementFromPoint(x, y);
              under.dispatchEvent(new MouseEvent('mouseover', {bubbles: true, clientX: x, clientY: y}));
              return [under.tagName, under.getAttribute('class'), document.getElementById('info').textContent]; })()
            """
        )
        let hovered = try #require(hover as? [String])
        #expect(hovered.count == 3 && hovered[0] == "rect" && hovered[1] == "header estimated", "\(hovered)")
        let info = hovered.last ?? ""
        #expect(info.contains("height is UIKit's estimate"), "\(info)")
        #expect(!info.contains(try Regex(#"\d\.\d{3}"#)), "\(info)")

        if let folder = ProcessInfo.processInfo.environment["LAYOUTD_PREVIEW_SCREENS"] {
            let shots = [
                ("examples", "window.scrollTo(0, 0)"),
                ("carousel", "\(carousel).scrollIntoView()"),
                (
                    "settings",
                    "document.querySelector('section.card[data-spec=\"settings.layout.yaml\"]').scrollIntoView()"
                ),
                (
                    "chrome",
                    "document.querySelector('section.card[data-spec=\"chrome.layout.yaml\"]').scrollIntoView()"
                ),
            ]
            for (name, scroll) in shots {
                _ = try browser.evaluate(
                    "(() => { document.getElementById('info').hidden = true; \(scroll); return true; })()"
                )
                let file = URL(fileURLWithPath: folder).appendingPathComponent("preview-\(width)-\(name).png")
                try browser.screenshot().write(to: file)
            }
        }
    }
}
