import Foundation
import Glibc
import Testing

/// The live preview page (`serve --preview`), loaded in a real headless Chromium from a real daemon
/// (the binary, or the same service run in process where a test needs no process of its own).
@Suite struct PreviewPageTests {
    /// One flow section of full-width rows in two environments.
    ///
    /// On `phone` (320 wide, no safe area, no insets) each 320×50 item takes a row of its own, rows
    /// 10 apart: item i is at (0, 60·i, 320, 50), so item 20 is at (0, 1200, 320, 50).
    static func spec(items: Int, lineSpacing: String = "10") -> String {
        """
        environments:
          - {name: phone, size: [320, 480]}
          - {name: tablet, size: [768, 1024]}
        layout: {type: flow, itemSize: [320, 50], minimumLineSpacing: \(lineSpacing)}
        sections:
          - {id: list, items: \(items)}

        """
    }

    /// The script expression for a spec's card on the page.
    static func card(_ spec: String) -> String {
        "[...document.querySelectorAll('section.card')].find((card) => card.dataset.spec === '\(spec)')"
    }

    /// Runs `body` with a daemon (in process) serving the page on a free port, and the page's address.
    static func withPreview(_ body: (InProcessDaemon, String) async throws -> Void) async throws {
        try await InProcessDaemon.run(configuration: "previewPort: 0\n") { serve in
            for name in ["a", "b", "c"] { try serve.write(Self.spec(items: 20), to: "\(name).layout.yaml") }
            try await serve.start()
            let client = try SocketClient(serve.socket.path)
            client.send("{\"command\": \"status\"}\n")
            let status = try #require(client.receive(within: .seconds(10)))
            let url = try #require(status["preview"] as? String, "status has no preview address: \(status)")
            #expect(url.hasPrefix("http://127.0.0.1:"))
            try await body(serve, url)
        }
    }

    @Test func aSaveShowsItsNewFramesWithinASecondWithoutReloading() async throws {
        try await Self.withPreview { serve, url in
            let browser = try HeadlessBrowser(width: 1200, height: 800)
            try browser.open(url)
            let b = Self.card("b.layout.yaml")
            let loaded = try browser.waitFor("document.querySelectorAll('section.card figure').length === 6")
            #expect(loaded as? Bool == true, "every spec's two environments are on the page")
            let cells = "\(b).querySelectorAll('figure[data-environment=phone] rect.cell').length"
            #expect(try browser.evaluate(cells) as? Int == 20)

            // Scroll to b, and mark the document: a reload would lose both.
            let scrolled = try browser.evaluate(
                "window.layoutdMarker = 'this document'; \(b).scrollIntoView(); window.scrollY"
            )
            let scrollY = try #require(scrolled as? Double)
            #expect(scrollY > 0)

            // The new cell, item 20: (0, 1200, 320, 50), worked out in `spec(items:)`.
            let newCell = "\(b).querySelector('figure[data-environment=phone] rect.cell[data-item=\"20\"]')"
            let ticket = browser.startEvaluating(
                """
                new Promise((resolve) => {
                  const observer = new MutationObserver(() => {
                    const cell = \(newCell);
                    if (!cell) return;
                    observer.disconnect();
                    resolve(['x', 'y', 'width', 'height', 'class'].map((name) => cell.getAttribute(name)));
                  });
                  observer.observe(document, {subtree: true, childList: true});
                })
                """
            )
            // How fast is `layoutd bench`'s; here, only that the new frames arrive without a reload.
            try serve.write(Self.spec(items: 21), to: "b.layout.yaml")
            let shown = try browser.result(of: ticket, within: .seconds(5)) as? [String]
            #expect(shown == ["0", "1200", "320", "50", "cell changed"])

            let after = try browser.evaluate(
                """
                [window.layoutdMarker, window.scrollY, performance.getEntriesByType('navigation').length,
                 \(cells), \(b).querySelector('.meta').textContent.startsWith('generation 2')]
                """
            )
            let state = try #require(after as? [Any])
            #expect(state[0] as? String == "this document", "the page was not reloaded")
            #expect(state[1] as? Double == scrollY, "the scroll position stayed")
            #expect(state[2] as? Int == 1)
            #expect(state[3] as? Int == 21)
            #expect(state[4] as? Bool == true)
        }
    }

    /// A list, a right-to-left layout and the screen at rest, drawn by the page in a real browser.
    ///
    /// iPhone 17 (402 x 874, safe area 62 on top): section 0, a grid item 100 x 50 with a leading inset
    /// of 40, is at x 40 left to right and at 402 - 40 - 100 = 262 right to left. Section 1, an inset
    /// grouped list with a 40-point header (not the first section, and with a header: nothing above
    /// it): header (20, 50, 362, 40), rows (20, 90, 362, 52) and (20, 142, 362, 52), 20 from either
    /// edge both ways (an inset grouped list on a phone 390 or more wide). The screen is drawn at rest,
    /// 62 points above the content.
    @Test func listsRightToLeftAndTheScreenAtRestAreDrawn() async throws {
        try await InProcessDaemon.run(configuration: "previewPort: 0\n") { serve in
            try serve.write(
                """
                environments:
                  - device: iPhone 17
                  - {name: rtl, device: iPhone 17, layoutDirection: rightToLeft}
                layout: {type: compositional}
                sections:
                  - id: grid
                    items: 1
                    contentInsets: {leading: 40}
                    group:
                      horizontal:
                        layoutSize: [absolute(100), absolute(50)]
                        subitems: [{item: {layoutSize: [fractionalWidth(1), fractionalHeight(1)]}}]
                  - {id: general, items: 2, list: {appearance: insetGrouped, headerMode: supplementary, headerHeight: 40}}

                """,
                to: "settings.layout.yaml"
            )
            try await serve.start()
            let client = try SocketClient(serve.socket.path)
            client.send("{\"command\": \"status\"}\n")
            let status = try #require(client.receive(within: .seconds(10)))
            let url = try #require(status["preview"] as? String)
            let browser = try HeadlessBrowser(width: 1200, height: 1000)
            try browser.open(url)
            let loaded = try browser.waitFor("document.querySelectorAll('section.card figure svg').length === 2")
            #expect(loaded as? Bool == true)
            func rects(_ environment: String) throws -> [String] {
                let found = try browser.evaluate(
                    """
                    [...document.querySelectorAll('figure[data-environment=\(environment)] rect.cell, \
                    figure[data-environment=\(environment)] rect.header, figure[data-environment=\(environment)] rect.bounds')]
                      .map((rect) => [rect.getAttribute('class'), rect.getAttribute('x'), rect.getAttribute('y'),
                        rect.getAttribute('width'), rect.getAttribute('height')].join(' '))
                    """
                )
                return try #require(found as? [String])
            }
            // The list's rows are drawn as rows on their section's rounded card.
            let rows = ["cell row carded 20 90 362 52", "cell row carded 20 142 362 52", "header 20 50 362 40"]
            #expect(Set(try rects("iphone-17")) == Set(["cell 40 0 100 50", "bounds 0 -62 402 874"] + rows))
            #expect(Set(try rects("rtl")) == Set(["cell 262 0 100 50", "bounds 0 -62 402 874"] + rows))
        }
    }

    @Test func errorsAreShownInPlaceWithTheirLineAndColumnAndRemovalsGo() async throws {
        try await Self.withPreview { serve, url in
            let browser = try HeadlessBrowser()
            try browser.open(url)
            _ = try browser.waitFor("document.querySelectorAll('section.card figure').length === 6")
            let b = Self.card("b.layout.yaml")

            // `ten` is on line 4 of the spec, at column 63: "layout: " (8) + "{type: flow, " (13) +
            // "itemSize: [320, 50], " (21) + "minimumLineSpacing: " (20) = 62 characters before it.
            try serve.write(Self.spec(items: 20, lineSpacing: "ten"), to: "b.layout.yaml")
            let shown = try browser.waitFor(
                "\(b).querySelector('.errors:not([hidden]) li')?.textContent",
                within: .seconds(5)
            )
            let text = try #require(shown as? String)
            #expect(text.hasPrefix("b.layout.yaml:4:63: layout.minimumLineSpacing:"), "\(text)")
            // The page hears of the errors before error.json is written (events precede files); `sync`
            // answers once the files are written too.
            try serve.sync()
            let errors = try #require(serve.errors("b.layout.yaml")?["errors"] as? [[String: Any]])
            #expect(errors.first?["line"] as? Int == 4)
            #expect(errors.first?["column"] as? Int == 63)
            let kept = try browser.evaluate(
                """
                [\(b).classList.contains('failing'), \(b).querySelectorAll('figure rect.cell').length,
                 document.getElementById('status').textContent]
                """
            )
            let state = try #require(kept as? [Any])
            #expect(state[0] as? Bool == true)
            #expect(state[1] as? Int == 40, "the last good pictures stay, in both environments")
            #expect(state[2] as? String == "live · 3 specs · 1 with errors")

            // Fixed: the errors go. Removed: the card goes.
            try serve.write(Self.spec(items: 20), to: "b.layout.yaml")
            let fixed = try browser.waitFor("!\(b).classList.contains('failing')", within: .seconds(5))
            #expect(fixed as? Bool == true)
            try FileManager.default.removeItem(at: serve.url("c.layout.yaml"))
            let removed = try browser.waitFor(
                "document.querySelectorAll('section.card').length === 2 && document.querySelectorAll('nav a').length === 2",
                within: .seconds(5)
            )
            #expect(removed as? Bool == true)
        }
    }

    @Test func aRestartedDaemonIsFollowedWithoutReloading() async throws {
        let port = try Self.freePort()
        try await InProcessDaemon.run(configuration: "previewPort: \(port)\n") { serve in
            for name in ["a", "b", "c"] { try serve.write(Self.spec(items: 20), to: "\(name).layout.yaml") }
            try await serve.start()
            let browser = try HeadlessBrowser()
            try browser.open("http://localhost:\(port)/")
            _ = try browser.waitFor("document.querySelectorAll('section.card figure').length === 6")
            _ = try browser.evaluate("window.layoutdMarker = 'this document'")

            try await serve.stop()
            let offline = try browser.waitFor(
                "document.getElementById('status').textContent.startsWith('disconnected')",
                within: .seconds(5)
            )
            #expect(offline as? Bool == true)
            // While the daemon is down: b grows to 21 items, c is deleted, a stays as it was.
            try serve.write(Self.spec(items: 21), to: "b.layout.yaml")
            try FileManager.default.removeItem(at: serve.url("c.layout.yaml"))
            try await serve.start()

            // The page reconnects by itself: a from the previous run's layout, b's new generation, no c.
            let b = Self.card("b.layout.yaml")
            let followed = try browser.waitFor(
                """
                document.getElementById('status').textContent === 'live · 2 specs' &&
                  \(b).querySelectorAll('figure[data-environment=phone] rect.cell').length === 21 &&
                  [...document.querySelectorAll('section.card')].map((card) => card.dataset.spec + ' ' +
                    card.dataset.generation + ' ' + card.querySelectorAll('figure').length).join(', ')
                """,
                within: .seconds(10)
            )
            #expect(followed as? String == "a.layout.yaml 1 2, b.layout.yaml 2 2")
            #expect(try browser.evaluate("window.layoutdMarker") as? String == "this document")
        }
    }

    /// A TCP port nothing listens on now.
    static func freePort() throws -> Int {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, length) == 0 && getsockname(descriptor, $0, &length) == 0
            }
        }
        guard bound else { throw Failure("cannot find a free port: \(errno)") }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    /// The bundled examples on the page, every environment of every spec; the README's screenshot
    /// is this page (`LAYOUTD_PREVIEW_SCREENSHOT=Documentation/preview-page.png`).
    @Test func theExamplesPageShowsEverySpecInEveryEnvironment() async throws {
        try await InProcessDaemon.run(configuration: "previewPort: 0\n") { serve in
            let examples = LayoutdBinary.packageRoot.appendingPathComponent("examples")
            let names = try FileManager.default.contentsOfDirectory(atPath: examples.path)
                .filter { $0.hasSuffix(".layout.yaml") }.sorted()
            #expect(names.count >= 5)
            for name in names {
                try FileManager.default.copyItem(
                    at: examples.appendingPathComponent(name),
                    to: serve.url(name)
                )
            }
            try await serve.start()
            let client = try SocketClient(serve.socket.path)
            client.send("{\"command\": \"status\"}\n")
            let url = try #require(client.receive(within: .seconds(10))?["preview"] as? String)
            var environments: [String: [String]] = [:]
            for name in names {
                let layout = try #require(serve.layout(name)?["environments"] as? [[String: Any]])
                environments[name] = layout.compactMap { $0["name"] as? String }
            }
            let figures = environments.values.map(\.count).reduce(0, +)
            let browser = try HeadlessBrowser(width: 1400, height: 900)
            try browser.open(url)
            let loaded = try browser.waitFor(
                "document.querySelectorAll('section.card figure svg').length === \(figures)",
                within: .seconds(10)
            )
            #expect(loaded as? Bool == true)
            let shown = try browser.evaluate(
                """
                Object.fromEntries([...document.querySelectorAll('section.card')].map((card) =>
                  [card.dataset.spec, [...card.querySelectorAll('figure')].map((figure) => figure.dataset.environment)]))
                """
            )
            #expect(shown as? [String: [String]] == environments)
            let status = try browser.evaluate("document.getElementById('status').textContent") as? String
            #expect(status == "live · \(names.count) specs")
            let png = try browser.screenshot()
            #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
            if let path = ProcessInfo.processInfo.environment["LAYOUTD_PREVIEW_SCREENSHOT"] {
                try png.write(to: URL(fileURLWithPath: path))
            }
        }
    }

    @Test func thePageAnswersOnlyToItsOwnName() async throws {
        try await Self.withPreview { serve, url in
            let port = try #require(URL(string: url)?.port)
            // A page elsewhere that reaches 127.0.0.1 through its own DNS name sends that name.
            let answers = try [
                "GET / HTTP/1.1\r\nHost: attacker.example:\(port)\r\n\r\n",
                "GET /events HTTP/1.1\r\nHost: attacker.example\r\n\r\n",
                "GET / HTTP/1.1\r\n\r\n",
                // Two names, or a name followed by something that is not a port: which one counts is
                // anyone's guess, so neither does.
                "GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nHost: attacker.example\r\n\r\n",
                "GET / HTTP/1.1\r\nHost: 127.0.0.1:evil.com\r\n\r\n",
                "GET /nothing HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n",
                "POST / HTTP/1.1\r\nHost: localhost:\(port)\r\nContent-Length: 1\r\n\r\nx",
                "GET / HTTP/1.1\r\nHost: localhost:\(port)\r\n\r\n",
            ].map { try Self.statusLine(port: port, request: $0) }
            #expect(
                answers == [
                    "HTTP/1.1 403 Forbidden", "HTTP/1.1 403 Forbidden", "HTTP/1.1 403 Forbidden",
                    "HTTP/1.1 403 Forbidden", "HTTP/1.1 403 Forbidden", "HTTP/1.1 404 Not Found",
                    "HTTP/1.1 405 Method Not Allowed", "HTTP/1.1 200 OK",
                ]
            )
        }
    }

    /// Sends one raw request to 127.0.0.1:`port` and returns the response's status line.
    static func statusLine(port: Int, request: String) throws -> String {
        let descriptor = try loopbackConnection(port: port)
        defer { close(descriptor) }
        _ = request.withCString { send(descriptor, $0, strlen($0), Int32(MSG_NOSIGNAL)) }
        var received: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while !received.contains(UInt8(ascii: "\r")) {
            var descriptors = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)]
            guard poll(&descriptors, 1, 5_000) > 0 else { throw Failure("no answer from port \(port)") }
            let count = read(descriptor, &chunk, chunk.count)
            guard count > 0 else { break }
            received.append(contentsOf: chunk[..<count])
        }
        return String(decoding: received.prefix { $0 != UInt8(ascii: "\r") }, as: UTF8.self)
    }
}

/// The page at its default zoom with seven devices: it fits the window, labels read, an element
/// explains itself and opens the spec at its line, and the filter and the outline switch work.
@Suite struct PreviewPageReadingTests {
    static let example = "adaptive-photos.layout.yaml"

    @Test func sevenDevicesFitTheWindowAndEveryElementLeadsToItsLine() async throws {
        try await InProcessDaemon.run(configuration: "previewPort: 0\n") { serve in
            let source = LayoutdBinary.packageRoot.appendingPathComponent("examples/\(Self.example)")
            try FileManager.default.copyItem(at: source, to: serve.url(Self.example))
            try await serve.start()
            let client = try SocketClient(serve.socket.path)
            client.send("{\"command\": \"status\"}\n")
            let url = try #require(client.receive(within: .seconds(10))?["preview"] as? String)
            let browser = try HeadlessBrowser(width: 1400, height: 900)
            try browser.open(url)
            // A fresh browser: nothing remembered, so the zoom is the default.
            let loaded = try browser.waitFor("document.querySelectorAll('figure svg').length === 7")
            #expect(loaded as? Bool == true)
            #expect(
                try browser.evaluate("document.querySelector('#zoom [aria-pressed=true]').dataset.zoom") as? String
                    == "fit"
            )
            // Nothing scrolls sideways; the seven pictures wrap within the page.
            let fits = try browser.evaluate(
                """
                document.documentElement.scrollWidth <= window.innerWidth &&
                  [...document.querySelectorAll('figure')].every((figure) => figure.getBoundingClientRect().right <= window.innerWidth)
                """
            )
            #expect(fits as? Bool == true)
            // Every label shown is at least 10 pixels high on screen.
            let labelHeights = try browser.evaluate(
                """
                [...document.querySelectorAll('figure svg:not(.tiny) text.label')].slice(0, 50)
                  .map((label) => label.getBoundingClientRect().height)
                """
            )
            let heights = try #require(labelHeights as? [Double])
            #expect(!heights.isEmpty && heights.allSatisfy { $0 >= 10 }, "\(heights)")
            // Each caption is written by the page at its own size.
            let caption =
                try browser.evaluate("document.querySelector('figure figcaption strong').textContent") as? String
            #expect(caption == "iphone-se-1st-generation")

            // Cell 4 on the iPhone 17 Pro Max: three columns of (440 − 2 × 2) / 3 = 145.33 with 2-point
            // spacing, so x = 145.33 + 2 = 147.33; the second row starts at 44 + 146.67 + 2 = 192.67
            // (see the example's comment). The page shows them rounded to the 3x screen's pixels, to two
            // decimals. Its `items: 48` entry is where the spec wrote it.
            let lines = try String(contentsOf: source, encoding: .utf8).split(
                separator: "\n",
                omittingEmptySubsequences: false
            )
            let line = try #require(lines.firstIndex { $0 == "    items: 48" }) + 1
            let file = serve.url(Self.example).resolvingSymlinksInPath().path
            let cell = "document.querySelector('figure[data-environment=iphone-17-pro-max] rect.cell[data-item=\"4\"]')"
            let hovered = try browser.evaluate(
                """
                (() => { const cell = \(cell); const box = cell.getBoundingClientRect();
                  cell.dispatchEvent(new MouseEvent('mouseover', {bubbles: true, clientX: box.x + 2, clientY: box.y + 2}));
                  return document.getElementById('info').textContent; })()
                """
            )
            let expectedPlace = "\(file):\(line):12"
            #expect(
                hovered as? String
                    == "cell 4 · section photos · iphone-17-pro-max\nframe [147.33, 192.67, 145.33, 146.67]"
                    + "\n\(expectedPlace)\nopen in VS Code"
            )
            let clicked = try browser.evaluate(
                """
                (() => { let opened = null; window.layoutdOpen = (url) => { opened = url; };
                  \(cell).dispatchEvent(new MouseEvent('click', {bubbles: true, clientX: 10, clientY: 10}));
                  const info = document.getElementById('info');
                  return [opened, info.querySelector('a').getAttribute('href'), info.classList.contains('pinned')]; })()
                """
            )
            let opened = try #require(clicked as? [Any])
            #expect(opened[0] as? String == "vscode://file\(file):\(line):12")
            #expect(opened[1] as? String == "vscode://file\(file):\(line):12")
            #expect(opened[2] as? Bool == true)

            // The filter keeps the iPads.
            let filtered = try browser.evaluate(
                """
                (() => { const filter = document.getElementById('filter'); filter.value = 'ipad';
                  filter.dispatchEvent(new Event('input'));
                  return [...document.querySelectorAll('figure')].filter((figure) => !figure.hidden)
                    .map((figure) => figure.dataset.environment); })()
                """
            )
            #expect(filtered as? [String] == ["ipad-10th-generation", "ipad-pro-12.9-inch-landscape"])

            // A save outlines what changed; the switch hides the outlines.
            let text = try String(contentsOf: source, encoding: .utf8).replacingOccurrences(
                of: "items: 48",
                with: "items: 49"
            )
            try serve.write(text, to: Self.example)
            let changed = "document.querySelector('figure[data-environment=ipad-10th-generation] rect.changed')"
            #expect(try browser.waitFor("\(changed) !== null") as? Bool == true)
            let widths = try browser.evaluate(
                """
                (() => { const before = getComputedStyle(\(changed)).strokeWidth;
                  const box = document.getElementById('outlines'); box.checked = false;
                  box.dispatchEvent(new Event('change'));
                  return [before, getComputedStyle(\(changed)).strokeWidth]; })()
                """
            )
            #expect(widths as? [String] == ["2.5px", "1px"])
            if let path = ProcessInfo.processInfo.environment["LAYOUTD_PREVIEW_DEVICES_SCREENSHOT"] {
                // The picture for the docs: every device, the filter cleared, the outlines back.
                _ = try browser.evaluate(
                    """
                    (() => { const filter = document.getElementById('filter'); filter.value = '';
                      filter.dispatchEvent(new Event('input')); const box = document.getElementById('outlines');
                      box.checked = true; box.dispatchEvent(new Event('change'));
                      document.getElementById('info').hidden = true; window.scrollTo(0, 0); return true; })()
                    """
                )
                try browser.screenshot().write(to: URL(fileURLWithPath: path))
            }
        }
    }
}
