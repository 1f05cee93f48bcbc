import ArgumentParser
import Foundation
import LayoutFiles
import LayoutProtocol
import LayoutSpecFormat

/// `layoutd snapshot record|verify`: layout snapshots, references of every frame kept beside the specs
/// and compared in CI, as snapshot tests compare pictures.
struct Snapshot: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Record layout snapshots beside the specs, or verify the layouts against them.",
        discussion: """
            A reference is the text form of every frame in every environment (FOLDER/NAME.txt, beside \
            the spec) and a picture of each environment (FOLDER/NAME/ENV.svg). Frames are \
            deterministic, so verify compares them exactly unless given a tolerance.
            """,
        subcommands: [SnapshotRecord.self, SnapshotVerify.self]
    )

    /// What the record and verify commands share: the specs and the references' folder.
    struct Options: ParsableArguments {
        @Argument(
            help: ArgumentHelp(stringLiteral: SpecArguments.help + " Default: the current folder."),
            completion: SpecArguments.completion
        )
        var paths: [String] = []

        @Option(help: "The folder beside each spec that holds its references.")
        var folder: String = SnapshotReference.defaultFolderName

        func validate() throws {
            if let problem = SnapshotFiles.plainNameProblem(folder) {
                throw ValidationError("--folder is the name of a folder beside each spec, and \(problem)")
            }
        }

        /// The specs named, and the arguments that named none (reported and counted as unreadable).
        func specs() -> (specs: [String], unreadable: Bool) {
            let expansion = SpecArguments.expand(paths.isEmpty ? ["."] : paths)
            for argument in expansion.unmatched {
                printError(SpecArguments.unmatchedError(argument).description)
            }
            return (expansion.specs, !expansion.unmatched.isEmpty)
        }
    }
}

/// `layoutd snapshot record [PATH…]`: writes each spec's reference.
struct SnapshotRecord: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Write each spec's layout snapshot (its frames as text, and a picture an environment).",
        discussion:
            "Exit status: 0; 1 when a spec has errors (its reference is left as it was); 2 when a spec cannot be read."
    )

    @OptionGroup var options: Snapshot.Options

    func run() throws {
        let (specs, unmatched) = options.specs()
        var unreadable = unmatched
        var failed = false
        for spec in specs {
            let reference = SnapshotReference(spec: spec, folderName: options.folder)
            do {
                try reference.record(try reference.layOut())
                print("recorded \(SnapshotFiles.shown(reference.text))")
            } catch let refusal as SnapshotFiles.Refusal {
                printError("\(TerminalText.escaped(spec)):1:1: error: \(refusal)")
                failed = true
            } catch let errors as SpecErrors {
                printError(errors.description)
                if errors.errors.contains(where: { $0.kind == .tooLarge })
                    || !FileManager.default.isReadableFile(atPath: spec)
                {
                    unreadable = true
                } else {
                    failed = true
                }
            }
        }
        if unreadable { throw ExitCode(Check.unreadable) }
        if failed { throw ExitCode.failure }
    }
}
