import CInotifyTools
import Glibc

/// The process's inotify instance, through libinotifytools.
///
/// libinotifytools keeps one global instance with static buffers, so there is one `Inotify` at a time
/// and every call happens on the daemon's thread. The library reads the
/// events; watches are added with `inotify_add_watch` on its descriptor, because the library's name
/// index keeps entries of deleted directories and would answer a re-created directory's path with the
/// dead watch. Paths are resolved by layoutd's own ``WatchTable``.
public final class Inotify {
    /// The instance's descriptor, for `poll`.
    ///
    /// libinotifytools has no accessor for it, so it is found
    /// as the `anon_inode:inotify` link in `/proc/self/fd` that appeared with the instance.
    public let fileDescriptor: Int32
    private var open = true

    public init() throws(WatchError) {
        let before = Self.inotifyDescriptors()
        guard inotifytools_initialize() != 0 else {
            throw WatchError(operation: "inotifytools_initialize", path: "", code: inotifytools_error())
        }
        guard let descriptor = Self.inotifyDescriptors().subtracting(before).min() else {
            inotifytools_cleanup()
            throw WatchError(operation: "finding the inotify descriptor in /proc/self/fd", path: "", code: ENOENT)
        }
        // The library opens it without FD_CLOEXEC, and a child would inherit it.
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        fileDescriptor = descriptor
    }

    deinit { close() }

    /// Ends the instance: the kernel drops every watch with it.
    public func close() {
        guard open else { return }
        open = false
        inotifytools_cleanup()
    }

    /// Watches a directory (not through a symlink) and returns its watch descriptor.
    ///
    /// Watching a directory again returns the descriptor it already has.
    public func watchDirectory(_ path: String) throws(WatchError) -> Int32 {
        let mask = InotifyMask.directoryWatch.rawValue | InotifyMask.directoryWatchFlags
        let watch = inotify_add_watch(fileDescriptor, path, mask)
        guard watch >= 0 else { throw WatchError(operation: "inotify_add_watch", path: path, code: errno) }
        return watch
    }

    public func removeWatch(_ watch: Int32) {
        _ = inotify_rm_watch(fileDescriptor, watch)
    }

    /// Reads the events queued now, without waiting, at most `limit` of them.
    ///
    /// Calls `inotifytools_next_events(0, 1)` until it has nothing: one event at a time, because asking
    /// for more busy-spins, and each event is copied before the next call overwrites it.
    public func readEvents(limit: Int = 1 << 16) -> [InotifyEvent] {
        var events: [InotifyEvent] = []
        while events.count < limit, let event = inotifytools_next_events(0, 1) {
            let header = event.pointee
            var name = ""
            var malformed = false
            if header.len > 0 {
                let bytes = UnsafeRawPointer(event).advanced(by: MemoryLayout<inotify_event>.size)
                let text = bytes.assumingMemoryBound(to: CChar.self)
                let valid = String(validatingCString: text)
                malformed = valid == nil
                name = valid ?? String(cString: text)
            }
            var copied = InotifyEvent(
                watch: header.wd,
                mask: InotifyMask(rawValue: header.mask),
                cookie: header.cookie,
                name: name
            )
            copied.nameIsMalformed = malformed
            events.append(copied)
        }
        return events
    }

    /// `fs.inotify.max_user_watches`, the limit a user raises when watches run out.
    public static var maximumUserWatches: Int { Int(inotifytools_get_max_user_watches()) }

    /// How many inotify instances one user may have open: `fs.inotify.max_user_instances`, or the
    /// limit of the user namespace the process runs in (`/proc/sys/user/max_inotify_instances`, the
    /// same setting outside any namespace), which is the one that applies.
    public static var maximumUserInstances: Int {
        let descriptor = Glibc.open("/proc/sys/user/max_inotify_instances", O_RDONLY | O_CLOEXEC)
        if descriptor >= 0 {
            defer { Glibc.close(descriptor) }
            var bytes = [UInt8](repeating: 0, count: 32)
            let count = Glibc.read(descriptor, &bytes, bytes.count)
            if count > 0, let limit = Int(String(decoding: bytes[..<count], as: UTF8.self).filter(\.isNumber)) {
                return limit
            }
        }
        return Int(inotifytools_get_max_user_instances())
    }

    private static func inotifyDescriptors() -> Set<Int32> {
        guard let directory = opendir("/proc/self/fd") else { return [] }
        defer { closedir(directory) }
        var found: Set<Int32> = []
        var target = [CChar](repeating: 0, count: 64)
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) {
                String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard let descriptor = Int32(name) else { continue }
            let length = readlink("/proc/self/fd/\(name)", &target, target.count)
            guard length > 0 else { continue }
            let link = String(decoding: target[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if link == "anon_inode:inotify" { found.insert(descriptor) }
        }
        return found
    }
}

/// A watching operation that failed, with the `errno` it failed with.
public struct WatchError: Error, Sendable, CustomStringConvertible {
    public var operation: String
    public var path: String
    public var code: Int32
    /// Why, when it is not `code`'s text.
    public var reason: String?

    public init(operation: String, path: String, code: Int32, reason: String? = nil) {
        self.operation = operation
        self.path = path
        self.code = code
        self.reason = reason
    }

    /// Whether the user's inotify watch limit is exhausted (`ENOSPC` from `inotify_add_watch`).
    public var isWatchLimit: Bool { code == ENOSPC && operation == "inotify_add_watch" }

    /// Whether no inotify instance could be made because the user has all it may have
    /// (`EMFILE` from `inotify_init`): the daemon cannot watch at all.
    public var isInstanceLimit: Bool { code == EMFILE && operation == "inotifytools_initialize" }

    public var description: String {
        let reason = self.reason ?? String(cString: strerror(code))
        let subject = path.isEmpty ? operation : "\(operation) \(path)"
        if isWatchLimit {
            return "\(subject): the inotify watch limit is reached (fs.inotify.max_user_watches = "
                + "\(Inotify.maximumUserWatches)); raise it with `sysctl fs.inotify.max_user_watches=N`"
        }
        if isInstanceLimit {
            return "cannot make an inotify instance: the inotify instance limit is reached "
                + "(fs.inotify.max_user_instances = \(Inotify.maximumUserInstances)); close other watchers or raise it "
                + "with `sysctl fs.inotify.max_user_instances=N`"
        }
        return "\(subject): \(reason)"
    }
}
