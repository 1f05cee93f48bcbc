import Foundation
import LayoutEngine
import LayoutProtocol

/// What the daemon remembers of one spec between saves.
struct SpecRecord {
    /// The bytes last read, whether they parsed or not: a save of the same bytes publishes nothing.
    var contents: Data?
    /// The section caches, so that an edit recomputes only the sections it touched.
    var layout = IncrementalLayout()
    /// The frames its last good layout holds, as ``LayoutEngine/FrameBudget`` counts them: its share
    /// of the daemon's budget (``SpecLayouts/daemonFrameBudget``).
    var frames = 0
    /// The last good layout, which errors never replace and which the next diff starts from.
    var snapshot: LayoutSnapshot?
    /// The environments of the last good layout, from which its pictures are drawn.
    var environments: [LayoutEnvironment] = []
    /// Whether the layout scrolls vertically in each of those environments, for where each picture
    /// draws the screen at rest.
    var scrollsVertically: [Bool] = []
    /// Where each section of the last good layout was written, by environment, for the pictures.
    var sources: [[SectionTrace]] = []
    /// The spec's file on disk, for the pictures' links to it.
    var file: String?
    /// The diff that led to the last good layout (`nil` for a first layout), to write `diff.json`
    /// again if the output folder is lost.
    var diff: DiffFile?
    /// Successful layouts of the spec (1 = the first); continued across restarts from `layout.json`.
    var generation = 0
    /// Whether the latest read had errors (and `error.json` is in the output folder).
    var hasError = false
    /// The spec's `error.json` while it has errors, to write again if the output folder is lost.
    var errors: ErrorFile?
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
