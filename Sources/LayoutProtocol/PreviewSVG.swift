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
    /// Each section's list configuration, by section index (`nil` for a section that is no list):
    /// a list's rows are drawn as UIKit draws them, on rounded cards for `insetGrouped`, with the
    /// separators the configuration shows.
    public var lists: [ListConfiguration?]
    /// The navigation bar's title: the spec's name (the picture's ``spec`` where there is none).
    public var title: String?

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
        sources: [SectionTrace] = [],
        lists: [ListConfiguration?] = [],
        title: String? = nil
    ) {
        self.spec = spec
        self.generation = generation
        self.environment = environment
        self.layout = layout
        self.changed = changed
        self.scrollsVertically = scrollsVertically
        self.file = file
        self.sources = sources
        self.lists = lists
        self.title = title
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
        // A reference's frames are bounded as the layout's are: a reference of two million lines
        // drew 2,000,006 rectangles into a 136 MB picture.
        var previousFrames = previousFrames
        if previousFrames.count > Self.elementLimit {
            previousFrames = Array(
                previousFrames.lazy.filter { Self.intersects($0, bounds) }.prefix(Self.elementLimit)
            )
        }
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
        let lists = listsBySection
        let listRows = Self.listRows(placed, lists: lists)
        out += listCards(listRows)
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
            let row = element.kind == .cell ? Self.rowClass(item.section.flatMap { lists[$0] }) : ""
            out += "<rect class=\"\(kind)\(row)\(touched ? " changed" : "")\(estimated ? " estimated" : "")\""
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
            out += " width=\"\(n(element.frame.size.width))\" height=\"\(n(element.frame.size.height))\""
            out += element.kind == .background ? " rx=\"12\"/>\n" : "/>\n"
            if labels.count < Self.labelLimit, let text = label(element, section: item.section) {
                let x = element.frame.minX + element.frame.size.width / 2
                let y = element.frame.minY + element.frame.size.height / 2
                let frame = [
                    element.frame.minX, element.frame.minY, element.frame.size.width, element.frame.size.height,
                ]
                // A cell's index, for the page to show where the whole label does not fit.
                let short = element.kind == .cell ? element.item.map { " data-short=\"\($0)\"" } ?? "" : ""
                labels.append(
                    "<text class=\"label\" x=\"\(n(x))\" y=\"\(n(y))\" data-frame=\"\(frame.map(n).joined(separator: " "))\"\(short)>"
                        + "\(Self.escape(text))</text>\n"
                )
            }
        }
        out += separators(listRows)
        out += "<g class=\"labels\">\n" + labels.joined() + "</g>\n"
        out += beyond(bounds, extent: extent)
        for frame in previousFrames {
            out += "<rect class=\"previous\" x=\"\(n(frame.minX))\" y=\"\(n(frame.minY))\""
            out += " width=\"\(n(frame.size.width))\" height=\"\(n(frame.size.height))\"/>\n"
        }
        out += safeArea(in: bounds)
        out += bars(in: bounds)
        out += "<rect class=\"bounds\" x=\"\(n(bounds.minX))\" y=\"\(n(bounds.minY))\""
        out += " width=\"\(n(bounds.size.width))\" height=\"\(n(bounds.size.height))\"/>\n"
        out += "</g>\n</svg>\n"
        return out
    }
}
