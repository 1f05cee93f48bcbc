import Foundation
import Glibc
public import LayoutPublishing
import LayoutSpecFormat
public import Logging
import SpecWatcher
import Synchronization

/// `layoutd serve`: watches the spec trees and keeps the output folder up to date, save by save.
///
/// One thread runs everything that touches the watcher, the specs' records and the output folder: it
/// waits in `poll(2)` on the inotify descriptor and a wake-up pipe, with a timeout that is the next
/// deadline (a settle time, a grace period, a poll of unwatched directories, the watchdog).
/// libinotifytools is not thread-safe, and one thread gives out the clocks of publications. Specs
/// are parsed and laid out on worker threads (``LayoutPool``), so that a heavy spec delays no other:
/// a worker's finished layout wakes the loop through the pipe, and the loop publishes it. Other
/// threads talk to it only through ``requestStop()`` and ``requestReload()``, which touch nothing but
/// the command list (behind its mutex) and the pipe; that is why it is `@unchecked Sendable`.
public final class Daemon: @unchecked Sendable {
    /// What other threads ask of the event loop.
    enum Command: Sendable, Equatable {
        case stop
        case reload
    }

    private let commands = Mutex<[Command]>([])
    private let syncRequests = Mutex<[@Sendable (SyncOutcome) -> Void]>([])
    private let wakeDescriptors: (read: Int32, write: Int32)
    /// `/proc/self/mountinfo`, polled for changes of the mount table (-1 where it cannot be opened;
    /// `poll(2)` ignores a negative descriptor).
    private let mountTable = open("/proc/self/mountinfo", O_RDONLY | O_CLOEXEC)
    /// Set with the first stop request, for a large layout in progress to be given up.
    private let stopping = StopFlag()
    /// Touched only by the thread in ``run()``.
    private let loop: WatchLoop

    /// Prepares the daemon; nothing is watched until ``run()``.
    public init(
        source: ConfigurationSource,
        configuration: DaemonConfiguration,
        logger: Logger,
        notifier: ServiceNotifier,
        published: PublishedSpecs = PublishedSpecs(),
        subscribers: [any PublicationSink] = [],
        previews: PreviewBoard? = nil
    ) throws {
        var pipe: [Int32] = [0, 0]
        guard Glibc.pipe(&pipe) == 0 else {
            throw WatchError(operation: "pipe", path: "", code: errno)
        }
        for descriptor in pipe {
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
            _ = fcntl(descriptor, F_SETFL, O_NONBLOCK)
        }
        wakeDescriptors = (pipe[0], pipe[1])
        // A worker that finished a layout wakes the loop, which publishes it.
        let wakeDescriptor = pipe[1]
        let completed = CompletedLayouts {
            var byte: UInt8 = 1
            _ = write(wakeDescriptor, &byte, 1)
        }
        loop = WatchLoop(
            configurationSource: source,
            configuration: configuration,
            logger: logger,
            notifier: notifier,
            published: published,
            subscribers: subscribers,
            board: previews,
            runner: LayoutPool(),
            completed: completed,
            drawer: PictureDrawer(inline: false) {
                var byte: UInt8 = 1
                _ = write(wakeDescriptor, &byte, 1)
            },
            stopRequested: { [stopping] in stopping.isSet }
        )
    }

    deinit {
        close(wakeDescriptors.read)
        close(wakeDescriptors.write)
        if mountTable >= 0 { close(mountTable) }
    }

    /// Picks up the previous run's state (its files and journal), before the socket takes subscribers;
    /// ``run()`` does it otherwise.
    public func restoreState() throws {
        try loop.restoreState()
    }

    /// Runs the event loop on the calling thread until ``requestStop()``: the first scan, `READY=1`,
    /// then every save as it comes.
    public func run() throws {
        try loop.start(at: .now)
        while true {
            waitForEvents()
            loop.turn(at: .now)
            let pending = commands.withLock { commands in
                defer { commands.removeAll() }
                return commands
            }
            let syncs = syncRequests.withLock { requests in
                defer { requests.removeAll() }
                return requests
            }
            if pending.contains(.stop) {
                for done in syncs { done(.failed("the daemon is stopping")) }
                loop.stop(at: .now)
                return
            }
            if pending.contains(.reload) {
                loop.reload(at: .now)
            }
            loop.beginSyncs(syncs, at: .now)
            loop.advanceSyncs(at: .now)
        }
    }

    /// Waits in `poll(2)` for the source's events, a command, or the loop's next deadline.
    ///
    /// The mount table is polled too: the kernel marks it `POLLPRI` when a file system is mounted
    /// or unmounted, which inotify does not report.
    private func waitForEvents() {
        let now = ContinuousClock.now
        var descriptors = [pollfd(fd: wakeDescriptors.read, events: Int16(POLLIN), revents: 0)]
        descriptors.append(pollfd(fd: mountTable, events: Int16(POLLPRI), revents: 0))
        if let events = loop.source.fileDescriptor {
            descriptors.append(pollfd(fd: events, events: Int16(POLLIN), revents: 0))
        }
        var timeout: Int32 = -1
        if let deadline = loop.nextDeadline(after: now) {
            let wait = deadline - now
            let millis = wait <= .zero ? 0 : min(Int(wait / .milliseconds(1)) + 1, 60_000)
            timeout = Int32(millis)
        }
        _ = poll(&descriptors, nfds_t(descriptors.count), timeout)
        if descriptors[0].revents != 0 {
            var buffer = [UInt8](repeating: 0, count: 64)
            while Glibc.read(wakeDescriptors.read, &buffer, buffer.count) > 0 {}
        }
        // Polling the table again clears its mark; it is read afresh by the loop.
        if mountTable >= 0, descriptors[1].revents & Int16(POLLPRI | POLLERR) != 0 {
            loop.mountTableChanged(at: .now)
        }
    }

    /// Asks the loop to finish the layouts of completed saves and return (`SIGTERM`, `SIGINT`); a
    /// large layout in progress is given up.
    public func requestStop() {
        stopping.set()
        send(.stop)
    }

    /// Asks the loop to read the configuration again and rescan (`SIGHUP`).
    public func requestReload() { send(.reload) }

    /// Asks the loop to call `done` once everything saved before now is published (`sync`).
    public func requestSync(_ done: @escaping @Sendable (SyncOutcome) -> Void) {
        syncRequests.withLock { $0.append(done) }
        wake()
    }

    private func send(_ command: Command) {
        commands.withLock { $0.append(command) }
        wake()
    }

    private func wake() {
        var byte: UInt8 = 1
        _ = write(wakeDescriptors.write, &byte, 1)
    }
}

/// A flag one thread sets and another reads: whether the daemon was asked to stop.
final class StopFlag: Sendable {
    private let value = Atomic(false)

    var isSet: Bool { value.load(ordering: .acquiring) }

    func set() { value.store(true, ordering: .releasing) }
}
