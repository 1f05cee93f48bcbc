/// A sink that hands each event's publication to a function: the socket's subscribers, or a
/// test's list of what was published.
public final class DeliverySink: PublicationSink {
    private let deliver: @Sendable (Publication) -> Void

    public init(_ deliver: @escaping @Sendable (Publication) -> Void) {
        self.deliver = deliver
    }

    public func receive(_ published: Published) {
        deliver(published.publication)
    }
}
