import LayoutProtocol

/// The `ENV.svg` pictures, owed by each publication and drawn once the saves pause.
///
/// People are served after programs: a save is published to subscribers and its `layout.json`
/// written, and its pictures are owed. Drawing them was most of the daemon's work for a save, for
/// files a person may open later (the preview page draws its own, per page); they are drawn once no
/// spec was published for a moment (``WatchLoop/picturesQuiet``), a few specs a turn, each spec's
/// once however many saves it had meanwhile. The first scan's are drawn right after `READY=1`. A
/// `sync` draws what is owed and answers once it is drawn.
extension SpecLayouts {
    /// How many owed specs' pictures one turn draws.
    static let owedPicturesPerTurn = 25

    /// Whether pictures are owed.
    var owesPictures: Bool { !owedPictures.isEmpty }

    /// Owes a spec's pictures: once, however many times it is published before they are drawn.
    func owePictures(of name: String) {
        if owesPictures { owedPictures.removeAll { $0 == name } }
        owedPictures.append(name)
        picturesOwed += 1
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
