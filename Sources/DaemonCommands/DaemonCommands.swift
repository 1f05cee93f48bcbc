public import ArgumentParser
import CMalloc
import Foundation

/// What the executable takes from this module on Linux: the daemon's commands, and the process's
/// memory tuning.
public enum DaemonCommands {
    /// `serve`, `subscribe` and `status`.
    public static let commands: [any ParsableCommand.Type] = [Serve.self, Subscribe.self, Status.self]

    /// Lets malloc keep 32 MiB of freed memory at the top of its heap instead of returning it to the
    /// kernel at once.
    ///
    /// A layout allocates its frames afresh, and glibc's default (128 KiB) hands freed memory back
    /// right away: the next layout then faults every page in again, zeroed by the kernel, and that
    /// took more than half the time of a 100,000-item layout (`layoutd bench`: 101 ns an item
    /// before, 42 ns after). 32 MiB is at most 32 MiB more resident memory, only after a layout that
    /// big.
    public static func keepFreedMemoryNearby() {
        _ = mallopt(M_TOP_PAD, 32 << 20)
    }
}

/// Writes a line to standard error, where diagnostics go.
func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}
