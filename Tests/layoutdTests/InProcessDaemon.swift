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
    private var loop: LoopThread?
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
    func start() async throws {
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
        loop = LoopThread(service)
        try waitUntilReady()
    }

    /// Reads the configuration again and rescans, as `SIGHUP` does.
    func reload() { service?.reload() }

    /// Stops the daemon as `SIGTERM` does and waits until it has closed its socket.
    func stop() async throws {
        guard let service, let loop else { return }
        service.stop()
        self.service = nil
        self.loop = nil
        let outcome = await loop.finished()
        await service.closeListeners()
        try outcome.get()
    }
}

/// The service's watch loop on a thread of its own, as `layoutd serve` runs it: blocking no thread of
/// Swift's shared pool, which the tests blocked in their own waits might all hold.
private final class LoopThread: @unchecked Sendable {
    private let lock = NSLock()
    private var outcome: Result<Void, any Error>?
    private var waiter: CheckedContinuation<Result<Void, any Error>, Never>?

    init(_ service: LayoutdService) {
        let thread = Thread { [self] in
            let result = Result { try service.runLoop() }
            let waiting = lock.withLock {
                outcome = result
                return waiter
            }
            waiting?.resume(returning: result)
        }
        thread.name = "layoutd-watch (test)"
        thread.start()
    }

    /// How the loop ended, once it has.
    func finished() async -> Result<Void, any Error> {
        await withCheckedContinuation { continuation in
            let ended = lock.withLock {
                if outcome == nil { waiter = continuation }
                return outcome
            }
            if let ended { continuation.resume(returning: ended) }
        }
    }
}
