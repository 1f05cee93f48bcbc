import LayoutProtocol
import LayoutPublishing
import SpecWatcher
import Synchronization
import Testing

@testable import LayoutDaemon

/// The watch loop's rules, each in a type of its own, run with instants the test picks: what a real
/// daemon takes seconds to show is pinned here in milliseconds.
@Suite struct WatchRulesTests {
    let start = ContinuousClock.now

    func at(_ milliseconds: Int) -> ContinuousClock.Instant { start + .milliseconds(milliseconds) }

    // MARK: Rescans

    @Test func aRescanStormBacksOffAndAQuietSpellResetsIt() {
        var rescans = RescanSchedule()
        rescans.started(at: at(0))
        // Right after the start: no back-off yet.
        rescans.request("overflow", at: at(1))
        #expect(rescans.due(at: at(1)) == "overflow")
        rescans.begin("overflow", at: at(1))
        #expect(rescans.backoff == .milliseconds(100))
        // Back to back: each waits for the back-off, which doubles.
        rescans.request("overflow again", at: at(2))
        rescans.request("a second reason", at: at(3))
        #expect(rescans.due(at: at(100)) == nil)
        #expect(rescans.due(at: at(101)) == "overflow again", "the first reason stands")
        rescans.begin("overflow again", at: at(101))
        #expect(rescans.backoff == .milliseconds(200))
        for step in 0..<10 {
            rescans.begin("storm", at: at(200 + step))
        }
        #expect(rescans.backoff == .seconds(10), "at most 10 s")
        #expect(rescans.count == 12)
        // A quiet 10 s after the last: the next starts at once, and the back-off is gone.
        rescans.request("later", at: at(209 + 10_000))
        #expect(rescans.due(at: at(209 + 10_000)) == "later")
        rescans.begin("later", at: at(209 + 10_000))
        #expect(rescans.backoff == .zero)
        #expect(rescans.lastReason == "later")
        #expect(rescans.backoffLapses == at(209 + 20_000))
    }

    // MARK: Checkouts

    @Test func aCheckoutHoldsPublishingForAtMostTenSeconds() {
        var hold = CheckoutHold()
        let held1 = hold.holds(locked: false, at: at(0))
        #expect(held1 == (false, false))
        #expect(hold.nextCheck(after: at(0)) == nil)
        let held2 = hold.holds(locked: true, at: at(10))
        #expect(held2 == (true, true), "said once")
        let held3 = hold.holds(locked: true, at: at(500))
        #expect(held3 == (true, false))
        #expect(hold.nextCheck(after: at(500)) == at(550))
        #expect(hold.nextCheck(after: at(9_990)) == at(10_010), "not past the limit")
        // A lock left behind by a crashed git does not hold for good.
        let held4 = hold.holds(locked: true, at: at(10_010))
        #expect(held4 == (false, false))
        // Gone, then back: a new checkout, held again.
        let held5 = hold.holds(locked: false, at: at(10_020))
        #expect(held5 == (false, false))
        let held6 = hold.holds(locked: true, at: at(10_030))
        #expect(held6 == (true, true))
    }

    // MARK: Sync

    /// Collects the outcomes of the syncs a test starts.
    final class Answers: Sendable {
        let outcomes = Mutex<[SyncOutcome]>([])
        func done(_ outcome: SyncOutcome) { outcomes.withLock { $0.append(outcome) } }
        var all: [SyncOutcome] { outcomes.withLock { $0 } }
    }

    @Test func aSyncWaitsForItsCookiesThenForTheReadsPendingThen() {
        var syncs = PendingSyncs<String>()
        let answers = Answers()
        let clock = DaemonClock(epoch: 5, sequence: 9)
        syncs.add(cookies: ["/w1/cookie-1", "/w2/cookie-1"], at: at(0)) { answers.done($0) }
        #expect(syncs.advance(pending: [], latest: clock, at: at(1)).isEmpty)
        #expect(answers.all.isEmpty, "its cookies are not back")
        let ours7 = syncs.cookieSeen("/w1/cookie-1")
        #expect(ours7)
        let ours8 = syncs.cookieSeen("/w1/someone-else's")
        #expect(!ours8)
        let ours9 = syncs.cookieSeen("/w2/cookie-1")
        #expect(ours9)
        // Every event before the cookies was seen: the specs pending now are what it waits for.
        _ = syncs.advance(pending: ["a", "b"], latest: clock, at: at(2))
        #expect(answers.all.isEmpty)
        // A spec pending only after that does not hold it up.
        _ = syncs.advance(pending: ["b", "c"], latest: clock, at: at(3))
        #expect(answers.all.isEmpty)
        _ = syncs.advance(pending: ["c"], latest: clock, at: at(4))
        #expect(answers.all == [.synced(clock)])
        #expect(syncs.isEmpty)
    }

    @Test func aSyncTimesOutAndARescanForgetsItsCookies() {
        var syncs = PendingSyncs<String>()
        let answers = Answers()
        let clock = DaemonClock(epoch: 5, sequence: 9)
        syncs.add(cookies: ["/w1/cookie-1"], at: at(0)) { answers.done($0) }
        syncs.add(cookies: ["/w1/cookie-2"], at: at(10)) { answers.done($0) }
        // A rescan reads everything: no cookie is waited for any more.
        let forgotten10 = syncs.forgetCookies()
        #expect(Set(forgotten10) == ["/w1/cookie-1", "/w1/cookie-2"])
        _ = syncs.advance(pending: ["a"], latest: clock, at: at(20))
        #expect(answers.all.isEmpty, "\"a\" is still pending")
        _ = syncs.advance(pending: ["a"], latest: clock, at: at(30_000))
        #expect(answers.all == [.failed("timed out after 30.0 seconds waiting for pending reads")])
        #expect(syncs.deadlines == [at(30_010)])
        let leftOver11 = syncs.failAll("the daemon is stopping")
        #expect(leftOver11.isEmpty)
        #expect(answers.all.last == .failed("the daemon is stopping"))
    }

    // MARK: Lost roots

    @Test func aLostRootIsPassedOverUntilItIsBack() {
        var lost = LostRoots()
        let scan12 = lost.scanned(0, missing: false)
        #expect(scan12 == .usual)
        lost.lose(1)
        let scan13 = lost.scanned(0, missing: false)
        #expect(scan13 == .usual, "another root")
        let scan14 = lost.scanned(1, missing: true)
        #expect(scan14 == .stillLost)
        let scan15 = lost.scanned(1, missing: false)
        #expect(scan15 == .back)
        let scan16 = lost.scanned(1, missing: false)
        #expect(scan16 == .usual, "back once")
        lost.lose(2)
        lost.removeAll()
        let scan17 = lost.scanned(2, missing: true)
        #expect(scan17 == .usual, "a reload forgets them")
    }

    // MARK: Output retries

    @Test func unwrittenOutputIsRetriedEveryTwoSecondsWhileBehind() {
        var retry = OutputRetry()
        retry.update(behind: false, at: at(0))
        #expect(retry.nextWrite == nil)
        retry.update(behind: true, at: at(10))
        retry.update(behind: true, at: at(500))
        #expect(retry.nextWrite == at(2_010), "planned once, from the first failure")
        let writeDue18 = retry.takeWrite(at: at(2_009))
        #expect(!writeDue18)
        let writeDue19 = retry.takeWrite(at: at(2_010))
        #expect(writeDue19)
        let writeDue20 = retry.takeWrite(at: at(2_011))
        #expect(!writeDue20, "taken")
        retry.update(behind: true, at: at(2_011))
        #expect(retry.nextWrite == at(4_011))
        // The folder is checked for removal every 2 s once started.
        let checkDue21 = retry.takeCheck(at: at(0))
        #expect(!checkDue21)
        retry.start(at: at(0))
        let checkDue22 = retry.takeCheck(at: at(1_999))
        #expect(!checkDue22)
        let checkDue23 = retry.takeCheck(at: at(2_000))
        #expect(checkDue23)
        #expect(retry.nextCheck == at(4_000))
    }

    // MARK: Reload

    @Test func aReloadKeepsSpecsOfReorderedFoldersAndDropsTheOthers() {
        let before = WatchedRoots(["/p/w1", "/p/w2", "/p/w3"])
        let known = [
            before.identity(SpecPath(root: 0, path: "a.layout.yaml")),
            before.identity(SpecPath(root: 1, path: "b.layout.yaml")),
            before.identity(SpecPath(root: 2, path: "c.layout.yaml")),
        ]
        // Reordered: nothing goes.
        #expect(WatchedRoots(["/p/w3", "/p/w1", "/p/w2"]).noLongerNamed(known).isEmpty)
        // One removed: its spec goes, and only it.
        #expect(WatchedRoots(["/p/w2", "/p/w1"]).noLongerNamed(known) == [known[2]])
        // Down to one folder: names lose their label, so every spec is published anew.
        #expect(WatchedRoots(["/p/w1"]).noLongerNamed(known) == known)
    }
}
