import Foundation
import LayoutEngine
import LayoutPipeline
import LayoutSpecFormat

/// What values computed from the environment cost: the same workloads written with constants and with
/// an expression in every section, giving the same frames, side by side.
extension Bench {
    /// The item width written in every section of the computed form: `min(100, width / 3)` is 100 on
    /// every screen measured (375, 393, 320 and 820 points), so both forms lay out the same frames.
    static let computedItemWidth = "\"min(100, collectionView.bounds.width / 3)\""

    /// An item width that differs on every screen of the typical spec (98.25, 80 and 205 points): no
    /// environment's read of a section can stand for another's.
    static let widthPerScreen = "\"collectionView.bounds.width / 4\""

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

    /// The medians, in seconds, of one form of the computed-values workloads.
    struct ComputedValuesFigures {
        var full: Double
        var update: Double
        var parse: Double
        var save: Double
    }

    /// Prints the cost of computed values against constants: the headline layout from scratch and with
    /// its middle section edited, and the typical spec's parse after the previous save and whole save.
    func computedValues() throws {
        let constants = try computedValuesFigures(computed: false)
        let computed = try computedValuesFigures(computed: true)
        let perScreen = try typicalSaveFigures(width: Self.widthPerScreen)
        print("")
        print("computed values: every section's itemSize an expression, against the same constants")
        print("  median µs                         constants   computed   computed / constants")
        let rows: [(String, KeyPath<ComputedValuesFigures, Double>)] = [
            ("full layout", \.full),
            ("one section edited", \.update),
            ("typical spec, parse after a save", \.parse),
            ("typical save, whole", \.save),
        ]
        for (label, figure) in rows {
            print(
                String(
                    format: "  %@ %10.1f %10.1f %10.2f×",
                    label.padding(toLength: 33, withPad: " ", startingAt: 0),
                    constants[keyPath: figure] * 1e6,
                    computed[keyPath: figure] * 1e6,
                    computed[keyPath: figure] / constants[keyPath: figure]
                )
            )
        }
        print(
            String(
                format: "  computed: one section edited / full layout: %.2f %%",
                computed.update / computed.full * 100
            )
        )
        print("  the typical spec with widths that differ on every screen (width / 4), against the constants:")
        print(
            String(
                format: "    parse after a save %.1f µs (%.2f×), whole save %.1f µs (%.2f×)",
                perScreen.parse * 1e6,
                perScreen.parse / constants.parse,
                perScreen.save * 1e6,
                perScreen.save / constants.save
            )
        )
    }

    /// The workloads written with constants, or with computed values.
    func computedValuesFigures(computed: Bool) throws -> ComputedValuesFigures {
        let parser = SpecParser()
        let texts = [100, 110].map {
            Self.headlineSpec(sections: sections, items: items, computed: computed, itemHeight: $0)
        }
        let documents = try texts.map { try parser.parse($0, file: "bench.layout.yaml") }
        let (full, update) = fullAndEdited(documents[0], documents[1])
        let typical = try typicalSaveFigures(width: computed ? Self.computedItemWidth : "100")
        return ComputedValuesFigures(full: full, update: update, parse: typical.parse, save: typical.save)
    }

    /// The medians, in seconds, of a full layout of `document` and of an update between it and
    /// `edited` (one section edited), one after the other.
    func fullAndEdited(_ document: LayoutDocument, _ edited: LayoutDocument) -> (full: Double, update: Double) {
        let full = Self.median(iterations) {
            var layout = IncrementalLayout()
            _ = layout.update(document)
        }
        var layout = IncrementalLayout()
        _ = layout.update(document)
        var flip = false
        let update = Self.median(iterations * 10) {
            flip.toggle()
            _ = layout.update(flip ? edited : document)
        }
        return (full, update)
    }

    /// The typical spec's parse after a save, and its whole save, with every section's items `width`
    /// wide.
    func typicalSaveFigures(width: String) throws -> (parse: Double, save: Double) {
        try saveFigures([40, 41].map { Self.typicalSpec(itemHeight: $0, everySectionsWidth: width) })
    }

    /// The parse after a save of one of two texts of the typical spec, and its whole save, alternating.
    func saveFigures(_ typical: [String]) throws -> (parse: Double, save: Double) {
        var pipeline = SpecPipeline(file: "home.layout.yaml")
        var flip = false
        _ = try pipeline.document(from: typical[0])
        let parse = Self.median(iterations * 10) {
            flip.toggle()
            _ = try? pipeline.document(from: typical[flip ? 1 : 0])
        }
        let save = try WholeSave(texts: typical)
        return (parse, Self.median(iterations * 10) { save.make() })
    }
}
