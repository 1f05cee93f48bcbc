import Foundation
import Glibc

/// A daemon's temporary folder: `specs/` watched, `out/` the output folder, its log in `serve.log`,
/// its configuration in `layoutd.yaml` and its socket in `layoutd.sock`.
///
/// Tests drive the daemon the way users do (files saved, folders moved) and look only at what it
/// publishes: the output folder, its socket and its log lines. To wait for the daemon, a test asks
/// it: ``sync()`` returns once everything saved before it is published (the `sync` command). Two
/// kinds run it: ``ServeProcess`` (the binary) and ``InProcessDaemon`` (the same service in the test
/// process).
class DaemonFolder {
    let folder: URL
    let specs: URL
    let output: URL
    let log: URL
    let configuration: URL
    /// The socket the daemon listens on; a test may point it elsewhere before `start`.
    var socket: URL
    /// Whether the watched folders are the configuration file's `watch` (which a reload reads again)
    /// rather than `--watch specs/`.
    var watchesFromConfiguration = false
    /// Whether the socket is the configuration file's `socket` (which must then name ``socket``).
    var socketFromConfiguration = false
    /// Keeps the folder (specs, output, log) after the test, to look into a failure.
    var keepsFolder = false

    init(configuration text: String = "") throws {
        folder = try LayoutdBinary.temporaryDirectory()
        specs = folder.appendingPathComponent("specs")
        output = folder.appendingPathComponent("out")
        log = folder.appendingPathComponent("serve.log")
        configuration = folder.appendingPathComponent("layoutd.yaml")
        socket = folder.appendingPathComponent("layoutd.sock")
        try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: configuration)
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
    }

    deinit {
        if !keepsFolder { try? FileManager.default.removeItem(at: folder) }
    }

    /// Whether `condition` holds once everything saved so far is published.
    func synced(_ condition: () -> Bool) throws -> Bool {
        try sync()
        return condition()
    }

    /// Asks the daemon to answer once everything saved so far is published; returns its clock.
    @discardableResult
    func sync() throws -> String {
        let client = try SocketClient(socket.path)
        client.send("{\"id\": \"sync\", \"command\": \"sync\"}\n")
        guard let answer = client.receive(within: .seconds(40)) else {
            throw Failure("the daemon did not answer sync:\n\(logText())")
        }
        guard let clock = answer["clock"] as? String else { throw Failure("sync failed: \(answer)") }
        return clock
    }

    /// Waits for the socket to listen and a first `sync` to be answered (after the first scan).
    func waitUntilReady() throws {
        let listening = eventually(within: .seconds(20)) { (try? SocketClient(self.socket.path)) != nil }
        guard listening, (try? sync()) != nil else {
            throw Failure("the daemon did not become ready:\n\(logText())")
        }
    }

    // MARK: Files

    /// Writes a spec in one go (open, write, close), creating folders on the way.
    func write(_ text: String, to name: String) throws {
        try LayoutdBinary.write(text, to: name, in: specs)
    }

    func url(_ name: String) -> URL { specs.appendingPathComponent(name) }

    // MARK: What was published

    /// The output folder of a spec: `a/b/home.layout.yaml` → `out/a/b/home.layout.yaml`.
    func outputFolder(_ spec: String) -> URL {
        output.appendingPathComponent(spec)
    }

    func layout(_ spec: String) -> [String: Any]? {
        json(outputFolder(spec).appendingPathComponent("layout.json"))
    }

    func diff(_ spec: String) -> [String: Any]? {
        json(outputFolder(spec).appendingPathComponent("diff.json"))
    }

    func errors(_ spec: String) -> [String: Any]? {
        json(outputFolder(spec).appendingPathComponent("error.json"))
    }

    func generation(_ spec: String) -> Int? { layout(spec)?["generation"] as? Int }

    /// The number of cells of the spec's first environment, as laid out.
    func cellCount(_ spec: String) -> Int? {
        guard let environments = layout(spec)?["environments"] as? [[String: Any]],
            let sections = environments.first?["sections"] as? [[String: Any]]
        else { return nil }
        return sections.reduce(0) { count, section in
            count + ((section["elements"] as? [[String: Any]]) ?? []).filter { $0["kind"] as? String == "cell" }.count
        }
    }

    /// Every spec with a `layout.json` in the output folder, by its folder's path relative to `out/`
    /// without `.layout.yaml` (`out/sub/d.layout.yaml/layout.json` → `sub/d`).
    func publishedSpecs() -> Set<String> {
        guard let enumerator = FileManager.default.enumerator(atPath: output.path) else { return [] }
        var specs: Set<String> = []
        while let path = enumerator.nextObject() as? String {
            guard path.hasSuffix(".layout.yaml/layout.json") else { continue }
            specs.insert(String(path.dropLast(".layout.yaml/layout.json".count)))
        }
        return specs
    }

    func logText() -> String {
        (try? String(contentsOf: log, encoding: .utf8)) ?? ""
    }

    func logLines() -> [String] { logText().split(separator: "\n").map(String.init) }

    /// Log lines that publish a layout of `spec` (one per generation).
    func publications(of spec: String) -> Int {
        logLines().filter { $0.contains(" published \(spec) generation ") }.count
    }

    func removals() -> [String] { logLines().filter { $0.contains(" removed ") } }

    private func json(_ url: URL) -> [String: Any]? {
        guard let data = try? Data(contentsOf: url) else { return nil }
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }
}

/// Polls `condition` every 5 ms until it holds or `timeout` passes; returns whether it held.
///
/// For what `sync` cannot tell: another process's state (a stopped daemon, a started one).
func eventually(within timeout: Duration = .seconds(10), _ condition: () -> Bool) -> Bool {
    let deadline = ContinuousClock.now + timeout
    while ContinuousClock.now < deadline {
        if condition() { return true }
        usleep(5_000)
    }
    return condition()
}

/// Lets `duration` pass, to show that nothing happens meanwhile: only where the daemon is meant to
/// hold back (a checkout in progress), which `sync` would wait out.
func quietPeriod(_ duration: Duration = .milliseconds(400)) {
    usleep(UInt32(duration / .microseconds(1)))
}

struct Failure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// A small flow spec with `items` cells, padded with a comment so that a save takes several writes'
/// worth of bytes and a half-written file would lay out differently or not at all.
func flowSpec(items: Int, padding: Int = 2_000) -> String {
    """
    # \(String(repeating: "x", count: padding))
    layout:
      type: flow
      itemSize: [50, 50]
      minimumLineSpacing: 10
      minimumInteritemSpacing: 10
    sections:
      - id: main
        items: \(items)

    """
}
