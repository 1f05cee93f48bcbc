import LayoutDaemon
import LayoutPublishing
import Testing

@Suite struct WatchHealthTests {
    /// `status` shows the rescan back-off only while a rescan would wait for it: until 10 quiet
    /// seconds after the last rescan, when the next starts at once again.
    @Test func theBackOffIsShownOnlyUntilItLapses() {
        let now = ContinuousClock.now
        var health = WatchHealth()
        health.rescanBackoffMilliseconds = 400
        #expect(health.rescanBackoff(at: now) == 0, "no rescan yet: nothing to wait for")
        health.rescanBackoffLapses = now + .seconds(10)
        #expect(health.rescanBackoff(at: now) == 400)
        #expect(health.rescanBackoff(at: now + .seconds(9)) == 400)
        #expect(health.rescanBackoff(at: now + .seconds(10)) == 0)
    }
}
