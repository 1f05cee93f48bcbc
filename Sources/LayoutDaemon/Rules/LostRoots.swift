/// Watched folders deleted or moved away while the daemon runs.
///
/// A folder that vanishes whole is far more often being replaced (a tool regenerating it, a
/// checkout, `rm -rf` and a clone) than given up, so its specs keep their last layouts, and nothing
/// is removed, until it is back. Scans of a lost folder that still find it missing are passed over;
/// the first that finds it brings it back, and its specs are then compared with their last layouts.
struct LostRoots {
    private(set) var roots: Set<Int> = []

    mutating func lose(_ root: Int) {
        roots.insert(root)
    }

    /// What a scan of `root` means.
    enum Scan: Equatable {
        /// The root was never lost: the scan says what it holds.
        case usual
        /// The root is lost and still missing: the scan says nothing.
        case stillLost
        /// The root is back: the scan says what it holds now.
        case back
    }

    mutating func scanned(_ root: Int, missing: Bool) -> Scan {
        guard roots.contains(root) else { return .usual }
        guard !missing else { return .stillLost }
        roots.remove(root)
        return .back
    }

    /// Forgets them all: a reload numbers the roots anew, and starts without those still missing.
    mutating func removeAll() {
        roots.removeAll()
    }
}
