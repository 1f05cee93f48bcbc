public import Foundation

/// Cuts the bytes a client sends into JSON-RPC messages, as the Language Server Protocol frames them:
/// `Content-Length: N` headers, an empty line, then `N` bytes of JSON.
///
/// The bytes arrive in pieces that need not follow messages, so the framer keeps what it has not cut
/// yet. A header it cannot read is reported and skipped up to the next empty line, so one bad frame
/// costs one error, not the connection. A body larger than ``maximumBodyBytes`` is refused as it
/// arrives, without being kept.
public struct MessageFramer {
    /// One framed message, or what was wrong with a frame.
    public enum Frame: Equatable, Sendable {
        case message(Data)
        case malformed(String)
    }

    /// The largest message accepted: a spec of 10 MB is a document of about that size in JSON.
    public static let maximumBodyBytes = 64 << 20
    /// Headers longer than this are not headers.
    static let maximumHeaderBytes = 8 << 10

    private var buffer: [UInt8] = []
    /// The bytes of an oversized body still to be dropped.
    private var skipping = 0

    public init() {}

    /// Adds bytes as they were read.
    public mutating func append<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        buffer.append(contentsOf: bytes)
    }

    /// The next complete frame, or `nil` until more bytes arrive.
    public mutating func next() -> Frame? {
        if skipping > 0 {
            let dropped = min(skipping, buffer.count)
            buffer.removeFirst(dropped)
            skipping -= dropped
            if skipping > 0 { return nil }
        }
        guard let end = headerEnd() else {
            if buffer.count > Self.maximumHeaderBytes {
                buffer.removeAll()
                return .malformed("a header longer than \(Self.maximumHeaderBytes) bytes without an empty line")
            }
            return nil
        }
        let header = String(decoding: buffer[..<end], as: UTF8.self)
        let bodyStart = end + 4
        guard let length = Self.contentLength(in: header) else {
            // Bytes before a header (what a short Content-Length left of a body): the header that
            // follows them is read next, so one wrong length costs one message, not every later one.
            if let resync = Self.headerStart(in: buffer[..<end], after: 1) {
                buffer.removeFirst(resync)
                return .malformed("\(resync) bytes that are not a message before a Content-Length header")
            }
            buffer.removeFirst(bodyStart)
            return .malformed("a message without a valid Content-Length header: \(header.debugDescription)")
        }
        guard length <= Self.maximumBodyBytes else {
            buffer.removeFirst(bodyStart)
            let dropped = min(length, buffer.count)
            buffer.removeFirst(dropped)
            skipping = length - dropped
            return .malformed("a message of \(length) bytes, more than \(Self.maximumBodyBytes)")
        }
        guard buffer.count - bodyStart >= length else { return nil }
        let body = Data(buffer[bodyStart..<(bodyStart + length)])
        // A Content-Length too long takes in the next message's header: where the body is not JSON
        // and holds a header, it ends there, and the next message is read from it.
        let reach = min(buffer.count, bodyStart + length + "Content-Length:".utf8.count)
        if let start = Self.headerStart(in: buffer[bodyStart..<reach], after: 0), start < bodyStart + length,
            (try? JSONSerialization.jsonObject(with: body)) == nil
        {
            buffer.removeFirst(start)
            return .malformed("a Content-Length of \(length) runs past its message into the next one")
        }
        buffer.removeFirst(bodyStart + length)
        return .message(body)
    }

    /// The offset in the buffer of the first `Content-Length:` in `bytes` at or past `after` bytes
    /// into them, at the start of a line.
    private static func headerStart(in bytes: ArraySlice<UInt8>, after: Int) -> Int? {
        let name = Array("Content-Length:".utf8)
        var index = bytes.startIndex + after
        while index + name.count <= bytes.endIndex {
            if bytes[index] == name[0], bytes[index..<(index + name.count)].elementsEqual(name),
                index == bytes.startIndex || bytes[index - 1] == 10 || bytes[index - 1] == UInt8(ascii: "}")
            {
                return index
            }
            index += 1
        }
        return nil
    }

    /// Where the first `\r\n\r\n` starts.
    private func headerEnd() -> Int? {
        guard buffer.count >= 4 else { return nil }
        var index = 0
        while index + 3 < buffer.count {
            if buffer[index] == 13, buffer[index + 1] == 10, buffer[index + 2] == 13, buffer[index + 3] == 10 {
                return index
            }
            index += 1
        }
        return nil
    }

    /// The `Content-Length` of a header block (other headers, such as `Content-Type`, are allowed).
    static func contentLength(in header: String) -> Int? {
        for line in header.split(separator: "\r\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, parts[0].lowercased() == "content-length" else { continue }
            guard let length = Int(parts[1].trimmingCharacters(in: .whitespaces)), length >= 0 else { return nil }
            return length
        }
        return nil
    }

    /// A message framed for sending.
    public static func frame(_ body: Data) -> Data {
        var data = Data("Content-Length: \(body.count)\r\n\r\n".utf8)
        data.append(body)
        return data
    }
}
