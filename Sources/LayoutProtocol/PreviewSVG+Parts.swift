import LayoutEngine

/// The parts of a picture (``PreviewSVG``): its caption, the veils and shading around the screen,
/// labels, styles and the numbers as written.
extension PreviewSVG {
    /// The caption's two lines: the spec and environment; the device, traits, sizes and generation.
    func captionText() -> [String] {
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
    func beyond(_ bounds: Rect, extent: Rect) -> String {
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
    func safeArea(in bounds: Rect) -> String {
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
    func label(_ element: LayoutElement, section: SectionID?) -> String? {
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

    static func styleName(_ kind: ElementKind) -> String {
        switch kind {
        case .cell: return "cell"
        case .header: return "header"
        case .footer: return "footer"
        case .background: return "background"
        case .custom: return "supplementary"
        }
    }

    static let style = """
        <style>
        .page{fill:#ffffff}
        .caption{font-size:12px;fill:#3c3c43}
        .title{font-size:14px;font-weight:600;fill:#1c1c1e}
        .content{fill:#f2f2f7;stroke:#c7c7cc;stroke-width:1}
        .background{fill:#ffffff;stroke:#d1d1d6;stroke-width:1}
        .list-card{fill:#ffffff}
        .cell{fill:#d6e6ff;stroke:#007aff;stroke-width:1}
        .header{fill:#d5f5de;stroke:#34c759;stroke-width:1}
        .footer{fill:#ffe8cc;stroke:#ff9500;stroke-width:1}
        .supplementary{fill:#efdcff;stroke:#af52de;stroke-width:1}
        .row{fill:#ffffff;stroke:none}
        .row.carded{fill-opacity:0}
        .separator{stroke:#c6c6c8;stroke-width:0.5}
        .bar{fill:#f9f9f9}
        .hairline{stroke:#b5b5b8;stroke-width:0.5}
        .bar-title{font-size:17px;font-weight:600;fill:#1c1c1e;text-anchor:middle;dominant-baseline:central}
        .bar-title.large{font-size:34px;font-weight:700;text-anchor:start;dominant-baseline:auto}
        .tab{fill:#8e8e93}
        .tab.selected{fill:#007aff}
        .list-card,.separator,.bar,.hairline,.bar-title,.tab{pointer-events:none}
        .changed{stroke:#ff3b30;stroke-width:2.5}
        .estimated{stroke-dasharray:3 2}
        .beyond{fill:#ffffff;fill-opacity:0.6;pointer-events:none}
        .unsafe{fill:#ff9500;fill-opacity:0.12}
        .bounds{fill:none;stroke:#1c1c1e;stroke-width:2;stroke-dasharray:8 5}
        .label{font-size:10px;fill:#1c1c1e;text-anchor:middle;dominant-baseline:central}
        </style>

        """

    static func intersects(_ a: Rect, _ b: Rect) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }

    static func union(_ a: Rect, _ b: Rect) -> Rect {
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

    func n(_ value: Double) -> String { formatNumber(value) }

    /// A size for people to read: at most two decimals (the frames themselves stay exact).
    func short(_ value: Double) -> String { formatNumber((value * 100).rounded() / 100) }
}
