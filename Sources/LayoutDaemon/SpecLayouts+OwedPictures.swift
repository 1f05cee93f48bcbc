import LayoutProtocol

/// The pictures of the daemon's first scan, drawn after `READY=1`.
///
/// People are served after programs: the first scan publishes every spec to subscribers and writes
/// its `layout.json`, and the daemon is ready then. Drawing each spec's `ENV.svg` took about a third of
/// the start of a thousand specs; those pictures are owed instead, and drawn a few each turn once the
/// daemon is ready, so that a save made meanwhile waits for one batch at most. A `sync` answers once
/// every owed picture is drawn.
extension SpecLayouts {
    /// How many owed specs' pictures one turn draws.
    static let owedPicturesPerTurn = 25

    /// Whether pictures are owed.
    var owesPictures: Bool { !owedPictures.isEmpty }

    /// Draws a spec's pictures now, or owes them while the daemon starts.
    func drawOrOwePictures(of name: String, record: SpecRecord, diff: DiffFile?) {
        if defersPictures {
            owedPictures.append(name)
            return
        }
        if owesPictures { owedPictures.removeAll { $0 == name } }
        writePreviews(of: name, record: record, diff: diff)
    }

    /// Draws the pictures of up to `limit` owed specs, oldest first, as their records stand now (a
    /// spec removed meanwhile is passed over).
    func drawOwedPictures(limit: Int = SpecLayouts.owedPicturesPerTurn) {
        guard owesPictures, !defersPictures else { return }
        let batch = owedPictures.prefix(limit)
        owedPictures.removeFirst(batch.count)
        let wanted = Set(batch)
        for (spec, record) in records where wanted.contains(spec.name) && record.snapshot != nil {
            writePreviews(of: spec.name, record: record, diff: record.diff)
        }
    }
}
