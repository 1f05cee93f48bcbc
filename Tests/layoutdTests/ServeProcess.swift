import Foundation
import Glibc

/// A real `layoutd serve` on a temporary folder: `specs/` watched, `out/` the output folder, standard
/// error in `serve.log`.
///
/// Tests drive it the way users do (files saved, folders moved, signals sent) and look only at what
/// it publishes: the output folder and its log lines. Waiting is by condition with a deadline,
/// never by a bare sleep.
final class ServeProcess {
    let folder: URL
    let specs: URL
    let output: URL
    let log: URL
    let configuration: URL
    /// The socket the daemon listens on; a test may point it elsewhere before `start`.
    var socket: URL
    let process = Process()

    init(configuration text: String = "", environment: [String: String] = [:]) throws {
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

    /// Starts the daemon and waits until it is ready (its first scan published).
    ///
    /// With `launcher`, the daemon is started through that command line (`unshare …`), which ends by
    /// running its last argument with the daemon's arguments after it.
    func start(waitForReady: Bool = true, launcher: [String] = []) throws {
        let arguments = [
            "serve", "--config", configuration.path, "--watch", specs.path, "--output", output.path,
            "--socket", socket.path,
        ]
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
            guard eventually(within: .seconds(20), { self.logLines().contains { $0.contains(" ready: ") } }) else {
                throw Failure("the daemon did not become ready:\n\(logText())")
            }
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
        try? FileManager.default.removeItem(at: folder)
    }

    /// Sends `signal` and waits for the process to exit; returns its exit status and how long it took.
    @discardableResult
    func stop(_ signal: Int32 = SIGTERM) -> (status: Int32, seconds: Double) {
        let start = ContinuousClock.now
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        let elapsed = ContinuousClock.now - start
        return (
            process.terminationStatus,
            Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        )
    }

    func signal(_ signal: Int32) { kill(process.processIdentifier, signal) }

    // MARK: Files

    /// Writes a spec in one go (open, write, close), creating folders on the way.
    func write(_ text: String, to name: String) throws {
        try LayoutdBinary.write(text, to: name, in: specs)
    }

    func url(_ name: String) -> URL { specs.appendingPathComponent(name) }

    // MARK: What was published

    /// The output folder of a spec: `a/b/home.layout.yaml` → `out/a/b/home`.
    func outputFolder(_ spec: String) -> URL {
        output.appendingPathComponent(String(spec.dropLast(".layout.yaml".count)))
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

    /// Every spec with a `layout.json` in the output folder, by its path relative to `out/`.
    func publishedSpecs() -> Set<String> {
        guard let enumerator = FileManager.default.enumerator(atPath: output.path) else { return [] }
        var specs: Set<String> = []
        while let path = enumerator.nextObject() as? String {
            if path.hasSuffix("/layout.json") { specs.insert(String(path.dropLast("/layout.json".count))) }
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
func eventually(within timeout: Duration = .seconds(10), _ condition: () -> Bool) -> Bool {
    let deadline = ContinuousClock.now + timeout
    while ContinuousClock.now < deadline {
        if condition() { return true }
        usleep(5_000)
    }
    return condition()
}

/// Lets `duration` pass, to show that nothing more happens: used only after the awaited outcome was
/// seen, to check that no second generation or removal follows it.
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
