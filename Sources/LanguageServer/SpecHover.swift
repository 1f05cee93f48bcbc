import LayoutEngine
import LayoutProtocol

/// What hovering a section or a run of items shows: where its frames land in every environment.
///
/// Found from the sections' sources (``SectionSource``) in the last text that laid out: the cursor
/// is on a run when it is on the lines of one of the section's `items:` entries, and on the section
/// anywhere else between its entry and the next.
enum SpecHover {
    /// The most frames listed for a run in each environment.
    static let framesShown = 6

    static func markdown(
        at position: LSPPosition,
        document: LayoutDocument,
        snapshot: LayoutSnapshot,
        text: SourceText
    ) -> String? {
        let line = position.line + 1
        guard let index = sectionIndex(containing: line, in: document, text: text) else { return nil }
        let traces = SectionTrace.traces(of: document)
        let source = document.sources[index]
        let id = document.sections[index].id.rawValue
        // The run whose entry starts at or above the cursor, when the cursor is past the first one.
        let runIndex =
            source.runs.last.map { line <= $0.line } == true ? source.runs.lastIndex { $0.line <= line } : nil
        var out: String
        if let runIndex {
            out = "**items of section `\(id)`** (sections[\(index)], items entry \(runIndex + 1))\n\n"
        } else {
            out = "**section `\(id)`** (sections[\(index)])\n\n"
        }
        out += "```\n"
        for (environmentIndex, environment) in snapshot.environments.enumerated() {
            guard let section = environment.sections.first(where: { $0.index == index }) else { continue }
            let scale =
                environmentIndex < document.environments.count ? document.environments[environmentIndex].scale : 1
            if let runIndex {
                let run =
                    environmentIndex < traces.count && index < traces[environmentIndex].count
                    ? traces[environmentIndex][index].items : []
                guard runIndex < run.count else {
                    out += "\(environment.name): items set by a variant\n"
                    continue
                }
                out += itemLines(run[runIndex], in: section, environment: environment.name, scale: scale)
            } else {
                let cells = section.elements.lazy.filter { $0.kind == .cell }.count
                out +=
                    "\(environment.name): \(frame(section.frame, scale: scale)), \(cells) cell\(cells == 1 ? "" : "s")\n"
            }
        }
        return out + "```"
    }

    /// The index of the section whose lines hold `line`: from its entry to the next entry, the last
    /// one up to the next line as little indented as the list.
    static func sectionIndex(containing line: Int, in document: LayoutDocument, text: SourceText) -> Int? {
        let sources = document.sources
        guard let index = sources.lastIndex(where: { $0.position.line <= line }) else { return nil }
        if index == sources.count - 1 {
            let start = sources[index].position.line
            var current = start
            while current < line {
                let next = text.line(current)
                if let first = next.first, first != " ", first != "#", first != "-" { return nil }
                current += 1
            }
        }
        return index
    }

    static func itemLines(_ run: ItemsTrace, in section: SectionLayout, environment: String, scale: Double) -> String {
        let last = run.first + run.count - 1
        let items = run.count == 1 ? "item \(run.first)" : "items \(run.first)–\(last)"
        var out = "\(environment): \(items)\n"
        var shown = 0
        for element in section.elements where element.kind == .cell {
            guard let item = element.item, item >= run.first, item <= last else { continue }
            out += "  \(item): \(frame(element.frame, scale: scale))\n"
            shown += 1
            if shown == framesShown {
                if run.count > shown { out += "  … \(run.count - shown) more\n" }
                break
            }
        }
        return out
    }

    /// `[x, y, width, height]` as the preview page shows a frame: each number on the screen's pixels
    /// (`361.6666666666667` at scale 3 is `361.67`), to the hundredth of a point.
    static func frame(_ rect: Rect, scale: Double) -> String {
        let numbers = [rect.minX, rect.minY, rect.width, rect.height].map { value in
            ChangeSummary.rounded(scale > 0 ? (value * scale).rounded() / scale : value)
        }
        return "[" + numbers.joined(separator: ", ") + "]"
    }
}
