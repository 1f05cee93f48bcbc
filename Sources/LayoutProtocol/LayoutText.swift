public import LayoutEngine

/// The text form of a layout: one element a line, for golden files and humans (output-format.md, "Text form").
///
/// ```
/// environment iphone-15 size 393x852 content 393x1210
/// section featured
///   header      0 0 393 44
///   cell 0      0 54 100 120
/// ```
/// A compositional layout's global boundary items come first, under `global`.
/// A cell the spec gave an id reads `cell 3 id=hero`, a coloured background `background color=green`. Numbers use the same shortest form as JSON.
public enum LayoutText {
    /// Width the element label is padded to, so frames line up in columns.
    static let labelWidth = 12

    public static func render(_ snapshot: LayoutSnapshot) -> String {
        var text = ""
        for environment in snapshot.environments {
            render(environment, into: &text)
        }
        return text
    }

    /// `number` writes each number: as in JSON, or rounded for a reader (``ChangeSummary/rounded(_:)``).
    static func render(
        _ environment: EnvironmentLayout,
        into text: inout String,
        number: (Double) -> String = formatNumber
    ) {
        text += "environment \(environment.name) size \(number(environment.size.width))x"
        text += "\(number(environment.size.height)) content \(number(environment.contentSize.width))x"
        text += "\(number(environment.contentSize.height))\n"
        if !environment.supplementaries.isEmpty {
            text += "global\n"
            render(environment.supplementaries, into: &text, number: number)
        }
        for section in environment.sections {
            text += "section \(section.id.rawValue)\n"
            render(section.elements, into: &text, number: number)
        }
    }

    /// An element's label: `cell 3`, `cell 0 id=hero`, `background color=green`, `badge 2`, `header`.
    public static func label(of element: LayoutElement) -> String {
        var label = element.kind.name
        if let item = element.item { label += " \(item)" }
        if let id = element.id { label += " id=\(id)" }
        if let color = element.color { label += " color=\(color)" }
        return label
    }

    /// `x y width height`, numbers as in JSON (or as `number` writes them).
    static func format(_ frame: Rect, number: (Double) -> String = formatNumber) -> String {
        "\(number(frame.minX)) \(number(frame.minY)) \(number(frame.width)) \(number(frame.height))"
    }

    static func render(
        _ elements: [LayoutElement],
        into text: inout String,
        indent: String = "  ",
        number: (Double) -> String = formatNumber
    ) {
        for element in elements {
            let label = label(of: element)
            text += indent + label
            text += String(repeating: " ", count: max(1, labelWidth - label.count))
            text += format(element.frame, number: number) + "\n"
        }
    }
}
