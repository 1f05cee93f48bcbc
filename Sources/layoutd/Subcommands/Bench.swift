import ArgumentParser
import Foundation
import LayoutEngine
import LayoutProtocol
import LayoutSpecFormat

/// `layoutd bench`: the engine's benchmarks, measured in-process on the release build.
///
/// Figures are medians over `--iterations` runs after one warm-up, so one slow run on a noisy machine
/// does not move them. The daemon's own figures (save to diff, scale, big specs) need whole
/// processes and the peers' tools; `Benchmarks/run.sh` runs them all, this included.
struct Bench: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Measure the layout engine: full layouts, one-section updates, every layout kind.",
        discussion: """
            Build with `swift build -c release` and run `.build/release/layoutd bench`. \
            The headline workload: a vertical flow spec of SECTIONS sections × ITEMS items, each \
            100 × 100 points, with inset 10 and spacing 10, on a 375-point-wide screen, as the Yoga \
            peer lays it out; the update edits the item size of the middle section. Then one save of \
            the typical spec, step by step, and each layout kind at 1k, 10k, 100k and 1M items, in \
            sections of at most 1,000.
            """
    )

    @Option(help: "Sections in the headline spec.")
    var sections = 100

    @Option(help: "Items per section in the headline spec.")
    var items = 1000

    @Option(help: "Measured runs per figure (the median is reported); big workloads use fewer.")
    var iterations = 21

    @Option(help: "The largest item count of the per-kind table.")
    var upTo = 1_000_000

    @Option(
        help:
            "Run one table only: let-names (reading 2,000 and 8,000 names of let:), calls (reading values written as calls), computed (values computed from the environment against constants)."
    )
    var only: String?

    func validate() throws {
        // The headline workload edits its middle section, and every figure is a median of runs.
        for (name, value) in [("--sections", sections), ("--items", items), ("--iterations", iterations)]
        where value < 1 {
            throw ValidationError("\(name) expects a whole number ≥ 1, found \(value)")
        }
        // The headline is a spec like any other: within the frames a spec may lay out, counted as
        // `FrameBudget` counts them (each section its items and a few frames more), without
        // building it first.
        let perSection = items.addingReportingOverflow(3 + FrameBudget.sectionCost)
        let frames = sections.multipliedReportingOverflow(by: perSection.partialValue)
        if perSection.overflow || frames.overflow || frames.partialValue > FrameBudget.maximum {
            throw ValidationError(
                "--sections \(sections) × --items \(items) is more than the \(FrameBudget.maximum) frames a spec may lay out (each section counts its items and \(3 + FrameBudget.sectionCost) more); ask for fewer"
            )
        }
        guard (1_000...1_000_000).contains(upTo) else {
            throw ValidationError(
                "--up-to expects an item count from 1000 to 1000000 (the per-kind table's rows), found \(upTo)"
            )
        }
        guard iterations <= 10_000 else {
            throw ValidationError("--iterations expects at most 10000 runs a figure, found \(iterations)")
        }
    }

    func run() throws {
        if let only {
            switch only {
            case "let-names": try manyNames()
            case "calls": try calls()
            case "computed": try computedValues()
            default: throw ValidationError("--only expects let-names, calls or computed, found \(only)")
            }
            return
        }
        let document = Self.flowDocument(sections: sections, items: items)
        var edited = document
        let middle = sections / 2
        edited.sections[middle].flow.itemSize = Size(width: 100, height: 110)

        let full = Self.median(iterations) {
            var layout = IncrementalLayout()
            _ = layout.update(document)
        }
        var layout = IncrementalLayout()
        _ = layout.update(document)
        var flip = false
        var work = LayoutWork()
        // An update is short enough to be measured many more times.
        let update = Self.median(iterations * 10) {
            flip.toggle()
            work = layout.update(flip ? edited : document).work
        }
        let itemCount = Double(sections * items)
        print("workload: flow, \(sections) sections × \(items) items (100 × 100, inset 10, spacing 10), width 375")
        print("  median of \(iterations) runs (updates: \(iterations * 10)) after one warm-up")
        print(String(format: "full layout:          %10.3f ms  %7.1f ns/item", full * 1e3, full * 1e9 / itemCount))
        print(
            String(
                format:
                    "one-section update:   %10.3f ms  (%d computed, %d shifted of which %d in constant time, %d reused)",
                update * 1e3,
                work.sectionsComputed,
                work.sectionsShifted,
                work.sectionsMovedInConstantTime,
                work.sectionsReused
            )
        )
        print(String(format: "update / full:        %10.2f %%", update / full * 100))

        try typicalSave()
        try computedValues()
        try namedValues()
        try lists()
        try calls()
        try languageServer()

        print("")
        print("kind           items   sections      full ms    ns/item   (median)")
        for kind in Kind.allCases {
            var count = 1_000
            while count <= upTo {
                let sections = max(1, count / 1_000)
                let text = kind.spec(items: count, sections: sections)
                let parsed = try SpecParser().parse(text, file: "bench-\(kind).layout.yaml")
                let runs = max(3, min(iterations, 10_000_000 / count))
                let time = Self.median(runs) {
                    var layout = IncrementalLayout()
                    _ = layout.update(parsed)
                }
                print(
                    String(
                        format: "%@ %7d %10d %12.3f %10.1f   (%d runs)",
                        kind.rawValue.padding(toLength: 13, withPad: " ", startingAt: 0),
                        count,
                        sections,
                        time * 1e3,
                        time * 1e9 / Double(count),
                        runs
                    )
                )
                count *= 10
            }
        }
    }

    /// The daemon's work on one save of the typical spec of the save-to-diff benchmark, step by step,
    /// in process: what is left of the save-to-diff time once the kernel and the sockets are taken
    /// away.
    func typicalSave() throws {
        let texts = [40, 41].map { Self.typicalSpec(itemHeight: $0) }
        let parser = SpecParser()
        let documents = try texts.map { try parser.parse($0, file: "home.layout.yaml") }
        var layout = IncrementalLayout()
        let snapshots = documents.map { layout.update($0).snapshot }
        var flip = false
        // Each step warm (run back to back), then as the daemon meets it: 60 ms after it last ran,
        // like a save after a pause. On a virtual machine the second can be several times the first.
        var steps: [(name: String, warm: Double, paused: Double)] = []
        func step(_ name: String, _ body: () -> Void) {
            let warm = Self.median(iterations * 10, body)
            let paused = Self.median(Self.pausedRuns, pause: .milliseconds(60), body)
            steps.append((name, warm, paused))
        }
        step("parse and check") {
            flip.toggle()
            _ = try? parser.parse(texts[flip ? 1 : 0], file: "home.layout.yaml")
        }
        // As the daemon parses a save: with the tree of the spec's previous text.
        var tree: ComposedSpec?
        _ = try? parser.parse(texts[0], file: "home.layout.yaml", tree: &tree)
        step("the same, after the previous save (only the edited section composed and read)") {
            flip.toggle()
            _ = try? parser.parse(texts[flip ? 1 : 0], file: "home.layout.yaml", tree: &tree)
        }
        step("layout update") {
            flip.toggle()
            _ = layout.update(documents[flip ? 1 : 0])
        }
        step("diff") {
            flip.toggle()
            _ = LayoutDiff(from: snapshots[flip ? 1 : 0], to: snapshots[flip ? 0 : 1])
        }
        step("diff + event line") {
            flip.toggle()
            let file = DiffFile(
                spec: "home.layout.yaml",
                from: 1,
                to: 2,
                diff: LayoutDiff(from: snapshots[flip ? 1 : 0], to: snapshots[flip ? 0 : 1]),
                stats: LayoutStats(LayoutWork(), micros: 0)
            )
            _ = SocketEvent.diff(file, clock: "c:1:2")
        }
        let whole = try WholeSave(texts: texts)
        step("one save, whole: the parse after the previous save, the update, the diff and its line") {
            whole.make()
        }
        // The same after a pause, each run right after the same save made once by a twin with state of
        // its own: what a save costs after a pause is what the pause took away, not the work itself.
        let twin = try WholeSave(texts: texts)
        if twin.upcoming != whole.upcoming { twin.make() }
        let afterTwin = Self.median(
            Self.pausedRuns,
            pause: .milliseconds(60),
            before: { twin.make() },
            { whole.make() }
        )
        print("")
        print("one save of the typical spec (10 sections × 50 items × 3 environments, one section edited)")
        print(
            "  µs, median; warm: back to back; after a pause: each run 60 ms after the last (\(Self.pausedRuns) runs)"
        )
        print("                   warm   after a pause")
        for step in steps {
            print(String(format: "  %8.1f %8.1f   %@", step.warm * 1e6, step.paused * 1e6, step.name))
        }
        print(
            String(
                format: "           %8.1f   the same after a pause, right after the same save made once",
                afterTwin * 1e6
            )
        )
    }

    /// Runs of each step of the typical save measured after a pause: each adds 60 ms to the bench.
    static let pausedRuns = 41

    /// The typical spec of the save-to-diff benchmark (`Benchmarks/typical.layout.yaml.txt`).
    ///
    /// Section s4's items are `itemHeight` high; with `everySectionsWidth`, every section gives its own
    /// `itemSize` of that width. With `named`, every number is written as a name the spec's `let:` binds, as an app's `Metrics`
    /// constants are.
    static func typicalSpec(itemHeight: Int, everySectionsWidth: String? = nil, named: Bool = false) -> String {
        func value(_ name: String, _ number: String) -> String { named ? name : number }
        var lines = [
            "environments:",
            "  - device: iPhone 15",
            "  - device: iPhone SE (1st generation)",
            "  - device: iPad (10th generation)",
        ]
        if named {
            lines += ["let:", "  side: 100.0", "  spacing: 10.0", "  inset: 10.0", "  headerHeight: 44.0"]
        }
        lines += [
            "layout:",
            "  type: flow",
            "  itemSize: [\(value("side", "100")), \(value("side", "100"))]",
            "  minimumLineSpacing: \(value("spacing", "10"))",
            "  minimumInteritemSpacing: \(value("spacing", "10"))",
            "  sectionInset: \(value("inset", "10"))",
            "sections:",
        ]
        for index in 0..<10 {
            lines += ["  - id: s\(index)", "    header: \(value("headerHeight", "44"))", "    items: 50"]
            let height = index == 4 ? itemHeight : 100
            if let width = everySectionsWidth {
                lines.append("    itemSize: [\(width), \(height)]")
            } else if index == 4 {
                lines.append("    itemSize: [100, \(height)]")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The layout kinds of the per-kind table, each written as a spec.
    enum Kind: String, CaseIterable {
        /// Flow with one item size: UIKit's closed-form grid.
        case flow
        /// Flow with self-sizing items of two widths: UIKit's row-building path.
        case flowRows = "flow-rows"
        /// The two-column split layout, sections alternating sides.
        case split
        /// A compositional layout of three items a group.
        case compositional

        func spec(items: Int, sections: Int) -> String {
            let perSection = items / sections
            var lines = ["environments: [{name: bench, size: [375, 812]}]"]
            switch self {
            case .flow:
                lines.append(
                    "layout: {type: flow, itemSize: [100, 100], sectionInset: 10, minimumLineSpacing: 10, "
                        + "minimumInteritemSpacing: 10}"
                )
            case .flowRows:
                lines.append(
                    "layout: {type: flow, estimatedItemSize: [100, 100], sectionInset: 10, "
                        + "minimumLineSpacing: 10, minimumInteritemSpacing: 10}"
                )
            case .split:
                lines.append(
                    "layout: {type: split, leftSideRatio: 0.4, splitSpacing: 8, sectionInset: 8, "
                        + "itemSize: [{columns: 2}, 100]}"
                )
            case .compositional:
                lines.append("layout: {type: compositional, interSectionSpacing: 10}")
            }
            lines.append("sections:")
            for index in 0..<sections {
                switch self {
                case .flow:
                    lines.append("  - {id: s\(index), items: \(perSection)}")
                case .flowRows:
                    let half = perSection / 2
                    lines.append(
                        "  - {id: s\(index), items: [{size: [80, 100], count: \(half)}, "
                            + "{size: [120, 100], count: \(perSection - half)}]}"
                    )
                case .split:
                    lines.append(
                        "  - {id: s\(index), side: \(index % 2 == 0 ? "left" : "right"), items: \(perSection)}"
                    )
                case .compositional:
                    lines.append("  - id: s\(index)")
                    lines.append("    items: \(perSection)")
                    lines.append("    interGroupSpacing: 10")
                    lines.append("    group:")
                    lines.append("      horizontal:")
                    lines.append("        layoutSize: [fractionalWidth(1), absolute(100)]")
                    lines.append("        subitems:")
                    lines.append("          - item: {layoutSize: [fractionalWidth(0.25), fractionalHeight(1)]}")
                    lines.append("        count: 3")
                    lines.append("        interItemSpacing: fixed(10)")
                }
            }
            return lines.joined(separator: "\n") + "\n"
        }
    }

    /// A vertical flow document of `sections` × `items` fixed-size items.
    static func flowDocument(sections: Int, items: Int) -> LayoutDocument {
        var flow = FlowParameters()
        flow.itemSize = Size(width: 100, height: 100)
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

    /// The median wall time of `body`, in seconds, over `runs` runs after one warm-up run, each run
    /// `pause` after the one before and right after `before` (which is not timed).
    static func median(
        _ runs: Int,
        pause: Duration = .zero,
        before: () -> Void = {},
        _ body: () -> Void
    ) -> Double {
        before()
        body()
        var times: [Double] = []
        for _ in 0..<max(runs, 1) {
            if pause > .zero { Thread.sleep(forTimeInterval: pause / .seconds(1)) }
            before()
            let start = ContinuousClock.now
            body()
            let elapsed = ContinuousClock.now - start
            times.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
        }
        return times.sorted()[times.count / 2]
    }
}
