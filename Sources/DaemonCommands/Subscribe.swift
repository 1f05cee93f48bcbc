public import ArgumentParser
import Foundation
import LayoutProtocol
import SystemPackage

/// `layoutd subscribe`: prints a running daemon's events, one JSON object a line.
public struct Subscribe: ParsableCommand {
    public static let configuration = CommandConfiguration(
        abstract: "Print a running daemon's events (layouts, diffs, errors, removals), one JSON object a line.",
        discussion: """
            First the subscription's answer and one `layout` event for every matching spec (with \
            --since: exactly the events missed since that clock, even across a restart of the daemon), \
            then every event as it happens, until interrupted or the daemon stops. \
            Documentation/protocol.md describes the events.
            """
    )

    @Option(help: "The daemon's socket (default: as `serve` would use it).")
    var socket: String?

    @Option(name: .customLong("spec"), help: "Only specs matching this glob (repeatable; `**` crosses folders).")
    var specs: [String] = []

    @Option(help: "Resume after this clock (`c:<epoch>:<sequence>`).")
    var since: String?

    public init() {}

    public func run() throws {
        let connection = try DaemonConnection(path: DaemonConnection.socketPath(socket))
        if !specs.isEmpty { try warnAboutUnmatchedPatterns(connection) }
        var command: [String: Any] = ["id": 1, "command": "subscribe", "specs": specs.isEmpty ? ["**"] : specs]
        if let since { command["since"] = since }
        try connection.send(command)
        // The answer: an error (a refused client, a bad clock) ends the command with it.
        guard let answer = connection.readLine() else { throw ConnectionError("the daemon closed the connection") }
        if let object = try? JSONSerialization.jsonObject(with: Data(answer.utf8)) as? [String: Any],
            let error = object["error"] as? String
        {
            throw ConnectionError(error)
        }
        FileHandle.standardOutput.write(Data((answer + "\n").utf8))
        // A daemon that stopped as asked said `shutdown` last; one that died did not, and a script
        // waiting on the events must be able to tell.
        if connection.forwardLines(to: .standardOutput) == .daemonClosed(stopped: false) {
            throw ConnectionError("the daemon closed the connection without a shutdown event (it died or was killed)")
        }
    }
}

extension Subscribe {
    /// Warns on standard error of each `--spec` that matches none of the daemon's specs now: a name
    /// without `.layout.yaml`, most often, which would otherwise wait for events in silence.
    func warnAboutUnmatchedPatterns(_ connection: DaemonConnection) throws {
        try connection.send(["id": 0, "command": "list"])
        guard let line = connection.readLine(),
            let answer = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
            let listed = answer["specs"] as? [[String: Any]]
        else { return }
        let names = listed.compactMap { $0["spec"] as? String }
        for pattern in specs {
            if let warning = SpecGlob.unmatchedWarning(pattern, specs: names) { printError(warning) }
        }
    }
}

/// `layoutd status`: a running daemon's status, for humans.
public struct Status: ParsableCommand {
    public static let configuration = CommandConfiguration(abstract: "Show a running daemon's status.")

    @Option(help: "The daemon's socket (default: as `serve` would use it).")
    var socket: String?

    @Option(help: "Seconds to wait for the daemon's answer.")
    var timeout: Double = 10

    public init() {}

    public func validate() throws {
        guard timeout > 0, timeout <= 3600 else {
            throw ValidationError("--timeout must be more than 0 and at most 3600 seconds, not \(timeout)")
        }
    }

    public func run() throws {
        let path = DaemonConnection.socketPath(socket)
        let wait = Duration.milliseconds(Int(timeout * 1000))
        let connection = try DaemonConnection(path: path, timeout: wait)
        try connection.send(["id": 1, "command": "status"])
        guard let line = connection.readLine(),
            let status = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
        else {
            throw ConnectionError(
                "the daemon at \(path) did not answer within \(timeout.formatted()) s (is it stopped, or busy?)"
            )
        }
        if let error = status["error"] as? String { throw ConnectionError(error) }
        func value(_ key: String) -> String { status[key].map { "\($0)" } ?? "?" }
        print("layoutd \(value("version")) at \(path), up \(value("uptimeSeconds")) s")
        print("  specs        \(value("specs")) (\(value("errors")) with errors)")
        print("  watches      \(value("watches"))")
        if let polled = status["polledFolders"] as? Int {
            print("  polled       \(polled) folder(s) (the inotify watch limit is reached)")
        }
        if let missing = status["missingRoots"] as? [String] {
            print("  missing      \(missing.joined(separator: ", ")) (last layouts kept; looked for every 2 s)")
        }
        if let reason = status["lastRescan"] as? String {
            var line = "  rescans      \(value("rescans")), the last: \(reason)"
            if let backoff = status["rescanBackoffMilliseconds"] as? Int {
                line += "; the next waits \(backoff) ms (rescans back to back)"
            }
            print(line)
        }
        print("  subscribers  \(value("subscribers")) of \(value("clients")) clients")
        print("  clock        \(value("clock"))")
        if let preview = status["preview"] as? String { print("  preview      \(preview)") }
        if let unwritten = status["unwritten"] as? Int {
            print("  output       \(unwritten) spec(s) not written: \(value("outputError"))")
        }
    }
}
