import Foundation
import LayoutEngine
import LayoutFiles
import LayoutPipeline
import LayoutProtocol
import LayoutPublishing
import LayoutSpecFormat
import Logging

/// A spec's read, in two steps: on the daemon's thread, its bytes (``beginRefresh(_:absolutePath:root:emptyIsConfirmed:isStillSaved:)``);
/// on a worker, its parse and layout (``LayoutJob``); on the daemon's thread again, its publication
/// (``finishRefresh(_:)``).
extension SpecLayouts {
    /// A spec handed to a worker: the job's ticket, and what its read found, for its publication.
    struct LayingOut {
        var ticket: LayoutJob.Ticket
        var data: Data
        var absolutePath: String
        /// Whether the record was the previous run's, not yet read in this one.
        var restored: Bool
        /// The generation the job's diff starts from.
        var generation: Int
    }

    /// What the first step of a read led to.
    enum Begun {
        /// The read ended on the daemon's thread (the bytes are the same, the file is gone or empty,
        /// it cannot be read).
        case ended(Outcome)
        /// The spec is to be laid out: hand the job to a worker, and its completion to
        /// ``finishRefresh(_:)``.
        case layOut(LayoutJob)
    }

    /// Reads the spec at `absolutePath` and publishes what changed, all on this thread: the two steps
    /// with the job between them run here.
    func refresh(
        _ spec: SpecIdentity,
        absolutePath: String,
        root: String,
        emptyIsConfirmed: Bool = false,
        isStillSaved: () -> Bool = { true }
    ) -> Outcome {
        switch beginRefresh(
            spec,
            absolutePath: absolutePath,
            root: root,
            emptyIsConfirmed: emptyIsConfirmed,
            isStillSaved: isStillSaved
        ) {
        case .ended(let outcome): return outcome
        case .layOut(let job): return finishRefresh(job.run()) ?? .superseded
        }
    }

    /// The first step of a read: the file's bytes, compared with the last ones.
    ///
    /// The file is read only if it lies inside `root` (with its links followed).
    ///
    /// `isStillSaved` is asked once the bytes are read: `false` means another save of the file began
    /// meanwhile (a truncation, a write), so what was read may be torn and is not published; that
    /// save's own completion reads the file again.
    ///
    /// A file found empty is an error only once `emptyIsConfirmed`: the kernel reports a truncation
    /// only after the file is already empty, so the truncation that begins an editor's next save can
    /// be read before any event says so; and a folder's scan can find a new file created but not yet
    /// written (`cp -a` of a tree). The caller reads it again after a quiet second.
    ///
    /// A spec still being laid out for an earlier save gives that layout up: its result is dropped.
    func beginRefresh(
        _ spec: SpecIdentity,
        absolutePath: String,
        root: String,
        emptyIsConfirmed: Bool = false,
        isStillSaved: () -> Bool = { true }
    ) -> Begun {
        guard let kind = files.kind(of: absolutePath), kind != .directory else { return .ended(.missing) }
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
            layingOut[spec] = nil
            record.contents = nil
            return .ended(fail(name, errors: rename(error, to: name), record: &record))
        }
        guard isStillSaved() else { return .ended(.superseded) }
        // The bytes of the layout in progress, or the last ones read.
        let latest = layingOut[spec]?.data ?? record.contents
        guard data != latest || record.stale else { return .ended(.unchanged) }
        if data.isEmpty && !emptyIsConfirmed {
            keepsRecord = records[spec] != nil || restoredRecord != nil
            return .ended(.emptied)
        }
        let last = lastLayout(of: name)
        if data.isEmpty && last.snapshot != nil {
            layingOut[spec] = nil
            record.contents = data
            record.stale = false
            let errors = SpecFile.failure(.syntax, "the file is empty; the last good layout is kept", file: name)
            return .ended(fail(name, errors: errors, record: &record))
        }
        let ticket = nextTicket
        nextTicket += 1
        let restoredBefore = layingOut[spec]?.restored ?? false
        layingOut[spec] = LayingOut(
            ticket: ticket,
            data: data,
            absolutePath: absolutePath,
            restored: restoredRecord != nil || restoredBefore,
            generation: last.generation
        )
        return .layOut(
            LayoutJob(
                spec: spec,
                ticket: ticket,
                name: name,
                data: data,
                parser: parser,
                tree: recentTrees.take(spec),
                layout: record.layout,
                previous: last.snapshot,
                generation: last.generation,
                heldByOthers: records.reduce(0) { $1.key == spec ? $0 : $0 + $1.value.frames },
                budget: daemonFrameBudget,
                logger: logger
            )
        )
    }

    /// The last step of a read: publishes what the job made.
    ///
    /// - Returns: `nil` when the job is no longer the spec's (a newer save took its place, or the spec
    ///   is gone): its result is dropped.
    func finishRefresh(_ completion: LayoutJob.Completion) -> Outcome? {
        let spec = completion.spec
        guard let laying = layingOut[spec], laying.ticket == completion.ticket, var record = records[spec] else {
            return nil
        }
        layingOut[spec] = nil
        recentTrees.keep(completion.tree, for: spec)
        defer { records[spec] = record }
        let name = spec.name
        if case .givenUp = completion.outcome { return .abandoned }
        // The caches and the bytes are this read's from here on.
        record.layout = completion.layout
        record.readMicros = completion.micros
        record.contents = laying.data
        record.stale = false
        switch completion.outcome {
        case .givenUp:
            return .abandoned
        case .failed(let errors):
            return fail(name, errors: errors, record: &record)
        case .waitsForRoom(let errors, let frames):
            waitingForRoom.insert(spec)
            // Read again when room is freed, though its bytes are the same.
            record.stale = true
            let held = records.reduce(0) { $1.key == spec ? $0 : $0 + $1.value.frames }
            logger.warning(
                "not laying out \(name): its \(frames) frames and the \(held) of the other specs pass the daemon's budget of \(daemonFrameBudget)"
            )
            return fail(name, errors: errors, record: &record)
        case .laidOut(let made):
            let laidOut = made.laidOut
            waitingForRoom.remove(spec)
            let (previous, generation) = lastLayout(of: name)
            record.frames = FrameBudget.frames(laidOut.document)
            if laying.restored, record.restoredErrors == nil,
                laidOut.snapshot.environments == previous?.environments
            {
                // Nothing changed while the daemon was down: the previous run's layout stands.
                restate(name, laidOut: laidOut, path: laying.absolutePath, generation: generation)
                return .unchanged
            }
            // The job's diff is from the layout published when it began, which is still the last.
            let made = generation == laying.generation ? made : nil
            return publish(
                name,
                laidOut: laidOut,
                previous: previous,
                generation: generation,
                path: laying.absolutePath,
                made: made.map { ($0.diff, $0.files) },
                record: &record
            )
        }
    }
}
