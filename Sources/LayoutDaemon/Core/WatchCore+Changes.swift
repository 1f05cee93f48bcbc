import Logging
import SpecWatcher

/// How ``WatchCore`` turns what the watcher saw into due reads and removals.
extension WatchCore {
    /// Takes in changes: due reads and removals, lost roots, rescans asked for, cookies seen.
    ///
    /// More specs waiting to be read than `maximumPendingSpecs` after events is an internal overflow,
    /// handled like the kernel's: everything pending is dropped and the roots are rescanned. What a
    /// rescan or a poll finds (`fromEvents: false`) is not held to it, or a root with more specs than
    /// that would rescan for good; nor is a turn that brought no events (the specs pending are then
    /// those a rescan found).
    mutating func apply(
        _ changes: [WatchChange],
        view: WatchView,
        fromEvents: Bool,
        at now: Instant
    ) -> [WatchEffect] {
        var effects: [WatchEffect] = []
        for change in changes {
            switch change {
            case .completed(let spec):
                tracker.completed(spec, at: now)
            case .touched(let spec):
                tracker.touched(spec, at: now)
            case .vanished(let spec):
                tracker.vanished(spec, at: now)
            case .attributesChanged(let spec) where !tracker.isPending(spec):
                // Read again: a `chmod` may have made a spec that failed to be read readable. Bytes
                // that did not change publish nothing.
                tracker.completed(spec, at: now)
            case .attributesChanged:
                break
            case .directoryGone(let directory)
            where directory.path.isEmpty && view.missingRoots.contains(directory.root):
                effects += rootLost(directory.root, at: now)
            case .directoryGone(let directory):
                for spec in known(within: directory, view: view) { tracker.vanished(spec, at: now) }
            case .scanned(let directory, let specs, let unreadable):
                if directory.path.isEmpty {
                    let missing = view.missingRoots.contains(directory.root)
                    // Found missing by a scan rather than by an event (a linked root pointed at a folder
                    // that does not exist yet): lost all the same, its specs kept.
                    if missing, !lostRoots.roots.contains(directory.root),
                        known.contains(where: { $0.root == directory.root })
                    {
                        effects += rootLost(directory.root, at: now)
                        continue
                    }
                    switch lostRoots.scanned(directory.root, missing: missing) {
                    case .stillLost: continue
                    case .back: effects += rootBack(directory.root)
                    case .usual: break
                    }
                }
                for spec in specs { tracker.completed(spec, at: now) }
                let found = Set(specs)
                // A folder that could not be read (`chmod 000`) keeps its specs as they were; once it
                // can be read, its scan compares them.
                for spec in known(within: directory, view: view)
                where !found.contains(spec) && !unreadable.contains(where: { spec.isWithin($0) }) {
                    tracker.vanished(spec, at: now)
                }
            case .rescan(let reason):
                rescans.request(reason, at: now)
            case .cookie(let cookie):
                if syncs.cookieSeen(cookie) { effects.append(.deleteCookie(cookie)) }
            }
        }
        if fromEvents && !changes.isEmpty && tracker.count > maximumPendingSpecs {
            tracker.removeAll()
            rescans.request("more than \(maximumPendingSpecs) specs were waiting to be read", at: now)
        }
        if nextPoll == nil && view.needsPolling {
            nextPoll = now + Self.pollInterval
        }
        return effects
    }

    /// The known specs at or under `directory`, and the one being read if it is there.
    private func known(within directory: SpecPath, view: WatchView) -> [SpecPath] {
        var specs = known.filter { $0.isWithin(directory) }.sorted()
        if let reading = view.reading, reading.isWithin(directory), !specs.contains(reading) { specs.append(reading) }
        return specs
    }

    /// A watched root was deleted or moved away.
    ///
    /// Its specs keep their last layouts, and nothing is removed: a folder that vanishes whole is far
    /// more often being replaced (a tool regenerating it, a checkout, `rm -rf` and a clone) than given
    /// up, and previews should not flash empty meanwhile. The root is looked for every 2 seconds; once
    /// it is back, its specs are compared with their last layouts: diffs for those that changed,
    /// `removed` for those it no longer holds, nothing for the rest. Removals of its specs still in
    /// their grace period (the files deleted just before the folder) are called off.
    private mutating func rootLost(_ root: Int, at now: Instant) -> [WatchEffect] {
        lostRoots.lose(root)
        for spec in tracker.pendingSpecs where spec.root == root { tracker.forget(spec) }
        for spec in emptied.keys where spec.root == root { emptied[spec] = nil }
        let path = roots[root]
        let count = known.filter { $0.root == root }.count
        let kept = "its \(count) spec(s) keep their last layouts until it is back (looked for every 2 seconds)"
        // `status` says so by the time subscribers hear of it.
        return [
            .log(.warning, "\(path) was deleted or moved away; \(kept)"), .publishHealth,
            .announce(reason: "\(path) is gone; its specs keep their last layouts until it is back"),
        ]
    }

    /// A lost root exists again.
    private func rootBack(_ root: Int) -> [WatchEffect] {
        let path = roots[root]
        return [
            .log(.notice, "\(path) is back; its specs are read again and compared with their last layouts"),
            .publishHealth, .announce(reason: "\(path) is back; its specs are read again"),
        ]
    }
}
