import ArgumentParser
import Foundation
import LayoutEngine
import LayoutFiles
import LayoutPipeline
import LayoutProtocol
import LayoutSpecFormat

/// `layoutd render SPEC`: the SVG previews of a spec's environments, as the daemon writes them beside
/// `layout.json`.
struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Draw each environment's layout as SVG (the daemon's ENV.svg).",
        discussion: """
            The content at 1:1 with every cell, header, footer and background, the bounds at \
            contentOffset (at rest by default) with the safe area shaded, and a caption. Every \
            environment is drawn into a folder, one ENV.svg each; with --environment, that one alone, to \
            standard output or a file. Exits 1 if the spec has errors.
            """
    )

    @Argument(help: ArgumentHelp(stringLiteral: SpecArguments.help), completion: SpecArguments.completion)
    var specs: [String]

    @Option(
        help: "The one environment to draw, of one spec (default: every environment).",
        completion: SpecArguments.environmentCompletion
    )
    var environment: String?

    @Option(
        name: .shortAndLong,
        help:
            "Every environment: the folder for the pictures (default: the current folder). One: the file (default: standard output)."
    )
    var output: String?

    func run() throws {
        let expansion = SpecArguments.expand(specs)
        if environment != nil && (expansion.namesASet || expansion.specs.count != 1) {
            throw ValidationError("--environment draws one environment of one spec file")
        }
        var unreadable = false
        var failed = false
        for argument in expansion.unmatched {
            unreadable = true
            printError(SpecArguments.unmatchedError(argument).description)
        }
        for spec in expansion.specs {
            do {
                try draw(spec, intoFolderOfItsOwn: expansion.namesASet)
            } catch let code as ExitCode {
                if code == ExitCode(Check.unreadable) { unreadable = true } else { failed = true }
            }
        }
        if unreadable { throw ExitCode(Check.unreadable) }
        if failed { throw ExitCode.failure }
    }

    /// Draws one spec: into the output folder (one spec), into a folder named after the spec inside
    /// it as the daemon's output folder is laid out (several), or the one environment to a file.
    func draw(_ spec: String, intoFolderOfItsOwn: Bool) throws {
        let data: Data
        do {
            data = try SpecFile.contents(spec)
        } catch {
            printError(error.description)
            throw ExitCode(Check.unreadable)
        }
        let laidOut: SpecPipeline.LaidOut
        do {
            var pipeline = SpecPipeline(file: spec)
            let parsed = try pipeline.document(from: data)
            let document = try Compute.select(environment.map { [$0] } ?? [], of: parsed, spec: spec, text: data)
            guard !document.environments.isEmpty else {
                printError("\(spec): the spec has no environment to draw")
                throw ExitCode.failure
            }
            laidOut = try pipeline.layOut(document)
        } catch let errors as SpecErrors {
            printError(errors.description)
            throw ExitCode.failure
        }
        let pictures = laidOut.pictures.pictures(spec: spec, generation: 1, snapshot: laidOut.snapshot)
            .map { (name: $0.layout.name, svg: $0.svg()) }
        if environment != nil, let picture = pictures.first {
            if let output {
                try Data(picture.svg.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
            } else {
                FileHandle.standardOutput.write(Data(picture.svg.utf8))
            }
            return
        }
        if intoFolderOfItsOwn {
            let folder = OutputFolder(root: output ?? ".")
            try folder.publishPreviews(spec: spec, pictures.map { (environment: $0.name, svg: $0.svg) })
            for picture in pictures {
                print(folder.folder(forSpec: spec).appendingPathComponent(OutputFolder.previewName(picture.name)).path)
            }
            return
        }
        let folder = URL(fileURLWithPath: output ?? ".", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for picture in pictures {
            let file = folder.appendingPathComponent("\(picture.name).svg")
            try Data(picture.svg.utf8).write(to: file, options: .atomic)
            print(file.path)
        }
    }
}
