public import LayoutEngine
import Yams

/// The daemon's configuration file (`layoutd.yaml`), as written: the keys it gives, validated.
///
/// It is read with the spec reader's machinery, so its errors look like spec errors (file, line,
/// column, key path, what was expected) and its `defaultEnvironments` are environments exactly as a
/// spec writes them. Defaults, environment variables and flags are the daemon's business.
public struct ConfigurationFile: Sendable, Equatable {
    public var watch: [String]?
    public var exclude: [String]?
    public var output: String?
    public var socket: String?
    /// Permission bits, read as octal: `0600`, `0o600` and `600` are the same.
    public var socketMode: Int?
    public var defaultEnvironments: [LayoutEnvironment]?
    public var settleMilliseconds: Int?
    public var preview: String?
    /// The port of the live preview page on 127.0.0.1 (0: any free port); no page without it.
    public var previewPort: Int?
    public var history: Int?
    public var maximumClients: Int?
    public var subscriberQueueBytes: Int?
    public var subscriberTimeoutSeconds: Int?
    /// The most specs waiting to be read before the daemon rescans instead.
    public var maximumPendingSpecs: Int?
    public var logLevel: String?

    public init() {}

    /// Every key of the file, from ``ConfigurationKeys``.
    public static let keys = ConfigurationKeys.all.map(\.name)
    public static let previewModes = ["svg", "none"]
    public static let logLevels = ["trace", "debug", "info", "notice", "warning", "error", "critical"]

    /// Parses and validates the file's text; an empty file gives every default.
    public static func parse(_ text: String, file: String) throws(SpecErrors) -> ConfigurationFile {
        let diagnostics = Diagnostics(file: file)
        let reader = DocumentReader(diagnostics: diagnostics, defaultEnvironments: [])
        var configuration = ConfigurationFile()
        let isBlank = text.split(separator: "\n").allSatisfy {
            let line = $0.drop { $0 == " " || $0 == "\t" }
            return line.isEmpty || line.hasPrefix("#") || line == "---"
        }
        if !isBlank, let node = reader.compose(text) {
            let root = SpecValue(node: node, path: "", diagnostics: diagnostics)
            if let entries = root.mapping(allowed: keys, what: "a mapping of settings") {
                configuration.read(entries, reader: reader)
            }
        }
        guard diagnostics.errors.isEmpty else { throw SpecErrors(diagnostics.errors) }
        return configuration
    }

    private mutating func read(_ entries: SpecEntries, reader: DocumentReader) {
        watch = entries["watch"].flatMap { Self.strings($0, what: "a list of directories") }
        exclude = entries["exclude"].flatMap { Self.strings($0, what: "a list of directory names") }
        output = entries["output"].flatMap { $0.string() }
        socket = entries["socket"].flatMap { $0.string() }
        socketMode = entries["socketMode"].flatMap(Self.mode)
        defaultEnvironments = entries["defaultEnvironments"].map(reader.readEnvironments)
        settleMilliseconds = entries["settleMilliseconds"].flatMap {
            $0.wholeNumber(in: 0...10_000, what: "a whole number of milliseconds from 0 to 10000")
        }
        preview = entries["preview"].flatMap { $0.word(among: Self.previewModes) }
        previewPort = entries["previewPort"].flatMap {
            $0.wholeNumber(in: 0...65_535, what: "a TCP port from 0 to 65535 (0: any free port)")
        }
        history = entries["history"].flatMap { $0.wholeNumber(atLeast: 1) }
        maximumClients = entries["maximumClients"].flatMap { $0.wholeNumber(atLeast: 1) }
        subscriberQueueBytes = entries["subscriberQueueBytes"].flatMap { $0.wholeNumber(atLeast: 4096) }
        subscriberTimeoutSeconds = entries["subscriberTimeoutSeconds"].flatMap { $0.wholeNumber(atLeast: 1) }
        maximumPendingSpecs = entries["maximumPendingSpecs"].flatMap { $0.wholeNumber(atLeast: 1) }
        logLevel = entries["logLevel"].flatMap { $0.word(among: Self.logLevels) }
    }

    private static func strings(_ value: SpecValue, what: String) -> [String]? {
        guard let list = value.sequence(what: what) else { return nil }
        let strings = list.compactMap { $0.string() }
        return strings.count == list.count ? strings : nil
    }

    private static func mode(_ value: SpecValue) -> Int? {
        let what = "permission bits in octal, such as 0600"
        guard let text = value.node.scalar?.string, !value.isNull else {
            value.expected(what)
            return nil
        }
        let digits = text.hasPrefix("0o") ? String(text.dropFirst(2)) : text
        guard let mode = Int(digits, radix: 8), mode >= 0, mode <= 0o777 else {
            value.expected(what, kind: .invalidValue)
            return nil
        }
        return mode
    }
}
