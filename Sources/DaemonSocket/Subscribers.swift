import LayoutProtocol
public import LayoutPublishing
public import Logging
import NIOCore
import Synchronization

/// The connected subscribers, what each asked for and how far behind each is; the daemon's events go
/// out through here.
///
/// ``deliver(_:)`` runs on the daemon's thread under ``PublishedSpecs``' lock and only hands each
/// line to the subscriber's channel (NIO writes it on the channel's own event loop), so a subscriber
/// can never hold the daemon up. Lines to one subscriber stay in clock order. Each subscriber's
/// queue is bounded (``SubscriberQueue``): one that stops reading is caught up once it drains, or
/// dropped if it never does.
public final class Subscribers: Sendable {
    struct Subscription {
        var channel: any Channel
        var globs: [SpecGlob]
        var queue: SubscriberQueue

        func matches(_ spec: String?) -> Bool {
            spec.map { spec in globs.contains { $0.matches(spec) } } ?? true
        }
    }

    /// A subscriber behind for this long with its queue not drained is disconnected
    /// (`subscriberTimeoutSeconds`).
    let stallLimit: Duration

    let published: PublishedSpecs
    /// The most bytes queued for one subscriber (`subscriberQueueBytes`).
    let queueLimit: Int
    let logger: Logger
    private let subscriptions = Mutex<[ObjectIdentifier: Subscription]>([:])
    /// The events handed to the event loops and not written yet (``awaitHandOff()``).
    let handOffs = HandOffs()

    public init(published: PublishedSpecs, queueLimit: Int, stallLimit: Duration = .seconds(60), logger: Logger) {
        self.published = published
        self.queueLimit = queueLimit
        self.stallLimit = stallLimit
        self.logger = logger
    }

    public var count: Int { subscriptions.withLock { $0.count } }

    /// Sends an event to every subscriber whose globs match its spec (a rescan goes to all).
    public func deliver(_ publication: Publication) {
        let bytes = publication.line.utf8.count + 1
        let now = ContinuousClock.now
        var targets: [(ObjectIdentifier, any Channel)] = []
        var behind: [any Channel] = []
        subscriptions.withLock { subscriptions in
            for (key, subscription) in subscriptions where subscription.matches(publication.spec) {
                switch subscriptions[key]?.queue.offer(bytes: bytes, clock: publication.clock, at: now) {
                case .send: targets.append((key, subscription.channel))
                case .fellBehind: behind.append(subscription.channel)
                case .skip, nil: break
                }
            }
        }
        guard !targets.isEmpty || !behind.isEmpty else { return }
        // One buffer for every subscriber: NIO's buffers are copy-on-write, so they share the bytes.
        let buffer = ByteBuffer(string: publication.line + "\n")
        for (key, channel) in targets {
            send(buffer, to: channel, key: key)
        }
        for channel in behind {
            logger.notice(
                "a subscriber fell behind (over \(queueLimit) bytes queued); it is caught up once it reads",
                metadata: ["clock": "\(publication.clock)"]
            )
            channel.eventLoop.scheduleTask(in: .nanoseconds(Int64(stallLimit / .nanoseconds(1)))) {
                self.dropIfStalled(channel)
            }
        }
    }

    /// Registers a subscription and sends `lines` (the answer, then the catch-up events) first.
    ///
    /// Called under ``PublishedSpecs/catchUp(since:matching:limitBytes:_:)``, so no event falls
    /// between the lines and the live events.
    ///
    /// `written` is called on the channel's event loop once the lines reached its socket, or failed to.
    func add(
        _ channel: any Channel,
        globs: [SpecGlob],
        lines: [String],
        written: (@Sendable () -> Void)? = nil
    ) {
        let key = ObjectIdentifier(channel)
        let text = lines.map { $0 + "\n" }.joined()
        subscriptions.withLock { subscriptions in
            // A second subscribe on one connection replaces the first; what is still queued counts.
            var queue = subscriptions[key]?.queue ?? SubscriberQueue(limit: queueLimit)
            queue.caughtUp()
            queue.sending(bytes: text.utf8.count)
            subscriptions[key] = Subscription(channel: channel, globs: globs, queue: queue)
        }
        send(ByteBuffer(string: text), to: channel, key: key, then: written)
    }

    /// Counts an answer to a request of `channel` in its queue, if it subscribes.
    func sendingAnswer(bytes: Int, to channel: any Channel) {
        subscriptions.withLock { $0[ObjectIdentifier(channel)]?.queue.sending(bytes: bytes) }
    }

    /// Counts an answer that reached `channel`'s socket, like the events that did.
    func answerWritten(bytes: Int, to channel: any Channel) {
        written(bytes: bytes, key: ObjectIdentifier(channel))
    }

    func remove(_ channel: any Channel) {
        _ = subscriptions.withLock { $0.removeValue(forKey: ObjectIdentifier(channel)) }
    }

    /// Tells every subscriber the daemon is stopping.
    func announceShutdown() -> [EventLoopFuture<Void>] {
        let targets = subscriptions.withLock { $0.values.map(\.channel) }
        return targets.map { $0.writeAndFlush(ByteBuffer(string: "{\"event\": \"shutdown\"}\n")) }
    }

    /// Writes `buffer` to a subscriber on its channel's event loop.
    ///
    /// From the daemon's thread, the write and the completion handler are one task handed to the
    /// event loop: `writeAndFlush` and `whenComplete` called here would each hand it one, and each
    /// costs a wake-up of the loop's thread before the subscriber has its event.
    private func send(
        _ buffer: ByteBuffer,
        to channel: any Channel,
        key: ObjectIdentifier,
        then done: (@Sendable () -> Void)? = nil
    ) {
        let bytes = buffer.readableBytes
        let write: @Sendable () -> Void = {
            channel.writeAndFlush(buffer).whenComplete { _ in
                self.written(bytes: bytes, key: key)
                done?()
            }
        }
        if channel.eventLoop.inEventLoop {
            write()
        } else {
            handOffs.began()
            channel.eventLoop.execute { [handOffs] in
                write()
                handOffs.ended()
            }
        }
    }

    /// Counts bytes that reached a subscriber's socket; a subscriber behind whose queue drained
    /// catches up.
    private func written(bytes: Int, key: ObjectIdentifier) {
        let behind = subscriptions.withLock { subscriptions -> (DaemonClock, Subscription)? in
            guard let subscription = subscriptions[key],
                let since = subscriptions[key]?.queue.written(bytes: bytes)
            else { return nil }
            return (since, subscription)
        }
        guard let (since, subscription) = behind else { return }
        logger.info("catching up a subscriber from \(since)")
        catchUp(subscription, since: since)
    }

    /// Sends a subscriber that fell behind what it missed since `since` (or fresh layouts), and makes
    /// it live again, as one step with respect to the daemon's events.
    private func catchUp(_ subscription: Subscription, since: DaemonClock) {
        let key = ObjectIdentifier(subscription.channel)
        published.catchUp(since: since, matching: subscription.matches, limitBytes: queueLimit) { lines, _, _ in
            let text = lines.map { $0 + "\n" }.joined()
            let current = subscriptions.withLock { subscriptions -> Bool in
                guard subscriptions[key] != nil else { return false }
                subscriptions[key]?.queue.caughtUp()
                subscriptions[key]?.queue.sending(bytes: text.utf8.count)
                return true
            }
            if current && !text.isEmpty {
                send(ByteBuffer(string: text), to: subscription.channel, key: key)
            }
        }
    }

    /// Disconnects a subscriber that stayed behind without reading, with a last `dropped` event.
    private func dropIfStalled(_ channel: any Channel) {
        let key = ObjectIdentifier(channel)
        let stalled = subscriptions.withLock { subscriptions -> Bool in
            guard subscriptions[key]?.queue.isStalled(at: .now, stallLimit: stallLimit) == true else {
                return false
            }
            subscriptions[key] = nil
            return true
        }
        guard stalled else { return }
        logger.warning("dropped a subscriber that read nothing for \(stallLimit)")
        let seconds = stallLimit.components.seconds
        let line = "{\"event\": \"dropped\", \"reason\": \"did not read its events for \(seconds) s\"}\n"
        channel.writeAndFlush(ByteBuffer(string: line), promise: nil)
        channel.close(promise: nil)
    }
}

extension Subscribers: PublicationSink {
    /// Sends the event's line to every subscriber it matches (``deliver(_:)``).
    public func receive(_ published: Published) {
        deliver(published.publication)
    }

    /// Waits, at most ``HandOffs/longestWait``, for the event loops to write what was handed to
    /// them: the daemon's thread gives its CPU to theirs before it writes the files (``HandOffs``).
    public func awaitHandOff() {
        handOffs.wait()
    }
}
