import Foundation

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
