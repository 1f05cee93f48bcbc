import LayoutProtocol
import LayoutPublishing

/// How far behind one subscriber is: the bytes on their way to it, and whether it stopped keeping up.
///
/// A subscriber that does not read must never hold the daemon up or make it hold unbounded data
/// (protocol.md, "Subscribers that do not read"). While the bytes queued for it stay under `limit`, every event is
/// sent. The event that would pass the limit is not sent, and neither is anything after it: the
/// subscriber is *behind*, from the clock before that event. Once everything queued has been written
/// to its socket, it catches up from that clock, through the journal like a `subscribe` with `since`,
/// and is live again. One that stays behind with bytes still queued for `stallLimit` is dropped.
struct SubscriberQueue: Sendable {
    enum State: Sendable, Equatable {
        case live
        /// Events after `since` were not sent, from `at` on.
        case behind(since: DaemonClock, at: ContinuousClock.Instant)
    }

    enum Offer: Sendable, Equatable {
        /// Send the event.
        case send
        /// Do not send it: the subscriber is behind.
        case skip
        /// Do not send it: the subscriber has just fallen behind.
        case fellBehind
    }

    let limit: Int
    private(set) var queued = 0
    private(set) var state = State.live

    init(limit: Int) {
        self.limit = limit
    }

    /// Whether an event of `bytes` published at `clock` goes out.
    ///
    /// An event larger than the limit still goes to a subscriber with nothing queued: one event is
    /// never held back for its size alone.
    mutating func offer(bytes: Int, clock: DaemonClock, at now: ContinuousClock.Instant) -> Offer {
        guard state == .live else { return .skip }
        if queued > 0 && queued + bytes > limit {
            state = .behind(since: DaemonClock(epoch: clock.epoch, sequence: clock.sequence - 1), at: now)
            return .fellBehind
        }
        queued += bytes
        return .send
    }

    /// Bytes sent to the subscriber outside ``offer(bytes:clock:at:)``: answers and catch-up events.
    mutating func sending(bytes: Int) {
        queued += bytes
    }

    /// Records that `bytes` reached the subscriber's socket; returns the clock to catch up from when
    /// the subscriber is behind and nothing is queued any more.
    mutating func written(bytes: Int) -> DaemonClock? {
        queued = max(0, queued - bytes)
        guard queued == 0, case .behind(let since, _) = state else { return nil }
        return since
    }

    /// The subscriber caught up and is live again.
    mutating func caughtUp() {
        state = .live
    }

    /// Whether the subscriber has been behind, without reading what was queued, for `stallLimit`.
    func isStalled(at now: ContinuousClock.Instant, stallLimit: Duration) -> Bool {
        guard case .behind(_, let at) = state else { return false }
        return queued > 0 && now - at >= stallLimit
    }
}
