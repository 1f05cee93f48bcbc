import CInotifyTools

/// One event read from inotify, copied out of libinotifytools' static buffer.
public struct InotifyEvent: Sendable, Equatable, CustomStringConvertible {
    /// The watch descriptor of the directory the event happened in; -1 for a queue overflow.
    public var watch: Int32
    public var mask: InotifyMask
    /// Pairs the two halves of a rename (`IN_MOVED_FROM` and `IN_MOVED_TO`).
    public var cookie: UInt32
    /// The entry's name within the watched directory; empty for events on the directory itself.
    public var name: String
    /// Whether the name's bytes are not UTF-8 (`name` shows them repaired): such an entry cannot be
    /// named again to be read, and is reported instead.
    public var nameIsMalformed = false

    public init(watch: Int32, mask: InotifyMask, cookie: UInt32 = 0, name: String = "") {
        self.watch = watch
        self.mask = mask
        self.cookie = cookie
        self.name = name
    }

    public var description: String { "\(watch) \(mask) \(name)\(cookie == 0 ? "" : " cookie \(cookie)")" }
}

/// The bits of an inotify event mask that layoutd uses (inotify(7)).
public struct InotifyMask: OptionSet, Sendable, Hashable, CustomStringConvertible {
    public var rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let modify = InotifyMask(rawValue: UInt32(IN_MODIFY))
    public static let closeWrite = InotifyMask(rawValue: UInt32(IN_CLOSE_WRITE))
    public static let movedFrom = InotifyMask(rawValue: UInt32(IN_MOVED_FROM))
    public static let movedTo = InotifyMask(rawValue: UInt32(IN_MOVED_TO))
    public static let create = InotifyMask(rawValue: UInt32(IN_CREATE))
    public static let attributes = InotifyMask(rawValue: UInt32(IN_ATTRIB))
    public static let delete = InotifyMask(rawValue: UInt32(IN_DELETE))
    public static let deleteSelf = InotifyMask(rawValue: UInt32(IN_DELETE_SELF))
    public static let moveSelf = InotifyMask(rawValue: UInt32(IN_MOVE_SELF))
    public static let unmount = InotifyMask(rawValue: UInt32(IN_UNMOUNT))
    public static let queueOverflow = InotifyMask(rawValue: UInt32(IN_Q_OVERFLOW))
    public static let ignored = InotifyMask(rawValue: UInt32(IN_IGNORED))
    public static let isDirectory = InotifyMask(rawValue: UInt32(IN_ISDIR))

    /// What every directory is watched for: completions, renames, creations, deletions, plain
    /// modifications for the fallback of writers that never close, and attribute changes (a `chmod`
    /// that makes an unreadable spec or folder readable).
    static let directoryWatch: InotifyMask = [
        .modify, .closeWrite, .movedFrom, .movedTo, .create, .delete, .deleteSelf, .moveSelf, .attributes,
    ]

    /// Flags for `inotify_add_watch` that are not event bits: directories only, never through a
    /// symlink, and no events for entries already unlinked.
    static let directoryWatchFlags = UInt32(IN_ONLYDIR) | UInt32(IN_DONT_FOLLOW) | UInt32(IN_EXCL_UNLINK)

    public var description: String {
        let names: [(InotifyMask, String)] = [
            (.modify, "MODIFY"), (.closeWrite, "CLOSE_WRITE"), (.movedFrom, "MOVED_FROM"), (.movedTo, "MOVED_TO"),
            (.create, "CREATE"), (.attributes, "ATTRIB"), (.delete, "DELETE"), (.deleteSelf, "DELETE_SELF"),
            (.moveSelf, "MOVE_SELF"),
            (.unmount, "UNMOUNT"), (.queueOverflow, "Q_OVERFLOW"), (.ignored, "IGNORED"), (.isDirectory, "ISDIR"),
        ]
        let present = names.filter { contains($0.0) }.map(\.1)
        return present.isEmpty ? "0x\(String(rawValue, radix: 16))" : present.joined(separator: "|")
    }
}
