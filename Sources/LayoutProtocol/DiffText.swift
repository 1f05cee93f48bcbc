import LayoutEngine

/// The text form of a diff, for humans (`layoutd diff --format text`).
///
/// One change a line, the elements of updates and inserts below them:
///
/// ```
/// environment iphone-15 content 393x1300
///   update featured frame 0 0 393 400
///     cell 3      0 184 100 210
///   shift tags by 0 90
/// ```
public enum DiffText {
    public static func render(_ diff: LayoutDiff) -> String {
        var text = ""
        for change in diff.environments {
            switch change {
            case .deleted(let name):
                text += "environment \(name) deleted\n"
            case .inserted(let environment):
                text += "environment \(environment.name) inserted\n"
                var layout = ""
                LayoutText.render(environment, into: &layout)
                for line in layout.split(separator: "\n").dropFirst() { text += "  \(line)\n" }
            case .changed(let environment):
                render(environment, into: &text)
            }
        }
        return text
    }

    static func render(_ diff: EnvironmentDiff, into text: inout String) {
        text += "environment \(diff.name)"
        if let size = diff.size { text += " size \(formatNumber(size.width))x\(formatNumber(size.height))" }
        if let scale = diff.scale { text += " scale \(formatNumber(scale))" }
        if let contentSize = diff.contentSize {
            text += " content \(formatNumber(contentSize.width))x\(formatNumber(contentSize.height))"
        }
        text += diff.isEmpty ? " unchanged\n" : "\n"
        if let supplementaries = diff.supplementaries {
            text += "  global\n"
            LayoutText.render(supplementaries, into: &text, indent: "    ")
        }
        for change in diff.changes {
            switch change {
            case .update(let section, let frame, let elements, let was):
                text += "  update \(section)"
                if let frame { text += " frame " + LayoutText.format(frame) }
                if let previous = was.section { text += " was " + LayoutText.format(previous) }
                text += "\n"
                for (index, element) in elements.enumerated() {
                    var line = ""
                    LayoutText.render([element], into: &line, indent: "    ")
                    if index < was.elements.count {
                        line = String(line.dropLast()) + " was " + LayoutText.format(was.elements[index]) + "\n"
                    }
                    text += line
                }
            case .insert(let section, let elements):
                text += "  insert \(section)\n"
                LayoutText.render(elements.map(\.element), into: &text, indent: "    ")
            case .delete(let section, let keys):
                let names = keys.map { key in key.item.map { "\(key.kind.name) \($0)" } ?? key.kind.name }
                text += "  delete \(section) \(names.joined(separator: ", "))\n"
            case .shift(let section, let delta):
                text += "  shift \(section) by \(formatNumber(delta.x)) \(formatNumber(delta.y))\n"
            case .insertSection(let layout):
                text += "  insertSection \(layout.id) at \(layout.index) frame \(LayoutText.format(layout.frame))\n"
                LayoutText.render(layout.elements, into: &text, indent: "    ")
            case .deleteSection(let section):
                text += "  deleteSection \(section)\n"
            case .moveSection(let section, let index):
                text += "  moveSection \(section) to \(index)\n"
            }
        }
    }
}
