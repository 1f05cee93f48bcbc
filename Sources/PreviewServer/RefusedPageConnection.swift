import NIOCore

/// A connection past the page's limit: it is answered `503` once it is open, and closed.
final class RefusedPageConnection: ChannelInboundHandler {
    typealias InboundIn = ByteBuffer
    typealias OutboundOut = ByteBuffer

    func channelActive(context: ChannelHandlerContext) {
        let channel = context.channel
        context.writeAndFlush(wrapOutboundOut(ByteBuffer(string: PreviewHandler.tooManyConnections))).whenComplete {
            _ in channel.close(promise: nil)
        }
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {}
}
