public import Foundation

/// One request line of the socket protocol, read (protocol.md, "Commands"): what the client
/// asked for, or why the line is not a request.
///
/// Reading is kept apart from the connection that answers it, so that every line a client can send
/// goes through this one function, which is tested and fuzzed on its own.
public struct SocketRequest {
    /// What a client can ask for.
    public enum Command {
        case ping
        case status
        case list
        case get(spec: String)
        /// `globs` default to `["**"]`; `since` is the clock to resume after.
        case subscribe(globs: [SpecGlob], since: DaemonClock?)
        case sync
        case unsubscribe
    }

    /// Why a line is not a request: the message the client is answered with.
    public struct Rejection: Error, Equatable {
        public var message: String
    }

    /// The command names, in the order the error for an unknown one lists them.
    public static let commands = ["subscribe", "unsubscribe", "get", "list", "status", "ping", "sync"]

    /// The request's `id`, any JSON value, echoed in its answer; `nil` when it had none (or was not an
    /// object).
    public var id: Any?
    public var command: Result<Command, Rejection>

    /// Reads one line (without its line break).
    public init(line: Data) {
        guard let object = try? JSONSerialization.jsonObject(with: line),
            let request = object as? [String: Any]
        else {
            id = nil
            command = .failure(Rejection(message: "expected one JSON object a line"))
            return
        }
        id = request["id"]
        command = Self.command(of: request)
    }

    private static func command(of request: [String: Any]) -> Result<Command, Rejection> {
        func reject(_ message: String) -> Result<Command, Rejection> { .failure(Rejection(message: message)) }
        guard let name = request["command"] as? String else { return reject("expected a \"command\" string") }
        switch name {
        case "ping": return .success(.ping)
        case "status": return .success(.status)
        case "list": return .success(.list)
        case "sync": return .success(.sync)
        case "unsubscribe": return .success(.unsubscribe)
        case "get":
            guard let spec = request["spec"] as? String else { return reject("expected a \"spec\" string") }
            return .success(.get(spec: spec))
        case "subscribe":
            var patterns = ["**"]
            if let value = request["specs"] {
                guard let strings = value as? [String] else {
                    return reject("\"specs\" must be a list of globs like [\"screens/**\"]")
                }
                patterns = strings
            }
            var since: DaemonClock?
            if let value = request["since"] {
                guard let text = value as? String, let clock = DaemonClock(text) else {
                    return reject("\"since\" must be a clock like \"c:1732180000:93\"")
                }
                since = clock
            }
            return .success(.subscribe(globs: patterns.map(SpecGlob.init), since: since))
        default:
            return reject("unknown command \"\(name)\"; expected one of: \(commands.joined(separator: ", "))")
        }
    }
}
