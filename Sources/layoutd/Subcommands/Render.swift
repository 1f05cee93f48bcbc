import ArgumentParser
import Foundation
import LayoutDaemon
import LayoutEngine
import LayoutProtocol
import LayoutSpecFormat

/// `layoutd render SPEC`: the SVG preview of one environment, as the daemon writes it beside
/// `layout.json`.
struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Draw one environment's layout as SVG (the daemon's ENV.svg).",
        discussion: """
            The content at 1:1 with every cell, header, footer and background, the bounds at \
            contentOffset with the safe area shaded, and a caption. Exits 1 if the spec has errors.
            """
    )

    @Argument(help: "A spec file (*.layout.yaml).")
    var spec: String

    @Option(help: "The environment to draw (default: the spec's first).")
    var environment: String?

    @Option(name: .shortAndLong, help: "Write the SVG to this file instead of standard output.")
    var output: String?

    func run() throws {
        let document: LayoutDocument
        do {
            document = try Compute.select(environment.map { [$0] } ?? [], of: SpecFile.load(spec), spec: spec)
        } catch let errors as SpecErrors {
            printError(errors.description)
            throw ExitCode.failure
        }
        guard let chosen = document.environments.first else {
            printError("\(spec): the spec has no environment to draw")
            throw ExitCode.failure
        }
        var single = document
        single.environments = [chosen]
        var layout = IncrementalLayout()
        let (snapshot, _) = layout.update(single)
        guard let environmentLayout = snapshot.environments.first else { throw ExitCode.failure }
        let svg = PreviewSVG(
            spec: spec,
            generation: 1,
            environment: chosen,
            layout: environmentLayout,
            scrollsVertically: single.scrollsVertically(environmentAt: 0)
        )
        .svg()
        if let output {
            try Data(svg.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
        } else {
            FileHandle.standardOutput.write(Data(svg.utf8))
        }
    }
}
