import Foundation
import LayoutProtocol
import LayoutPublishing
import Logging
import SpecWatcher
import Synchronization
import TestSupport
import Testing

@testable import LayoutDaemon

/// The daemon's loop embedded in a test.
///
/// Specs are in memory (``MemorySpecFiles``), changes are the test's (``MemoryEventSource``), time
/// moves when the test says, and the output folder and journal are in a temporary folder. A turn runs in microseconds, so a rule that the real daemon shows over seconds is stepped
/// here in milliseconds.
final class EmbeddedLoop {
    typealias Instant = ContinuousClock.Instant

    /// The folder of the output, the journal and the configuration file (real files).
    let folder: URL
    let files = MemorySpecFiles()
    let published: PublishedSpecs
    let configurationFile: URL
    private let clock = ManualClock()
    var now: Instant { clock.now }
    private let sink = PublicationList()
    private let logs: LogLines
    private(set) var loop: WatchLoop
    private let sources = LatestSource()

    /// The watched roots; spec paths are relative to the first.
    static let roots = ["/memory/specs", "/memory/more"]

    init(
        configuration text: String = "",
        roots: [String] = [EmbeddedLoop.roots[0]],
        folder: URL? = nil,
        published: PublishedSpecs = PublishedSpecs(),
        runner: any LayoutRunner = InlineLayoutRunner()
    ) throws {
        self.folder = try folder ?? Self.temporaryFolder()
        self.published = published
        configurationFile = self.folder.appendingPathComponent("layoutd.yaml")
        let watch = "watch:\n" + roots.map { "  - \($0)\n" }.joined()
        try Data((watch + Self.defaults(text) + text).utf8).write(to: configurationFile)
        for root in roots { files.makeFolder(root) }
        logs = LogLines()
        loop = try Self.makeLoop(
            configurationFile: configurationFile,
            files: files,
            published: published,
            sink: sink,
            logs: logs,
            clock: clock,
            sources: sources,
            runner: runner
        )
    }

    /// The output folder, and no pictures unless the test's configuration asks for them.
    static func defaults(_ text: String) -> String {
        "output: out\n" + (text.contains("preview:") ? "" : "preview: none\n")
    }

    static func temporaryFolder() throws -> URL {
        try TestFolders.make("embedded")
    }

    private static func makeLoop(
        configurationFile: URL,
        files: MemorySpecFiles,
        published: PublishedSpecs,
        sink: PublicationList,
        logs: LogLines,
        clock: ManualClock,
        sources: LatestSource,
        runner: any LayoutRunner
    ) throws -> WatchLoop {
        let configurationSource = ConfigurationSource(file: configurationFile.path, environment: [:])
        let configuration = try configurationSource.load()
        var logger = Logger(label: "embedded") { _ in logs }
        logger.logLevel = .debug
        return WatchLoop(
            configurationSource: configurationSource,
            configuration: configuration,
            logger: logger,
            notifier: ServiceNotifier(environment: ["WATCHDOG_USEC": "2000000"]),
            published: published,
            subscribers: [DeliverySink { publication in sink.add(publication) }],
            board: nil,
            makeSource: { configuration in
                let source = MemoryEventSource(roots: configuration.watch, files: files)
                sources.latest = source
                return source
            },
            files: files,
            clock: { clock.now },
            runner: runner
        )
    }

    /// The source of the moment (a reload makes a new one).
    var source: MemoryEventSource {
        guard let source = sources.latest else { preconditionFailure("the loop made no source") }
        return source
    }

    var output: URL { folder.appendingPathComponent("out") }

    // MARK: Driving

    /// The first scan, as `serve` starts, and the pictures it owes.
    func start() throws {
        try loop.start(at: now)
        while loop.layouts.outputSink.owesPictures { loop.layouts.outputSink.drawOwedPictures() }
    }

    /// One turn at the present instant.
    func turn() {
        loop.turn(at: now)
    }

    /// Moves time on by `milliseconds` and takes a turn.
    func advance(_ milliseconds: Int) {
        clock.now += .milliseconds(milliseconds)
        loop.turn(at: now)
    }

    /// Takes turns at each deadline the loop names, until none is due within `milliseconds`.
    func runFor(_ milliseconds: Int) {
        let end = now + .milliseconds(milliseconds)
        loop.turn(at: now)
        var turnsWithoutTime = 0
        while let next = loop.nextDeadline(after: now), next <= end {
            // A deadline a turn does not move would have the real daemon spin in `poll(2)`.
            turnsWithoutTime = next <= now ? turnsWithoutTime + 1 : 0
            guard turnsWithoutTime < 100 else {
                Issue.record("the loop spins: a deadline stays due at \(next) after 100 turns")
                return
            }
            clock.now = max(now, next)
            loop.turn(at: now)
        }
        clock.now = end
        loop.turn(at: now)
    }

    /// Saves a spec, as an editor does, and takes a turn.
    func save(_ path: String, _ text: String, root: Int = 0) {
        source.save(path, text, root: root)
        turn()
    }

    func delete(_ path: String, root: Int = 0) {
        source.delete(path, root: root)
        turn()
    }

    func reload(configuration text: String, roots: [String]) throws {
        let watch = "watch:\n" + roots.map { "  - \($0)\n" }.joined()
        try Data((watch + Self.defaults(text) + text).utf8).write(to: configurationFile)
        for root in roots where files.kind(of: root) == nil { files.makeFolder(root) }
        loop.reload(at: now)
    }

    func stop() {
        loop.stop(at: now)
    }

    /// Begins a `sync` as the socket does; its answer is `nil` until the sync is answered.
    func sync() -> SyncAnswer {
        let answer = SyncAnswer()
        loop.beginSync({ outcome in answer.set(outcome) }, at: now)
        loop.advanceSyncs(at: now)
        return answer
    }

    // MARK: What it published

    var publications: [Publication] { sink.all }

    /// The kinds and specs published since `start` (`"diff a.layout.yaml"`).
    var events: [String] { publications.map { "\($0.kind.rawValue)\($0.spec.map { " \($0)" } ?? "")" } }

    func takeEvents() -> [String] {
        defer { sink.removeAll() }
        return events
    }

    var logLines: [String] { logs.lines }

    func generation(_ spec: String) -> Int? { published[spec]?.generation }

    /// The `layout.json` in the output folder.
    func layoutFile(_ spec: String) -> String? {
        try? String(
            contentsOf: output.appendingPathComponent(spec).appendingPathComponent("layout.json"),
            encoding: .utf8
        )
    }

    /// A flow spec of `items` cells: what a save writes.
    static func flow(items: Int, width: Int = 50) -> String {
        "layout:\n  type: flow\n  itemSize: [\(width), 50]\nsections:\n  - items: \(items)\n"
    }
}

/// The answer to a `sync`, once it is given.
final class SyncAnswer: Sendable {
    private let outcome = Mutex<SyncOutcome?>(nil)
    var value: SyncOutcome? { outcome.withLock { $0 } }
    func set(_ value: SyncOutcome) { outcome.withLock { $0 = value } }
}

/// The log lines of an embedded loop, as `level message`.
struct LogLines: LogHandler {
    private let storage = Storage()
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .debug

    final class Storage: Sendable {
        let lines = Mutex<[String]>([])
    }

    var lines: [String] { storage.lines.withLock { $0 } }

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        storage.lines.withLock { $0.append("\(event.level) \(event.message)") }
    }
}

/// What an embedded loop published, in order.
final class PublicationList: Sendable {
    private let publications = Mutex<[Publication]>([])
    var all: [Publication] { publications.withLock { $0 } }
    func add(_ publication: Publication) { publications.withLock { $0.append(publication) } }
    func removeAll() { publications.withLock { $0.removeAll() } }
}

/// The time of an embedded loop, moved by the test.
final class ManualClock {
    var now = ContinuousClock.now
}

/// The event source a loop made last.
final class LatestSource {
    var latest: MemoryEventSource?
}
