import Foundation
import Glibc

/// A real `layoutd serve` process on a ``DaemonFolder``, its standard error in `serve.log`.
final class ServeProcess: DaemonFolder {
    /// The running daemon; ``start(waitForReady:launcher:)`` starts a new one after a ``stop(_:)``.
    private(set) var process = Process()

    init(configuration text: String = "", environment: [String: String] = [:]) throws {
        try super.init(configuration: text)
    }

    /// Starts the daemon and waits until it is ready (its first scan published).
    ///
    /// With `launcher`, the daemon is started through that command line (`unshare …`), which ends by
    /// running its last argument with the daemon's arguments after it.
    func start(waitForReady: Bool = true, launcher: [String] = []) throws {
        let watch = watchesFromConfiguration ? [] : ["--watch", specs.path]
        let socketFlag = socketFromConfiguration ? [] : ["--socket", socket.path]
        let arguments = ["serve", "--config", configuration.path] + watch + ["--output", output.path] + socketFlag
        if process.processIdentifier != 0 { process = Process() }
        if let command = launcher.first {
            process.executableURL = URL(fileURLWithPath: command)
            process.arguments = Array(launcher.dropFirst()) + [LayoutdBinary.executable.path] + arguments
        } else {
            process.executableURL = LayoutdBinary.executable
            process.arguments = arguments
        }
        process.currentDirectoryURL = folder
        process.standardError = try FileHandle(forWritingTo: log)
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        if waitForReady {
            try waitUntilReady()
        }
    }

    func start(environment: [String: String]) throws {
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        try start(waitForReady: false)
    }

    deinit {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
    }

    /// Sends `signal` and waits for the process to exit; returns its exit status and how long it took.
    ///
    /// A daemon that has not exited after 20 seconds is killed (`SIGKILL`, status 137), so that a hung
    /// daemon fails its test instead of hanging the run.
    @discardableResult
    func stop(_ signal: Int32 = SIGTERM) -> (status: Int32, seconds: Double) {
        let start = ContinuousClock.now
        kill(process.processIdentifier, signal)
        if !eventually(within: .seconds(20), { !process.isRunning }) {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            return (137, 20)
        }
        process.waitUntilExit()
        let elapsed = ContinuousClock.now - start
        return (
            process.terminationStatus,
            Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        )
    }

    func signal(_ signal: Int32) { kill(process.processIdentifier, signal) }

}
