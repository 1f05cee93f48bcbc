/// The answers on their way to one client, in bytes, and the requests held back meanwhile.
///
/// A client that sends requests without reading the answers (a `get` of a large layout, a hundred
/// times) must not make the daemon hold unbounded data. While the answers queued stay under `limit`,
/// each request is handled as it is read. Past it, requests wait, in order, and reading from the
/// client stops; as its socket takes the answers, the waiting requests are handled again. So a
/// client holds at most the limit plus one answer, and its requests are never reordered or lost.
struct AnswerBacklog<Request> {
    let limit: Int
    private(set) var queued = 0
    private var waiting: [Request] = []

    init(limit: Int) {
        self.limit = limit
    }

    /// Whether requests wait: the caller stops reading from the client until they are handled.
    var isHoldingRequests: Bool { !waiting.isEmpty }

    /// The request to handle now, or `nil` when it waits behind the answers queued.
    mutating func admit(_ request: Request) -> Request? {
        guard queued <= limit, waiting.isEmpty else {
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
        guard queued <= limit, !waiting.isEmpty else { return nil }
        return waiting.removeFirst()
    }
}
