import ArgumentParser
import Foundation
import LayoutDaemon
import LayoutEngine
import LayoutProtocol
import LayoutSpecFormat

/// `layoutd diff OLD NEW`: the `diff.json` between two versions of a spec, computed as the daemon
/// computes it: OLD is laid out, then NEW is laid out incrementally on top of it.
struct Diff: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print the diff between two versions of a spec (diff.json, or text), with its stats.",
        discussion: """
            Only the sections of NEW whose inputs changed are laid out; `stats` says how many were
            computed, shifted and reused. The diff goes from generation 1 (OLD) to 2 (NEW).
            Exits 1 if either spec has errors.
            """
    )

    @Argument(help: "The old version of the spec.")
    var old: String

    @Argument(help: "The new version of the spec.")
    var new: String

    @Option(help: "Output format.")
    var format: Compute.Format = .json

    func run() throws {
        let documents: (LayoutDocument, LayoutDocument)
        do {
            documents = (try SpecFile.load(old), try SpecFile.load(new))
        } catch {
            printError(error.description)
            throw ExitCode.failure
        }
        var layout = IncrementalLayout()
        let before = layout.update(documents.0).snapshot
        let start = ContinuousClock.now
        let (after, work) = layout.update(documents.1)
        let stats = LayoutStats(work, micros: LayoutStats.micros(ContinuousClock.now - start))
        let diff = LayoutDiff(from: before, to: after)
        let out: String
        switch format {
        case .json:
            out = DiffFile(spec: new, from: 1, to: 2, clock: Compute.oneShotClock, diff: diff, stats: stats).json()
        case .text:
            out =
                DiffText.render(diff)
                + "stats: \(stats.sectionsComputed) computed, \(stats.sectionsShifted) shifted, "
                + "\(stats.sectionsReused) reused, \(stats.micros) µs\n"
        }
        FileHandle.standardOutput.write(Data(out.utf8))
    }
}
