import ArgumentParser
import Foundation

/// `layoutd`: collection view layouts, frame for frame what UIKit gives, from YAML specs.
@main
struct LayoutdCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layoutd",
        abstract: "Lays out collection view specs exactly as UIKit would, on every device you ship to.",
        version: "0.1.0",
        subcommands: [
            Serve.self, Compute.self, Check.self, Diff.self, Render.self, Subscribe.self, Status.self, Bench.self,
        ]
    )
}

/// Writes a line to standard error, where diagnostics go.
func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}
