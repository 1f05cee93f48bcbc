import Foundation
import LayoutProtocol
import LayoutPublishing
import NIOCore
import Synchronization

/// What every connection shares: the published state, the subscribers, the counts for `status`.
final class ServerContext: Sendable {

    let published: PublishedSpecs
    let subscribers: Subscribers
    let version: String
    let started = ContinuousClock.now
    let maximumClients: Int
    /// The live preview page's address, when it is served.
    let previewURL: String?
    /// Asks the daemon to answer once everything saved so far is published (`sync`).
    let requestSync: @Sendable (@escaping @Sendable (SyncOutcome) -> Void) -> Void
    private let clients = Mutex(0)
    /// Every connection open, admitted or being refused, by identity.
    private let channels = Mutex<[ObjectIdentifier: any Channel]>([:])

    init(
        published: PublishedSpecs,
        subscribers: Subscribers,
        version: String,
        maximumClients: Int,
        previewURL: String?,
        requestSync: @escaping @Sendable (@escaping @Sendable (SyncOutcome) -> Void) -> Void
    ) {
        self.published = published
        self.subscribers = subscribers
        self.version = version
        self.maximumClients = maximumClients
        self.previewURL = previewURL
        self.requestSync = requestSync
    }

    /// Counts a new client; false when the limit is reached (the caller refuses it).
    func connected() -> Bool {
        clients.withLock { count in
            guard count < maximumClients else { return false }
            count += 1
            return true
        }
    }

    func disconnected() {
        clients.withLock { $0 = max(0, $0 - 1) }
    }

    /// Keeps `channel` until it closes, for ``closeConnections()``.
    func track(_ channel: any Channel) {
        let key = ObjectIdentifier(channel)
        channels.withLock { $0[key] = channel }
        channel.closeFuture.whenComplete { _ in self.channels.withLock { $0[key] = nil } }
    }

    /// Closes every connection still open: a process that goes on after its daemon stops (a test's)
    /// does not close them by exiting, and a client must see its connection end.
    func closeConnections() -> [EventLoopFuture<Void>] {
        channels.withLock { Array($0.values) }.map { $0.close() }
    }

    func status() -> [String: Any] {
        let all = published.all
        let health = published.watchHealth
        var status: [String: Any] = [
            "version": version,
            "uptimeSeconds": Int((ContinuousClock.now - started).components.seconds),
            "specs": all.count,
            "errors": all.filter(\.entry.hasError).count,
            "subscribers": subscribers.count,
            "clients": clients.withLock { $0 },
            "watches": health.watches,
            "rescans": health.rescans,
            "clock": published.latestClock.description,
            "framesHeld": health.framesHeld,
            "frameBudget": health.frameBudget,
        ]
        if let previewURL { status["preview"] = previewURL }
        if health.polledFolders > 0 { status["polledFolders"] = health.polledFolders }
        if !health.missingRoots.isEmpty { status["missingRoots"] = health.missingRoots }
        if let reason = health.lastRescanReason { status["lastRescan"] = reason }
        if health.outputRewrites > 0 { status["outputRewrites"] = health.outputRewrites }
        let backoff = health.rescanBackoff(at: .now)
        if backoff > 0 { status["rescanBackoffMilliseconds"] = backoff }
        let unwritten = published.unwritten
        if unwritten.count > 0 {
            // The output folder is behind (a full or read-only disk); events are not.
            status["unwritten"] = unwritten.count
            status["outputError"] = unwritten.reason ?? "unknown"
        }
        return status
    }
}
