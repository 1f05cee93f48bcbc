import Foundation
import LayoutEngine
import LayoutProtocol
import LayoutPublishing

/// What the daemon remembers of one spec between saves.
///
/// It keeps what the next read compares with and starts from. What was published of it (its state,
/// files and pictures) is the ``Publisher``'s and its sinks'.
struct SpecRecord {
    /// The bytes last read, whether they parsed or not: a save of the same bytes publishes nothing.
    var contents: Data?
    /// The section caches, so that an edit recomputes only the sections it touched.
    var layout = IncrementalLayout()
    /// The frames its last good layout holds, as ``LayoutEngine/FrameBudget`` counts them: its share
    /// of the daemon's budget (``SpecLayouts/daemonFrameBudget``).
    var frames = 0
    /// Set when the configuration changed what a layout depends on: the next read publishes even if
    /// the bytes did not change.
    var stale = false
    /// The `error.json` of the daemon's previous run, until the spec is first read: the same errors
    /// found again are not published again.
    var restoredErrors: ErrorFile?
    /// How long its last parse and layout took, in microseconds: a spec that reads in less than
    /// ``WatchLoop/inlineMicros`` is laid out on the daemon's thread, sparing the hand-over.
    var readMicros: Int?
}
