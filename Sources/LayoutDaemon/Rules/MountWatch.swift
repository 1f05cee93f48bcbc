/// Whether a file system was mounted or unmounted in a watched folder (a bind mount over a folder of
/// specs).
///
/// inotify reports nothing of a mount: the watch on a folder stays on the folder the mount covers,
/// so the specs the mount shows, and every save in it, would go unseen. The kernel says when the
/// mount table changes (``Daemon`` polls `/proc/self/mountinfo` for it); a change of the mount
/// points within the watched folders then asks for a rescan, which watches what is there now.
struct MountWatch {
    /// The mount points within the watched folders last seen; `nil` before the first look.
    private(set) var seen: Set<String>?

    /// Takes in the mount table's mount points; the reason for a rescan when the ones within
    /// `roots` changed since the last look (never on the first).
    mutating func looked(at mountPoints: [String], roots: [String]) -> String? {
        let within = Set(
            mountPoints.filter { point in roots.contains { point == $0 || point.hasPrefix($0 + "/") } }
        )
        defer { seen = within }
        guard let seen, seen != within else { return nil }
        let changed = within.symmetricDifference(seen).sorted()
        return "a file system was mounted or unmounted at \(changed.joined(separator: ", "))"
    }
}
