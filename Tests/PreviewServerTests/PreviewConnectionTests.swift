import Foundation
import LayoutPublishing
import Logging
import NIOCore
import NIOEmbedded
import NIOHTTP1
import Testing

@testable import PreviewServer

/// The page's connections under a clock the test moves: idle ones are closed, event streams are
/// kept talking, and the connection limit holds.
@Suite struct PreviewConnectionTests {
    /// A connection with the page's pipeline on an embedded loop, whose time only the test moves.
    static func connection() throws -> EmbeddedChannel {
        let channel = EmbeddedChannel()
        try channel.pipeline.syncOperations.configureHTTPServerPipeline(withErrorHandling: true)
        try channel.pipeline.syncOperations.addHandler(
            PreviewHandler(board: PreviewBoard(), version: "test", logger: Logger(label: "test"))
        )
        try channel.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 1)).wait()
        return channel
    }

    static func request(_ path: String, keepAlive: Bool = true) -> ByteBuffer {
        ByteBuffer(
            string: "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:8080\r\n\(keepAlive ? "" : "Connection: close\r\n")\r\n"
        )
    }

    /// Everything the connection wrote so far, as text.
    static func written(_ channel: EmbeddedChannel) throws -> String {
        var text = ""
        while let buffer = try channel.readOutbound(as: ByteBuffer.self) {
            text += String(buffer: buffer)
        }
        return text
    }

    @Test func aConnectionThatNeverFinishesARequestIsClosed() throws {
        let channel = try Self.connection()
        try channel.writeInbound(ByteBuffer(string: "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n"))
        channel.embeddedEventLoop.advanceTime(by: .seconds(10))
        #expect(channel.isActive, "10 s is under the timeout")
        channel.embeddedEventLoop.advanceTime(by: .seconds(10))
        #expect(!channel.isActive)
    }

    @Test func anIdleKeepAliveConnectionIsClosedAfterItsAnswer() throws {
        let channel = try Self.connection()
        channel.embeddedEventLoop.advanceTime(by: .seconds(10))
        try channel.writeInbound(Self.request("/"))
        #expect(try Self.written(channel).hasPrefix("HTTP/1.1 200 OK"))
        // The request restarted the clock.
        channel.embeddedEventLoop.advanceTime(by: .seconds(10))
        #expect(channel.isActive)
        channel.embeddedEventLoop.advanceTime(by: .seconds(10))
        #expect(!channel.isActive)
    }

    @Test func aQuietEventStreamStaysOpenAndSendsHeartbeats() throws {
        let channel = try Self.connection()
        try channel.writeInbound(Self.request("/events"))
        channel.embeddedEventLoop.run()
        let opening = try Self.written(channel)
        #expect(opening.contains("event: reset"))
        #expect(opening.contains("event: ready"))
        channel.embeddedEventLoop.advanceTime(by: .seconds(60))
        #expect(channel.isActive, "a page following events sends nothing, and is not idle for that")
        #expect(try Self.written(channel).contains(PreviewEvents.heartbeat))
    }

    @Test func theConnectionLimitCountsOpenConnections() {
        let connections = PageConnections(limit: 2)
        #expect(connections.admit() == .admitted)
        #expect(connections.admit() == .admitted)
        // A flood of refusals is reported once, until a connection closes.
        #expect(connections.admit() == .refused(report: true))
        #expect(connections.admit() == .refused(report: false))
        connections.release()
        #expect(connections.admit() == .admitted)
        #expect(connections.admit() == .refused(report: true))
        #expect(connections.count == 2)
        #expect(PreviewHandler.tooManyConnections.hasSuffix("\r\n\r\ntoo many preview connections; try again soon\r\n"))
        let body = PreviewHandler.tooManyConnections.components(separatedBy: "\r\n\r\n")[1]
        #expect(PreviewHandler.tooManyConnections.contains("content-length: \(body.utf8.count)\r\n"))
    }
}
