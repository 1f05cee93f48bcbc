public import Foundation

/// A JSON-RPC 2.0 message from the client, as the Language Server Protocol uses them.
public enum RPCMessage {
    /// A request: it must be answered, with a result or an error, under its `id`.
    case request(id: RPCID, method: String, params: [String: Any])
    /// A notification: never answered.
    case notification(method: String, params: [String: Any])
    /// A response to a request of the server's (the server sends none it waits for).
    case response(id: RPCID)

    /// A message that is not one: the error to answer, and the id to answer under when it had one.
    public struct Invalid: Error {
        public var id: RPCID?
        public var error: RPCError
    }

    /// Reads a message body.
    public static func decode(_ body: Data) throws(Invalid) -> RPCMessage {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: body, options: [.fragmentsAllowed])
        } catch {
            throw Invalid(id: nil, error: RPCError(code: .parseError, message: "the message is not JSON"))
        }
        guard let message = object as? [String: Any] else {
            throw Invalid(id: nil, error: RPCError(code: .invalidRequest, message: "a message is a JSON object"))
        }
        let id = message["id"].flatMap(RPCID.init)
        if message["id"] != nil, id == nil {
            throw Invalid(id: nil, error: RPCError(code: .invalidRequest, message: "an id is a number or a string"))
        }
        guard let method = message["method"] else {
            guard let id else {
                throw Invalid(id: nil, error: RPCError(code: .invalidRequest, message: "a message needs a method"))
            }
            return .response(id: id)
        }
        guard let method = method as? String else {
            throw Invalid(id: id, error: RPCError(code: .invalidRequest, message: "a method is a string"))
        }
        let params: [String: Any]
        switch message["params"] {
        case nil, is NSNull: params = [:]
        case let object as [String: Any]: params = object
        default:
            throw Invalid(id: id, error: RPCError(code: .invalidParams, message: "params must be an object"))
        }
        if let id { return .request(id: id, method: method, params: params) }
        return .notification(method: method, params: params)
    }

    /// A response's body: `result` (JSON values; `NSNull()` for null) under `id`.
    public static func response(id: RPCID?, result: Any) -> Data {
        body(["jsonrpc": "2.0", "id": id?.json ?? NSNull(), "result": result])
    }

    /// An error response's body.
    public static func response(id: RPCID?, error: RPCError) -> Data {
        let error: [String: Any] = ["code": error.code.rawValue, "message": error.message]
        return body(["jsonrpc": "2.0", "id": id?.json ?? NSNull(), "error": error])
    }

    /// A notification's body.
    public static func notification(_ method: String, params: Any) -> Data {
        body(["jsonrpc": "2.0", "method": method, "params": params])
    }

    static func body(_ object: [String: Any]) -> Data {
        (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes]))
            ?? Data(#"{"jsonrpc":"2.0","id":null,"error":{"code":-32603,"message":"unencodable"}}"#.utf8)
    }
}

/// A request's id: JSON-RPC allows a number or a string.
public enum RPCID: Hashable, Sendable {
    case number(Int)
    case string(String)

    init?(_ value: Any) {
        if let text = value as? String {
            self = .string(text)
        } else if let number = value as? NSNumber, String(cString: number.objCType) != "c",
            let whole = Int(exactly: number.doubleValue)
        {
            self = .number(whole)
        } else {
            return nil
        }
    }

    var json: Any {
        switch self {
        case .number(let number): number
        case .string(let text): text
        }
    }
}

/// A JSON-RPC error.
public struct RPCError: Error, Equatable {
    public enum Code: Int, Sendable {
        case parseError = -32700
        case invalidRequest = -32600
        case methodNotFound = -32601
        case invalidParams = -32602
        case internalError = -32603
        /// LSP: a request before `initialize`.
        case serverNotInitialized = -32002
        /// LSP: a request after `shutdown`.
        case requestFailed = -32803
    }

    public var code: Code
    public var message: String

    public init(code: Code, message: String) {
        self.code = code
        self.message = message
    }
}
