public import Foundation
public import LayoutEngine
import LayoutFiles
public import LayoutSpecFormat
public import Logging

/// The settings `layoutd serve` runs with: built-in defaults, then the configuration file, then flags.
///
/// Paths are absolute once resolved: relative paths in a configuration file are relative to the file's
/// folder (so a file means the same whoever starts the daemon), relative flags to the working directory.
public struct DaemonConfiguration: Sendable, Equatable {
    public var watch: [String]
    public var exclude: [String]
    public var output: String
    public var socket: String
    public var socketMode: Int
    public var defaultEnvironments: [LayoutEnvironment]
    public var settleMilliseconds: Int
    public var preview: String
    /// The live preview page's port on 127.0.0.1 (0: any free one); `nil`: no page.
    public var previewPort: Int?
    public var history: Int
    /// The most clients connected to the socket at once.
    public var maximumClients: Int
    /// The most bytes queued for one subscriber before it is caught up later instead.
    public var subscriberQueueBytes: Int
    /// How long a subscriber may stay behind without reading before it is disconnected.
    public var subscriberTimeoutSeconds: Int
    /// The most specs waiting to be read (events taken in, reads not yet done) before the daemon
    /// drops them and rescans instead: an event storm costs a rescan, never unbounded memory.
    public var maximumPendingSpecs: Int
    public var logLevel: Logger.Level

    /// The defaults of operations.md ("Configuration"), for this process's environment variables.
    public static func builtIn(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        workingDirectory: String = FileManager.default.currentDirectoryPath
    ) -> DaemonConfiguration {
        let home = environment["HOME"] ?? NSHomeDirectory()
        let state = environment["XDG_STATE_HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? "\(home)/.local/state"
        let socket: String
        if let runtime = environment["XDG_RUNTIME_DIR"], !runtime.isEmpty {
            socket = "\(runtime)/layoutd.sock"
        } else {
            socket = "/tmp/layoutd-\(getuid())/layoutd.sock"
        }
        return DaemonConfiguration(
            watch: [workingDirectory],
            exclude: [".git", ".build", "node_modules"],
            output: "\(state)/layoutd/out",
            socket: socket,
            socketMode: 0o600,
            defaultEnvironments: SpecParser.builtInDefaultEnvironments,
            settleMilliseconds: 0,
            preview: "svg",
            previewPort: nil,
            history: 256,
            maximumClients: 256,
            subscriberQueueBytes: 8 << 20,
            subscriberTimeoutSeconds: 60,
            maximumPendingSpecs: 65_536,
            logLevel: .info
        )
    }

    /// Where `serve` looks for a configuration when `--config` is not given.
    public static func defaultFilePath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        let home = environment["HOME"] ?? NSHomeDirectory()
        let config = environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? "\(home)/.config"
        return "\(config)/layoutd/layoutd.yaml"
    }

    /// These settings with the keys the file gives; `directory` is the file's folder.
    public func applying(_ file: ConfigurationFile, relativeTo directory: String) -> DaemonConfiguration {
        var result = self
        if let watch = file.watch { result.watch = watch.map { Self.absolute($0, in: directory) } }
        if let exclude = file.exclude { result.exclude = exclude }
        if let output = file.output { result.output = Self.absolute(output, in: directory) }
        if let socket = file.socket { result.socket = Self.absolute(socket, in: directory) }
        if let socketMode = file.socketMode { result.socketMode = socketMode }
        if let environments = file.defaultEnvironments { result.defaultEnvironments = environments }
        if let settle = file.settleMilliseconds { result.settleMilliseconds = settle }
        if let preview = file.preview { result.preview = preview }
        if let port = file.previewPort { result.previewPort = port }
        if let history = file.history { result.history = history }
        if let maximumClients = file.maximumClients { result.maximumClients = maximumClients }
        if let queue = file.subscriberQueueBytes { result.subscriberQueueBytes = queue }
        if let timeout = file.subscriberTimeoutSeconds { result.subscriberTimeoutSeconds = timeout }
        if let pending = file.maximumPendingSpecs { result.maximumPendingSpecs = pending }
        if let level = file.logLevel.flatMap(Logger.Level.init(rawValue:)) { result.logLevel = level }
        return result
    }

    /// `path` made absolute against `directory`, with `~/` meaning the home folder; `.` and `..`
    /// components resolved.
    public static func absolute(_ path: String, in directory: String) -> String {
        var path = path
        if path == "~" || path.hasPrefix("~/") {
            path = NSHomeDirectory() + path.dropFirst()
        }
        let url =
            path.hasPrefix("/")
            ? URL(fileURLWithPath: path) : URL(fileURLWithPath: directory).appendingPathComponent(path)
        let standardized = url.standardizedFileURL.path
        return standardized.count > 1 && standardized.hasSuffix("/") ? String(standardized.dropLast()) : standardized
    }
}

/// Where the configuration comes from, kept so that `SIGHUP` can read it again the same way.
public struct ConfigurationSource: Sendable {
    /// `--config`; without it, the XDG file if it exists, else the built-in defaults.
    public var file: String?
    /// `--watch` (replaces the configured list when given).
    public var watch: [String]
    /// `--output`.
    public var output: String?
    /// `--socket`.
    public var socket: String?
    /// `--preview PORT`.
    public var previewPort: Int?
    public var environment: [String: String]
    public var workingDirectory: String

    public init(
        file: String?,
        watch: [String] = [],
        output: String? = nil,
        socket: String? = nil,
        previewPort: Int? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        workingDirectory: String = FileManager.default.currentDirectoryPath
    ) {
        self.file = file
        self.watch = watch
        self.output = output
        self.socket = socket
        self.previewPort = previewPort
        self.environment = environment
        self.workingDirectory = workingDirectory
    }

    /// The file that is read, if any.
    public var resolvedFile: String? {
        if let file { return DaemonConfiguration.absolute(file, in: workingDirectory) }
        let path = DaemonConfiguration.defaultFilePath(environment: environment)
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }

    /// Reads the configuration; a missing `--config` file or one with errors throws.
    public func load() throws(SpecErrors) -> DaemonConfiguration {
        var configuration = DaemonConfiguration.builtIn(environment: environment, workingDirectory: workingDirectory)
        if let path = resolvedFile {
            guard let data = FileManager.default.contents(atPath: path) else {
                throw SpecFile.failure(.syntax, "cannot read the configuration file", file: path)
            }
            guard let text = String(data: data, encoding: .utf8) else {
                throw SpecFile.failure(.syntax, "the configuration file is not UTF-8 text", file: path)
            }
            let file = try ConfigurationFile.parse(text, file: path)
            configuration = configuration.applying(file, relativeTo: (path as NSString).deletingLastPathComponent)
        }
        if !watch.isEmpty { configuration.watch = watch.map { DaemonConfiguration.absolute($0, in: workingDirectory) } }
        if let output { configuration.output = DaemonConfiguration.absolute(output, in: workingDirectory) }
        if let socket { configuration.socket = DaemonConfiguration.absolute(socket, in: workingDirectory) }
        if let previewPort { configuration.previewPort = previewPort }
        return configuration
    }
}
