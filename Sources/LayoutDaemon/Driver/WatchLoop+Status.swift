import LayoutPublishing

/// What the loop tells `status`, systemd and the log about how watching stands.
extension WatchLoop {
    /// Makes how watching stands visible to `status`.
    func publishHealth() {
        var health = WatchHealth()
        health.watches = source.watchCount
        health.polledFolders = source.unwatched.count
        health.missingRoots = source.missingRoots.sorted().map { source.roots[$0] }
        health.rescans = core.rescans.count
        health.lastRescanReason = core.rescans.lastReason
        health.rescanBackoffMilliseconds = Int(core.rescans.backoff / .milliseconds(1))
        health.rescanBackoffLapses = core.rescans.backoffLapses
        health.outputRewrites = outputRewrites
        health.framesHeld = layouts.framesHeld
        health.frameBudget = layouts.daemonFrameBudget
        layouts.published.setWatchHealth(health)
    }

    /// The one-line status for systemd and the log.
    func statusLine() -> String {
        publishHealth()
        var parts = [
            "watching \(configuration.watch.count) root(s)",
            "\(layouts.count) specs (\(layouts.errorCount) with errors)",
            "\(source.watchCount) watches",
        ]
        if !source.unwatched.isEmpty {
            parts.append("\(source.unwatched.count) directories polled (inotify watch limit)")
        }
        if !source.missingRoots.isEmpty {
            parts.append("\(source.missingRoots.count) root(s) missing")
        }
        if outputRewrites > 0 {
            parts.append("output folder written again \(outputRewrites) time(s) after it was removed")
        }
        if !layouts.outputSink.unwritten.isEmpty {
            parts.append(
                "output of \(layouts.outputSink.unwritten.count) spec(s) not written (\(layouts.outputSink.unwritten.reason ?? "?"))"
            )
        }
        return parts.joined(separator: ", ")
    }
}
