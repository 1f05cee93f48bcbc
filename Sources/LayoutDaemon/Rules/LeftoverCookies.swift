import SpecWatcher

/// The `sync` cookies an earlier daemon left in a watched root (it was killed before it could remove
/// them), removed at start.
///
/// A cookie is named `.layoutd-sync-PID-N`: it is left over when no process of that id runs (or the
/// id is this daemon's own, from an earlier run that had it). A cookie of another daemon that runs
/// and watches the same folder is its own, and stays.
enum LeftoverCookies {
    /// The names among `names` that are cookies of no running daemon.
    static func leftover(among names: [String], ownID: Int32, isRunning: (Int32) -> Bool) -> [String] {
        names.filter { name in
            guard name.hasPrefix(SpecTreeWatcher.cookiePrefix) else { return false }
            let rest = name.dropFirst(SpecTreeWatcher.cookiePrefix.count)
            guard let id = rest.split(separator: "-").first.flatMap({ Int32($0) }) else { return false }
            return id == ownID || !isRunning(id)
        }
    }
}
