import Foundation
import Glibc
import TestSupport

/// A real headless Chromium, driven over the DevTools protocol on a pipe (`--remote-debugging-pipe`:
/// JSON messages, each ended by a NUL byte, in on descriptor 3 and out on descriptor 4).
///
/// Enough of the protocol to load a page, run script in it, wait for a condition in it, and take a
/// screenshot, the way a person's browser would show the page.
final class HeadlessBrowser {
    /// Debian's `chromium` (installed by `Scripts/install-deps.sh`).
    static let executable = "/usr/bin/chromium"

    private let process = Process()
    /// Kept so that their descriptors stay open.
    private let pipes: (Pipe, Pipe)
    private let toBrowser: Int32
    private let fromBrowser: Int32
    private let profile: URL
    private var buffer: [UInt8] = []
    private var nextID = 0
    /// The attached page's DevTools session.
    private var session = ""

    init(width: Int = 1200, height: Int = 800) throws {
        guard FileManager.default.isExecutableFile(atPath: Self.executable) else {
            throw Failure("\(Self.executable) is missing; Scripts/install-deps.sh installs Debian's chromium")
        }
        profile = try LayoutdBinary.temporaryDirectory()
        // Foundation's `Process` closes every other descriptor in the child (an inherited one, such
        // as a file another test is still writing, would outlive it there); the shell moves the two
        // pipes from standard input and output to the descriptors the protocol uses.
        let commands = Pipe()
        let replies = Pipe()
        let arguments = [
            Self.executable, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
            "--no-first-run", "--remote-debugging-pipe", "--user-data-dir=\(profile.path)",
            "--window-size=\(width),\(height)", "about:blank",
        ]
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "exec \"$@\" 3<&0 4>&1 0</dev/null 1>/dev/null 2>/dev/null", "sh"] + arguments
        process.standardInput = commands
        process.standardOutput = replies
        // Its own temporary files (a singleton socket) go in a test folder: a browser killed at the end
        // cannot remove them itself.
        // A short path: a Unix socket's path inside it must fit in 107 bytes.
        let temporary = try TestFolders.make("b", short: true)
        process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": temporary.path]) { $1 }
        // A browser that died makes writes fail with EPIPE instead of killing the test run.
        signal(SIGPIPE, SIG_IGN)
        try process.run()
        toBrowser = commands.fileHandleForWriting.fileDescriptor
        fromBrowser = replies.fileHandleForReading.fileDescriptor
        pipes = (commands, replies)
        let targets = try call("Target.getTargets")
        let infos = (targets["targetInfos"] as? [[String: Any]]) ?? []
        guard let page = infos.first(where: { $0["type"] as? String == "page" })?["targetId"] as? String else {
            throw Failure("chromium has no page: \(targets)")
        }
        let attached = try call("Target.attachToTarget", ["targetId": page, "flatten": true])
        session = try (attached["sessionId"] as? String).orThrow("no session: \(attached)")
    }

    deinit {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        try? FileManager.default.removeItem(at: profile)
    }

    /// Loads `url` and waits for its document to have loaded.
    func open(_ url: String) throws {
        _ = try call("Page.navigate", ["url": url], inPage: true)
        guard try waitFor("document.readyState === 'complete'") != nil else { throw Failure("\(url) did not load") }
    }

    /// The value of a script expression in the page (promises awaited).
    func evaluate(_ expression: String) throws -> Any? {
        try value(of: call("Runtime.evaluate", evaluation(expression), inPage: true))
    }

    /// Starts evaluating `expression` (typically a promise that settles when the page changes) and
    /// returns a ticket for ``result(of:within:)``; meanwhile the test can act.
    func startEvaluating(_ expression: String) -> Int {
        send("Runtime.evaluate", evaluation(expression), inPage: true)
    }

    func result(of ticket: Int, within timeout: Duration = .seconds(10)) throws -> Any? {
        try value(of: reply(to: ticket, within: timeout))
    }

    /// Waits until `condition` (an expression) is truthy in the page, and returns its value.
    ///
    /// The page is asked on every change of its document; `nil` when it is not true within `timeout`.
    func waitFor(_ condition: String, within timeout: Duration = .seconds(10)) throws -> Any? {
        let milliseconds = Int(timeout / .milliseconds(1))
        let ticket = startEvaluating(
            """
            new Promise((resolve) => {
              const check = () => { try { return (\(condition)) || null; } catch (error) { return null; } };
              const now = check();
              if (now) { resolve(now); return; }
              const observer = new MutationObserver(() => {
                const value = check();
                if (value) { observer.disconnect(); resolve(value); }
              });
              observer.observe(document, {subtree: true, childList: true, attributes: true, characterData: true});
              setTimeout(() => { observer.disconnect(); resolve(check()); }, \(milliseconds));
            })
            """
        )
        return try result(of: ticket, within: timeout + .seconds(5))
    }

    /// A PNG of what the window shows.
    func screenshot() throws -> Data {
        let answer = try call("Page.captureScreenshot", ["format": "png"], inPage: true)
        let text = try (answer["data"] as? String).orThrow("no screenshot: \(answer)")
        return try Data(base64Encoded: text).orThrow("the screenshot is not base64")
    }

    // MARK: The protocol

    private func evaluation(_ expression: String) -> [String: Any] {
        ["expression": expression, "returnByValue": true, "awaitPromise": true]
    }

    private func value(of result: [String: Any]) throws -> Any? {
        if let exception = result["exceptionDetails"] { throw Failure("script failed: \(exception)") }
        let value = (result["result"] as? [String: Any])?["value"]
        return value is NSNull ? nil : value
    }

    private func call(_ method: String, _ parameters: [String: Any] = [:], inPage: Bool = false) throws -> [String: Any]
    {
        try reply(to: send(method, parameters, inPage: inPage), within: .seconds(30))
    }

    @discardableResult
    private func send(_ method: String, _ parameters: [String: Any], inPage: Bool) -> Int {
        nextID += 1
        var message: [String: Any] = ["id": nextID, "method": method, "params": parameters]
        if inPage { message["sessionId"] = session }
        var bytes = [UInt8]((try? JSONSerialization.data(withJSONObject: message)) ?? Data())
        bytes.append(0)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(toBrowser, $0.baseAddress, $0.count) }
            guard written > 0 else { break }
            offset += written
        }
        return nextID
    }

    /// The `result` of the reply with `id`; the browser's other messages (events) are passed over.
    private func reply(to id: Int, within timeout: Duration) throws -> [String: Any] {
        let deadline = ContinuousClock.now + timeout
        while true {
            while let end = buffer.firstIndex(of: 0) {
                let message = Data(buffer[..<end])
                buffer.removeSubrange(...end)
                guard let object = try? JSONSerialization.jsonObject(with: message) as? [String: Any],
                    object["id"] as? Int == id
                else { continue }
                if let error = object["error"] { throw Failure("DevTools error: \(error)") }
                return object["result"] as? [String: Any] ?? [:]
            }
            let left = deadline - ContinuousClock.now
            guard left > .zero else { throw Failure("chromium did not answer within \(timeout)") }
            var descriptors = [pollfd(fd: fromBrowser, events: Int16(POLLIN), revents: 0)]
            guard poll(&descriptors, 1, Int32(min(left / .milliseconds(1), 1000)) + 1) > 0 else { continue }
            var chunk = [UInt8](repeating: 0, count: 1 << 20)
            let count = read(fromBrowser, &chunk, chunk.count)
            guard count > 0 else { throw Failure("chromium closed its DevTools pipe") }
            buffer.append(contentsOf: chunk[..<count])
        }
    }
}

extension Optional {
    /// The value, or a ``Failure`` with `message`.
    func orThrow(_ message: @autoclosure () -> String) throws -> Wrapped {
        guard let self else { throw Failure(message()) }
        return self
    }
}
