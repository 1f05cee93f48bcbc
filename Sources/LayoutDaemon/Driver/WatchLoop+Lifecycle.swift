import CMalloc
import Foundation
import Glibc
import LayoutFiles
import LayoutProtocol
import LayoutPublishing
import LayoutSpecFormat
import Logging
import SpecWatcher

/// The loop's start, stop and reload.
extension WatchLoop {
    /// The previous run's state: its files, its journal, and the journal's events after the files.
    ///
    /// Done before the socket takes subscribers: one that subscribed earlier would be given the
    /// files' layouts, which may be behind what it already holds.
    func restoreState() throws {
        guard !restoredState else { return }
        restoredState = true
        // Before anything in the folder is read or written: another daemon's journal is not ours.
        outputLock = try OutputLock(folder: configuration.output)
        logger.info(
            "serving",
            metadata: [
                "watch": "\(configuration.watch.joined(separator: ","))", "output": "\(configuration.output)",
                "pid": "\(getpid())",
            ]
        )
        layouts.restore()
        try openJournal()
        layouts.replayJournal()
    }

    /// The first scan: every root watched and read, every spec laid out; then `READY=1`.
    ///
    /// - Throws: ``WatchError`` when the daemon cannot watch at all (no inotify instance to be had):
    ///   it stops at once rather than run blind or retry for good.
    func start(at now: Instant) throws {
        // The first scan's pictures are drawn after READY (``SpecLayouts/drawOwedPictures(limit:)``).
        layouts.outputSink.defersPictures = true
        defer { layouts.outputSink.defersPictures = false }
        try restoreState()
        removeLeftoverCookies()
        // The mount table as the first scan finds it; a later change rescans.
        mountTableChanged(at: now)
        let changes = try source.rescan()
        scanning = true
        execute(core.handle(.rescanned(changes, source.view()), at: now), at: now)
        reportWhatTheSourceMet()
        execute(core.handle(.started(watchdogInterval: notifier.watchdogInterval), at: now), at: now)
        // The first scan's layouts, on the workers as every save's: READY=1 once they are published,
        // in the order the scan found the specs, whichever finished first.
        waitForLayouts(until: nil, inOrder: true)
        scanning = false
        // What an inline runner finished (tests), in the order it was handed over.
        finishLayouts(at: now)
        // The previous run's specs in a folder that cannot be read are unknown, not deleted.
        let unreadable = changes.flatMap { change -> [String] in
            guard case .scanned(_, _, let folders) = change else { return [] }
            return folders.map { roots.identity($0).name }
        }
        layouts.removeUnclaimed(keepingWithin: unreadable)
        // The first scan's pictures are drawn from now on, a batch a turn.
        picturesOwedSeen = layouts.outputSink.picturesOwed
        picturesDue = now
        let status = statusLine()
        // The scan's freed memory goes back to the system: a daemon waits for saves from here on.
        _ = malloc_trim(0)
        notifier.ready(status: status)
        logger.info("ready: \(status)")
    }

    /// Removes the `sync` cookies a daemon killed before it could remove them left in the roots, so
    /// that they do not stay in the user's folders for good (``LeftoverCookies``).
    private func removeLeftoverCookies() {
        for index in source.roots.indices {
            let root = source.absolutePath(SpecPath(root: index, path: ""))
            let names = LeftoverCookies.leftover(among: files.fileNames(in: root), ownID: getpid()) { id in
                kill(id, 0) == 0 || errno == EPERM
            }
            for name in names { files.remove(root + "/" + name) }
            if !names.isEmpty { logger.info("removed \(names.count) sync cookie(s) an earlier run left in \(root)") }
        }
    }

    /// Opens `OUTPUT/.layoutd/journal.jsonl`: the clock continues from it, or a new epoch starts.
    private func openJournal() throws {
        let directory = "\(configuration.output)/\(OutputFolder.stateFolderName)"
        // A new epoch is later than any clock of the previous run, even one started the same second.
        let now = max(Int(Date().timeIntervalSince1970), layouts.latestRestoredEpoch + 1)
        let (journal, origin) = try Journal.open(directory: directory, history: configuration.history, now: now)
        switch origin {
        case .created:
            logger.info("new clock epoch \(journal.epoch)")
        case .resumed(let events, let torn):
            let tornNote = torn ? "; a torn last line was discarded" : ""
            logger.info(
                "resuming at c:\(journal.epoch):\(journal.sequence) with \(events) journaled event(s)\(tornNote)"
            )
        case .replaced(let reason):
            logger.warning("the journal could not be read (\(reason)); new clock epoch \(journal.epoch)")
        }
        layouts.published.use(journal)
    }

    /// Publishes the saves that completed, and stops (`SIGTERM`).
    func stop(at now: Instant) {
        notifier.stopping()
        execute(core.handle(.stopping, at: now), at: now)
        if !waitForLayouts(until: Date().addingTimeInterval(stopWait)) {
            for (spec, identity) in layingOut.sorted(by: { $0.value < $1.value }) {
                logger.notice("gave up laying out \(identity.name): the daemon is stopping")
                giveUpLayout(of: spec)
            }
        }
        // The pictures still owed: the folder is left current, unless drawing them takes long.
        let until = Date().addingTimeInterval(stopWait)
        while layouts.outputSink.owesPictures, Date() < until {
            layouts.outputSink.drawOwedPictures()
            if layouts.outputSink.drawer.isDrawing { usleep(2_000) }
        }
        source.close()
        // The folder is free for the next daemon, in this process too.
        outputLock = nil
        logger.info("stopped")
    }

    /// Reads the configuration again (`SIGHUP`): a configuration with errors is reported and the old
    /// one kept; a good one replaces it and everything is rescanned.
    func reload(at now: Instant) {
        notifier.reloading()
        logger.notice("reloading the configuration")
        var new: DaemonConfiguration
        do {
            new = try configurationSource.load()
        } catch {
            let summary = error.errors.map(\.description).joined(separator: "; ")
            logger.error("the configuration has errors; the previous one is kept: \(summary)")
            notifier.ready(status: "configuration not reloaded (errors), previous kept; " + statusLine())
            return
        }
        // The socket and the page are listening already; moving them would drop every client.
        if new.socket != configuration.socket {
            logger.warning("`socket` changed; the daemon keeps serving \(configuration.socket) until it restarts")
            new.socket = configuration.socket
        }
        if new.previewPort != configuration.previewPort {
            logger.warning("`previewPort` changed; the preview page keeps its port until the daemon restarts")
            new.previewPort = configuration.previewPort
        }
        logger.logLevel = new.logLevel
        layouts.logger.logLevel = new.logLevel
        layouts.published.setHistory(new.history)
        layouts.outputSink.setWritesPreviews(new.preview == "svg")
        if new.defaultEnvironments != configuration.defaultEnvironments {
            layouts.parser = SpecParser(defaultEnvironments: new.defaultEnvironments)
            layouts.markAllStale()
        }
        if new.output != configuration.output {
            do {
                outputLock = try OutputLock(folder: new.output)
            } catch {
                logger.error("the output folder stays \(configuration.output): \(error)")
                new.output = configuration.output
            }
        }
        if new.output != configuration.output {
            layouts.output = OutputFolder(root: new.output)
            layouts.markAllStale()
            do {
                try layouts.published.moveJournal(to: "\(new.output)/\(OutputFolder.stateFolderName)")
            } catch {
                logger.error("cannot move the journal to \(new.output): \(error)")
            }
        }
        configuration = new
        source.close()
        source = makeSource(new)
        roots = WatchedRoots(source.roots)
        for spec in roots.noLongerNamed(layouts.records.keys.sorted()) { layouts.remove(spec) }
        core.setRoots(source.roots)
        let known = Set(layouts.records.keys.compactMap(roots.specPath))
        let settle = Duration.milliseconds(new.settleMilliseconds)
        execute(
            core.handle(.reloaded(settle: settle, maximumPendingSpecs: new.maximumPendingSpecs, known: known), at: now),
            at: now
        )
        turn(at: now)
        // The first scan's pictures are drawn from now on, a batch a turn.
        picturesOwedSeen = layouts.outputSink.picturesOwed
        picturesDue = now
        let status = statusLine()
        notifier.ready(status: status)
        logger.info("reloaded: \(status)")
    }

    // MARK: Sync

    /// Starts a `sync`: writes a cookie file in each watched root (watchman's way), and answers once
    /// every cookie came back through the source and the specs then pending are published.
    ///
    /// Directories read by polling are read now; a root that is missing has nothing to wait for.
    func beginSync(_ done: @escaping @Sendable (SyncOutcome) -> Void, at now: Instant) {
        if !source.unwatched.isEmpty || !source.missingRoots.isEmpty {
            takeIn(source.poll(), fromEvents: false, at: now)
        }
        var cookies: Set<SpecPath> = []
        // A root that cannot be watched (not permitted, or past the watch limit) would never report
        // its cookie: the poll above has read it as it is now instead.
        for index in source.roots.indices
        where !source.missingRoots.contains(index) && !source.unwatched.contains(SpecPath(root: index, path: "")) {
            cookieCount += 1
            let cookie = SpecPath(root: index, path: "\(SpecTreeWatcher.cookiePrefix)\(getpid())-\(cookieCount)")
            do {
                try files.createNew(source.absolutePath(cookie))
                cookies.insert(cookie)
            } catch {
                logger.warning("cannot write the sync cookie \(source.absolutePath(cookie)): \(error)")
            }
        }
        execute(core.handle(.syncBegun(cookies: cookies, done: done), at: now), at: now)
    }

    /// Starts the syncs asked since the last turn as one: one cookie a root answers them all, so a
    /// burst of thousands of `sync` lines costs one file a root and one wait, not a file each.
    func beginSyncs(_ requests: [@Sendable (SyncOutcome) -> Void], at now: Instant) {
        guard !requests.isEmpty else { return }
        beginSync({ outcome in for done in requests { done(outcome) } }, at: now)
    }

    /// Answers the syncs whose cookies came back and whose pending specs are published.
    func advanceSyncs(at now: Instant) {
        // The output folder is whole once the pictures owed since the start are drawn too.
        guard core.hasSyncs, !layouts.outputSink.owesPictures else { return }
        let progress = WatchInput.syncProgress(latest: layouts.published.latestClock, layingOut: Set(layingOut.keys))
        execute(core.handle(progress, at: now), at: now)
    }
}
