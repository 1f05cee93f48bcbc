import Foundation
import LayoutEngine
import LayoutProtocol
import LayoutPublishing
import LayoutSpecFormat
import SpecWatcher
import Synchronization
import Testing

@testable import LayoutDaemon

/// The daemon's rules through its loop, embedded.
///
/// Specs are in memory, changes and time are the test's,
/// the real layouts, output folder and journal. What `serve` shows over seconds is stepped here in
/// milliseconds.
@Suite struct EmbeddedLoopTests {
    typealias Daemon = EmbeddedLoop
    let a = "a.layout.yaml"
    let b = "b.layout.yaml"

    func started(_ specs: [String: Int] = [:], configuration: String = "") throws -> EmbeddedLoop {
        let daemon = try EmbeddedLoop(configuration: configuration)
        for (spec, items) in specs { daemon.source.save(spec, Daemon.flow(items: items)) }
        try daemon.start()
        return daemon
    }

    // MARK: Saves

    @Test func aSaveIsPublishedAndIdenticalSavesPublishNothing() throws {
        let daemon = try started([a: 2])
        #expect(daemon.takeEvents() == ["layout a.layout.yaml"])
        for _ in 0..<3 {
            daemon.save(a, Daemon.flow(items: 2))
            // `touch`: read again, since a `chmod` may have made it readable; the same bytes.
            daemon.source.queue(.attributesChanged(SpecPath(root: 0, path: a)))
        }
        daemon.runFor(100)
        #expect(daemon.takeEvents().isEmpty, "the same bytes publish nothing")
        daemon.save(a, Daemon.flow(items: 3))
        #expect(daemon.takeEvents() == ["diff a.layout.yaml"])
        #expect(daemon.generation(a) == 2)
        #expect(daemon.layoutFile(a)?.contains("\"generation\": 2") == true)
    }

    @Test func aSaveWaitsForTheSettleTime() throws {
        let daemon = try started(configuration: "settleMilliseconds: 200\n")
        daemon.save(a, Daemon.flow(items: 1))
        daemon.advance(199)
        #expect(daemon.events.isEmpty)
        daemon.advance(1)
        #expect(daemon.takeEvents() == ["layout a.layout.yaml"])
    }

    @Test func errorsKeepTheLastGoodLayout() throws {
        let daemon = try started([a: 2])
        _ = daemon.takeEvents()
        let before = daemon.layoutFile(a)
        daemon.save(
            a,
            "layout:\n  type: flow\n  itemSize: [50, 50]\n  minimumLineSpacing: ten\nsections:\n  - items: 1\n"
        )
        #expect(daemon.takeEvents() == ["error a.layout.yaml"])
        let errors = try String(
            contentsOf: daemon.output.appendingPathComponent("a.layout.yaml/error.json"),
            encoding: .utf8
        )
        #expect(errors.contains("\"line\": 4") && errors.contains("\"column\": 23"), "\(errors)")
        #expect(errors.contains("\"path\": \"layout.minimumLineSpacing\""))
        #expect(daemon.layoutFile(a) == before, "the last good layout stays")
        #expect(daemon.published[a]?.hasError == true && daemon.generation(a) == 1)
        #expect(
            FileManager.default.fileExists(
                atPath: daemon.output.appendingPathComponent("a.layout.yaml/error.json").path
            )
        )
        daemon.save(a, Daemon.flow(items: 2))
        #expect(daemon.takeEvents() == ["layout a.layout.yaml"] || daemon.published[a]?.hasError == false)
    }

    /// Past the daemon's frame budget a spec is not laid out: an error says why, its last good layout
    /// stays, and it is laid out when it is saved with room.
    ///
    /// Specs each within their own bound held gigabytes together (8 of 4 environments × ~499,000
    /// items: 2.8 GB, 1.46 GB written).
    @Test func specsPastTheDaemonsFrameBudgetWait() throws {
        let daemon = try started([a: 100])
        _ = daemon.takeEvents()
        let frames = FrameBudget.frames(try SpecParser().parse(Daemon.flow(items: 100), file: "x.layout.yaml"))
        // Room for a and a spec of 100 items, not of 200.
        daemon.loop.layouts.daemonFrameBudget = 2 * frames
        daemon.save(b, Daemon.flow(items: 200))
        #expect(daemon.takeEvents() == ["error b.layout.yaml"])
        let errors = try String(
            contentsOf: daemon.output.appendingPathComponent("b.layout.yaml/error.json"),
            encoding: .utf8
        )
        #expect(errors.contains("the daemon holds \(frames) frames of other specs"), "\(errors)")
        #expect(daemon.loop.layouts.framesHeld == frames)
        daemon.save(b, Daemon.flow(items: 100))
        #expect(daemon.takeEvents() == ["layout b.layout.yaml"])
        #expect(daemon.loop.layouts.framesHeld == 2 * frames)
        // A spec may grow within what the others leave: a shrinks, then b grows into the room.
        daemon.save(a, Daemon.flow(items: 10))
        daemon.save(b, Daemon.flow(items: 150))
        #expect(daemon.takeEvents() == ["diff a.layout.yaml", "diff b.layout.yaml"])
    }

    /// A spec waiting for room is laid out, without a save of its own, once another spec gives
    /// frames back: here when the other is removed.
    @Test func aSpecWaitingForRoomIsLaidOutWhenAnotherGivesFramesBack() throws {
        let daemon = try started([a: 100])
        _ = daemon.takeEvents()
        let frames = FrameBudget.frames(try SpecParser().parse(Daemon.flow(items: 100), file: "x.layout.yaml"))
        daemon.loop.layouts.daemonFrameBudget = 2 * frames
        daemon.save(b, Daemon.flow(items: 200))
        #expect(daemon.takeEvents() == ["error b.layout.yaml"])
        #expect(
            daemon.published[b]?.errorEvent?.contains("it waits, and is laid out when another spec gives frames back")
                == true
        )
        daemon.delete(a)
        daemon.advance(100)
        #expect(daemon.takeEvents() == ["removed a.layout.yaml", "layout b.layout.yaml"])
        #expect(daemon.loop.layouts.framesHeld > frames)
        #expect(daemon.loop.layouts.waitingForRoom.isEmpty)
    }

    /// `chmod 000` on a spec's folder, a save in it, then `chmod 755`: the spec is never taken for
    /// removed (its folder hides it, it does not lose it); it keeps its last good layout with an
    /// error while it cannot be read, and goes on at the next generation once it can.
    @Test func aSpecInAFolderMadeUnreachableIsKeptAndGoesOnAfter() throws {
        let nested = "sub/c.layout.yaml"
        let daemon = try started([nested: 2])
        #expect(daemon.takeEvents() == ["layout sub/c.layout.yaml"])
        let folder = EmbeddedLoop.roots[0] + "/sub"
        daemon.files.setFolder(folder, reachable: false)
        daemon.save(nested, Daemon.flow(items: 3))
        daemon.runFor(2_000)
        #expect(daemon.takeEvents() == ["error sub/c.layout.yaml"])
        #expect(daemon.published[nested]?.errorEvent?.contains("you don't have permission") == true)
        #expect(daemon.layoutFile(nested)?.contains("\"generation\": 1") == true, "the last good layout stays")
        daemon.files.setFolder(folder, reachable: true)
        // The watcher scans a folder whose attributes changed, as it may have become readable.
        daemon.source.queue(
            .scanned(SpecPath(root: 0, path: "sub"), specs: [SpecPath(root: 0, path: nested)], unreadable: [])
        )
        daemon.runFor(2_000)
        #expect(daemon.takeEvents() == ["diff sub/c.layout.yaml"])
        #expect(daemon.generation(nested) == 2)
    }

    /// A bind mount over a folder of the watched root shows specs no event told of: when the kernel
    /// says the mount table changed, the daemon rescans, and they are laid out.
    @Test func aMountInAWatchedFolderIsNoticedAndItsSpecsRead() throws {
        let daemon = try started([a: 1])
        _ = daemon.takeEvents()
        let mounted = EmbeddedLoop.roots[0] + "/shared"
        daemon.files.write(mounted + "/m.layout.yaml", Daemon.flow(items: 2))
        daemon.files.mounts.append(mounted)
        daemon.loop.mountTableChanged(at: daemon.now)
        daemon.runFor(100)
        #expect(daemon.takeEvents() == ["rescan", "layout shared/m.layout.yaml"])
        #expect(daemon.logLines.contains { $0.contains("a file system was mounted or unmounted at \(mounted)") })
    }

    @Test func anEmptiedFileKeepsItsLayoutUntilItStaysEmptyForAQuietSecond() throws {
        let daemon = try started([a: 2])
        _ = daemon.takeEvents()
        daemon.save(a, "")
        daemon.advance(999)
        #expect(daemon.events.isEmpty, "an editor's next save may be under way")
        daemon.advance(1)
        #expect(daemon.takeEvents() == ["error a.layout.yaml"])
        #expect(daemon.published[a]?.errorEvent?.contains("the file is empty; the last good layout is kept") == true)
    }

    @Test func anEmptiedFileSavedAgainWithinTheSecondPublishesOnlyTheNewSave() throws {
        let daemon = try started([a: 2])
        _ = daemon.takeEvents()
        daemon.save(a, "")
        daemon.advance(300)
        daemon.save(a, Daemon.flow(items: 5))
        daemon.runFor(2_000)
        #expect(daemon.takeEvents() == ["diff a.layout.yaml"])
    }

    @Test func aDeletedSpecIsRemovedAfterTheGraceWithItsOutput() throws {
        let daemon = try started([a: 1, b: 1])
        _ = daemon.takeEvents()
        daemon.delete(a)
        daemon.advance(99)
        #expect(daemon.events.isEmpty)
        daemon.advance(1)
        #expect(daemon.takeEvents() == ["removed a.layout.yaml"])
        #expect(!FileManager.default.fileExists(atPath: daemon.output.appendingPathComponent(a).path))
        #expect(daemon.layoutFile(b) != nil)
    }

    @Test func aRenameAndReplaceSaveIsOneDiff() throws {
        let daemon = try started([a: 1])
        _ = daemon.takeEvents()
        daemon.source.delete(a)
        daemon.source.save(a, Daemon.flow(items: 4))
        daemon.runFor(500)
        #expect(daemon.takeEvents() == ["diff a.layout.yaml"])
    }

    @Test func unreadableFilesAndFIFOsAreErrorsThatSayWhy() throws {
        let daemon = try started([a: 1])
        _ = daemon.takeEvents()
        daemon.files.makeUnreadable("/memory/specs/a.layout.yaml", reason: "Permission denied")
        daemon.source.queue(.attributesChanged(SpecPath(root: 0, path: a)))
        daemon.turn()
        daemon.files.makeOther("/memory/specs/b.layout.yaml")
        daemon.source.queue(.completed(SpecPath(root: 0, path: b)))
        daemon.turn()
        #expect(daemon.takeEvents() == ["error a.layout.yaml", "error b.layout.yaml"])
        #expect(daemon.published[a]?.errorEvent?.contains("Permission denied") == true)
        #expect(daemon.published[b]?.errorEvent?.contains("not a regular file") == true)
    }

    // MARK: Folders and roots

    @Test func aFolderRemovedTakesItsSpecsAfterTheGrace() throws {
        let daemon = try EmbeddedLoop()
        daemon.source.save("screens/c.layout.yaml", Daemon.flow(items: 1))
        daemon.source.save(a, Daemon.flow(items: 1))
        try daemon.start()
        _ = daemon.takeEvents()
        daemon.files.delete("/memory/specs/screens")
        daemon.source.queue(.directoryGone(SpecPath(root: 0, path: "screens")))
        daemon.runFor(200)
        #expect(daemon.takeEvents() == ["removed screens/c.layout.yaml"])
    }

    @Test func aLostRootKeepsItsLayoutsAndWhenBackPublishesOnlyWhatChanged() throws {
        let daemon = try started([a: 1, b: 1, "c.layout.yaml": 1])
        _ = daemon.takeEvents()
        daemon.source.removeRoot(0)
        daemon.runFor(5_000)
        #expect(daemon.takeEvents() == ["rescan"], "nothing is removed while the folder is gone")
        #expect(daemon.published.watchHealth.missingRoots == ["/memory/specs"])
        // Back, as a checkout brings it: one spec changed, one gone, one the same.
        daemon.files.write("/memory/specs/a.layout.yaml", Daemon.flow(items: 1))
        daemon.files.write("/memory/specs/b.layout.yaml", Daemon.flow(items: 7))
        daemon.runFor(2_500)
        #expect(daemon.takeEvents() == ["rescan", "diff b.layout.yaml", "removed c.layout.yaml"])
        #expect(daemon.generation(a) == 1 && daemon.generation(b) == 2)
    }

    @Test func aRootThatLeadsNowhereAfterARescanKeepsItsLayouts() throws {
        let daemon = try started([a: 1, b: 1])
        _ = daemon.takeEvents()
        // `ln -sfn` to a folder not made yet: the next poll finds the link moved and rescans.
        daemon.files.delete("/memory/specs")
        daemon.source.queue(.rescan(reason: "/memory/specs now leads to /memory/next"))
        daemon.runFor(3_000)
        #expect(daemon.takeEvents() == ["rescan", "rescan"], "announced, and nothing removed")
        #expect(daemon.generation(a) == 1 && daemon.generation(b) == 1)
        daemon.files.write("/memory/specs/a.layout.yaml", Daemon.flow(items: 1))
        daemon.files.write("/memory/specs/b.layout.yaml", Daemon.flow(items: 2))
        daemon.runFor(2_500)
        #expect(daemon.takeEvents() == ["rescan", "diff b.layout.yaml"])
        #expect(daemon.generation(a) == 1 && daemon.generation(b) == 2, "generations go on")
    }

    @Test func aReloadThatReordersTheRootsKeepsEverySpecAsItWas() throws {
        let roots = EmbeddedLoop.roots
        let daemon = try EmbeddedLoop(roots: roots)
        daemon.source.save(a, Daemon.flow(items: 1), root: 0)
        daemon.source.save(b, Daemon.flow(items: 1), root: 1)
        try daemon.start()
        #expect(Set(daemon.takeEvents()) == ["layout specs/a.layout.yaml", "layout more/b.layout.yaml"])
        try daemon.reload(configuration: "", roots: roots.reversed())
        daemon.runFor(500)
        #expect(daemon.takeEvents() == ["rescan"], "same names, same bytes: nothing to publish")
        #expect(daemon.generation("specs/a.layout.yaml") == 1 && daemon.generation("more/b.layout.yaml") == 1)
        daemon.save(b, Daemon.flow(items: 2), root: 0)
        #expect(daemon.takeEvents() == ["diff more/b.layout.yaml"], "root 0 is now the other folder")
    }

    @Test func aReloadThatAddsARootRenamesTheSpecsWithTheirFolder() throws {
        let daemon = try started([a: 1])
        _ = daemon.takeEvents()
        try daemon.reload(configuration: "", roots: EmbeddedLoop.roots)
        daemon.runFor(500)
        #expect(daemon.takeEvents() == ["removed a.layout.yaml", "rescan", "layout specs/a.layout.yaml"])
    }

    @Test func aReloadWithErrorsKeepsThePreviousConfiguration() throws {
        let daemon = try started([a: 1])
        try daemon.reload(configuration: "settleMilliseconds: soon\n", roots: [EmbeddedLoop.roots[0]])
        #expect(
            daemon.logLines.contains { $0.hasPrefix("error the configuration has errors; the previous one is kept") }
        )
        #expect(daemon.loop.configuration.settleMilliseconds == 0)
    }

    // MARK: Overflow, checkout, sync

    @Test func theInternalOverflowRescansAndPublishesOnlyWhatChanged() throws {
        let daemon = try started([a: 1, b: 1], configuration: "maximumPendingSpecs: 2\nsettleMilliseconds: 50\n")
        _ = daemon.takeEvents()
        daemon.source.save(a, Daemon.flow(items: 2))
        daemon.source.save(b, Daemon.flow(items: 1))
        daemon.source.save("c.layout.yaml", Daemon.flow(items: 1))
        daemon.turn()
        #expect(daemon.source.rescanCount == 2, "the start's scan and the overflow's")
        daemon.runFor(500)
        #expect(daemon.takeEvents() == ["rescan", "diff a.layout.yaml", "layout c.layout.yaml"])
        #expect(daemon.published.watchHealth.lastRescanReason == "more than 2 specs were waiting to be read")
    }

    @Test func aCheckoutHoldsPublishingUntilTheLockGoes() throws {
        let daemon = try started([a: 1, b: 1])
        _ = daemon.takeEvents()
        daemon.files.write("/memory/specs/.git/index.lock", "")
        daemon.save(a, Daemon.flow(items: 2))
        daemon.runFor(3_000)
        daemon.save(b, Daemon.flow(items: 2))
        daemon.runFor(3_000)
        #expect(daemon.events.isEmpty, "the checkout is under way")
        daemon.files.delete("/memory/specs/.git/index.lock")
        daemon.runFor(100)
        #expect(daemon.takeEvents() == ["diff a.layout.yaml", "diff b.layout.yaml"])
    }

    @Test func syncAnswersOnceTheSavesBeforeItArePublished() throws {
        let daemon = try started(configuration: "settleMilliseconds: 100\n")
        daemon.source.save(a, Daemon.flow(items: 1))
        let answer = daemon.sync()
        // The save and the cookie are taken in at 10 ms: a.layout.yaml is read at 110 ms.
        daemon.advance(10)
        #expect(answer.value == nil, "a.layout.yaml is not published yet")
        daemon.advance(99)
        #expect(answer.value == nil)
        daemon.advance(1)
        #expect(answer.value == .synced(daemon.published.latestClock))
        #expect(daemon.files.files(under: "/memory/specs") == [a], "the cookie is deleted")
    }

    /// The syncs of one turn share one cookie a root: 1,000 of them wrote 1,000 cookie files in the
    /// watched folder (30,000 kept the loop from its watchdog for 74 s); now one, and each is answered.
    @Test func theSyncsOfOneTurnShareOneCookie() throws {
        let daemon = try started([a: 1])
        _ = daemon.takeEvents()
        let answers = Mutex(0)
        daemon.loop.beginSyncs(Array(repeating: { _ in answers.withLock { $0 += 1 } }, count: 1_000), at: daemon.now)
        #expect(daemon.files.fileNames(in: "/memory/specs").filter { $0.hasPrefix(".layoutd-sync-") }.count == 1)
        daemon.advance(10)
        #expect(answers.withLock { $0 } == 1_000)
        #expect(daemon.files.files(under: "/memory/specs") == [a], "the cookie is deleted")
    }

    /// A daemon killed while a sync waited leaves its cookie in the user's folder (2,791 stayed after a
    /// `kill -9` for good); the next start removes the cookies of daemons that no longer run, and
    /// keeps another running daemon's.
    @Test func leftoverCookiesAreRemovedAtStart() throws {
        let daemon = try EmbeddedLoop()
        let gone = "/memory/specs/.layoutd-sync-2147483646-7"
        let ours = "/memory/specs/.layoutd-sync-\(getpid())-1"
        let running = "/memory/specs/.layoutd-sync-1-3"
        for path in [gone, ours, running] { daemon.files.write(path, "") }
        daemon.source.save(a, Daemon.flow(items: 1))
        try daemon.start()
        #expect(daemon.files.fileNames(in: "/memory/specs") == [".layoutd-sync-1-3", a])
    }

    @Test func onlyCookiesOfDaemonsThatDoNotRunAreLeftOver() {
        let names = [
            ".layoutd-sync-40-1", ".layoutd-sync-41-2", ".layoutd-sync-7-9", "a.layout.yaml", ".layoutd-sync-x",
        ]
        let left = LeftoverCookies.leftover(among: names, ownID: 7) { $0 == 41 }
        #expect(left == [".layoutd-sync-40-1", ".layoutd-sync-7-9"])
    }

    // MARK: Output

    @Test func anOutputThatCannotBeWrittenIsWrittenAgainOnceItCanBe() throws {
        let daemon = try started([a: 1])
        _ = daemon.takeEvents()
        // A file where the spec's output folder goes: every write under it fails, even as root.
        let folder = daemon.output.appendingPathComponent("b.layout.yaml")
        try Data("in the way".utf8).write(to: folder)
        daemon.save(b, Daemon.flow(items: 1))
        #expect(daemon.takeEvents() == ["layout b.layout.yaml"], "subscribers are told all the same")
        #expect(daemon.published.unwritten.count == 1)
        try FileManager.default.removeItem(at: folder)
        daemon.runFor(2_100)
        #expect(daemon.layoutFile(b) != nil && daemon.published.unwritten.count == 0)
    }

    @Test func anOutputFolderRemovedWhileServingIsWrittenAgain() throws {
        let daemon = try started([a: 1, "sub/b.layout.yaml": 3])
        daemon.save("c.layout.yaml", "sections: [{items: -1}]")
        daemon.save(a, Daemon.flow(items: 4))
        try FileManager.default.removeItem(at: daemon.output)
        daemon.runFor(2_100)
        #expect(daemon.layoutFile(a)?.contains("\"generation\": 2") == true, "written as it stands, not published anew")
        let diff = daemon.output.appendingPathComponent("a.layout.yaml/diff.json")
        let diffText = try String(contentsOf: diff, encoding: .utf8)
        #expect(
            diffText.contains("\"from\": 1") && diffText.contains("\"to\": 2"),
            "the diff to it is written again too"
        )
        #expect(daemon.layoutFile("sub/b.layout.yaml") != nil)
        let errors = daemon.output.appendingPathComponent("c.layout.yaml/error.json")
        #expect(FileManager.default.fileExists(atPath: errors.path))
        let journal = daemon.output.appendingPathComponent(".layoutd/journal.jsonl")
        #expect(FileManager.default.fileExists(atPath: journal.path))
        #expect(daemon.published.watchHealth.outputRewrites == 1)
        #expect(daemon.loop.statusLine().contains("output folder written again 1 time(s)"))
        #expect(daemon.logLines.contains { $0.contains("was removed while serving") })
        // Saves go on, and a restart resumes from what was written again.
        daemon.save(a, Daemon.flow(items: 5))
        daemon.stop()
        let again = try EmbeddedLoop(folder: daemon.folder)
        try again.loop.restoreState()
        #expect(again.generation(a) == 3)
        #expect(!again.logLines.contains { $0.contains("could not be read") })
    }

    // MARK: Restart

    @Test func aRestartFoldsTheJournalIntoTheStateItHadLive() throws {
        let daemon = try started([a: 1, b: 1])
        daemon.save(a, Daemon.flow(items: 2))
        daemon.save(b, "layout: [")
        daemon.delete("c.layout.yaml")
        daemon.save("c.layout.yaml", Daemon.flow(items: 3))
        daemon.runFor(200)
        let live = daemon.published.all.map {
            "\($0.spec) \($0.entry.generation) \($0.entry.hasError) \($0.entry.layoutClock?.description ?? "-") \($0.entry.errorClock?.description ?? "-")"
        }
        let clock = daemon.published.latestClock
        daemon.stop()

        let again = try EmbeddedLoop(folder: daemon.folder)
        try again.loop.restoreState()
        let folded = again.published.all.map {
            "\($0.spec) \($0.entry.generation) \($0.entry.hasError) \($0.entry.layoutClock?.description ?? "-") \($0.entry.errorClock?.description ?? "-")"
        }
        #expect(folded == live)
        #expect(again.published.latestClock == clock)
    }

    @Test func aStopPublishesTheSavesThatCompleted() throws {
        let daemon = try started([a: 1], configuration: "settleMilliseconds: 5000\n")
        _ = daemon.takeEvents()
        daemon.save(a, Daemon.flow(items: 2))
        daemon.stop()
        #expect(daemon.takeEvents() == ["diff a.layout.yaml"])
    }

    @Test func aYAMLFileNamedLikeASpecGetsOneHintAtStartAndWhenWritten() throws {
        let daemon = try EmbeddedLoop()
        daemon.source.save("home.yaml", Daemon.flow(items: 1))
        daemon.source.save("ci.yaml", "name: CI\non: [push]\njobs: {}\n")
        daemon.source.save("laid-out.layout.yaml", Daemon.flow(items: 1))
        try daemon.start()
        let hint = "notice hint: home.yaml looks like a layout spec but is not laid out"
        #expect(
            daemon.logLines.contains(hint + ": only files ending in .layout.yaml are; rename it to home.layout.yaml")
        )
        #expect(!daemon.logLines.contains { $0.contains("ci.yaml") })
        // A new one is hinted when written; saving it again adds no line.
        daemon.save("nested/other.yml", Daemon.flow(items: 2))
        daemon.save("nested/other.yml", Daemon.flow(items: 3))
        daemon.save("home.yaml", Daemon.flow(items: 3))
        #expect(daemon.logLines.filter { $0.contains("hint: home.yaml") }.count == 1)
        #expect(daemon.logLines.filter { $0.contains("hint: nested/other.yml looks like a layout spec") }.count == 1)
        #expect(daemon.events == ["layout laid-out.layout.yaml"], "neither was laid out")
    }

    // MARK: Layouts

    static func sections(middleItems: Int) -> String {
        var lines = ["layout: {type: flow, itemSize: [50, 50], minimumLineSpacing: 10, minimumInteritemSpacing: 10}"]
        lines.append("sections:")
        for number in 0..<5 { lines.append("  - {id: s\(number), items: \(number == 2 ? middleItems : 6)}") }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test func oneSectionEditedIsOneSectionComputed() throws {
        let daemon = try EmbeddedLoop()
        daemon.source.save("home.layout.yaml", Self.sections(middleItems: 6))
        try daemon.start()
        _ = daemon.takeEvents()
        // On the default iPhone 15 (393 wide), 50-point items 10 apart are 6 a row: 6 items are one
        // row of 50; 12 are two rows, 50 + 10 + 50 = 110, so s3 and s4 move down by 60.
        daemon.save("home.layout.yaml", Self.sections(middleItems: 12))
        let line = try #require(daemon.publications.last?.line)
        let event = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        let diff = try #require(event["diff"] as? [String: Any])
        let stats = try #require(diff["stats"] as? [String: Any])
        #expect(stats["sectionsComputed"] as? Int == 1)
        #expect(stats["sectionsShifted"] as? Int == 2)
        #expect(stats["sectionsReused"] as? Int == 2)
        #expect(daemon.layoutFile("home.layout.yaml")?.contains("\"stats\"") == false, "the stats are the event's")
        let changes = try #require((diff["environments"] as? [[String: Any]])?.first?["changes"] as? [[String: Any]])
        #expect(changes.map { $0["op"] as? String } == ["insert", "update", "shift", "shift"])
        #expect(changes.compactMap { $0["section"] as? String } == ["s2", "s2", "s3", "s4"])
        #expect(changes[2]["by"] as? [Double] == [0, 60])
    }

    @Test func tenThousandDeepNestingIsAnErrorNotACrash() throws {
        let daemon = try started(["deep.layout.yaml": 2])
        let depth = 10_000
        let texts = [
            "sections: " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "\n",
            "sections: " + String(repeating: "{a: ", count: depth) + "1" + String(repeating: "}", count: depth) + "\n",
        ]
        for text in texts {
            let before = daemon.generation("deep.layout.yaml")
            daemon.save("deep.layout.yaml", text)
            let errors = daemon.published["deep.layout.yaml"]?.errorEvent
            #expect(errors?.contains("nesting deeper than 1,000 levels") == true, "\(errors ?? "no errors")")
            #expect(before != nil && daemon.generation("deep.layout.yaml") == before, "the last good layout stays")
            daemon.save("deep.layout.yaml", Daemon.flow(items: 2))
            #expect(daemon.published["deep.layout.yaml"]?.hasError == false)
        }
    }
}
