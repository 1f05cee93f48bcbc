import Foundation
import LayoutEngine
import LayoutFiles
import LayoutProtocol
import LayoutPublishing
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

    var records: [SpecIdentity: SpecRecord] = [:]
    var parser: SpecParser
    /// Where specs are read from.
    let files: any SpecFiles
    var logger: Logger
    /// Publishes every event: to subscribers, then the output folder, then the preview page.
    let publisher: Publisher
    /// The output folder, which the publisher hands every event to.
    let outputSink: OutputFolderSink
    /// The state subscribers and queries read.
    var published: PublishedSpecs { publisher.published }
    /// The output folder the specs' files are written to.
    var output: OutputFolder {
        get { outputSink.output }
        set { outputSink.output = newValue }
    }

    /// Specs read from `files`, published to `live` sinks as part of each event (the socket's
    /// subscribers), then to the output folder, then to the preview page's `board` if it is served.
    init(
        output: OutputFolder,
        parser: SpecParser,
        files: any SpecFiles,
        logger: Logger,
        published: PublishedSpecs,
        live: [any PublicationSink],
        board: PreviewBoard? = nil
    ) {
        self.parser = parser
        self.files = files
        self.logger = logger
        outputSink = OutputFolderSink(output: output, published: published, logger: logger)
        publisher = Publisher(
            published: published,
            live: live,
            sinks: [outputSink] + (board.map { [$0] } ?? [])
        )
    }

    /// The specs of the daemon's previous run (from the output folder), until their files are read.
    var restored: [String: SpecRecord] = [:]
    /// When the previous run last wrote a spec's files, in unix seconds: a new epoch must be later.
    var latestRestoredEpoch = 0

    /// The most frames the specs' layouts hold together: four specs at their own bound (each at most
    /// 2,000,000 frames), about 1 GB of layouts.
    var daemonFrameBudget = 8_000_000
    /// The frames the specs' layouts hold together.
    var framesHeld: Int { records.values.reduce(0) { $0 + $1.frames } }
    /// The specs that were not laid out for want of room in the daemon's budget: each is read
    /// again when another spec gives frames back (see ``WatchCore``).
    var waitingForRoom: Set<SpecIdentity> = []
    /// The YAML trees of the specs parsed last: a save usually changes one section, whose lines
    /// alone are composed again.
    var recentTrees = RecentTrees()
    /// The specs being laid out on a worker, each with what its read found (``SpecLayouts+Reading``).
    var layingOut: [SpecIdentity: LayingOut] = [:]
    /// The ticket of the next job handed over.
    var nextTicket: LayoutJob.Ticket = 1

    var count: Int { records.count }
    var errorCount: Int { records.keys.filter { published[$0.name]?.hasError == true }.count }

    /// What was last published of a spec: its last good layout, which errors never replace and
    /// which the next diff starts from, and its generation (0 before any).
    func lastLayout(of name: String) -> (snapshot: LayoutSnapshot?, generation: Int) {
        let state = published[name]?.state
        return (state?.layout?.snapshot, state?.generation ?? 0)
    }

    /// The known specs in `directory` of the watched folder `root` (`""`: all of it).
    func known(root: String, within directory: String) -> [SpecIdentity] {
        records.keys.filter { $0.isWithin(root: root, directory: directory) }.sorted()
    }

    /// Marks every spec to be published on its next read, even with unchanged bytes.
    func markAllStale() {
        for key in records.keys { records[key]?.stale = true }
    }

    /// Removes a spec that went away: its output files go, and it is forgotten.
    func remove(_ spec: SpecIdentity) {
        waitingForRoom.remove(spec)
        // A layout in progress is given up: its result is dropped.
        layingOut[spec] = nil
        _ = recentTrees.take(spec)
        guard records.removeValue(forKey: spec) != nil else { return }
        remove(name: spec.name)
    }
}
