import ArgumentParser
import Foundation
import LayoutEngine
import LayoutFiles
import LayoutPipeline
import LayoutProtocol
import LayoutSpecFormat

/// `layoutd diff OLD NEW`: the `diff.json` between two versions of a spec, computed as the daemon
/// computes it: OLD is laid out, then NEW is laid out incrementally on top of it.
struct Diff: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print the diff between two versions of a spec (diff.json, or text).",
        discussion: """
            Only the sections of NEW whose inputs changed are laid out; the text form ends with how \
            many were computed, shifted and reused. The diff goes from generation 1 (OLD) to 2 (NEW). \
            Exit status: 0, or with --exit-code 1 when the layouts differ; 2 when either spec has \
            errors or cannot be read.
            """
    )

    @Argument(help: "The old version of the spec.", completion: SpecArguments.completion)
    var old: String

    @Argument(help: "The new version of the spec.", completion: SpecArguments.completion)
    var new: String

    @Option(help: "Output format.")
    var format: Compute.Format = .json

    @Flag(help: "Exit 1 when the layouts differ, as `git diff --exit-code` does.")
    var exitCode = false

    /// The exit status of specs with errors, apart from the 1 of `--exit-code`.
    static let specErrors: Int32 = 2

    func run() throws {
        let before: LayoutSnapshot
        let (after, work): (LayoutSnapshot, LayoutWork)
        let documents: (LayoutDocument, LayoutDocument)
        do {
            // Both are read before either is laid out, so that errors in either are told first; the
            // new spec is laid out with the old one's section caches, as a save would be.
            var oldPipeline = SpecPipeline(file: old)
            var newPipeline = SpecPipeline(file: new)
            documents = (
                try oldPipeline.document(from: try SpecFile.contents(old)),
                try newPipeline.document(from: try SpecFile.contents(new))
            )
            before = try oldPipeline.layOut(documents.0).snapshot
            newPipeline.layout = oldPipeline.layout
            let laidOut = try newPipeline.layOut(documents.1)
            (after, work) = (laidOut.snapshot, laidOut.work)
        } catch {
            printError(error.description)
            throw ExitCode(Self.specErrors)
        }
        let diff = LayoutDiff(from: before, to: after)
        let out: String
        switch format {
        case .json:
            out = DiffFile(spec: new, from: 1, to: 2, diff: diff).json()
        case .text:
            out =
                DiffText.render(diff, causes: KeyChanges(from: documents.0, to: documents.1))
                + "stats: \(work.sectionsComputed) computed, \(work.sectionsShifted) shifted, "
                + "\(work.sectionsReused) reused\n"
        }
        FileHandle.standardOutput.write(Data(out.utf8))
        if exitCode && !diff.isEmpty { throw ExitCode.failure }
    }
}
