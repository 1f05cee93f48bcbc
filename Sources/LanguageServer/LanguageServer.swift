public import Foundation
public import LayoutSpecFormat

/// `layoutd lsp`'s server, without its input and output: each message from the editor in, the
/// messages to send back out.
///
/// Answers `initialize`, `shutdown` and `exit`; keeps open specs from `textDocument/didOpen`,
/// `didChange` (whole text) and `didClose`, publishing their diagnostics on every change; answers
/// `textDocument/completion`, `hover` and `codeAction`. Anything else asked is answered
/// `MethodNotFound`; anything malformed is answered with the JSON-RPC error that says so. Nothing a
/// client sends ends the server but `exit`.
public final class LanguageServer {
    /// The messages to send, each a JSON body.
    public struct Output {
        public var messages: [Data] = []
        /// Set by `exit`: the status the process ends with (0 after `shutdown`, 1 before).
        public var exitStatus: Int32?
    }

    let parser: SpecParser
    private let completions = SpecCompletion()
    private var sessions: [String: SpecSession] = [:]
    private var initialized = false
    private var shutDown = false
    let worker = ChangeWorker()
    /// The documents whose last change was given up or passed over for a newer one: the editor is
    /// sending a burst, and the next change waits for it to end (``awaitQuiet``).
    var inBurst: Set<String> = []

    /// Whether a newer change (or the close) of a document is waiting to be handled: set by the
    /// loop that reads the editor (``Inbox/holdsReplacement(of:)``).
    ///
    /// When it is set, a change is passed over if a newer one already waits, and is laid out on a
    /// thread of its own that is given up as soon as a newer one comes (``ChangeWorker``): only the
    /// newest text is laid out, and its diagnostics are the ones published. Unset, every change is
    /// laid out where it is handled.
    public var newerChangeWaits: ((_ uri: String) -> Bool)?
    /// Whether the messages waiting to be handled start with changes up to one of a document
    /// (``Inbox/replacementFollows(_:)``): a change of it handled now is dropped unread.
    public var replacementFollows: ((_ uri: String) -> Bool)?
    /// Waits for the end of a burst of messages, up to the interval given, before the newest change
    /// of a burst is laid out (``Inbox/awaitQuiet(for:)``).
    ///
    /// The interval is an eighth of the document's last layout (at most ``longestQuietWait``): long
    /// enough for the rest of a burst to arrive (a change of a large spec takes milliseconds to
    /// send), short beside the layout that starting too soon would cost.
    public var awaitQuiet: ((TimeInterval) -> Void)?
    /// The time, in seconds, that layouts are measured with.
    public var now: () -> TimeInterval = { ProcessInfo.processInfo.systemUptime }
    /// How long each document's last layout took.
    var layoutTimes: [String: TimeInterval] = [:]
    /// The longest the newest change of a burst waits for the burst to end.
    public static let longestQuietWait: TimeInterval = 0.25

    /// Whether `shutdown` was asked: the editor may then end the server.
    public var isShutDown: Bool { shutDown }

    public init(parser: SpecParser = SpecParser()) {
        self.parser = parser
    }

    /// Handles one framed message.
    public func handle(_ frame: MessageFramer.Frame) -> Output {
        switch frame {
        case .malformed(let reason):
            return Output(messages: [RPCMessage.response(id: nil, error: RPCError(code: .parseError, message: reason))])
        case .message(let body):
            return handle(body)
        }
    }

    /// Handles one message body.
    public func handle(_ body: Data) -> Output {
        handle(Inbound(.message(body)))
    }

    /// Handles one message, framed by the thread that reads the editor.
    public func handle(_ inbound: Inbound) -> Output {
        if inbound.isChange, let uri = inbound.replaces, replacementFollows?(uri) == true {
            // A newer text of the document comes next, with nothing between to read this one.
            inBurst.insert(uri)
            return Output()
        }
        let message: RPCMessage
        switch inbound.decoded {
        case .success(let decoded): message = decoded
        case .failure(let invalid): return Output(messages: [RPCMessage.response(id: invalid.id, error: invalid.error)])
        }
        switch message {
        case .response:
            return Output()
        case .notification(let method, let params):
            return notification(method, params)
        case .request(let id, let method, let params):
            do {
                var output = Output()
                let result = try request(method, params, output: &output)
                output.messages.insert(RPCMessage.response(id: id, result: result), at: 0)
                return output
            } catch let error {
                return Output(messages: [RPCMessage.response(id: id, error: error)])
            }
        }
    }

    private func request(_ method: String, _ params: [String: Any], output: inout Output) throws(RPCError) -> Any {
        // After `shutdown`, every request is refused, `initialize` too: the client is to send `exit`.
        guard !shutDown else { throw RPCError(code: .requestFailed, message: "the server is shutting down") }
        if method == "initialize" {
            initialized = true
            return Self.initializeResult
        }
        guard initialized else { throw RPCError(code: .serverNotInitialized, message: "initialize first") }
        switch method {
        case "shutdown":
            shutDown = true
            return NSNull()
        case "textDocument/completion":
            let (session, position) = try located(params)
            return ["isIncomplete": false, "items": completion(in: session, at: position, uri: try uri(params))]
        case "textDocument/hover":
            var (session, position) = try located(params)
            guard let document = session.document, let snapshot = session.snapshot, let text = session.goodText
            else { return NSNull() }
            let names = session.names(parser: parser)
            sessions[try uri(params)] = session
            let current = SourceText(session.text)
            let key = KeyHover.markdown(
                at: position,
                in: current,
                layoutType: Self.layoutType(in: current),
                completion: completions
            )
            let frames =
                BindingHover.markdown(at: position, names: names, document: document, text: text)
                ?? SpecHover.markdown(at: position, document: document, snapshot: snapshot, text: text)
            // A key's meaning first, then where the frames of the section it is in land.
            guard let markdown = [key, frames].compactMap({ $0 }).joined(separator: "\n\n").nilIfEmpty
            else { return NSNull() }
            return ["contents": ["kind": "markdown", "value": markdown]]
        case "textDocument/codeAction":
            let session = try session(params)
            guard let range = LSPRange(params["range"]) else {
                throw RPCError(code: .invalidParams, message: "a code action needs a range")
            }
            return session.quickFixes(in: range, uri: try uri(params))
        default:
            throw RPCError(code: .methodNotFound, message: "\(method) is not a method of layoutd's server")
        }
    }

    private func notification(_ method: String, _ params: [String: Any]) -> Output {
        switch method {
        case "exit":
            return Output(exitStatus: shutDown ? 0 : 1)
        case "textDocument/didOpen":
            guard initialized, let item = params["textDocument"] as? [String: Any], let uri = item["uri"] as? String,
                let text = item["text"] as? String
            else { return Output() }
            var session = SpecSession(file: Self.path(of: uri))
            let start = now()
            session.update(text: text, version: item["version"] as? Int ?? 0, parser: parser)
            layoutTimes[uri] = now() - start
            sessions[uri] = session
            return Output(messages: [publish(uri, session)])
        case "textDocument/didChange":
            guard initialized, let document = params["textDocument"] as? [String: Any],
                let uri = document["uri"] as? String, var session = sessions[uri],
                let changes = params["contentChanges"] as? [[String: Any]],
                let text = changes.last?["text"] as? String
            else { return Output() }
            // Only whole texts are asked for (`textDocumentSync: 1`): the last change is the text.
            let version = document["version"] as? Int ?? session.version + 1
            guard let updated = layOut(text, version: version, of: session, uri: uri) else {
                // A newer change waits: this text is kept for completion, and not laid out.
                session.pass(text: text, version: version)
                sessions[uri] = session
                return Output()
            }
            sessions[uri] = updated
            return Output(messages: [publish(uri, updated)])
        case "textDocument/didClose":
            guard let document = params["textDocument"] as? [String: Any], let uri = document["uri"] as? String,
                sessions.removeValue(forKey: uri) != nil
            else { return Output() }
            layoutTimes[uri] = nil
            inBurst.remove(uri)
            let params: [String: Any] = ["uri": uri, "diagnostics": [Any]()]
            return Output(messages: [RPCMessage.notification("textDocument/publishDiagnostics", params: params)])
        default:
            // `initialized`, `$/cancelRequest`, `workspace/didChangeConfiguration`…: nothing to do.
            return Output()
        }
    }

    private func publish(_ uri: String, _ session: SpecSession) -> Data {
        let params: [String: Any] = ["uri": uri, "version": session.version, "diagnostics": session.diagnostics()]
        return RPCMessage.notification("textDocument/publishDiagnostics", params: params)
    }

    private func uri(_ params: [String: Any]) throws(RPCError) -> String {
        guard let document = params["textDocument"] as? [String: Any], let uri = document["uri"] as? String else {
            throw RPCError(code: .invalidParams, message: "expected textDocument.uri")
        }
        return uri
    }

    private func session(_ params: [String: Any]) throws(RPCError) -> SpecSession {
        let uri = try uri(params)
        guard let session = sessions[uri] else {
            throw RPCError(code: .invalidParams, message: "\(uri) is not open")
        }
        return session
    }

    private func located(_ params: [String: Any]) throws(RPCError) -> (SpecSession, LSPPosition) {
        let session = try session(params)
        guard let position = LSPPosition(params["position"]) else {
            throw RPCError(code: .invalidParams, message: "expected position {line, character}")
        }
        return (session, position)
    }

    private func completion(in session: SpecSession, at position: LSPPosition, uri: String) -> [[String: Any]] {
        var session = session
        let text = SourceText(session.text)
        let context = CursorContext.at(line: position.line, prefix: text.prefix(at: position), in: text)
        let type = Self.layoutType(in: text)
        var candidates: [SpecCompletion.Candidate]
        let kind: Int
        if let key = context.valueOf {
            candidates = completions.values(of: key, at: context.path, layoutType: type)
            // The names bound in scope, as a value or part of an expression (`let:` entries too).
            if let document = session.document, let good = session.goodText {
                let names = session.names(parser: parser)
                sessions[uri] = session
                for name in BindingHover.inScope(names, line: position.line + 1, document: document, text: good)
                where !candidates.contains(where: { $0.label == name.name }) {
                    candidates.append(.init(label: name.name, documentation: BindingHover.documentation(of: name)))
                }
            }
            kind = 12  // Value
        } else {
            candidates = completions.keys(at: context.path, layoutType: type)
            kind = 10  // Property
        }
        let partial = context.partial.lowercased()
        return candidates.filter { partial.isEmpty || $0.label.lowercased().hasPrefix(partial) }.map { candidate in
            var item: [String: Any] = ["label": candidate.label, "kind": kind]
            if !candidate.documentation.isEmpty { item["documentation"] = candidate.documentation }
            if context.valueOf == nil { item["insertText"] = candidate.label + ": " }
            return item
        }
    }

    /// The `type:` under `layout:`, read from the text as it stands.
    static func layoutType(in text: SourceText) -> String? {
        var inLayout = false
        for line in text.lines {
            if let first = line.first, first != " ", first != "#" { inLayout = line.hasPrefix("layout:") }
            guard inLayout, let parsed = ParsedLine(line), parsed.key == "type", parsed.dashes.isEmpty else { continue }
            return line.split(separator: ":", maxSplits: 1).last.map { $0.trimmed }
        }
        return nil
    }

    /// A `file://` URI's path, which errors are reported under; other URIs as they are.
    static func path(of uri: String) -> String {
        guard let url = URL(string: uri), url.isFileURL else { return uri }
        return url.path
    }

    static var initializeResult: [String: Any] {
        [
            "capabilities": [
                "textDocumentSync": ["openClose": true, "change": 1],
                "completionProvider": ["triggerCharacters": [":", " ", "-", "{", ","]],
                "hoverProvider": true,
                "codeActionProvider": ["codeActionKinds": ["quickfix"]],
            ],
            "serverInfo": ["name": "layoutd"],
        ]
    }
}

extension String {
    /// `nil` for an empty string.
    fileprivate var nilIfEmpty: String? { isEmpty ? nil : self }
}
