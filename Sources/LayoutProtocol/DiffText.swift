import LayoutEngine

/// The text form of a diff, for humans (`layoutd diff --format text`).
///
/// Numbers are rounded to the hundredth of a point (``ChangeSummary/rounded(_:)``), which tells every
/// pixel of a 2x or 3x screen apart; `diff.json` has them in full.
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
    /// A number as the text writes it.
    static func number(_ value: Double) -> String { ChangeSummary.rounded(value) }

    /// Where `causes` has one key that differs in an updated section (or in the layout's own keys of
    /// an environment), its line ends with it: `update grid because interGroupSpacing 8 → 10`.
    public static func render(_ diff: LayoutDiff, causes: KeyChanges? = nil) -> String {
        var text = ""
        for change in diff.environments {
            switch change {
            case .deleted(let name):
                text += "environment \(name) deleted\n"
            case .inserted(let environment):
                text += "environment \(environment.name) inserted\n"
                var layout = ""
                LayoutText.render(environment, into: &layout, number: number)
                for line in layout.split(separator: "\n").dropFirst() { text += "  \(line)\n" }
            case .changed(let environment):
                render(environment, causes: causes, into: &text)
            }
        }
        return text
    }

    static func render(_ diff: EnvironmentDiff, causes: KeyChanges?, into text: inout String) {
        func because(_ section: String?) -> String {
            causes?.cause(of: section, in: diff.name).map { " because \($0)" } ?? ""
        }
        text += "environment \(diff.name)"
        if let size = diff.size { text += " size \(number(size.width))x\(number(size.height))" }
        if let scale = diff.scale { text += " scale \(number(scale))" }
        if let contentSize = diff.contentSize {
            text += " content \(number(contentSize.width))x\(number(contentSize.height))"
        }
        text += diff.isEmpty ? " unchanged\n" : because(nil) + "\n"
        if let supplementaries = diff.supplementaries {
            text += "  global\n"
            LayoutText.render(supplementaries, into: &text, indent: "    ", number: number)
        }
        for change in diff.changes {
            switch change {
            case .update(let section, let frame, let elements, let was):
                text += "  update \(section)"
                if let frame { text += " frame " + LayoutText.format(frame, number: number) }
                if let previous = was.section { text += " was " + LayoutText.format(previous, number: number) }
                text += because(section.rawValue) + "\n"
                for (index, element) in elements.enumerated() {
                    var line = ""
                    LayoutText.render([element], into: &line, indent: "    ", number: number)
                    if index < was.elements.count {
                        line =
                            String(line.dropLast()) + " was " + LayoutText.format(was.elements[index], number: number)
                            + "\n"
                    }
                    text += line
                }
            case .insert(let section, let elements):
                text += "  insert \(section)\n"
                LayoutText.render(elements.map(\.element), into: &text, indent: "    ", number: number)
            case .delete(let section, let keys):
                let names = keys.map { key in key.item.map { "\(key.kind.name) \($0)" } ?? key.kind.name }
                text += "  delete \(section) \(names.joined(separator: ", "))\n"
            case .shift(let section, let delta):
                text += "  shift \(section) by \(number(delta.x)) \(number(delta.y))\n"
            case .insertSection(let layout):
                text +=
                    "  insertSection \(layout.id) at \(layout.index) frame \(LayoutText.format(layout.frame, number: number))\n"
                LayoutText.render(layout.elements, into: &text, indent: "    ", number: number)
            case .deleteSection(let section):
                text += "  deleteSection \(section)\n"
            case .moveSection(let section, let index):
                text += "  moveSection \(section) to \(index)\n"
            }
        }
    }
}
