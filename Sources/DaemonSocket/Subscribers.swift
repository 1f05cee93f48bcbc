public import LayoutDaemon
import LayoutProtocol
import NIOCore
import Synchronization

/// The connected subscribers and what each asked for; the daemon's events go out through here.
///
/// ``deliver(_:)`` runs on the daemon's thread under ``PublishedSpecs``' lock and only hands each
/// line to the subscriber's channel (NIO writes it on the channel's own event loop), so a subscriber
/// can never hold the daemon up. Lines to one subscriber stay in clock order.
public final class Subscribers: Sendable {
    struct Subscription {
        var channel: any Channel
        var globs: [SpecGlob]
    }

    private let subscriptions = Mutex<[ObjectIdentifier: Subscription]>([:])

    public init() {}

    public var count: Int { subscriptions.withLock { $0.count } }

    /// Sends an event to every subscriber whose globs match its spec (a rescan goes to all).
    public func deliver(_ publication: Publication) {
        let targets = subscriptions.withLock { Array($0.values) }
        for target in targets {
            if let spec = publication.spec, !target.globs.contains(where: { $0.matches(spec) }) { continue }
            target.channel.writeAndFlush(ByteBuffer(string: publication.line + "\n"), promise: nil)
        }
    }

    func add(_ channel: any Channel, globs: [SpecGlob]) {
        subscriptions.withLock { $0[ObjectIdentifier(channel)] = Subscription(channel: channel, globs: globs) }
    }

    func remove(_ channel: any Channel) {
        _ = subscriptions.withLock { $0.removeValue(forKey: ObjectIdentifier(channel)) }
    }

    /// Tells every subscriber the daemon is stopping.
    func announceShutdown() -> [EventLoopFuture<Void>] {
        let targets = subscriptions.withLock { Array($0.values) }
        return targets.map { $0.channel.writeAndFlush(ByteBuffer(string: "{\"event\": \"shutdown\"}\n")) }
    }
}
