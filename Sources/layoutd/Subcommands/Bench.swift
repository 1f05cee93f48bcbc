import ArgumentParser
import Foundation
import LayoutEngine

/// `layoutd bench`: the engine's benchmarks, measured in-process on the release build.
///
/// Figures are medians over `--iterations` runs after one warm-up, so one slow run on a noisy machine
/// does not move them.
struct Bench: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Measure the layout engine: full layout and one-section updates.",
        discussion: """
            Build with `swift build -c release` and run `.build/release/layoutd bench`.
            The workload: a vertical flow spec of SECTIONS sections × ITEMS items (50 × 50, inset 10,
            spacing 10) on a 375-point-wide screen; the update edits the item size of the middle section.
            """
    )

    @Option(help: "Sections in the spec.")
    var sections = 100

    @Option(help: "Items per section.")
    var items = 1000

    @Option(help: "Measured runs per figure (the median is reported).")
    var iterations = 21

    func run() throws {
        let document = Self.flowDocument(sections: sections, items: items)
        var edited = document
        let middle = sections / 2
        edited.sections[middle].flow.itemSize = Size(width: 60, height: 60)

        let full = Self.median(iterations) {
            var layout = IncrementalLayout()
            _ = layout.update(document)
        }
        var layout = IncrementalLayout()
        _ = layout.update(document)
        var flip = false
        var work = LayoutWork()
        let update = Self.median(iterations) {
            flip.toggle()
            work = layout.update(flip ? edited : document).work
        }
        let itemCount = Double(sections * items)
        print("workload: flow, \(sections) sections × \(items) items, width 375, \(iterations) runs, median")
        print(String(format: "full layout:          %10.3f ms  %7.1f ns/item", full * 1e3, full * 1e9 / itemCount))
        print(
            String(
                format: "one-section update:   %10.3f ms  (%d computed, %d shifted, %d reused)",
                update * 1e3,
                work.sectionsComputed,
                work.sectionsShifted,
                work.sectionsReused
            )
        )
        print(String(format: "update / full:        %10.2f %%", update / full * 100))
    }

    /// A vertical flow document of `sections` × `items` fixed-size items.
    static func flowDocument(sections: Int, items: Int) -> LayoutDocument {
        var flow = FlowParameters()
        flow.itemSize = Size(width: 50, height: 50)
        flow.minimumLineSpacing = 10
        flow.minimumInteritemSpacing = 10
        flow.sectionInset = EdgeInsets(all: 10)
        return LayoutDocument(
            name: "bench",
            environments: [LayoutEnvironment(name: "e", size: Size(width: 375, height: 812))],
            layout: .flow(FlowLayoutSpec(flow: flow)),
            sections: (0..<sections).map {
                Section(id: SectionID("s\($0)"), items: [ItemRun(size: nil, count: items)])
            }
        )
    }

    /// The median wall time of `body`, in seconds, over `runs` runs after one warm-up run.
    static func median(_ runs: Int, _ body: () -> Void) -> Double {
        body()
        var times: [Double] = []
        for _ in 0..<max(runs, 1) {
            let start = ContinuousClock.now
            body()
            let elapsed = ContinuousClock.now - start
            times.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
        }
        return times.sorted()[times.count / 2]
    }
}
