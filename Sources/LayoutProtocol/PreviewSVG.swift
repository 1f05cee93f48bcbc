public import LayoutEngine

/// The preview picture of one environment's layout (`ENV.svg`, `layoutd render`).
///
/// Drawn at 1:1 in the collection view's content coordinates: the whole content, every element as
/// one `rect` with its exact frame (backgrounds, cells, headers and footers each in their own style,
/// in `zIndex` order, pinned elements where the layout pinned them for the environment's
/// `contentOffset`), the bounds outline at `contentOffset` with the safe area shaded inside it, and a
/// caption. The elements the last diff updated or inserted carry the `changed` class. Labels are
/// capped at ``labelLimit`` so that a layout of 10,000 cells stays legible; shapes never are.
public struct PreviewSVG: Sendable {
    /// An element the last diff touched: its section (`nil` for a global boundary item) and identity.
    public struct Touched: Hashable, Sendable {
        public var section: SectionID?
        public var key: ElementKey

        public init(section: SectionID?, key: ElementKey) {
            self.section = section
            self.key = key
        }
    }

    public var spec: String
    public var generation: Int
    public var environment: LayoutEnvironment
    public var layout: EnvironmentLayout
    public var changed: Set<Touched>
    /// Whether the layout scrolls vertically, for the at-rest content offset the bounds are drawn at.
    public var scrollsVertically: Bool
    /// The spec's file, as an absolute path, for a page to open it at an element's line.
    public var file: String?
    /// Where each section of this environment was written (``SectionTrace``), by section index; the
    /// elements carry their line and column (a cell its `items:` entry's, others their section's).
    public var sources: [SectionTrace]
    /// Frames a reference had where this layout has others (`layoutd snapshot verify`), drawn dashed
    /// over the picture so that the old and the new are seen together.
    public var previousFrames: [Rect] = []

    /// The most text labels one picture carries.
    public static let labelLimit = 2_000
    /// The most elements one picture draws.
    ///
    /// A layout with more — up to two million frames — draws
    /// those on the screen (at most this many), and its caption says how many it leaves out: a
    /// picture of every frame would take longer to write than the layout did, and more memory.
    public static let elementLimit = 20_000
    static let margin = 16.0
    static let captionHeight = 44.0

    public init(
        spec: String,
        generation: Int,
        environment: LayoutEnvironment,
        layout: EnvironmentLayout,
        changed: Set<Touched> = [],
        scrollsVertically: Bool = true,
        file: String? = nil,
        sources: [SectionTrace] = []
    ) {
        self.spec = spec
        self.generation = generation
        self.environment = environment
        self.layout = layout
        self.changed = changed
        self.scrollsVertically = scrollsVertically
        self.file = file
        self.sources = sources
    }

    /// Where the bounds are drawn: at the spec's content offset, or at rest, where the collection view
    /// starts; right to left and scrolling horizontally, that is the right end of the content.
    var boundsOrigin: Point {
        var origin = environment.contentOffset(scrollsVertically: scrollsVertically)
        if environment.contentOffset == nil, !scrollsVertically, environment.layoutDirection == .rightToLeft {
            origin.x =
                layout.contentSize.width - layout.size.width
                + environment.adjustedContentInset(scrollsVertically: false).right
        }
        return origin
    }

    /// The elements a diff updated or inserted in this environment.
    public static func touched(by change: EnvironmentChange?) -> Set<Touched> {
        guard case .changed(let diff) = change else { return [] }
        var touched: Set<Touched> = []
        for element in diff.supplementaries ?? [] {
            touched.insert(Touched(section: nil, key: ElementKey(element)))
        }
        for change in diff.changes {
            switch change {
            case .update(let section, _, let elements, _):
                for element in elements { touched.insert(Touched(section: section, key: ElementKey(element))) }
            case .insert(let section, let elements):
                for element in elements {
                    touched.insert(Touched(section: section, key: ElementKey(element.element)))
                }
            case .insertSection(let section):
                for element in section.elements {
                    touched.insert(Touched(section: section.id, key: ElementKey(element)))
                }
            case .delete, .shift, .deleteSection, .moveSection:
                break
            }
        }
        return touched
    }

    /// The picture, as SVG text.
    public func svg() -> String {
        let bounds = Rect(origin: boundsOrigin, size: layout.size)
        var extent = Rect(x: 0, y: 0, width: layout.contentSize.width, height: layout.contentSize.height)
        extent = Self.union(extent, bounds)
        var placed: [(section: SectionID?, element: LayoutElement, source: SectionTrace?)] =
            layout.supplementaries.map { (nil, $0, nil) }
        for section in layout.sections {
            let source = section.index < sources.count ? sources[section.index] : nil
            placed += section.elements.map { (section.id, $0, source) }
        }
        let total = placed.count
        if total > Self.elementLimit {
            placed = Array(placed.lazy.filter { Self.intersects($0.element.frame, bounds) }.prefix(Self.elementLimit))
        }
        for item in placed { extent = Self.union(extent, item.element.frame) }
        for frame in previousFrames { extent = Self.union(extent, frame) }
        var captionLines = captionText()
        if total > placed.count {
            captionLines[1] += " · drawn: the \(placed.count) elements on the screen, of \(total)"
        }
        // The caption must fit too: about 7 points a character at its size.
        let captionWidth = Double(captionLines.map(\.count).max() ?? 0) * 7
        let width = max(extent.size.width + 2 * Self.margin, captionWidth + 2 * Self.margin)
        let height = extent.size.height + 2 * Self.margin + Self.captionHeight
        var out = ""
        out.reserveCapacity(1024 + placed.count * 120)
        out += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width))\" height=\"\(n(height))\""
        out += " viewBox=\"0 0 \(n(width)) \(n(height))\" font-family=\"-apple-system, Helvetica, Arial, sans-serif\""
        if let file { out += " data-file=\"\(Self.escape(file))\"" }
        // The drawing without its caption, for a page that writes the caption itself.
        let drawing = [0, Self.captionHeight, extent.size.width + 2 * Self.margin, height - Self.captionHeight]
            .map(n).joined(separator: " ")
        out += " data-drawing=\"\(drawing)\""
        let dx = Self.margin - extent.minX
        let dy = Self.margin + Self.captionHeight - extent.minY
        // The screen in the drawing's coordinates, which decides a page's scale, and the screen's scale,
        // to which a page rounds the numbers it shows.
        let screen = [bounds.minX + dx, bounds.minY + dy, bounds.size.width, bounds.size.height]
        out += " data-bounds=\"\(screen.map(n).joined(separator: " "))\" data-scale=\"\(n(layout.scale))\""
        out += ">\n"
        out += Self.style
        if !previousFrames.isEmpty {
            out += "<style>.previous{fill:none;stroke:#5856d6;stroke-width:2;stroke-dasharray:6 4}</style>\n"
        }
        out += "<rect class=\"page\" width=\"\(n(width))\" height=\"\(n(height))\"/>\n"
        out += "<text class=\"caption title\" x=\"\(n(Self.margin))\" y=\"20\">\(Self.escape(captionLines[0]))</text>\n"
        out += "<text class=\"caption\" x=\"\(n(Self.margin))\" y=\"38\">\(Self.escape(captionLines[1]))</text>\n"
        out += "<g class=\"content-space\" transform=\"translate(\(n(dx)) \(n(dy)))\">\n"
        out += "<rect class=\"content\" x=\"0\" y=\"0\" width=\"\(n(layout.contentSize.width))\""
        out += " height=\"\(n(layout.contentSize.height))\"/>\n"
        // Lower zIndex first, so backgrounds lie under cells and pinned headers over them; the sort
        // is stable, so equal zIndexes keep the layout's order.
        let ordered = placed.enumerated().sorted {
            ($0.element.element.zIndex, $0.offset) < ($1.element.element.zIndex, $1.offset)
        }
        var labels: [String] = []
        for (_, item) in ordered {
            let element = item.element
            let touched = changed.contains(Touched(section: item.section, key: ElementKey(element)))
            let kind = Self.styleName(element.kind)
            let estimated = element.kind != .cell && item.source?.estimated.contains(element.kind.name) == true
            out += "<rect class=\"\(kind)\(touched ? " changed" : "")\(estimated ? " estimated" : "")\""
            if estimated { out += " data-estimated=\"true\"" }
            if let section = item.section { out += " data-section=\"\(Self.escape(section.rawValue))\"" }
            if case .custom(let name) = element.kind { out += " data-kind=\"\(Self.escape(name))\"" }
            if let item = element.item { out += " data-item=\"\(item)\"" }
            if let source = item.source {
                // A cell (or its badge) points at its `items:` entry; anything else at its section.
                let run = element.item.flatMap { source.run(holding: $0) }
                out += " data-line=\"\(run?.line ?? source.line)\" data-column=\"\(run?.column ?? source.column)\""
            }
            out += " x=\"\(n(element.frame.minX))\" y=\"\(n(element.frame.minY))\""
            out += " width=\"\(n(element.frame.size.width))\" height=\"\(n(element.frame.size.height))\"/>\n"
            if labels.count < Self.labelLimit, let text = label(element, section: item.section) {
                let x = element.frame.minX + element.frame.size.width / 2
                let y = element.frame.minY + element.frame.size.height / 2
                let frame = [
                    element.frame.minX, element.frame.minY, element.frame.size.width, element.frame.size.height,
                ]
                labels.append(
                    "<text class=\"label\" x=\"\(n(x))\" y=\"\(n(y))\" data-frame=\"\(frame.map(n).joined(separator: " "))\">"
                        + "\(Self.escape(text))</text>\n"
                )
            }
        }
        out += "<g class=\"labels\">\n" + labels.joined() + "</g>\n"
        out += beyond(bounds, extent: extent)
        for frame in previousFrames {
            out += "<rect class=\"previous\" x=\"\(n(frame.minX))\" y=\"\(n(frame.minY))\""
            out += " width=\"\(n(frame.size.width))\" height=\"\(n(frame.size.height))\"/>\n"
        }
        out += safeArea(in: bounds)
        out += "<rect class=\"bounds\" x=\"\(n(bounds.minX))\" y=\"\(n(bounds.minY))\""
        out += " width=\"\(n(bounds.size.width))\" height=\"\(n(bounds.size.height))\"/>\n"
        out += "</g>\n</svg>\n"
        return out
    }

    // MARK: Parts

    /// The caption's two lines: the spec and environment; the device, traits, sizes and generation.
    private func captionText() -> [String] {
        var details: [String] = []
        if let device = environment.device { details.append(device) }
        details.append(environment.orientation.rawValue)
        details.append(
            "w \(environment.sizeClasses.horizontal.rawValue), h \(environment.sizeClasses.vertical.rawValue)"
        )
        details.append("bounds \(short(layout.size.width))×\(short(layout.size.height)) @\(n(layout.scale))x")
        details.append("content \(short(layout.contentSize.width))×\(short(layout.contentSize.height))")
        details.append("generation \(generation)")
        return ["\(spec) — \(layout.name)", details.joined(separator: " · ")]
    }

    /// Veils over what lies beyond the screen across the scroll axis — the pages of an orthogonal
    /// section that are off screen — so that the screen reads first and they are still seen.
    private func beyond(_ bounds: Rect, extent: Rect) -> String {
        let strips =
            scrollsVertically
            ? [
                Rect(x: extent.minX, y: extent.minY, width: bounds.minX - extent.minX, height: extent.size.height),
                Rect(x: bounds.maxX, y: extent.minY, width: extent.maxX - bounds.maxX, height: extent.size.height),
            ]
            : [
                Rect(x: extent.minX, y: extent.minY, width: extent.size.width, height: bounds.minY - extent.minY),
                Rect(x: extent.minX, y: bounds.maxY, width: extent.size.width, height: extent.maxY - bounds.maxY),
            ]
        var out = ""
        for strip in strips where strip.size.width > 0 && strip.size.height > 0 {
            out += "<rect class=\"beyond\" x=\"\(n(strip.minX))\" y=\"\(n(strip.minY))\""
            out += " width=\"\(n(strip.size.width))\" height=\"\(n(strip.size.height))\"/>\n"
        }
        return out
    }

    /// The safe area's insets, shaded inside the bounds.
    private func safeArea(in bounds: Rect) -> String {
        let insets = environment.safeArea
        let strips = [
            Rect(x: bounds.minX, y: bounds.minY, width: bounds.size.width, height: insets.top),
            Rect(x: bounds.minX, y: bounds.maxY - insets.bottom, width: bounds.size.width, height: insets.bottom),
            Rect(x: bounds.minX, y: bounds.minY, width: insets.left, height: bounds.size.height),
            Rect(x: bounds.maxX - insets.right, y: bounds.minY, width: insets.right, height: bounds.size.height),
        ]
        var out = ""
        for strip in strips where strip.size.width > 0 && strip.size.height > 0 {
            out += "<rect class=\"unsafe\" x=\"\(n(strip.minX))\" y=\"\(n(strip.minY))\""
            out += " width=\"\(n(strip.size.width))\" height=\"\(n(strip.size.height))\"/>\n"
        }
        return out
    }

    /// A cell's index (and id); a supplementary's kind and section.
    ///
    /// Elements too small to hold a label get none.
    private func label(_ element: LayoutElement, section: SectionID?) -> String? {
        guard element.frame.size.width >= 12, element.frame.size.height >= 10 else { return nil }
        switch element.kind {
        case .cell:
            let item = element.item.map(String.init) ?? "cell"
            return element.id.map { "\(item) \($0)" } ?? item
        case .background:
            return nil
        case .header, .footer, .custom:
            return [element.kind.name, section?.rawValue].compactMap { $0 }.joined(separator: " ")
        }
    }

    private static func styleName(_ kind: ElementKind) -> String {
        switch kind {
        case .cell: return "cell"
        case .header: return "header"
        case .footer: return "footer"
        case .background: return "background"
        case .custom: return "supplementary"
        }
    }

    private static let style = """
        <style>
        .page{fill:#ffffff}
        .caption{font-size:12px;fill:#3c3c43}
        .title{font-size:14px;font-weight:600;fill:#1c1c1e}
        .content{fill:#f2f2f7;stroke:#c7c7cc;stroke-width:1}
        .background{fill:#e5e5ea;stroke:#aeaeb2;stroke-width:1;stroke-dasharray:4 3}
        .cell{fill:#d6e6ff;stroke:#007aff;stroke-width:1}
        .header{fill:#d5f5de;stroke:#34c759;stroke-width:1}
        .footer{fill:#ffe8cc;stroke:#ff9500;stroke-width:1}
        .supplementary{fill:#efdcff;stroke:#af52de;stroke-width:1}
        .changed{stroke:#ff3b30;stroke-width:2.5}
        .estimated{stroke-dasharray:3 2}
        .beyond{fill:#ffffff;fill-opacity:0.6;pointer-events:none}
        .unsafe{fill:#ff9500;fill-opacity:0.12}
        .bounds{fill:none;stroke:#1c1c1e;stroke-width:2;stroke-dasharray:8 5}
        .label{font-size:10px;fill:#1c1c1e;text-anchor:middle;dominant-baseline:central}
        </style>

        """

    private static func intersects(_ a: Rect, _ b: Rect) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }

    private static func union(_ a: Rect, _ b: Rect) -> Rect {
        let minX = min(a.minX, b.minX)
        let minY = min(a.minY, b.minY)
        return Rect(x: minX, y: minY, width: max(a.maxX, b.maxX) - minX, height: max(a.maxY, b.maxY) - minY)
    }

    static func escape(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            default:
                // XML 1.0 forbids most control characters, even escaped.
                if let scalar = character.unicodeScalars.first, scalar.value < 0x20, scalar != "\t" {
                    out += " "
                } else {
                    out.append(character)
                }
            }
        }
        return out
    }

    private func n(_ value: Double) -> String { formatNumber(value) }

    /// A size for people to read: at most two decimals (the frames themselves stay exact).
    private func short(_ value: Double) -> String { formatNumber((value * 100).rounded() / 100) }
}
