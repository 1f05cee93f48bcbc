import ArgumentParser

/// `layoutd`: collection view layouts, frame for frame what UIKit gives, from YAML specs.
@main
struct LayoutdCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layoutd",
        abstract: "Lays out collection view specs exactly as UIKit would, on every device you ship to.",
        version: "0.1.0",
        subcommands: [Compute.self, Check.self, Diff.self, Bench.self]
    )
}
