import DaemonCommands
import Foundation
import Glibc
import LayoutDaemon
import Logging
import TestSupport

/// `layoutd serve`'s service run in the test process, on a ``DaemonFolder``: real inotify, real
/// files, a real socket, without starting a process.
///
/// For the rules that need the kernel's events or a socket but not a process of their own; what a
/// process adds (signals, `kill -9`, systemd, another user) stays with ``ServeProcess``. A test runs
/// one in ``run(configuration:_:)``, which takes the process's turn at inotify (``InotifyTurn``) for
/// as long as the daemon lives and stops it however the test ends.
final class InProcessDaemon: DaemonFolder, @unchecked Sendable {
    private var service: LayoutdService?
    private var running: Task<Void, any Error>?
    private var logDescriptor: Int32 = -1

    /// Runs `body` with a new folder; its daemon, if started, is stopped when `body` returns or throws.
    static func run(
        configuration text: String = "",
        _ body: (InProcessDaemon) async throws -> Void
    ) async throws {
        await InotifyTurn.shared.acquire()
        defer { InotifyTurn.shared.release() }
        let daemon = try InProcessDaemon(configuration: text)
        do {
            try await body(daemon)
        } catch {
            try? await daemon.stop()
            throw error
        }
        try await daemon.stop()
    }

    private override init(configuration text: String) throws {
        try super.init(configuration: text)
    }

    deinit {
        if logDescriptor >= 0 { close(logDescriptor) }
    }

    /// Starts the service as `layoutd serve --config layoutd.yaml --watch specs --output out --socket
    /// layoutd.sock` would, and waits until it is ready (its first scan published).
    func start(waitForReady: Bool = true) async throws {
        let source = ConfigurationSource(
            file: configuration.path,
            watch: watchesFromConfiguration ? [] : [specs.path],
            output: output.path,
            socket: socketFromConfiguration ? nil : socket.path,
            workingDirectory: folder.path
        )
        let settings = try source.load()
        if logDescriptor < 0 { logDescriptor = open(log.path, O_WRONLY | O_APPEND | O_CLOEXEC) }
        let descriptor = logDescriptor
        let logger = Logger(label: "layoutd") { _ in DaemonLogHandler(level: settings.logLevel, descriptor: descriptor)
        }
        let service = try await LayoutdService(
            source: source,
            configuration: settings,
            logger: logger,
            notifier: ServiceNotifier(environment: [:])
        )
        self.service = service
        running = Task { try await service.run() }
        if waitForReady { try waitUntilReady() }
    }

    /// The preview page's address, when the configuration asks for one.
    var previewURL: String? { service?.previewURL }

    /// Reads the configuration again and rescans, as `SIGHUP` does.
    func reload() { service?.reload() }

    /// Stops the daemon as `SIGTERM` does and waits until it has closed its socket.
    func stop() async throws {
        guard let service, let running else { return }
        service.stop()
        self.service = nil
        self.running = nil
        try await running.value
    }
}
