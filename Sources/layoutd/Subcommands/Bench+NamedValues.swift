import Foundation
import LayoutEngine
import LayoutSpecFormat

/// What `let:` and per-item sizes cost: a million items sized from `indexPath.item` against the same
/// run of one size, and the typical save written with named constants against the same numbers.
extension Bench {
    /// The grid of spec-format.md's example: square tiles of floor(available / columns), the first
    /// `remaining` columns of each row one point wider; `perItem` sizes each item so, else every item
    /// is the tile.
    static func tileGridSpec(items: Int, width: Int, perItem: Bool) -> String {
        let widthExpression = perItem ? "\"tile + (indexPath.item % columns < remaining ? 1 : 0)\"" : "tile"
        return """
            environments: [{name: e, size: [\(width), 812]}]
            let:
              viewWidth: collectionView.bounds.width
              columns: "viewWidth > 600 ? 6 : 3"
              available: viewWidth - 6 * CGFloat(columns - 1)
              tile: floor(available / CGFloat(columns))
              remaining: Int(available - tile * CGFloat(columns))
            layout: {type: flow, minimumLineSpacing: 6, minimumInteritemSpacing: 6}
            sections:
              - id: grid
                items:
                  - {count: \(items), size: [\(widthExpression), tile]}

            """
    }

    /// Prints the per-item and named-constant figures.
    func namedValues() throws {
        let count = min(upTo, 1_000_000)
        let runs = max(3, min(iterations, 10_000_000 / max(count, 1)))
        print("")
        print("per-item sizes: \(count) items, the text parsed and laid out, median of \(runs) runs")
        print("  width  sizes                                      constant ms   per item ms   per item / constant")
        // At 375 points every tile comes out 121 wide (remaining 0): both take UIKit's grid, and the
        // difference is the items' sizes computed one by one. At 380 the first two columns are one
        // point wider: the per-item run takes UIKit's row-building path, as it does on the phone.
        for (width, what) in [(375, "all alike (grid either way)"), (380, "one point wider (rows)")] {
            let constant = try Self.parseAndLayOut(Self.tileGridSpec(items: count, width: width, perItem: false), runs)
            let perItem = try Self.parseAndLayOut(Self.tileGridSpec(items: count, width: width, perItem: true), runs)
            print(
                String(
                    format: "  %5d  %@ %12.1f %13.1f %10.2f×",
                    width,
                    what.padding(toLength: 42, withPad: " ", startingAt: 0),
                    constant * 1e3,
                    perItem * 1e3,
                    perItem / constant
                )
            )
        }
        let numbers = try namedSaveFigures(named: false)
        let named = try namedSaveFigures(named: true)
        print("")
        print("named constants: the typical spec with its numbers written as let: names, against the numbers")
        print("  median µs                         numbers      named   named / numbers")
        for (label, figure) in [("typical spec, parse after a save", \(parse: Double, save: Double).parse)] {
            print(Self.ratioRow(label, numbers[keyPath: figure], named[keyPath: figure]))
        }
        print(Self.ratioRow("typical save, whole", numbers.save, named.save))
        try manyNames()
    }

    /// A `let:` of `count` names of one shape: a chain (`n1: n0 + 1`), constants, or names that each
    /// read the environment.
    static func manyNamesSpec(count: Int, shape: String) -> String {
        var text = "environments: [{name: e, size: [390, 844]}]\nlet:\n"
        for index in 0..<count {
            switch shape {
            case "chain": text += index == 0 ? "  n0: 1\n" : "  n\(index): n\(index - 1) + 1\n"
            case "constants": text += "  n\(index): \(index)\n"
            default: text += "  n\(index): collectionView.bounds.width + \(index)\n"
            }
        }
        return text + "sections:\n  - {items: 3, itemSize: [n\(count - 1), 44]}\n"
    }

    /// Reading 2,000 and 8,000 names of `let:`, as `check` does: the cost of a name stays the same.
    func manyNames() throws {
        print("")
        print("let: names, parsed and checked, median of 5 runs")
        print("  shape                  2,000 ms   8,000 ms   8,000 / 2,000 (4 is linear)")
        for shape in ["chain", "constants", "environment"] {
            let small = try Self.parseAndLayOut(Self.manyNamesSpec(count: 2_000, shape: shape), 5)
            let large = try Self.parseAndLayOut(Self.manyNamesSpec(count: 8_000, shape: shape), 5)
            print(
                String(
                    format: "  %@ %10.1f %10.1f %10.2f×",
                    shape.padding(toLength: 21, withPad: " ", startingAt: 0),
                    small * 1e3,
                    large * 1e3,
                    large / small
                )
            )
        }
    }

    static func ratioRow(_ label: String, _ base: Double, _ other: Double) -> String {
        String(
            format: "  %@ %10.1f %10.1f %10.2f×",
            label.padding(toLength: 33, withPad: " ", startingAt: 0),
            base * 1e6,
            other * 1e6,
            other / base
        )
    }

    /// The median time of parsing `text` and laying it out from scratch, as `layoutd compute` does.
    static func parseAndLayOut(_ text: String, _ runs: Int) throws -> Double {
        _ = try SpecParser().parse(text, file: "grid.layout.yaml")
        return median(runs) {
            guard let document = try? SpecParser().parse(text, file: "grid.layout.yaml") else {
                preconditionFailure("the benchmark's grid spec does not parse")
            }
            var layout = IncrementalLayout()
            _ = layout.update(document)
        }
    }

    /// The typical spec's parse after a save and its whole save, its numbers written as names or not.
    func namedSaveFigures(named: Bool) throws -> (parse: Double, save: Double) {
        try saveFigures([40, 41].map { Self.typicalSpec(itemHeight: $0, named: named) })
    }
}
