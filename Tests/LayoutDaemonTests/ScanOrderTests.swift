import Testing

@testable import LayoutDaemon

/// The first scan publishes in the order it handed its layouts over, each as soon as those before it
/// are published: a layout that finished early waits only for the earlier ones, not for the whole
/// scan.
@Suite struct ScanOrderTests {
    @Test func aLayoutWaitsOnlyForThoseHandedOverBeforeIt() {
        var order = ScanOrder<String>()
        // Handed over a (1), b (2), c (3); b finishes first and waits for a.
        #expect(order.take([(2, "b")], inFlight: [1, 2, 3]).isEmpty)
        // a finishes: a and b go out, while c is still laid out.
        #expect(order.take([(1, "a")], inFlight: [1, 2, 3]) == ["a", "b"])
        #expect(order.take([], inFlight: [3]).isEmpty)
        #expect(order.take([(3, "c")], inFlight: [3]) == ["c"])
    }

    @Test func layoutsFinishedTogetherGoOutInTheScansOrder() {
        var order = ScanOrder<String>()
        #expect(order.take([(3, "c"), (1, "a"), (2, "b")], inFlight: [1, 2, 3]) == ["a", "b", "c"])
    }

    @Test func whatIsHeldWhenTheWaitEndsGoesOutInTheScansOrder() {
        var order = ScanOrder<String>()
        #expect(order.take([(4, "d"), (3, "c")], inFlight: [1, 3, 4]).isEmpty)
        #expect(order.takeAll() == ["c", "d"])
        #expect(order.takeAll().isEmpty)
    }

    /// A layout given up (its spec saved again, or removed) leaves the layouts in flight: those after
    /// it do not wait for it.
    @Test func aLayoutNoLongerInFlightHoldsNothingBack() {
        var order = ScanOrder<String>()
        #expect(order.take([(2, "b")], inFlight: [2, 3]) == ["b"])
    }
}
