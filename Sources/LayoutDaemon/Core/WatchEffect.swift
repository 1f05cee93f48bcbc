import Logging
import SpecWatcher

/// What ``WatchCore`` asks the driver to do, in order.
enum WatchEffect: Equatable {
    /// Read the spec and publish what changed; answer with ``WatchInput/readEnded(_:_:)``.
    case read(SpecPath, emptyIsConfirmed: Bool)
    /// The spec's grace period ended: answer whether its file is back with
    /// ``WatchInput/removalChecked(_:fileExists:)``.
    case checkRemoval(SpecPath)
    /// The spec is gone: remove its output and tell subscribers.
    case remove(SpecPath)
    /// Start watching over and read every root again; answer with its changes (`fromEvents: false`),
    /// or ``WatchInput/rescanFailed(_:)``.
    case rescan(reason: String)
    /// Read the folders that are polled; answer with their changes.
    case poll
    /// Tell subscribers that specs are read again, or kept while their folder is gone.
    case announce(reason: String)
    /// Make the watching's health visible to `status`.
    case publishHealth
    case log(Logger.Level, String)
    /// A sync cookie no longer awaited: delete its file.
    case deleteCookie(SpecPath)
    /// Write again what the output folder and the journal are behind on.
    case writeUnwritten
    /// See whether the output folder was removed, and write it again if it was.
    case checkOutputFolder
    /// Tell systemd the daemon is alive.
    case pingWatchdog
    /// Reads or removals happened: the status line may have changed.
    case reportStatus
}
