import LayoutProtocol
import LayoutPublishing
import Logging
import SpecWatcher
import Testing

@testable import LayoutDaemon

/// The daemon's decisions stepped as a value: changes and instants in, effects out.
///
/// No file, no watcher, no clock; each test runs in microseconds.
@Suite struct WatchCoreTests {
    let start = ContinuousClock.now
    let a = SpecPath(root: 0, path: "a.layout.yaml")
    let b = SpecPath(root: 0, path: "b.layout.yaml")
    let nested = SpecPath(root: 0, path: "screens/c.layout.yaml")
    let other = SpecPath(root: 1, path: "d.layout.yaml")
    let root0 = SpecPath(root: 0, path: "")

    func at(_ milliseconds: Int) -> ContinuousClock.Instant { start + .milliseconds(milliseconds) }

    func core(settle: Int = 0, maximumPendingSpecs: Int = 100) -> WatchCore {
        WatchCore(roots: ["/w0", "/w1"], settle: .milliseconds(settle), maximumPendingSpecs: maximumPendingSpecs)
    }

    /// A core that has started and read `known`, each published.
    func started(known: [SpecPath], settle: Int = 0, maximumPendingSpecs: Int = 100) -> WatchCore {
        var core = core(settle: settle, maximumPendingSpecs: maximumPendingSpecs)
        _ = core.handle(.rescanned([.scanned(root0, specs: known)], WatchView()), at: at(0))
        _ = core.handle(.started(watchdogInterval: nil), at: at(0))
        for spec in known {
            _ = core.handle(.readEnded(spec, .init(outcome: .published(generation: 1), isKnown: true)), at: at(0))
        }
        return core
    }

    func reads(_ effects: [WatchEffect]) -> [SpecPath] {
        effects.compactMap { if case .read(let spec, _) = $0 { spec } else { nil } }
    }

    func changes(_ changes: WatchChange..., view: WatchView = WatchView()) -> WatchInput {
        .changes(changes, view, fromEvents: true)
    }

    // MARK: Saves

    @Test func aCompletedSaveIsReadOnceTheSettleTimeIsOver() {
        var core = started(known: [], settle: 50)
        _ = core.handle(changes(.completed(a)), at: at(10))
        #expect(reads(core.handle(.publishDue(checkoutLocked: false), at: at(59))).isEmpty)
        #expect(core.nextDeadline(after: at(59)) == at(60))
        #expect(reads(core.handle(.publishDue(checkoutLocked: false), at: at(60))) == [a])
        #expect(core.nextDeadline(after: at(60)) == at(2_000), "nothing is left but the output folder's check")
    }

    @Test func aWriteThatNeverClosesIsReadAfterAQuietSecond() {
        var core = started(known: [])
        _ = core.handle(changes(.touched(a)), at: at(0))
        _ = core.handle(changes(.touched(a)), at: at(400))
        #expect(reads(core.handle(.publishDue(checkoutLocked: false), at: at(1_399))).isEmpty)
        #expect(reads(core.handle(.publishDue(checkoutLocked: false), at: at(1_400))) == [a])
    }

    @Test func aRenameAndReplaceSaveIsOneReadAndNoRemoval() {
        var core = started(known: [a])
        _ = core.handle(changes(.vanished(a), .completed(a)), at: at(5))
        let effects = core.handle(.publishDue(checkoutLocked: false), at: at(200))
        #expect(effects.contains(.read(a, emptyIsConfirmed: false)))
        #expect(!effects.contains(.checkRemoval(a)))
    }

    @Test func aDeletionIsCheckedAfterTheGraceAndRemovedOnlyIfTheFileIsStillGone() {
        var core = started(known: [a, b])
        _ = core.handle(changes(.vanished(a), .vanished(b)), at: at(0))
        #expect(core.handle(.publishDue(checkoutLocked: false), at: at(99)).isEmpty)
        let due = core.handle(.publishDue(checkoutLocked: false), at: at(100))
        #expect(due == [.checkRemoval(a), .checkRemoval(b), .reportStatus])
        #expect(core.handle(.removalChecked(a, fileExists: false), at: at(100)) == [.remove(a)])
        #expect(core.handle(.removalChecked(b, fileExists: true), at: at(100)) == [.read(b, emptyIsConfirmed: false)])
        #expect(!core.known.contains(a) && core.known.contains(b))
    }

    @Test func anAttributeChangeRereadsOnlyASpecWithNothingPending() {
        var core = started(known: [a], settle: 50)
        _ = core.handle(changes(.attributesChanged(a)), at: at(0))
        #expect(reads(core.handle(.publishDue(checkoutLocked: false), at: at(50))) == [a])
        _ = core.handle(changes(.touched(a), .attributesChanged(a)), at: at(100))
        #expect(reads(core.handle(.publishDue(checkoutLocked: false), at: at(150))).isEmpty, "the write still runs")
    }

    // MARK: Emptied files

    @Test func aFileFoundEmptyIsReadAgainAfterAQuietSecondAndOnlyThenConfirmed() {
        var core = started(known: [a])
        _ = core.handle(.readEnded(a, .init(outcome: .emptied, isKnown: true)), at: at(0))
        #expect(reads(core.handle(.publishDue(checkoutLocked: false), at: at(999))).isEmpty)
        let effects = core.handle(.publishDue(checkoutLocked: false), at: at(1_000))
        #expect(effects.first == .read(a, emptyIsConfirmed: true))
    }

    @Test func aFileFoundEmptyThenSavedIsNotConfirmedEmpty() {
        var core = started(known: [a])
        _ = core.handle(.readEnded(a, .init(outcome: .emptied, isKnown: true)), at: at(0))
        _ = core.handle(changes(.completed(a)), at: at(30))
        #expect(core.handle(.publishDue(checkoutLocked: false), at: at(30)).first == .read(a, emptyIsConfirmed: false))
    }

    @Test func aKnownSpecFoundMissingCountsAsVanished() {
        var core = started(known: [a])
        _ = core.handle(.readEnded(a, .init(outcome: .missing, isKnown: true)), at: at(0))
        #expect(core.handle(.publishDue(checkoutLocked: false), at: at(100)).first == .checkRemoval(a))
        var fresh = started(known: [])
        _ = fresh.handle(.readEnded(b, .init(outcome: .missing, isKnown: false)), at: at(0))
        #expect(
            fresh.handle(.publishDue(checkoutLocked: false), at: at(100)).isEmpty,
            "an unknown spec is nothing to remove"
        )
    }

    // MARK: The daemon's frame budget

    /// A spec past the daemon's frame budget waits: it is read again when another spec gives frames
    /// back, once, and a spec removed meanwhile is not.
    @Test func specsWaitingForRoomAreReadAgainWhenRoomIsFreed() {
        var core = started(known: [a, b, nested])
        #expect(reads(core.handle(.roomFreed, at: at(0))).isEmpty, "nothing waits")
        _ = core.handle(.readEnded(b, .init(outcome: .failed, isKnown: true, waitsForRoom: true)), at: at(0))
        _ = core.handle(.readEnded(a, .init(outcome: .failed, isKnown: true, waitsForRoom: true)), at: at(0))
        _ = core.handle(.readEnded(nested, .init(outcome: .failed, isKnown: true, waitsForRoom: true)), at: at(0))
        // nested is laid out by a save of its own with room: it waits no more.
        _ = core.handle(.readEnded(nested, .init(outcome: .published(generation: 2), isKnown: true)), at: at(5))
        #expect(reads(core.handle(.roomFreed, at: at(10))) == [a, b], "in the order of their paths")
        #expect(reads(core.handle(.roomFreed, at: at(20))).isEmpty, "read once; a read that finds no room waits again")
        _ = core.handle(.readEnded(a, .init(outcome: .failed, isKnown: true, waitsForRoom: true)), at: at(30))
        _ = core.handle(.removalChecked(a, fileExists: false), at: at(40))
        #expect(reads(core.handle(.roomFreed, at: at(50))).isEmpty, "a removed spec waits no more")
    }

    // MARK: Folders

    @Test func aFolderGoneRemovesTheKnownSpecsInItAfterTheGrace() {
        var core = started(known: [a, nested])
        _ = core.handle(changes(.directoryGone(SpecPath(root: 0, path: "screens"))), at: at(0))
        #expect(core.handle(.publishDue(checkoutLocked: false), at: at(100)) == [.checkRemoval(nested), .reportStatus])
    }

    @Test func aFolderMovedAwayWhileASpecInItIsReadTakesThatSpecToo() {
        var core = started(known: [])
        let view = WatchView(reading: nested)
        _ = core.handle(
            .changes([.directoryGone(SpecPath(root: 0, path: "screens"))], view, fromEvents: true),
            at: at(0)
        )
        #expect(core.handle(.publishDue(checkoutLocked: false), at: at(100)).first == .checkRemoval(nested))
    }

    @Test func aScanRemovesTheKnownSpecsItDoesNotFind() {
        var core = started(known: [a, b, other])
        _ = core.handle(.changes([.scanned(root0, specs: [a])], WatchView(), fromEvents: false), at: at(0))
        let effects = core.handle(.publishDue(checkoutLocked: false), at: at(100))
        #expect(effects.contains(.checkRemoval(b)) && !effects.contains(.checkRemoval(other)))
        #expect(effects.contains(.read(a, emptyIsConfirmed: false)))
    }

    /// A folder made unreadable (`chmod 000`) is scanned because its attributes changed: its specs
    /// are unknown, not gone, so they keep their layouts; read again once it can be read, nothing
    /// vanishes that is still there.
    @Test func aScanKeepsTheSpecsOfAFolderItCannotRead() {
        let screens = SpecPath(root: 0, path: "screens")
        var core = started(known: [a, nested])
        _ = core.handle(
            .changes([.scanned(screens, specs: [], unreadable: [screens])], WatchView(), fromEvents: true),
            at: at(0)
        )
        #expect(core.handle(.publishDue(checkoutLocked: false), at: at(1_000)).isEmpty, "nested was removed")
        // A whole rescan that cannot read the folder keeps it too, and reads what it can.
        _ = core.handle(.rescanned([.scanned(root0, specs: [a], unreadable: [screens])], WatchView()), at: at(2_000))
        #expect(reads(core.handle(.publishDue(checkoutLocked: false), at: at(2_100))) == [a])
        // Readable again: its scan finds the spec, which is read (and publishes nothing if unchanged).
        _ = core.handle(.changes([.scanned(screens, specs: [nested])], WatchView(), fromEvents: true), at: at(3_000))
        #expect(reads(core.handle(.publishDue(checkoutLocked: false), at: at(3_100))) == [nested])
    }

    // MARK: Lost roots

    @Test func aLostRootKeepsItsSpecsAndCallsOffTheirRemovals() {
        var core = started(known: [a, b, other])
        _ = core.handle(changes(.vanished(a)), at: at(0))
        let lost = WatchView(missingRoots: [0], needsPolling: true)
        let effects = core.handle(.changes([.directoryGone(root0)], lost, fromEvents: true), at: at(10))
        #expect(effects.contains(.announce(reason: "/w0 is gone; its specs keep their last layouts until it is back")))
        #expect(
            effects.contains(
                .log(
                    .warning,
                    "/w0 was deleted or moved away; its 2 spec(s) keep their last layouts until it is back (looked for every 2 seconds)"
                )
            )
        )
        #expect(core.handle(.publishDue(checkoutLocked: false), at: at(500)).isEmpty, "nothing is removed")
        #expect(core.nextPoll == at(2_010), "looked for every 2 seconds")
        #expect(core.handle(.housekeeping, at: at(2_010)) == [.poll, .checkOutputFolder])
    }

    @Test func aLostRootThatComesBackIsComparedWithWhatItHolds() {
        var core = started(known: [a, b])
        let lost = WatchView(missingRoots: [0], needsPolling: true)
        _ = core.handle(.changes([.directoryGone(root0)], lost, fromEvents: true), at: at(0))
        let still = core.handle(.changes([.scanned(root0, specs: [])], lost, fromEvents: false), at: at(2_000))
        #expect(still.isEmpty && core.handle(.publishDue(checkoutLocked: false), at: at(2_200)).isEmpty, "still lost")
        let back = core.handle(.changes([.scanned(root0, specs: [a])], WatchView(), fromEvents: false), at: at(4_000))
        #expect(back.contains(.announce(reason: "/w0 is back; its specs are read again")))
        let effects = core.handle(.publishDue(checkoutLocked: false), at: at(4_100))
        #expect(effects == [.read(a, emptyIsConfirmed: false), .checkRemoval(b), .reportStatus])
    }

    @Test func aRootARescanFindsMissingIsLostNotEmptied() {
        // A linked root pointed at a folder that does not exist yet: the rescan finds it missing.
        var core = started(known: [a, b])
        let missing = WatchView(missingRoots: [0], needsPolling: true)
        let effects = core.handle(.rescanned([.scanned(root0, specs: [])], missing), at: at(0))
        #expect(effects.contains(.announce(reason: "/w0 is gone; its specs keep their last layouts until it is back")))
        #expect(core.handle(.publishDue(checkoutLocked: false), at: at(500)).isEmpty, "nothing is removed")
        let back = core.handle(
            .changes([.scanned(root0, specs: [a, b])], WatchView(), fromEvents: false),
            at: at(2_000)
        )
        #expect(back.contains(.announce(reason: "/w0 is back; its specs are read again")))
        #expect(reads(core.handle(.publishDue(checkoutLocked: false), at: at(2_000))) == [a, b])
    }

    // MARK: Overflow and rescans

    @Test func moreSpecsWaitingThanTheBoundIsAnInternalOverflow() {
        var core = started(known: [], settle: 300, maximumPendingSpecs: 2)
        _ = core.handle(changes(.completed(a), .completed(b), .completed(nested)), at: at(0))
        #expect(!core.isPending(a), "everything pending is dropped")
        let effects = core.handle(.housekeeping, at: at(0))
        #expect(effects.contains(.rescan(reason: "more than 2 specs were waiting to be read")))
        #expect(effects.last == .publishHealth)
    }

    @Test func whatARescanFindsIsNotHeldToTheBoundNorIsATurnWithoutEvents() {
        var core = started(known: [], settle: 300, maximumPendingSpecs: 2)
        _ = core.handle(.rescanned([.scanned(root0, specs: [a, b, nested])], WatchView()), at: at(0))
        _ = core.handle(changes(), at: at(10))
        #expect(core.rescans.reason == nil, "no events, no overflow")
        #expect(reads(core.handle(.publishDue(checkoutLocked: false), at: at(300))) == [a, b, nested])
    }

    @Test func rescansBackToBackBackOff() {
        var core = started(known: [])
        _ = core.handle(changes(.rescan(reason: "queue overflow")), at: at(0))
        #expect(core.handle(.housekeeping, at: at(0)).contains(.rescan(reason: "queue overflow")))
        _ = core.handle(changes(.rescan(reason: "again")), at: at(10))
        #expect(!core.handle(.housekeeping, at: at(99)).contains(.rescan(reason: "again")))
        #expect(core.handle(.housekeeping, at: at(100)).contains(.rescan(reason: "again")))
    }

    @Test func aFailedRescanIsAskedForAgain() {
        var core = started(known: [])
        let effects = core.handle(.rescanFailed("too many open files"), at: at(0))
        #expect(effects == [.log(.error, "cannot start watching: too many open files")])
        #expect(core.handle(.housekeeping, at: at(0)).contains(.rescan(reason: "watching could not start")))
    }

    @Test func aRootMissingAtARescanIsSaidOnce() {
        var core = core()
        let missing = WatchView(missingRoots: [1], needsPolling: true)
        let effects = core.handle(.rescanned([.scanned(root0, specs: [])], missing), at: at(0))
        #expect(effects == [.log(.warning, "/w1 does not exist; looking for it every 2 seconds")])
        #expect(core.nextPoll == at(2_000))
    }

    // MARK: Checkout, output, watchdog

    @Test func aCheckoutHoldsPublishingForAtMostTenSeconds() {
        var core = started(known: [a])
        _ = core.handle(changes(.completed(a)), at: at(0))
        let first = core.handle(.publishDue(checkoutLocked: true), at: at(0))
        #expect(first == [.log(.info, "a checkout is in progress (.git/index.lock); publishing waits for it")])
        #expect(core.nextDeadline(after: at(0)) == at(50), "the lock is looked at every 50 ms")
        #expect(core.handle(.publishDue(checkoutLocked: true), at: at(9_999)).isEmpty)
        #expect(reads(core.handle(.publishDue(checkoutLocked: true), at: at(10_000))) == [a], "a stale lock holds 10 s")
    }

    @Test func aLockLeftBehindKeepsNoDeadlineDue() {
        var core = started(known: [a])
        _ = core.handle(.publishDue(checkoutLocked: true), at: at(0))
        _ = core.handle(.housekeeping, at: at(10_000))
        _ = core.handle(.publishDue(checkoutLocked: true), at: at(10_000))
        // Past the limit the lock holds nothing: a deadline still due would have `poll(2)` spin.
        let next = core.nextDeadline(after: at(10_001))
        #expect(next.map { $0 > at(10_001) } ?? true, "next deadline \(String(describing: next))")
    }

    @Test func theWatchdogIsServedWhileACheckoutHoldsPublishing() {
        var core = core()
        _ = core.handle(.started(watchdogInterval: .seconds(1)), at: at(0))
        _ = core.handle(.publishDue(checkoutLocked: true), at: at(0))
        #expect(core.handle(.publishDue(checkoutLocked: true), at: at(1_000)) == [.pingWatchdog])
        #expect(core.nextWatchdog == at(2_000))
    }

    @Test func aCheckoutThatEndsReleasesPublishingAtOnce() {
        var core = started(known: [a])
        _ = core.handle(changes(.completed(a)), at: at(0))
        _ = core.handle(.publishDue(checkoutLocked: true), at: at(0))
        #expect(reads(core.handle(.publishDue(checkoutLocked: false), at: at(700))) == [a])
    }

    @Test func outputBehindIsWrittenAgainEveryTwoSecondsAndTheFolderChecked() {
        var core = started(known: [])
        _ = core.handle(.outputBehind(true), at: at(500))
        #expect(core.handle(.housekeeping, at: at(2_000)) == [.checkOutputFolder])
        #expect(core.handle(.housekeeping, at: at(2_500)) == [.writeUnwritten])
        _ = core.handle(.outputBehind(false), at: at(2_500))
        #expect(core.handle(.housekeeping, at: at(4_000)) == [.checkOutputFolder])
        #expect(core.outputRetry.nextWrite == nil)
    }

    @Test func theWatchdogIsPingedOnTurnsAndWhileALayoutRuns() {
        var core = core()
        _ = core.handle(.started(watchdogInterval: .seconds(15)), at: at(0))
        #expect(core.watchdog(at: at(14_999)).isEmpty)
        #expect(core.watchdog(at: at(15_000)) == [.pingWatchdog])
        #expect(core.handle(.publishDue(checkoutLocked: false), at: at(30_000)) == [.pingWatchdog])
        #expect(core.nextWatchdog == at(45_000))
    }

    // MARK: Sync, reload, stop

    @Test func aSyncIsAnsweredOnceItsCookiesCameBackAndThePendingSpecsArePublished() {
        var core = started(known: [], settle: 50)
        let answer = SyncAnswer()
        let cookie = SpecPath(root: 0, path: ".layoutd-sync-1-1")
        _ = core.handle(changes(.completed(a)), at: at(0))
        _ = core.handle(.syncBegun(cookies: [cookie], done: { answer.set($0) }), at: at(0))
        let clock = DaemonClock(epoch: 7, sequence: 3)
        _ = core.handle(.syncProgress(latest: clock), at: at(1))
        #expect(answer.value == nil, "its cookie is not back")
        #expect(core.handle(changes(.cookie(SpecPath(root: 0, path: ".layoutd-sync-9-9"))), at: at(2)).isEmpty)
        #expect(core.handle(changes(.cookie(cookie)), at: at(2)) == [.deleteCookie(cookie)])
        _ = core.handle(.syncProgress(latest: clock), at: at(2))
        #expect(answer.value == nil, "a.layout.yaml was pending when the cookie came back")
        _ = core.handle(.publishDue(checkoutLocked: false), at: at(50))
        _ = core.handle(.syncProgress(latest: clock), at: at(50))
        #expect(answer.value == .synced(clock))
    }

    @Test func aSyncWaitsForARescanAndForgetsItsCookies() {
        var core = started(known: [])
        let answer = SyncAnswer()
        let cookie = SpecPath(root: 0, path: ".layoutd-sync-1-1")
        _ = core.handle(.syncBegun(cookies: [cookie], done: { answer.set($0) }), at: at(0))
        _ = core.handle(changes(.rescan(reason: "queue overflow")), at: at(0))
        _ = core.handle(.syncProgress(latest: DaemonClock(epoch: 1)), at: at(0))
        #expect(answer.value == nil)
        let rescan = core.handle(.housekeeping, at: at(0))
        #expect(rescan.contains(.deleteCookie(cookie)), "cookies of the old watches are not waited for")
        _ = core.handle(.syncProgress(latest: DaemonClock(epoch: 1)), at: at(1))
        #expect(answer.value == .synced(DaemonClock(epoch: 1)))
    }

    @Test func aSyncWhoseCookieNeverComesFailsAfterThirtySeconds() {
        var core = started(known: [])
        let answer = SyncAnswer()
        let cookie = SpecPath(root: 0, path: ".layoutd-sync-1-1")
        _ = core.handle(.syncBegun(cookies: [cookie], done: { answer.set($0) }), at: at(0))
        #expect(core.nextDeadline(after: at(0)) == at(2_000), "the output folder check comes first")
        #expect(core.handle(.syncProgress(latest: DaemonClock(epoch: 1)), at: at(30_000)) == [.deleteCookie(cookie)])
        #expect(answer.value == .failed("timed out after 30.0 seconds waiting for its cookie files to be seen"))
    }

    @Test func aReloadRescansAtOnceWithTheNewRulesAndForgetsLostRoots() {
        var core = started(known: [a], settle: 0)
        let lost = WatchView(missingRoots: [1], needsPolling: true)
        _ = core.handle(.changes([.directoryGone(SpecPath(root: 1, path: ""))], lost, fromEvents: true), at: at(0))
        #expect(core.lostRoots.roots == [1])
        let effects = core.handle(.reloaded(settle: .milliseconds(40), maximumPendingSpecs: 5, known: [a]), at: at(10))
        #expect(effects.contains(.rescan(reason: "the configuration was reloaded")))
        #expect(core.lostRoots.roots.isEmpty && core.maximumPendingSpecs == 5)
        _ = core.handle(.rescanned([.scanned(root0, specs: [a])], WatchView()), at: at(10))
        #expect(core.handle(.publishDue(checkoutLocked: false), at: at(49)).isEmpty)
        #expect(reads(core.handle(.publishDue(checkoutLocked: false), at: at(50))) == [a], "the new settle time")
    }

    @Test func stoppingReadsTheCompletedSavesAndFailsTheSyncs() {
        var core = started(known: [], settle: 500)
        let answer = SyncAnswer()
        let cookie = SpecPath(root: 0, path: ".layoutd-sync-1-1")
        _ = core.handle(changes(.completed(a), .touched(b)), at: at(0))
        _ = core.handle(.syncBegun(cookies: [cookie], done: { answer.set($0) }), at: at(0))
        let effects = core.handle(.stopping, at: at(1))
        #expect(
            effects == [.read(a, emptyIsConfirmed: false), .deleteCookie(cookie)],
            "an unfinished write is not read"
        )
        #expect(answer.value == .failed("the daemon is stopping"))
    }
}
