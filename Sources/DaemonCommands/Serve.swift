public import ArgumentParser
import Foundation
import LayoutDaemon
import LayoutSpecFormat
import Logging
import ServiceLifecycle
import UnixSignals

/// `layoutd serve`: the daemon.
///
/// Watches the spec trees and keeps the output folder current.
public struct Serve: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        abstract: "Watch spec folders and publish every save's frames and diff to the output folder.",
        discussion: """
            Reads --config, else $XDG_CONFIG_HOME/layoutd/layoutd.yaml if it exists, else the built-in \
            defaults (share/layoutd/layoutd.yaml, where layoutd is installed, documents every key); flags \
            override the file. SIGHUP reloads the configuration, SIGTERM and SIGINT stop after publishing \
            the saves already complete.
            """
    )

    @Option(help: "The configuration file.")
    var config: String?

    @Option(name: .customLong("watch"), help: "A folder to watch recursively (repeatable; replaces `watch`).")
    var watch: [String] = []

    @Option(help: "The output folder (replaces `output`).")
    var output: String?

    @Option(help: "The socket path for subscribers (replaces `socket`).")
    var socket: String?

    @Option(
        name: .customLong("preview"),
        help: ArgumentHelp(
            "Serve the live preview page at http://127.0.0.1:PORT/ (replaces `previewPort`; 0: any free port).",
            valueName: "port"
        )
    )
    var previewPort: Int?

    public init() {}

    public func validate() throws {
        if let previewPort, !(0...65_535).contains(previewPort) {
            throw ValidationError("--preview expects a TCP port from 0 to 65535 (0: any free port)")
        }
    }

    public func run() async throws {
        let source = ConfigurationSource(
            file: config,
            watch: watch,
            output: output,
            socket: socket,
            previewPort: previewPort
        )
        let configuration: DaemonConfiguration
        do {
            configuration = try source.load()
        } catch {
            printError(error.description)
            throw ExitCode.failure
        }
        let level = configuration.logLevel
        let logger = Logger(label: "layoutd") { _ in DaemonLogHandler(level: level) }
        let service: LayoutdService
        do {
            service = try await LayoutdService(
                source: source,
                configuration: configuration,
                logger: logger,
                notifier: ServiceNotifier(environment: ProcessInfo.processInfo.environment)
            )
        } catch {
            logger.critical("\(error)")
            throw ExitCode.failure
        }
        let lifecycleLogger = Logger(label: "layoutd.lifecycle") { _ in DaemonLogHandler(level: .warning) }
        let group = ServiceGroup(
            configuration: ServiceGroupConfiguration(
                services: [
                    .init(service: service),
                    .init(service: ReloadOnHangup(service: service)),
                ],
                gracefulShutdownSignals: [.sigterm, .sigint],
                logger: lifecycleLogger
            )
        )
        do {
            try await group.run()
        } catch {
            logger.critical("stopped: \(error)")
            throw ExitCode.failure
        }
    }
}

/// `SIGHUP` reloads the configuration (systemd's `ExecReload=kill -HUP $MAINPID`).
struct ReloadOnHangup: Service {
    let service: LayoutdService

    func run() async throws {
        for await _ in await UnixSignalsSequence(trapping: .sighup).cancelOnGracefulShutdown() {
            service.reload()
        }
    }
}
