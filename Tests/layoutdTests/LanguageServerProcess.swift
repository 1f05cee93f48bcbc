import Foundation
import Glibc

/// `layoutd lsp` run as an editor runs it, with a scripted client on its standard input and output:
/// framed JSON-RPC messages, or any bytes at all.
final class LanguageServerProcess {
    let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private var buffer: [UInt8] = []
    private var nextID = 100

    init() throws {
        process.executableURL = LayoutdBinary.executable
        process.arguments = ["lsp"]
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        // A server that died makes writes fail with EPIPE instead of killing the test run.
        signal(SIGPIPE, SIG_IGN)
        try process.run()
    }

    deinit {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }

    /// Writes bytes as they are; `false` once the server is gone.
    @discardableResult
    func write(_ bytes: [UInt8]) -> Bool {
        let descriptor = input.fileHandleForWriting.fileDescriptor
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            guard written > 0 else { return false }
            offset += written
        }
        return true
    }

    static func frame(_ body: [UInt8]) -> [UInt8] { Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body }

    func send(_ message: [String: Any]) {
        write(Self.frame([UInt8]((try? JSONSerialization.data(withJSONObject: message)) ?? Data())))
    }

    /// Sends a request and waits for the response with its id.
    func request(_ method: String, _ params: [String: Any] = [:]) throws -> [String: Any] {
        nextID += 1
        let id = nextID
        send(["jsonrpc": "2.0", "id": id, "method": method, "params": params])
        return try next { $0["id"] as? Int == id }
    }

    func notify(_ method: String, _ params: [String: Any]) {
        send(["jsonrpc": "2.0", "method": method, "params": params])
    }

    /// Closes the server's standard input, as an editor that goes away does.
    func closeInput() { try? input.fileHandleForWriting.close() }

    /// Closes the end the server's answers arrive at, as an editor that stops reading does.
    func closeOutput() { try? output.fileHandleForReading.close() }

    /// The status the server ends with, or `nil` if it is still running after `timeout`.
    func exitStatus(within timeout: Duration = .seconds(10)) -> (status: Int32, signalled: Bool)? {
        let deadline = ContinuousClock.now + timeout
        while process.isRunning, ContinuousClock.now < deadline { usleep(10_000) }
        guard !process.isRunning else { return nil }
        return (process.terminationStatus, process.terminationReason == .uncaughtSignal)
    }

    /// The next message `matching`, passing over others.
    func next(within timeout: Duration = .seconds(30), matching: ([String: Any]) -> Bool) throws -> [String: Any] {
        let deadline = ContinuousClock.now + timeout
        while true {
            while let message = cut() {
                if matching(message) { return message }
            }
            let left = deadline - ContinuousClock.now
            guard left > .zero else { throw Failure("layoutd lsp did not answer within \(timeout)") }
            let descriptor = output.fileHandleForReading.fileDescriptor
            var descriptors = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)]
            guard poll(&descriptors, 1, Int32(min(left / .milliseconds(1), 1000)) + 1) > 0 else { continue }
            var chunk = [UInt8](repeating: 0, count: 1 << 20)
            let count = read(descriptor, &chunk, chunk.count)
            guard count > 0 else { throw Failure("layoutd lsp closed its output") }
            buffer.append(contentsOf: chunk[..<count])
        }
    }

    /// One whole message from the buffer, if one has arrived.
    private func cut() -> [String: Any]? {
        let separator: [UInt8] = [13, 10, 13, 10]
        guard let end = (0..<max(0, buffer.count - 3)).first(where: { Array(buffer[$0..<($0 + 4)]) == separator })
        else { return nil }
        let header = String(decoding: buffer[..<end], as: UTF8.self)
        guard let length = header.split(separator: ":").last.flatMap({ Int($0.trimmingCharacters(in: .whitespaces)) })
        else { return nil }
        guard buffer.count >= end + 4 + length else { return nil }
        let body = Data(buffer[(end + 4)..<(end + 4 + length)])
        buffer.removeSubrange(..<(end + 4 + length))
        return (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] ?? [:]
    }
}
