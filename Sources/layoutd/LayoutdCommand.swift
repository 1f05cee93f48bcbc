import ArgumentParser
import CMalloc
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
            Schema.self, Lsp.self, Generate.self, Import.self, Snapshot.self,
        ]
    )

    /// Parses the command line and runs the command, after ``keepFreedMemoryNearby()``.
    static func main() async {
        keepFreedMemoryNearby()
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

    /// Lets malloc keep 32 MiB of freed memory at the top of its heap instead of returning it to the
    /// kernel at once.
    ///
    /// A layout allocates its frames afresh, and glibc's default (128 KiB) hands freed memory back
    /// right away: the next layout then faults every page in again, zeroed by the kernel, and that
    /// took more than half the time of a 100,000-item layout (`layoutd bench`: 101 ns an item
    /// before, 42 ns after). 32 MiB is at most 32 MiB more resident memory, only after a layout that
    /// big.
    static func keepFreedMemoryNearby() {
        _ = mallopt(M_TOP_PAD, 32 << 20)
    }
}

/// Writes a line to standard error, where diagnostics go.
func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}
