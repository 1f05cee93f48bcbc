import Foundation
import LanguageServer
import Testing

/// How `layoutd lsp` cuts its input into messages: in pieces, together, and when a frame is wrong.
struct MessageFramerTests {
    static func framed(_ json: String) -> [UInt8] { Array(MessageFramer.frame(Data(json.utf8))) }

    @Test func aMessageSplitAnywhereIsCutWhole() {
        let bytes = Self.framed(#"{"id":1}"#) + Self.framed(#"{"id":2}"#)
        for split in 1..<bytes.count {
            var framer = MessageFramer()
            var frames: [MessageFramer.Frame] = []
            framer.append(bytes[..<split])
            while let frame = framer.next() { frames.append(frame) }
            framer.append(bytes[split...])
            while let frame = framer.next() { frames.append(frame) }
            #expect(
                frames == [.message(Data(#"{"id":1}"#.utf8)), .message(Data(#"{"id":2}"#.utf8))],
                "split at \(split)"
            )
        }
    }

    @Test func otherHeadersAreAllowed() {
        var framer = MessageFramer()
        framer.append(
            Array("Content-Type: application/vscode-jsonrpc; charset=utf-8\r\ncontent-length: 2\r\n\r\n{}".utf8)
        )
        #expect(framer.next() == .message(Data("{}".utf8)))
    }

    @Test func aFrameWithoutALengthIsReportedAndTheNextOneStillRead() {
        var framer = MessageFramer()
        framer.append(Array("Content-Length: twelve\r\n\r\n".utf8) + Self.framed("{}"))
        guard case .malformed(let reason)? = framer.next() else {
            Issue.record("expected a malformed frame")
            return
        }
        #expect(reason.contains("Content-Length"))
        #expect(framer.next() == .message(Data("{}".utf8)))
    }

    /// The next message is read from its own header, whatever the length before it said.
    ///
    /// One wrong Content-Length broke every later message: too long, it took in the next header;
    /// too short, it left part of a body to be read as a header.
    @Test(arguments: [12, 4])
    func oneWrongLengthCostsOneMessage(declared: Int) {
        var framer = MessageFramer()
        let first = #"{"id":1}"#
        framer.append(Array("Content-Length: \(declared)\r\n\r\n\(first)".utf8))
        framer.append(Self.framed(#"{"id":2}"#) + Self.framed(#"{"id":3}"#))
        var frames: [MessageFramer.Frame] = []
        while let frame = framer.next() { frames.append(frame) }
        let messages = frames.filter { if case .message = $0 { true } else { false } }
        #expect(
            messages.suffix(2) == [.message(Data(#"{"id":2}"#.utf8)), .message(Data(#"{"id":3}"#.utf8))],
            "\(frames)"
        )
        #expect(frames.contains { if case .malformed = $0 { true } else { false } })
    }

    /// A body that holds the words "Content-Length:" in a string is still one message.
    @Test func aBodyThatMentionsAHeaderIsOneMessage() {
        var framer = MessageFramer()
        let body = #"{"text":"a\nContent-Length: 3"}"#
        framer.append(Self.framed(body))
        #expect(framer.next() == .message(Data(body.utf8)))
    }

    @Test func aBodyOverTheLimitIsDroppedAsItArrives() {
        var framer = MessageFramer()
        let length = MessageFramer.maximumBodyBytes + 10
        framer.append(Array("Content-Length: \(length)\r\n\r\n".utf8) + [UInt8](repeating: 32, count: 1000))
        guard case .malformed? = framer.next() else {
            Issue.record("expected the oversized frame to be refused")
            return
        }
        framer.append([UInt8](repeating: 32, count: length - 1000))
        #expect(framer.next() == nil)
        framer.append(Self.framed("{}"))
        #expect(framer.next() == .message(Data("{}".utf8)))
    }

    @Test func endlessHeadersAreRefused() {
        var framer = MessageFramer()
        framer.append([UInt8](repeating: 65, count: 9000))
        guard case .malformed? = framer.next() else {
            Issue.record("expected endless headers to be refused")
            return
        }
        #expect(framer.next() == nil)
    }
}
