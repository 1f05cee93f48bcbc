import LayoutEngine
import LayoutFiles
import LayoutPipeline
import LayoutProtocol
import Logging

/// The `ENV.svg` pictures, owed by each publication and drawn once the saves pause.
///
/// People are served after programs: a save is published to subscribers and its `layout.json`
/// written, and its pictures are owed. Drawing them was most of the daemon's work for a save, for
/// files a person may open later (the preview page draws its own, per page); they are drawn once no
/// spec was published for a moment (``WatchLoop/picturesQuiet``), a few specs a turn, each spec's
/// once however many saves it had meanwhile. The first scan's are drawn right after `READY=1`. A
/// `sync` draws what is owed and answers once it is drawn.
extension OutputFolderSink {
    /// How many owed specs' pictures one turn draws.
    static let owedPicturesPerTurn = 25

    /// The most frames the daemon draws into a spec's picture files, its environments together.
    ///
    /// A picture of millions of frames would take the drawing thread seconds and no one could read
    /// it. Past this, the pictures are not drawn and a line says so; `layoutd render` draws them
    /// when asked.
    static let largestPicture = 50_000

    /// Whether pictures are owed, or drawn and not yet written.
    var owesPictures: Bool { !owedPictures.isEmpty || drawer.isDrawing }

    /// Owes a spec's pictures: once, however many times it is published before they are drawn.
    func owePictures(of name: String) {
        if owesPictures { owedPictures.removeAll { $0 == name } }
        owedPictures.append(name)
        picturesOwed += 1
    }

    /// The spec's last good layout, one picture per environment, with the changes of the diff that
    /// led to it; the files' pictures do not name the spec's file, so that the same specs always
    /// give the same bytes.
    func pictures(of name: String) -> [PreviewSVG] {
        guard let shown = shown[name] else { return [] }
        return shown.pictures.pictures(
            spec: name,
            generation: shown.layout.generation,
            snapshot: shown.layout.snapshot,
            diff: shown.diff?.diff
        )
    }

    /// Hands the pictures of up to `limit` owed specs to the drawer, oldest first, as they stand now
    /// (a spec removed meanwhile is passed over).
    func drawOwedPictures(limit: Int = OutputFolderSink.owedPicturesPerTurn) {
        guard owesPictures, !defersPictures else { return }
        let batch = owedPictures.prefix(limit)
        owedPictures.removeFirst(batch.count)
        for name in batch {
            guard let layout = shown[name]?.layout else { continue }
            guard layout.snapshot.frameCount <= Self.largestPicture else {
                writePreviews(of: name)
                continue
            }
            drawer.draw(PictureDrawer.Work(spec: name, generation: layout.generation, pictures: pictures(of: name)))
        }
        writeDrawnPictures()
    }

    /// Writes the pictures the drawer finished, of specs whose last layout they still show.
    func writeDrawnPictures() {
        for drawn in drawer.take() {
            guard shown[drawn.spec]?.layout.generation == drawn.generation else { continue }
            do {
                try output.publishPreviews(spec: drawn.spec, drawn.files)
                unwritten.previews(of: drawn.spec, failure: nil)
                picturesWritten += 1
            } catch {
                failedToWrite("the previews of \(drawn.spec)", error)
                unwritten.previews(of: drawn.spec, failure: error)
            }
        }
    }

    /// Writes a spec's pictures at once, on this thread.
    func writePreviews(of name: String) {
        guard let layout = shown[name]?.layout, shown[name]?.pictures.environments.isEmpty == false else { return }
        let frames = layout.snapshot.frameCount
        guard frames <= Self.largestPicture else {
            logger.notice(
                "not drawing the pictures of \(name): its \(frames) frames are more than the \(Self.largestPicture) the daemon draws; `layoutd render` draws them"
            )
            // A picture of an earlier generation would show a layout that is no longer the spec's.
            do {
                try output.publishPreviews(spec: name, [])
                unwritten.previews(of: name, failure: nil)
            } catch {
                unwritten.previews(of: name, failure: error)
            }
            return
        }
        let pictures = pictures(of: name).map { (environment: $0.layout.name, svg: $0.svg()) }
        do {
            try output.publishPreviews(spec: name, pictures)
            unwritten.previews(of: name, failure: nil)
        } catch {
            failedToWrite("the previews of \(name)", error)
            unwritten.previews(of: name, failure: error)
        }
    }

    /// Turns the pictures on or off (a reload): the current layouts are drawn, or their pictures
    /// removed, at once; nothing is published again.
    func setWritesPreviews(_ writes: Bool) {
        guard writes != writesPreviews else { return }
        writesPreviews = writes
        owedPictures = []
        for name in shown.keys.sorted() {
            if writes {
                writePreviews(of: name)
            } else {
                try? output.publishPreviews(spec: name, [])
            }
        }
        if !writes { unwritten.forgetPreviews() }
    }
}
