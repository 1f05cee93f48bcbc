import Foundation
import LayoutEngine
import LayoutFiles
import LayoutProtocol
import LayoutSpecFormat
import Logging
import SpecWatcher

/// Every spec the daemon knows, and the step from a spec's file to its files in the output folder.
///
/// Reading never publishes half a save: the caller only asks for a read once a save completed, the
/// bytes are compared with the last ones read, errors keep the last good layout, and each output
/// file is replaced atomically.
final class SpecLayouts {
    /// What a read led to.
    enum Outcome: Equatable {
        case unchanged
        case published(generation: Int)
        case failed
        /// There is no file at the path (any more).
        case missing
        /// Another save of the file began while it was read: nothing is published from this read.
        case superseded
        /// The file is empty, but was not: published only if it is still empty after a quiet second.
        case emptied
        /// Its layout was given up before it finished (the daemon is stopping): nothing is published.
        case abandoned
    }

    private(set) var records: [SpecIdentity: SpecRecord] = [:]
    /// The YAML trees of the specs parsed last: a save usually changes one section, whose lines
    /// alone are composed again.
    private var recentTrees = RecentTrees()
    var output: OutputFolder
    var parser: SpecParser
    /// Where specs are read from.
    let files: any SpecFiles
    /// Whether each layout's `ENV.svg` pictures are written (`preview: svg`); see ``setWritesPreviews(_:)``.
    var writesPreviews = true
    /// Set while the daemon starts: the pictures of the first scan are owed (``owedPictures``) and
    /// drawn after `READY=1`, a few each turn.
    var defersPictures = false
    /// The specs whose pictures are yet to be drawn, oldest first.
    var owedPictures: [String] = []
    var logger: Logger
    /// Asked now and then while a large layout runs (``LayoutWorker``): `false` gives it up.
    var keepLayingOut: () -> Bool = { true }
    /// The state subscribers and queries read.
    let published: PublishedSpecs
    /// Receives every event, in clock order, on the daemon's thread.
    let publish: @Sendable (Publication) -> Void
    /// The live preview page's pictures and errors (`serve --preview`), when it is served.
    let board: PreviewBoard?

    init(
        output: OutputFolder,
        parser: SpecParser,
        files: any SpecFiles,
        logger: Logger,
        published: PublishedSpecs,
        publish: @escaping @Sendable (Publication) -> Void,
        board: PreviewBoard? = nil
    ) {
        self.output = output
        self.parser = parser
        self.files = files
        self.logger = logger
        self.published = published
        self.publish = publish
        self.board = board
    }

    /// The specs of the daemon's previous run (from the output folder), until their files are read.
    var restored: [String: SpecRecord] = [:]
    /// When the previous run last wrote a spec's files, in unix seconds: a new epoch must be later.
    var latestRestoredEpoch = 0
    /// The output the folder is behind on (see `SpecLayouts+Output.swift`).
    var unwritten = UnwrittenOutput()

    /// The most frames the specs' layouts hold together: four specs at their own bound (each at most
    /// 2,000,000 frames), about 1 GB of layouts.
    var daemonFrameBudget = 8_000_000
    /// The frames the specs' layouts hold together.
    var framesHeld: Int { records.values.reduce(0) { $0 + $1.frames } }
    /// The specs that were not laid out for want of room in the daemon's budget: each is read
    /// again when another spec gives frames back (see ``WatchCore``).
    private(set) var waitingForRoom: Set<SpecIdentity> = []

    var count: Int { records.count }
    var errorCount: Int { records.values.filter(\.hasError).count }

    /// The known specs in `directory` of the watched folder `root` (`""`: all of it).
    func known(root: String, within directory: String) -> [SpecIdentity] {
        records.keys.filter { $0.isWithin(root: root, directory: directory) }.sorted()
    }

    /// Marks every spec to be published on its next read, even with unchanged bytes.
    func markAllStale() {
        for key in records.keys { records[key]?.stale = true }
    }

    /// Reads the spec at `absolutePath` and publishes what changed.
    ///
    /// The file is read only if it lies inside `root` (with its links followed) once links are followed.
    ///
    /// `isStillSaved` is asked once the bytes are read: `false` means another save of the file began
    /// meanwhile (a truncation, a write), so what was read may be torn and is not published; that
    /// save's own completion reads the file again.
    ///
    /// A file found empty is an error only once `emptyIsConfirmed`: the kernel reports a truncation
    /// only after the file is already empty, so the truncation that begins an editor's next save can
    /// be read before any event says so; and a folder's scan can find a new file created but not yet
    /// written (`cp -a` of a tree). The caller reads it again after a quiet second.
    func refresh(
        _ spec: SpecIdentity,
        absolutePath: String,
        root: String,
        emptyIsConfirmed: Bool = false,
        isStillSaved: () -> Bool = { true }
    ) -> Outcome {
        guard let kind = files.kind(of: absolutePath), kind != .directory else { return .missing }
        let name = spec.name
        // A spec the previous run published starts from its last layout and generation.
        let restoredRecord = records[spec] == nil ? restored.removeValue(forKey: name) : nil
        var record = records[spec] ?? restoredRecord ?? SpecRecord()
        // A spec never published and found empty stays unknown until it is read again.
        var keepsRecord = true
        defer { if keepsRecord { records[spec] = record } }
        let data: Data
        do {
            data = try files.contents(absolutePath, confinedTo: root)
        } catch {
            record.contents = nil
            return fail(name, errors: rename(error, to: name), record: &record)
        }
        guard isStillSaved() else { return .superseded }
        guard data != record.contents || record.stale else { return .unchanged }
        if data.isEmpty && !emptyIsConfirmed {
            keepsRecord = records[spec] != nil || restoredRecord != nil
            return .emptied
        }
        record.contents = data
        record.stale = false
        if data.isEmpty && record.snapshot != nil {
            let errors = SpecFile.failure(.syntax, "the file is empty; the last good layout is kept", file: name)
            return fail(name, errors: errors, record: &record)
        }
        let document: LayoutDocument
        var tree = recentTrees.take(spec)
        defer { recentTrees.keep(tree, for: spec) }
        do {
            document = try SpecFile.parse(data, file: name, parser: parser, tree: &tree)
        } catch {
            return fail(name, errors: error, record: &record)
        }
        let start = ContinuousClock.now
        let laidOut: (LayoutSnapshot, LayoutWork)?
        do {
            laidOut = try layOut(document, of: name, spec: spec, record: &record)
        } catch {
            return fail(name, errors: error, record: &record)
        }
        guard let (snapshot, work) = laidOut else {
            // The last layout and bytes stand; the next run reads the file again.
            keepsRecord = false
            return .abandoned
        }
        let stats = LayoutStats(work, micros: LayoutStats.micros(ContinuousClock.now - start))
        record.frames = FrameBudget.frames(document)
        let previous = record.snapshot
        record.environments = document.environments
        record.scrollsVertically = document.environments.indices.map { document.scrollsVertically(environmentAt: $0) }
        record.sources = SectionTrace.traces(of: document)
        record.file = absolutePath
        if restoredRecord != nil, record.restoredErrors == nil, snapshot.environments == previous?.environments {
            // Nothing changed while the daemon was down: the previous run's layout stands.
            postPictures(of: name, record: record, diff: nil)
            return .unchanged
        }
        return publish(name, snapshot: snapshot, previous: previous, stats: stats, work: work, record: &record)
    }

    /// Lays out `document` with the record's caches: on the daemon's thread when it is small, on a
    /// worker's while the daemon's thread goes on serving a stop and the watchdog when it is large.
    ///
    /// - Returns: `nil` when ``keepLayingOut`` gave the layout up.
    private func layOut(
        _ document: LayoutDocument,
        of name: String,
        spec: SpecIdentity,
        record: inout SpecRecord
    ) throws(SpecErrors) -> (LayoutSnapshot, LayoutWork)? {
        let frames = FrameBudget.frames(document)
        // Specs each within their own budget could together hold gigabytes (eight specs of half a
        // million items: 2.8 GB and 1.46 GB written): past the daemon's, a spec waits.
        let held = records.reduce(0) { $1.key == spec ? $0 : $0 + $1.value.frames }
        waitingForRoom.remove(spec)
        if held + frames > daemonFrameBudget {
            waitingForRoom.insert(spec)
            // Read again when room is freed, though its bytes are the same.
            record.stale = true
            logger.warning(
                "not laying out \(name): its \(frames) frames and the \(held) of the other specs pass the daemon's budget of \(daemonFrameBudget)"
            )
            throw SpecFile.failure(
                .tooLarge,
                "the daemon holds \(held) frames of other specs, and this spec's \(frames) would pass its budget of \(daemonFrameBudget) frames in all: it waits, and is laid out when another spec gives frames back or it is saved with room (the last good layout is kept)",
                file: name
            )
        }
        guard frames >= LayoutWorker.threshold else { return try record.layout.checkedUpdate(document, file: name) }
        logger.info("laying out \(name): \(frames) frames, on a worker thread")
        var layout = record.layout
        let result = LayoutWorker.run(
            {
                let outcome = Result { () throws(SpecErrors) in try layout.checkedUpdate(document, file: name) }
                return (outcome, layout)
            },
            keepWaiting: keepLayingOut
        )
        guard let (outcome, updated) = result else {
            logger.notice("gave up laying out \(name): the daemon is stopping")
            return nil
        }
        record.layout = updated
        return try outcome.get()
    }

    /// Removes a spec that went away: its output files go, and it is forgotten.
    func remove(_ spec: SpecIdentity) {
        waitingForRoom.remove(spec)
        _ = recentTrees.take(spec)
        guard records.removeValue(forKey: spec) != nil else { return }
        remove(name: spec.name)
    }
}
