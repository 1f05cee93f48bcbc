public import Foundation

/// A message from the editor, framed by the thread that reads the editor's input, with the document
/// whose text it replaces when it is a `didChange` or `didClose`.
///
/// Only the message's method and document are read when it is framed (a millisecond for a megabyte
/// of spec, where reading the whole message takes twenty): a change that a newer one follows is
/// dropped without being read at all.
public struct Inbound: Sendable {
    let frame: MessageFramer.Frame
    /// The document a `didChange` gives a new text, or a `didClose` closes: a change of it waiting
    /// behind this message makes this one's layout needless.
    public let replaces: String?
    /// Whether the message is a `didChange`.
    let isChange: Bool

    public init(_ frame: MessageFramer.Frame) {
        self.frame = frame
        guard case .message(let body) = frame,
            let peek = try? JSONDecoder().decode(Peek.self, from: body),
            peek.method == "textDocument/didChange" || peek.method == "textDocument/didClose"
        else {
            (replaces, isChange) = (nil, false)
            return
        }
        replaces = peek.params?.textDocument?.uri
        isChange = peek.method == "textDocument/didChange"
    }

    /// The message read whole, or the error to answer.
    var decoded: Result<RPCMessage, RPCMessage.Invalid> {
        switch frame {
        case .malformed(let reason):
            return .failure(.init(id: nil, error: RPCError(code: .parseError, message: reason)))
        case .message(let body):
            return Result { () throws(RPCMessage.Invalid) in try RPCMessage.decode(body) }
        }
    }

    /// What is read of a message when it is framed: its method and document, and nothing of the text.
    private struct Peek: Decodable {
        struct Params: Decodable {
            struct Document: Decodable { let uri: String? }
            let textDocument: Document?
        }
        let method: String?
        let params: Params?
    }
}

/// The editor's messages read and not yet handled, in order: the reading thread puts them in, the
/// server's thread takes them out, and asks whether a newer change of a document is waiting.
public final class Inbox: @unchecked Sendable {
    // `@unchecked Sendable`: every property is read and written under `condition`.
    private let condition = NSCondition()
    private var waiting: [Inbound] = []
    private var ended = false
    /// How many messages were ever put in, so that a wait for quiet can tell one came.
    private var received = 0

    public init() {}

    /// Adds a message read from the editor.
    public func put(_ message: Inbound) {
        condition.lock()
        waiting.append(message)
        received += 1
        condition.broadcast()
        condition.unlock()
    }

    /// Says that the editor's input ended: once the messages waiting are taken, nothing more comes.
    public func end() {
        condition.lock()
        ended = true
        condition.broadcast()
        condition.unlock()
    }

    /// The next message, waiting for one; `nil` once the input ended and every message was taken.
    public func take() -> Inbound? {
        condition.lock()
        defer { condition.unlock() }
        while waiting.isEmpty && !ended { condition.wait() }
        return waiting.isEmpty ? nil : waiting.removeFirst()
    }

    /// Whether a message that replaces `uri`'s text (a `didChange` or a `didClose`) is waiting.
    public func holdsReplacement(of uri: String) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        return waiting.contains { $0.replaces == uri }
    }

    /// Whether the messages waiting start with changes and closes up to one that replaces `uri`'s
    /// text: nothing comes between that could read the text a change of `uri` handled now gives.
    public func replacementFollows(_ uri: String) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        for message in waiting {
            guard let replaced = message.replaces else { return false }
            if replaced == uri { return true }
        }
        return false
    }

    /// Returns once no message has come for `interval` (or the input ended): the end of a burst.
    public func awaitQuiet(for interval: TimeInterval) {
        condition.lock()
        defer { condition.unlock() }
        var seen = received
        while !ended {
            _ = condition.wait(until: Date(timeIntervalSinceNow: interval))
            if received == seen { return }
            seen = received
        }
    }
}
