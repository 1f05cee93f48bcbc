public import ArgumentParser
import DaemonSocket
import Foundation
import LayoutDaemon
import LayoutProtocol
import LayoutSpecFormat
import Logging
import PreviewServer
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
            defaults (config/layoutd.yaml documents every key); flags override the file. SIGHUP reloads \
            the configuration, SIGTERM and SIGINT stop after publishing the saves already complete.
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
        let notifier = ServiceNotifier(environment: ProcessInfo.processInfo.environment)
        let published = PublishedSpecs()
        let subscribers = Subscribers(
            published: published,
            queueLimit: configuration.subscriberQueueBytes,
            stallLimit: .seconds(configuration.subscriberTimeoutSeconds),
            logger: logger
        )
        let board = configuration.previewPort.map { _ in PreviewBoard() }
        let daemon = try Daemon(
            source: source,
            configuration: configuration,
            logger: logger,
            notifier: notifier,
            published: published,
            publish: { subscribers.deliver($0) },
            previews: board
        )
        // The previous run's state comes first: subscribers are given it as soon as the socket listens.
        do {
            try daemon.restoreState()
        } catch let error as OutputLockError {
            logger.critical("\(error)")
            throw ExitCode.failure
        } catch {
            logger.critical("cannot open the output folder's state: \(error)")
            throw ExitCode.failure
        }
        // The page listens before the first scan too, so a browser opened at once sees every spec.
        var preview: PreviewServer?
        if let port = configuration.previewPort, let board {
            do {
                preview = try await PreviewServer(
                    port: port,
                    board: board,
                    version: LayoutdVersion.current,
                    logger: logger
                )
            } catch {
                logger.critical("cannot serve the preview page on 127.0.0.1:\(port): \(error)")
                throw ExitCode.failure
            }
        }
        // The socket listens before the first scan, so READY=1 means both are ready.
        let server: SocketServer
        do {
            server = try await SocketServer(
                path: configuration.socket,
                mode: configuration.socketMode,
                published: published,
                subscribers: subscribers,
                version: LayoutdVersion.current,
                maximumClients: configuration.maximumClients,
                previewURL: preview?.url,
                requestSync: { daemon.requestSync($0) },
                logger: logger
            )
        } catch {
            logger.critical("cannot serve \(configuration.socket): \(error)")
            throw ExitCode.failure
        }
        logger.info("listening on \(configuration.socket)")
        if let preview { logger.info("preview page at \(preview.url)") }
        let lifecycleLogger = Logger(label: "layoutd.lifecycle") { _ in DaemonLogHandler(level: .warning) }
        let group = ServiceGroup(
            configuration: ServiceGroupConfiguration(
                services: [
                    .init(service: SocketService(server: server, preview: preview)),
                    .init(service: DaemonService(daemon: daemon)),
                    .init(service: ReloadOnHangup(daemon: daemon)),
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

/// The daemon's event loop, on a thread of its own, stopped gracefully by ServiceLifecycle.
struct DaemonService: Service {
    let daemon: Daemon

    func run() async throws {
        try await withGracefulShutdownHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let thread = Thread {
                    do {
                        try daemon.run()
                        continuation.resume()
                    } catch {
                        continuation.resume(throwing: error)
                    }
                }
                thread.name = "layoutd-watch"
                thread.start()
            }
        } onGracefulShutdown: {
            daemon.requestStop()
        }
    }
}

/// The socket and the preview page, closed after the daemon has stopped (services stop in reverse
/// order): subscribers are told `shutdown` and the socket file is removed.
struct SocketService: Service {
    let server: SocketServer
    let preview: PreviewServer?

    func run() async throws {
        try? await gracefulShutdown()
        await preview?.shutdown()
        await server.shutdown()
    }
}

/// `SIGHUP` reloads the configuration (systemd's `ExecReload=kill -HUP $MAINPID`).
struct ReloadOnHangup: Service {
    let daemon: Daemon

    func run() async throws {
        for await _ in await UnixSignalsSequence(trapping: .sighup).cancelOnGracefulShutdown() {
            daemon.requestReload()
        }
    }
}
