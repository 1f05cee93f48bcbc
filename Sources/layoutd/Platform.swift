import ArgumentParser

#if canImport(DaemonCommands)
    import DaemonCommands
#endif

/// What of `layoutd` depends on the platform it was built on.
///
/// The daemon watches folders with Linux's inotify, so `serve`, `subscribe` and `status` are built on
/// Linux only (the `DaemonCommands` module and what it stands on, see Package.swift); elsewhere each
/// is a command that says so. Everything else — `compute`, `check`, `render`, `diff`, `snapshot`,
/// `generate`, `import`, `lsp`, `schema`, `bench` — is the same code everywhere.
enum Platform {
    /// The daemon's commands, or where it does not run, commands that say why.
    static var daemonCommands: [any ParsableCommand.Type] {
        #if canImport(DaemonCommands)
            DaemonCommands.commands
        #else
            [UnavailableServe.self, UnavailableSubscribe.self, UnavailableStatus.self]
        #endif
    }

    /// Prepares the process before any command runs: on Linux, glibc's malloc keeps freed memory
    /// nearby for the next layout.
    static func prepareProcess() {
        #if canImport(DaemonCommands)
            DaemonCommands.keepFreedMemoryNearby()
        #endif
    }
}

/// Why the daemon's commands are not in this build.
let daemonUnavailable = """
    layoutd serve watches spec folders with inotify, which this platform does not have: the daemon \
    runs on Linux (a server, a CI machine, a container). compute, check, render, diff, snapshot, \
    generate, import and lsp work here.
    """

/// `layoutd serve` where the daemon cannot run.
struct UnavailableServe: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Watch spec folders (Linux only: this build has no daemon)."
    )

    @Argument(parsing: .allUnrecognized) var arguments: [String] = []

    func run() throws {
        printError("error: \(daemonUnavailable)")
        throw ExitCode(1)
    }
}

/// `layoutd subscribe` where the daemon cannot run.
struct UnavailableSubscribe: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "subscribe",
        abstract: "Print a running daemon's events (Linux only: this build has no daemon)."
    )

    @Argument(parsing: .allUnrecognized) var arguments: [String] = []

    func run() throws {
        printError("error: there is no daemon to subscribe to here. \(daemonUnavailable)")
        throw ExitCode(1)
    }
}

/// `layoutd status` where the daemon cannot run.
struct UnavailableStatus: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "status",
        abstract: "Show a running daemon's status (Linux only: this build has no daemon)."
    )

    @Argument(parsing: .allUnrecognized) var arguments: [String] = []

    func run() throws {
        printError("error: there is no daemon here. \(daemonUnavailable)")
        throw ExitCode(1)
    }
}
