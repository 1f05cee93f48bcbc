import Foundation
import LayoutEngine
import LayoutSpecFormat

/// What values computed from the environment cost: the same workloads written with constants and with
/// an expression in every section, giving the same frames, side by side.
extension Bench {
    /// The item width written in every section of the computed form: `min(100, width / 3)` is 100 on
    /// every screen measured (375, 393, 320 and 820 points), so both forms lay out the same frames.
    static let computedItemWidth = "\"min(100, collectionView.bounds.width / 3)\""

    /// The headline workload as spec text, every section giving its own `itemSize` (constant or
    /// computed), the middle section's items `itemHeight` high.
    static func headlineSpec(sections: Int, items: Int, computed: Bool, itemHeight: Int = 100) -> String {
        var lines = [
            "environments: [{name: e, size: [375, 812]}]",
            "layout: {type: flow, itemSize: [100, 100], minimumLineSpacing: 10, minimumInteritemSpacing: 10, "
                + "sectionInset: 10}",
            "sections:",
        ]
        let width = computed ? computedItemWidth : "100"
        for index in 0..<sections {
            let height = index == sections / 2 ? itemHeight : 100
            lines.append("  - {id: s\(index), items: \(items), itemSize: [\(width), \(height)]}")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Prints the cost of computed values against constants: the headline layout from scratch and with
    /// its middle section edited, and one whole save of the typical spec.
    func computedValues() throws {
        let parser = SpecParser()
        print("")
        print("computed values: every section's itemSize an expression, against the same constants")
        print("  median µs              constants   computed   computed / constants")
        var ratios: [String: Double] = [:]
        for computed in [false, true] {
            let texts = [100, 110].map {
                Self.headlineSpec(sections: sections, items: items, computed: computed, itemHeight: $0)
            }
            let documents = try texts.map { try parser.parse($0, file: "bench.layout.yaml") }
            let full = Self.median(iterations) {
                var layout = IncrementalLayout()
                _ = layout.update(documents[0])
            }
            var layout = IncrementalLayout()
            _ = layout.update(documents[0])
            var flip = false
            let update = Self.median(iterations * 10) {
                flip.toggle()
                _ = layout.update(documents[flip ? 1 : 0])
            }
            let save = try WholeSave(
                texts: [40, 41].map {
                    Self.typicalSpec(itemHeight: $0, everySectionsWidth: computed ? Self.computedItemWidth : "100")
                }
            )
            let whole = Self.median(iterations * 10) { save.make() }
            let key = computed ? "computed" : "constants"
            ratios["full \(key)"] = full
            ratios["update \(key)"] = update
            ratios["save \(key)"] = whole
        }
        for (name, label) in [("full", "full layout"), ("update", "one section edited"), ("save", "typical save")] {
            let constants = ratios["\(name) constants"] ?? 0
            let computed = ratios["\(name) computed"] ?? 0
            print(
                String(
                    format: "  %@ %10.1f %10.1f %10.2f×",
                    label.padding(toLength: 22, withPad: " ", startingAt: 0),
                    constants * 1e6,
                    computed * 1e6,
                    computed / constants
                )
            )
        }
        let update = ratios["update computed"] ?? 0
        let full = ratios["full computed"] ?? 1
        print(String(format: "  computed: one section edited / full layout: %.2f %%", update / full * 100))
    }
}
