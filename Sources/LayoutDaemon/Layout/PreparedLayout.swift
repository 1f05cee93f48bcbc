import LayoutEngine
import LayoutProtocol

/// A new layout made ready to publish: its diff from the previous layout, the spec's state after
/// it, the event as subscribers get it, and for a large layout the texts of its files.
///
/// Made on the daemon's thread, which alone gives out clocks; the diff and a large layout's files
/// are made before, on the worker that laid it out (``LayoutJob``).
struct PreparedLayout {
    /// The diff from the previous layout; `nil` for a first layout.
    var diff: DiffFile?
    /// The spec's published state once the event is applied.
    var entry: PublishedSpecs.Entry
    var publication: Publication
    /// `layout.json` and `diff.json`, when they were encoded here.
    var files: (layout: String, diff: String?)?

    /// `file` made ready to publish at `clock`: its diff from `previous` (or `diff`, made already
    /// from it), its event and the spec's state after it; `files` are its files' texts, when they
    /// were encoded already.
    static func prepared(
        _ file: LayoutFile,
        previous: LayoutSnapshot?,
        diff made: LayoutDiff?? = nil,
        files: (layout: String, diff: String?)? = nil,
        entry: PublishedSpecs.Entry,
        clock: DaemonClock
    ) -> PreparedLayout {
        var entry = entry
        let layoutDiff = made ?? previous.map { LayoutDiff(from: $0, to: file.snapshot) }
        let diff = layoutDiff.map {
            DiffFile(
                spec: file.spec,
                from: file.generation - 1,
                to: file.generation,
                diff: $0,
                stats: file.stats
            )
        }
        let event = entry.publish(file, diff: diff, at: clock)
        return PreparedLayout(
            diff: diff,
            entry: entry,
            publication: Publication(event, clock: clock),
            files: files
        )
    }
}
