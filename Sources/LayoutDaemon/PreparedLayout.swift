import LayoutEngine
import LayoutProtocol

/// A new layout made ready to publish: its diff from the previous layout, the spec's state after
/// it, the event as subscribers get it, and for a large layout the texts of its files.
///
/// Made before anything is published, so that it can be made on a worker thread and given up whole
/// when the daemon stops meanwhile.
struct PreparedLayout {
    /// The diff from the previous layout; `nil` for a first layout.
    var diff: DiffFile?
    /// The spec's published state once the event is applied.
    var entry: PublishedSpecs.Entry
    var publication: Publication
    /// `layout.json` and `diff.json`, when they were encoded here.
    var files: (layout: String, diff: String?)?

    /// The work of preparing `file`, to run on the daemon's thread or a worker's.
    static func preparation(
        of file: LayoutFile,
        previous: LayoutSnapshot?,
        entry: PublishedSpecs.Entry,
        clock: DaemonClock,
        encodingFiles: Bool
    ) -> () -> PreparedLayout {
        {
            var entry = entry
            let diff = previous.map {
                DiffFile(
                    spec: file.spec,
                    from: file.generation - 1,
                    to: file.generation,
                    diff: LayoutDiff(from: $0, to: file.snapshot),
                    stats: file.stats
                )
            }
            let event = entry.publish(file, diff: diff, at: clock)
            let files = encodingFiles ? (file.fileForm.json(), diff?.fileForm.json()) : nil
            return PreparedLayout(
                diff: diff,
                entry: entry,
                publication: Publication(event, clock: clock),
                files: files
            )
        }
    }
}
