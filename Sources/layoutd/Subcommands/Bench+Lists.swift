import Foundation
import LayoutEngine
import LayoutSpecFormat

/// What list sections and right-to-left layouts cost: the headline workload's size (sections × items)
/// as an inset grouped list, laid out whole and with one section edited, left to right and right to
/// left, on a 2x and a 3x phone.
///
/// The grouped list's 17.5-point spacing is on the 1/64-point grid where moving a section is exact,
/// so at 2x the sections below an edit move in constant time; at 3x UIKit puts it on the pixel grid,
/// 17.667, and the sections below are placed again (as the diff has to list their frames anyway).
extension Bench {
    /// The list workload: `sections` inset grouped list sections of `items` rows each on `device`, the
    /// middle section's rows `rowHeight` tall (measured), the others estimated.
    static func listSpec(sections: Int, items: Int, rowHeight: Int, device: String, rightToLeft: Bool) -> String {
        var lines = [
            "environments: [{device: \(device)\(rightToLeft ? ", layoutDirection: rightToLeft" : "")}]",
            "layout: {type: compositional, list: {appearance: insetGrouped, headerMode: supplementary}}",
            "sections:",
        ]
        for index in 0..<sections {
            let rows = index == sections / 2 ? "{count: \(items), size: [0, \(rowHeight)]}" : "\(items)"
            lines.append("  - {id: s\(index), items: \(rows)}")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Prints the list workload's full layout and one-section update, left to right and right to left.
    func lists() throws {
        print("")
        print("lists: \(sections) inset grouped sections × \(items) rows with headers")
        print("  median ms                                       full layout   one section edited   edited / full")
        for device in ["iPhone SE (3rd generation)", "iPhone 17"] {
            for rightToLeft in [false, true] {
                try listFigures(device: device, rightToLeft: rightToLeft)
            }
        }
    }

    /// Prints one line of the list workload.
    func listFigures(device: String, rightToLeft: Bool) throws {
        let parser = SpecParser()
        let documents = try [44, 60].map {
            try parser.parse(
                Self.listSpec(
                    sections: sections,
                    items: items,
                    rowHeight: $0,
                    device: device,
                    rightToLeft: rightToLeft
                ),
                file: "list.layout.yaml"
            )
        }
        let (full, update) = fullAndEdited(documents[0], documents[1])
        print(
            String(
                format: "  %@ %12.3f %20.3f %14.2f %%",
                "\(device), \(rightToLeft ? "right to left" : "left to right")"
                    .padding(toLength: 45, withPad: " ", startingAt: 0),
                full * 1e3,
                update * 1e3,
                update / full * 100
            )
        )
    }
}
