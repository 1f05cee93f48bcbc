import LayoutEngine

/// UIKit's standard chrome in a picture (``PreviewSVG``), so that a designer recognises the screen:
/// the navigation bar with the spec's name as its title (large, at the leading margin, with a large
/// title) and the tab bar or toolbar, where the environment has them (``ScreenBars``); a list's rows
/// on white, on one rounded card a section for `insetGrouped` (full width for `grouped`), with the
/// separators the list configuration shows. Nothing here moves a frame: the chrome is drawn from the
/// frames and the environment as they are.
extension PreviewSVG {
    /// The corner radius of an `insetGrouped` section's card.
    static let cardRadius = 10.0

    /// The list configuration of each list section, by its id: looked up once a picture, not once an
    /// element (a picture draws up to 20,000 elements of as many sections).
    var listsBySection: [SectionID: ListConfiguration] {
        var lists: [SectionID: ListConfiguration] = [:]
        for section in layout.sections where section.index < self.lists.count {
            if let list = self.lists[section.index] { lists[section.id] = list }
        }
        return lists
    }

    /// A list cell's classes beside `cell`: a row on white, on its card for `insetGrouped`.
    static func rowClass(_ list: ListConfiguration?) -> String {
        guard let list else { return "" }
        return list.appearance == .insetGrouped ? " row carded" : " row"
    }

    /// Each list section's cells' frames, in order down the list, with its configuration.
    static func listRows(
        _ placed: [(section: SectionID?, element: LayoutElement, source: SectionTrace?)],
        lists: [SectionID: ListConfiguration]
    ) -> [(list: ListConfiguration, rows: [Rect])] {
        var rows: [SectionID: [Rect]] = [:]
        var order: [SectionID] = []
        for item in placed where item.element.kind == .cell {
            guard let section = item.section, lists[section] != nil else { continue }
            if rows[section] == nil { order.append(section) }
            rows[section, default: []].append(item.element.frame)
        }
        return order.compactMap { section in
            lists[section].map { ($0, (rows[section] ?? []).sorted { $0.minY < $1.minY }) }
        }
    }

    /// The cards of grouped lists, under their rows: one a section, around its rows.
    func listCards(_ rows: [(list: ListConfiguration, rows: [Rect])]) -> String {
        var out = ""
        for (list, rows) in rows where list.appearance == .insetGrouped || list.appearance == .grouped {
            guard let first = rows.first else { continue }
            let card = rows.dropFirst().reduce(first) { Self.union($0, $1) }
            let radius = list.appearance == .insetGrouped ? " rx=\"\(n(Self.cardRadius))\"" : ""
            out += "<rect class=\"list-card\" x=\"\(n(card.minX))\" y=\"\(n(card.minY))\""
            out += " width=\"\(n(card.size.width))\" height=\"\(n(card.size.height))\"\(radius)/>\n"
        }
        return out
    }

    /// The separators of lists that show them: between rows, from the row's leading content margin
    /// to its trailing edge, and in a plain list under the last row too.
    func separators(_ rows: [(list: ListConfiguration, rows: [Rect])]) -> String {
        var out = ""
        // A list cell's content starts 16 points in on a compact width, 20 on a regular one.
        let inset = environment.sizeClasses.horizontal == .regular ? 20.0 : 16.0
        let rightToLeft = environment.layoutDirection == .rightToLeft
        for (list, rows) in rows where list.showsSeparators {
            guard list.appearance != .sidebar, list.appearance != .sidebarPlain else { continue }
            let plain = list.appearance == .plain
            for (index, row) in rows.enumerated() where plain || index < rows.count - 1 {
                let start = rightToLeft ? row.minX : row.minX + inset
                let end = rightToLeft ? row.maxX - inset : row.maxX
                guard end > start else { continue }
                out += "<line class=\"separator\" x1=\"\(n(start))\" y1=\"\(n(row.maxY))\""
                out += " x2=\"\(n(end))\" y2=\"\(n(row.maxY))\"/>\n"
            }
        }
        return out
    }

    /// The navigation bar and the tab bar or toolbar, at their places on the screen `bounds`.
    func bars(in bounds: Rect) -> String {
        let bars = environment.bars
        var out = ""
        let rightToLeft = environment.layoutDirection == .rightToLeft
        if bars.navigationBar > 0 {
            let bar = Rect(
                x: bounds.minX,
                y: bounds.minY + environment.safeArea.top - bars.navigationBar,
                width: bounds.size.width,
                height: bars.navigationBar
            )
            out += barRect(bar, edge: bar.maxY)
            if bars.largeTitle {
                // The large title below the standard bar's 44 points, at the screen's leading margin.
                let margins = environment.layoutMargins
                let x = rightToLeft ? bar.maxX - margins.right : bar.minX + margins.left
                let anchor = rightToLeft ? " text-anchor=\"end\"" : ""
                out += "<text class=\"bar-title large\" x=\"\(n(x))\" y=\"\(n(bar.maxY - 12))\"\(anchor)>"
                out += "\(Self.escape(title ?? spec))</text>\n"
            } else {
                out += "<text class=\"bar-title\" x=\"\(n(bar.minX + bar.size.width / 2))\""
                out += " y=\"\(n(bar.minY + bar.size.height / 2))\">\(Self.escape(title ?? spec))</text>\n"
            }
        }
        if bars.bottomBar > 0 {
            let bar = Rect(
                x: bounds.minX,
                y: bounds.maxY - environment.safeArea.bottom,
                width: bounds.size.width,
                height: bars.bottomBar
            )
            out += barRect(bar, edge: bar.minY)
            if bars.tabBar {
                // Four tabs, the first selected (the leading one, right to left on the right).
                let tabs = 4
                let slot = bar.size.width / Double(tabs)
                for tab in 0..<tabs {
                    let place = rightToLeft ? tabs - 1 - tab : tab
                    let x = bar.minX + slot * (Double(place) + 0.5)
                    let selected = tab == 0 ? " selected" : ""
                    out +=
                        "<circle class=\"tab\(selected)\" cx=\"\(n(x))\" cy=\"\(n(bar.minY + min(18, bar.size.height / 2)))\""
                    out += " r=\"\(n(min(11, bar.size.height / 3)))\"/>\n"
                }
            }
        }
        return out
    }

    /// A bar's shape and its hairline on the edge toward the content, at `edge`.
    func barRect(_ bar: Rect, edge: Double) -> String {
        var out = "<rect class=\"bar\" x=\"\(n(bar.minX))\" y=\"\(n(bar.minY))\""
        out += " width=\"\(n(bar.size.width))\" height=\"\(n(bar.size.height))\"/>\n"
        out +=
            "<line class=\"hairline\" x1=\"\(n(bar.minX))\" y1=\"\(n(edge))\" x2=\"\(n(bar.maxX))\" y2=\"\(n(edge))\"/>\n"
        return out
    }
}
