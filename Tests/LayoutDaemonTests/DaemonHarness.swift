import Foundation
import LayoutProtocol
import LayoutPublishing
import Logging
import Synchronization
import TestSupport
import Testing

@testable import LayoutDaemon

/// The two ways a rule's test runs the daemon, one harness for both: the same test, the same
/// saves, the same expectations.
///
/// - `embedded`: the loop in the test's thread on memory files and events, time moved by the test
///   (``EmbeddedLoop``): a rule stepped in milliseconds.
/// - `live`: a real ``Daemon`` on a thread of its own, on real inotify, files and time, answering a
///   real `sync`: the same rule through the real parts.
enum HarnessMode: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case embedded, live

    var testDescription: String { rawValue }

    /// Runs `body` with a daemon watching one empty folder, and stops it after.
    ///
    /// It publishes to nowhere but the harness. A live daemon takes the test process's turn at
    /// inotify (``InotifyTurn``): libinotifytools has one instance a process.
    func run(_ body: (any DaemonHarness) throws -> Void) async throws {
        switch self {
        case .embedded:
            let daemon = try EmbeddedHarness()
            defer { try? daemon.stop() }
            try body(daemon)
        case .live:
            await InotifyTurn.shared.acquire()
            defer { InotifyTurn.shared.release() }
            let daemon = try LiveHarness()
            defer { try? daemon.stop() }
            try body(daemon)
        }
    }
}

/// A daemon a rule's test drives: saves and deletions, then ``settle(until:)`` to see what was
/// published.
protocol DaemonHarness: AnyObject {
    /// Saves a spec under the watched folder, as an editor does.
    func save(_ path: String, _ text: String) throws
    func delete(_ path: String) throws
    /// Lets the daemon take in what happened: a `sync`, then time until `done` holds (or gives up).
    ///
    /// - Returns: whether `done` held.
    @discardableResult
    func settle(until done: () -> Bool) throws -> Bool
    /// The kinds and specs published since the start (`"diff a.layout.yaml"`).
    var events: [String] { get }
    var published: PublishedSpecs { get }
    /// The output folder.
    var output: URL { get }
    func stop() throws
}

extension DaemonHarness {
    func generation(_ spec: String) -> Int? { published[spec]?.generation }

    /// A file of a spec's folder in the output folder, if it is there.
    func outputFile(_ spec: String, _ name: String) -> String? {
        try? String(contentsOf: output.appendingPathComponent(spec).appendingPathComponent(name), encoding: .utf8)
    }

    /// Settles until `count` events were published in all.
    @discardableResult
    func settle(events count: Int) throws -> Bool {
        try settle { events.count >= count }
    }
}

/// The loop embedded in the test, on memory files: time moves only when the harness says.
final class EmbeddedHarness: DaemonHarness {
    private let loop: EmbeddedLoop

    init() throws {
        loop = try EmbeddedLoop()
        try loop.start()
    }

    func save(_ path: String, _ text: String) throws { loop.save(path, text) }
    func delete(_ path: String) throws { loop.delete(path) }

    func settle(until done: () -> Bool) throws -> Bool {
        let answer = loop.sync()
        // Ten seconds of the loop's time, in steps: the grace of a removal and the quiet of a save
        // are each well within it.
        for _ in 0..<100 where answer.value == nil || !done() {
            loop.runFor(100)
        }
        return answer.value != nil && done()
    }

    var events: [String] { loop.events }
    var published: PublishedSpecs { loop.published }
    var output: URL { loop.output }
    func stop() throws { loop.stop() }
}

/// A real daemon on a thread of its own, watching a temporary folder with inotify.
final class LiveHarness: DaemonHarness {
    let folder: URL
    let published = PublishedSpecs()
    private let daemon: Daemon
    private let list = PublicationList()
    private let finished = DispatchSemaphore(value: 0)

    init() throws {
        folder = try EmbeddedLoop.temporaryFolder()
        let specs = folder.appendingPathComponent("specs")
        try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
        let configuration = folder.appendingPathComponent("layoutd.yaml")
        try Data("watch:\n  - \(specs.path)\noutput: out\npreview: none\n".utf8).write(to: configuration)
        let source = ConfigurationSource(file: configuration.path, environment: [:])
        var logger = Logger(label: "live") { _ in SwiftLogNoOpLogHandler() }
        logger.logLevel = .critical
        let list = list
        daemon = try Daemon(
            source: source,
            configuration: try source.load(),
            logger: logger,
            notifier: ServiceNotifier(environment: [:]),
            published: published,
            subscribers: [DeliverySink { list.add($0) }]
        )
        try daemon.restoreState()
        let thread = Thread { [daemon, finished] in
            try? daemon.run()
            finished.signal()
        }
        thread.name = "live-harness"
        thread.start()
    }

    private func url(_ path: String) -> URL { folder.appendingPathComponent("specs").appendingPathComponent(path) }

    func save(_ path: String, _ text: String) throws {
        try Data(text.utf8).write(to: url(path))
    }

    func delete(_ path: String) throws {
        try FileManager.default.removeItem(at: url(path))
    }

    func settle(until done: () -> Bool) throws -> Bool {
        let answered = DispatchSemaphore(value: 0)
        daemon.requestSync { _ in answered.signal() }
        guard answered.wait(timeout: .now() + 10) == .success else { return false }
        // What a sync does not wait for (a removal's grace period) comes within seconds.
        let end = Date().addingTimeInterval(10)
        while !done(), Date() < end { usleep(5_000) }
        return done()
    }

    var events: [String] { list.all.map { "\($0.kind.rawValue)\($0.spec.map { " \($0)" } ?? "")" } }
    var output: URL { folder.appendingPathComponent("out") }

    func stop() throws {
        daemon.requestStop()
        _ = finished.wait(timeout: .now() + 10)
        try? FileManager.default.removeItem(at: folder)
    }
}
