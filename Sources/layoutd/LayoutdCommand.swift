import ArgumentParser
import Foundation
import LayoutProtocol

/// `layoutd`: collection view layouts, frame for frame what UIKit gives, from YAML specs.
@main
struct LayoutdCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layoutd",
        abstract: "Lays out collection view specs exactly as UIKit would, on every device you ship to.",
        version: LayoutdVersion.current,
        subcommands: [Platform.daemonCommands[0], Compute.self, Check.self, Diff.self, Render.self]
            + Platform.daemonCommands.dropFirst()
            + [Bench.self, Schema.self, Lsp.self, Generate.self, Import.self, Snapshot.self, Fmt.self]
    )

    /// Parses the command line and runs the command, once the platform has prepared the process
    /// (``Platform/prepareProcess()``).
    static func main() async {
        Platform.prepareProcess()
        do {
            var command = try parseAsRoot()
            if var command = command as? any AsyncParsableCommand {
                try await command.run()
            } else {
                try command.run()
            }
        } catch {
            exit(withError: error)
        }
    }
}

/// Writes a line to standard error, where diagnostics go.
///
/// Each line's control characters are written out (``TerminalText/escaped(_:)``): a spec's name or a
/// value quoted from it may hold a terminal escape or a bidirectional override, which must not
/// rewrite the terminal or reorder what a reviewer reads.
func printError(_ text: String) {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { TerminalText.escaped(String($0)) }
    FileHandle.standardError.write(Data((lines.joined(separator: "\n") + "\n").utf8))
}
