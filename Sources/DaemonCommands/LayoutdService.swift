import DaemonSocket
import Foundation
public import LayoutDaemon
import LayoutProtocol
import LayoutPublishing
public import Logging
import PreviewServer
public import ServiceLifecycle

/// The daemon as a library: the watch loop on a thread of its own, the socket and the preview page,
/// put together the way `layoutd serve` runs them.
///
/// `layoutd serve` makes one and runs it in a `ServiceGroup` that turns `SIGTERM` into a graceful
/// shutdown and `SIGHUP` into ``reload()``; a test makes one in its own process, on real folders, real
/// inotify and a real socket, and stops it with ``stop()``. Starting takes the order a subscriber
/// relies on: the previous run's state first, then the page and the socket, so that `READY=1` (sent
/// after the first scan) means both listen.
public final class LayoutdService: Service, Sendable {
    /// The configuration it started with (a reload may change what the loop watches, not this).
    public let configuration: DaemonConfiguration
    /// The preview page's address, when it serves one.
    public let previewURL: String?
    private let daemon: Daemon
    private let server: SocketServer
    private let preview: PreviewServer?

    /// Restores the output folder's state, then opens the page and the socket; nothing is watched
    /// until ``run()``.
    public init(
        source: ConfigurationSource,
        configuration: DaemonConfiguration,
        logger: Logger,
        notifier: ServiceNotifier
    ) async throws(LayoutdServiceError) {
        self.configuration = configuration
        let published = PublishedSpecs()
        let subscribers = Subscribers(
            published: published,
            queueLimit: configuration.subscriberQueueBytes,
            stallLimit: .seconds(configuration.subscriberTimeoutSeconds),
            logger: logger
        )
        let board = configuration.previewPort.map { _ in PreviewBoard() }
        let daemon: Daemon
        do {
            daemon = try Daemon(
                source: source,
                configuration: configuration,
                logger: logger,
                notifier: notifier,
                published: published,
                subscribers: [subscribers],
                previews: board
            )
            // The previous run's state comes first: subscribers are given it as soon as the socket listens.
            try daemon.restoreState()
        } catch let error as OutputLockError {
            throw .outputLocked(error)
        } catch {
            throw .state("\(error)")
        }
        self.daemon = daemon
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
                throw .preview(port: port, reason: "\(error)")
            }
        }
        self.preview = preview
        previewURL = preview?.url
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
                isDefaultPath: configuration.socket == DaemonConfiguration.builtIn().socket,
                logger: logger
            )
        } catch {
            await preview?.shutdown()
            throw .socket(path: configuration.socket, reason: "\(error)")
        }
        logger.info("listening on \(configuration.socket)")
        if let preview { logger.info("preview page at \(preview.url)") }
    }

    /// Runs the watch loop until ``stop()`` or a graceful shutdown, then closes the listeners
    /// (``closeListeners()``).
    public func run() async throws {
        let outcome: Result<Void, any Error>
        do {
            try await withGracefulShutdownHandler {
                try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                    let thread = Thread {
                        continuation.resume(with: Result { try self.runLoop() })
                    }
                    thread.name = "layoutd-watch"
                    thread.start()
                }
            } onGracefulShutdown: {
                self.stop()
            }
            outcome = .success(())
        } catch {
            outcome = .failure(error)
        }
        await closeListeners()
        try outcome.get()
    }

    /// Runs the watch loop on the calling thread until ``stop()``.
    ///
    /// The first scan, `READY=1`, then every save as it comes. A caller with a thread of its own (a
    /// test) runs it there, so that the loop never waits for Swift's shared threads.
    public func runLoop() throws { try daemon.run() }

    /// Tells subscribers `shutdown`, closes the page, the socket and every connection to them, and
    /// removes the socket file; after the loop has returned.
    public func closeListeners() async {
        await preview?.shutdown()
        await server.shutdown()
    }

    /// Reads the configuration again and rescans, as `SIGHUP` does.
    public func reload() { daemon.requestReload() }

    /// Finishes the layouts of saves already complete and makes ``run()`` return, as `SIGTERM` does.
    public func stop() { daemon.requestStop() }
}

/// Why the daemon could not start, as `layoutd serve` reports it before exiting.
public enum LayoutdServiceError: Error, CustomStringConvertible {
    case outputLocked(OutputLockError)
    case state(String)
    case preview(port: Int, reason: String)
    case socket(path: String, reason: String)

    public var description: String {
        switch self {
        case .outputLocked(let error): "\(error)"
        case .state(let reason): "cannot open the output folder's state: \(reason)"
        case .preview(let port, let reason): "cannot serve the preview page on 127.0.0.1:\(port): \(reason)"
        case .socket(let path, let reason): "cannot serve \(path): \(reason)"
        }
    }
}
