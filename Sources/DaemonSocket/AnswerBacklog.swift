/// The answers on their way to one client, in bytes, and the requests held back meanwhile.
///
/// A client that sends requests without reading the answers (a `get` of a large layout, a hundred
/// times) must not make the daemon hold unbounded data. While the answers queued stay under `limit`,
/// each request is handled as it is read. Past it, requests wait, in order, and reading from the
/// client stops; as its socket takes the answers, the waiting requests are handled again. So a
/// client holds at most the limit plus one answer, and its requests are never reordered or lost.
///
/// Requests answered later (a `sync` waiting for its cookies, a `subscribe` whose catch-up is on its
/// way) are bounded the same way: at most `pendingLimit` at once, the next waiting until one is
/// answered. A client that sends thousands of them and closes has cost a few, not thousands.
struct AnswerBacklog<Request> {
    let limit: Int
    let pendingLimit: Int
    private(set) var queued = 0
    /// The requests handled and not yet answered.
    private(set) var pending = 0
    private var waiting: [Request] = []

    init(limit: Int, pendingLimit: Int = 16) {
        self.limit = limit
        self.pendingLimit = pendingLimit
    }

    /// Whether requests wait: the caller stops reading from the client until they are handled.
    var isHoldingRequests: Bool { !waiting.isEmpty }

    private var isOpen: Bool { queued <= limit && pending < pendingLimit }

    /// Counts a request handled whose answer comes later.
    mutating func began() {
        pending += 1
    }

    /// Counts the answer of a request counted by ``began()``.
    mutating func ended() {
        pending = max(0, pending - 1)
    }

    /// The request to handle now, or `nil` when it waits behind the answers queued.
    mutating func admit(_ request: Request) -> Request? {
        guard isOpen, waiting.isEmpty else {
            waiting.append(request)
            return nil
        }
        return request
    }

    /// Counts an answer handed to the connection.
    mutating func sending(bytes: Int) {
        queued += bytes
    }

    /// Counts bytes that reached the client's socket.
    mutating func written(bytes: Int) {
        queued = max(0, queued - bytes)
    }

    /// Forgets the waiting requests: the client is gone, and answering them would only make answers
    /// no one reads.
    mutating func dropWaiting() {
        waiting.removeAll()
    }

    /// The next waiting request, once the answers queued are under the limit again.
    mutating func next() -> Request? {
        guard isOpen, !waiting.isEmpty else { return nil }
        return waiting.removeFirst()
    }
}
