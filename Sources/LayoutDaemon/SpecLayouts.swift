import Foundation
import LayoutEngine
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
    }

    private(set) var records: [SpecPath: SpecRecord] = [:]
    var output: OutputFolder
    var parser: SpecParser
    var clock: DaemonClock
    var logger: Logger
    /// The state subscribers and queries read.
    let published: PublishedSpecs
    /// Receives every event, in clock order, on the daemon's thread.
    let publish: @Sendable (Publication) -> Void

    init(
        output: OutputFolder,
        parser: SpecParser,
        clock: DaemonClock,
        logger: Logger,
        published: PublishedSpecs,
        publish: @escaping @Sendable (Publication) -> Void
    ) {
        self.output = output
        self.parser = parser
        self.clock = clock
        self.logger = logger
        self.published = published
        self.publish = publish
    }

    var count: Int { records.count }
    var errorCount: Int { records.values.filter(\.hasError).count }

    /// The known specs at or under `directory`.
    func known(within directory: SpecPath) -> [SpecPath] {
        records.keys.filter { $0.isWithin(directory) }.sorted()
    }

    /// Marks every spec to be published on its next read, even with unchanged bytes.
    func markAllStale() {
        for key in records.keys { records[key]?.stale = true }
    }

    /// Reads the spec at `absolutePath` and publishes what changed.
    func refresh(_ spec: SpecPath, absolutePath: String) -> Outcome {
        var info = stat()
        guard stat(absolutePath, &info) == 0, (info.st_mode & S_IFMT) != S_IFDIR else { return .missing }
        var record = records[spec] ?? SpecRecord()
        defer { records[spec] = record }
        let name = spec.path
        let data: Data
        do {
            data = try SpecFile.contents(absolutePath)
        } catch {
            record.contents = nil
            return fail(name, errors: rename(error, to: name), record: &record)
        }
        guard data != record.contents || record.stale else { return .unchanged }
        record.contents = data
        record.stale = false
        if data.isEmpty && record.snapshot != nil {
            let errors = SpecFile.failure(.syntax, "the file is empty; the last good layout is kept", file: name)
            return fail(name, errors: errors, record: &record)
        }
        let document: LayoutDocument
        do {
            document = try SpecFile.parse(data, file: name, parser: parser)
        } catch {
            return fail(name, errors: error, record: &record)
        }
        let start = ContinuousClock.now
        let (snapshot, work) = record.layout.update(document)
        let stats = LayoutStats(work, micros: LayoutStats.micros(ContinuousClock.now - start))
        let previous = record.snapshot
        record.generation += 1
        record.snapshot = snapshot
        record.hasError = false
        let clock = clock.tick()
        let file = LayoutFile(spec: name, generation: record.generation, clock: clock, snapshot: snapshot, stats: stats)
        let diff = previous.map {
            DiffFile(
                spec: name,
                from: record.generation - 1,
                to: record.generation,
                clock: clock,
                diff: LayoutDiff(from: $0, to: snapshot),
                stats: stats
            )
        }
        // Each document is encoded once: the same text goes to the output folder and, on one line,
        // to subscribers.
        let layoutJSON = file.json()
        let diffJSON = diff?.json()
        do {
            try output.publish(spec: name, layoutJSON: layoutJSON, diffJSON: diffJSON)
        } catch {
            logger.error("cannot write the output of \(name): \(error)", metadata: ["spec": "\(name)"])
        }
        let layout = SocketEvent.oneLine(layoutJSON)
        let entry = PublishedSpecs.Entry(
            generation: record.generation,
            hasError: false,
            layout: layout,
            layoutClock: clock
        )
        let line =
            diffJSON.map {
                SocketEvent.diff(spec: name, clock: clock, generation: record.generation, json: SocketEvent.oneLine($0))
            }
            ?? SocketEvent.layout(spec: name, clock: clock, generation: record.generation, json: layout, fresh: false)
        let publication = Publication(kind: diff == nil ? .layout : .diff, spec: name, clock: clock, line: line)
        published.record(name, entry, clock: clock) { publish(publication) }
        logger.info(
            "published \(name) generation \(record.generation)",
            metadata: [
                "clock": "\(clock)", "computed": "\(work.sectionsComputed)", "shifted": "\(work.sectionsShifted)",
                "reused": "\(work.sectionsReused)", "micros": "\(stats.micros)",
            ]
        )
        return .published(generation: record.generation)
    }

    /// Tells subscribers that everything was read again.
    func announceRescan(reason: String) {
        let clock = clock.tick()
        let publication = Publication(
            kind: .rescan,
            spec: nil,
            clock: clock,
            line: SocketEvent.rescan(clock: clock, reason: reason)
        )
        published.record(nil, nil, clock: clock) { publish(publication) }
    }

    /// Removes a spec that went away: its output files go, and it is forgotten.
    func remove(_ spec: SpecPath) {
        guard records.removeValue(forKey: spec) != nil else { return }
        output.remove(spec: spec.path)
        let clock = clock.tick()
        let publication = Publication(
            kind: .removed,
            spec: spec.path,
            clock: clock,
            line: SocketEvent.removed(spec: spec.path, clock: clock)
        )
        published.record(spec.path, nil, clock: clock) { publish(publication) }
        logger.info("removed \(spec.path)", metadata: ["clock": "\(clock)"])
    }

    private func fail(_ name: String, errors: SpecErrors, record: inout SpecRecord) -> Outcome {
        record.hasError = true
        let clock = clock.tick()
        let file = ErrorFile(spec: name, clock: clock, errors: SpecFile.errorEntries(errors))
        var entry = published[name] ?? PublishedSpecs.Entry(generation: 0, hasError: true)
        entry.hasError = true
        let publication = Publication(kind: .error, spec: name, clock: clock, line: SocketEvent.error(file))
        published.record(name, entry, clock: clock) { publish(publication) }
        do {
            try output.publish(file)
        } catch {
            logger.error("cannot write the errors of \(name): \(error)", metadata: ["spec": "\(name)"])
        }
        let kept = record.snapshot == nil ? "no layout yet" : "generation \(record.generation) kept"
        logger.warning(
            "errors in \(name) (\(kept)): \(errors.errors.map(\.description).joined(separator: "; "))",
            metadata: ["clock": "\(clock)"]
        )
        return .failed
    }

    /// Errors of reading the file, reported under the spec's relative name like the parse errors.
    private func rename(_ errors: SpecErrors, to name: String) -> SpecErrors {
        SpecErrors(
            errors.errors.map {
                var error = $0
                error.location = SourceLocation(file: name, line: error.location.line, column: error.location.column)
                return error
            }
        )
    }
}
