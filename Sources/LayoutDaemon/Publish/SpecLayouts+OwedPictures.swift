import LayoutEngine
import LayoutFiles
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

    /// Whether pictures are owed, or drawn and not yet written.
    var owesPictures: Bool { !owedPictures.isEmpty || drawer.isDrawing }

    /// Owes a spec's pictures: once, however many times it is published before they are drawn.
    func owePictures(of name: String) {
        if owesPictures { owedPictures.removeAll { $0 == name } }
        owedPictures.append(name)
        picturesOwed += 1
    }

    /// Hands the pictures of up to `limit` owed specs to the drawer, oldest first, as their records
    /// stand now (a spec removed meanwhile is passed over).
    func drawOwedPictures(limit: Int = SpecLayouts.owedPicturesPerTurn) {
        guard owesPictures, !defersPictures else { return }
        let batch = owedPictures.prefix(limit)
        owedPictures.removeFirst(batch.count)
        let wanted = Set(batch)
        for (spec, record) in records where wanted.contains(spec.name) && record.snapshot != nil {
            guard (record.snapshot?.frameCount ?? 0) <= Self.largestPicture else {
                writePreviews(of: spec.name, record: record, diff: record.diff)
                continue
            }
            let pictures = pictures(of: spec.name, record: record, diff: record.diff, forFiles: true)
            drawer.draw(PictureDrawer.Work(spec: spec.name, generation: record.generation, pictures: pictures))
        }
        writeDrawnPictures()
    }

    /// Writes the pictures the drawer finished, of specs whose last layout they still show.
    func writeDrawnPictures() {
        for drawn in drawer.take() {
            guard let record = records.first(where: { $0.key.name == drawn.spec })?.value,
                record.generation == drawn.generation, record.snapshot != nil
            else { continue }
            do {
                try output.publishPreviews(spec: drawn.spec, drawn.files)
                unwritten.previews(of: drawn.spec, failure: nil)
            } catch {
                failedToWrite("the previews of \(drawn.spec)", error)
                unwritten.previews(of: drawn.spec, failure: error)
            }
        }
    }
}
