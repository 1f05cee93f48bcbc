import LayoutPublishing

/// A sink that hands each event's publication to a function: what the tests' loops publish to.
final class DeliverySink: PublicationSink {
    private let deliver: @Sendable (Publication) -> Void

    init(_ deliver: @escaping @Sendable (Publication) -> Void) {
        self.deliver = deliver
    }

    func receive(_ published: Published) {
        deliver(published.publication)
    }
}
