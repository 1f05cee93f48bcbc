import Foundation
import Glibc
import LayoutProtocol
import SystemPackage

/// The daemon's memory across restarts: the clock's epoch and sequence, and each spec's recent
/// events, in `OUTPUT/.layoutd/journal.jsonl` (protocol.md, "The journal").
///
/// The first line is a header, `{"journal": 2, "epoch": E, "sequence": S, "floors": {spec: N}}`; each
/// following line is one event, `[sequence, spec, kind, generation]<TAB><the event's line>` (`spec` is
/// `null` for a rescan, `generation` for all but `layout` and `diff`). A tab never occurs in an
/// event's line (JSON escapes it inside strings), so the prefix is found without parsing the event,
/// and what the daemon needs of an event is in the prefix: its line is never searched. Events are appended with one `write(2)` each, so a crash leaves at
/// most a torn last line, which the next start discards. The file is rewritten (to a temporary name,
/// then renamed) when it opens, and compacted once it has grown to twice what is kept
/// (``JournalCompaction``): written and synced off the thread that publishes, so that no event
/// waits for the disk.
///
/// The file never grows past ``largestFile(keeping:)``: half a mebibyte past where a compaction is
/// due, or near that size, it is rewritten at once. One larger than that was not written by layoutd: it is not read (reading it
/// could take longer than the service's start is allowed), and a new epoch starts. Reading, keeping
/// and dropping take time in proportion to the events.
///
/// It keeps the last `history` events of each spec and at most ``maximumBytes`` in all. A spec's
/// *floor* is the sequence of its newest event dropped: a subscriber that last heard of the daemon
/// before a spec's floor cannot be given that spec's events and gets its current layout instead.
package struct Journal {
    package struct Event: Equatable, Sendable {
        package var sequence: Int
        /// `nil` for a rescan.
        package var spec: String?
        /// What the event is, recorded beside its line: never read from the line's text.
        package var kind: Publication.Kind
        /// The generation a `layout` or `diff` event gives its spec; `nil` for the others.
        package var generation: Int?
        /// The event's line, as subscribers got it.
        ///
        /// A whole layout published since the start is kept as the layout it encodes (``keptLean()``)
        /// and encoded again when its line is asked for: its text is most of what a journal would
        /// hold (a 1,000-spec folder's first scan, 4.6 MB), while its layout is the one the spec's
        /// state holds, shared.
        package var line: String {
            get {
                if let text { return text }
                guard let layout else { return "" }
                return layout.event.line(clock: layout.clock)
            }
            set {
                text = newValue
                layout = nil
                lineBytes = newValue.utf8.count
            }
        }
        /// The length of ``line`` in UTF-8 bytes, known without encoding a layout.
        package private(set) var lineBytes: Int
        private var text: String?
        private var layout: (event: SpecEvent, clock: DaemonClock)?

        package init(sequence: Int, spec: String?, kind: Publication.Kind, generation: Int?, line: String) {
            self.sequence = sequence
            self.spec = spec
            self.kind = kind
            self.generation = generation
            self.text = line
            self.lineBytes = line.utf8.count
        }

        /// A published event; a whole layout's is kept by the journal as its layout.
        package init(_ publication: Publication) {
            self.init(
                sequence: publication.clock.sequence,
                spec: publication.spec,
                kind: publication.kind,
                generation: publication.generation,
                line: publication.line
            )
            // The line is the event's own encoding (``Publication/init(_:clock:)``): it can be made again.
            if let event = publication.event, case .layout = event {
                layout = (event, publication.clock)
            }
        }

        /// The event as the journal keeps it: a whole layout without its text.
        func keptLean() -> Event {
            var lean = self
            if layout != nil { lean.text = nil }
            return lean
        }

        /// Whether its line is kept as the layout it encodes, not as text.
        package var isKeptAsLayout: Bool { text == nil && layout != nil }

        /// Whether it is a `layout` or a `diff` event: one that gives the spec a generation.
        package var isLayout: Bool { kind == .layout || kind == .diff }

        package static func == (left: Event, right: Event) -> Bool {
            left.sequence == right.sequence && left.spec == right.spec && left.kind == right.kind
                && left.generation == right.generation && left.line == right.line
        }
    }

    /// The journal's format: each event line starts `[sequence, spec, kind, generation]`.
    package static let version = 2

    package static let fileName = "journal.jsonl"
    /// The most event text kept, over all specs, by default.
    package static let defaultMaximumBytes = 16 << 20

    /// The largest file a journal keeping `maximumBytes` writes: it is rewritten once it has grown to
    /// twice what is kept and a mebibyte more.
    package static func largestFile(keeping maximumBytes: Int) -> Int { 2 * maximumBytes + (1 << 20) }
    /// The largest sequence (and epoch) a journal may hold: 2^53.
    ///
    /// It is the largest integer every JSON reader (a browser's included) reads exactly. A journal past it is not trusted, and a new epoch starts;
    /// at one event a microsecond it takes 285 years to reach.
    package static let maximumSequence = 1 << 53

    package private(set) var epoch: Int
    package private(set) var sequence: Int
    /// Events kept per spec (rescans under ""), oldest first.
    package private(set) var events: [String: [Event]] = [:]
    package private(set) var floors: [String: Int] = [:]
    package var history: Int
    /// The most event text kept, over all specs.
    package let maximumBytes: Int
    /// Every event kept or appended since the file was last written, oldest first, from `orderStart`
    /// on: where the oldest event of all is found without searching every spec's.
    private var order: [(sequence: Int, key: String)] = []
    private var orderStart = 0
    /// `OUTPUT/.layoutd`; set where the journal is opened or moved.
    package var directory: String
    private var keptBytes = 0
    private var fileBytes = 0
    private var descriptor: Int32 = -1
    /// The compaction started and not finished, if any: a rewrite meanwhile makes it stale.
    private var compaction: UInt64?
    /// Whether the file misses events (a write failed): nothing is appended after what may be a torn
    /// line; the whole file is written again once the disk takes writes (``writeIfBehind()``).
    package private(set) var isBehind = false

    /// What opening found, for the log.
    package enum Origin: Equatable {
        case resumed(events: Int, discardedTornLine: Bool)
        case created
        case replaced(reason: String)
    }

    package init(
        epoch: Int,
        sequence: Int,
        history: Int,
        maximumBytes: Int,
        directory: String,
        floors: [String: Int] = [:]
    ) {
        self.epoch = epoch
        self.sequence = sequence
        self.floors = floors
        self.history = history
        self.maximumBytes = maximumBytes
        self.directory = directory
    }

    /// Takes the sequence a file read back reached: its header's, or its last event's when later.
    package mutating func resume(at sequence: Int) {
        self.sequence = sequence
    }

    /// Records a published event and appends it to the file.
    package mutating func append(_ event: Event) {
        keep(event)
        guard !isBehind else { return }
        let text = Self.text(event)
        if descriptor >= 0 {
            let written = (try? FileDescriptor(rawValue: descriptor).writeAll(text.utf8)) != nil
            fileBytes += text.utf8.count
            if !written {
                // A short write may have left a torn line: the whole file is written again from memory.
                isBehind = true
                if !writeIfBehind() {
                    // The file misses events and cannot be written whole (a full disk): a daemon started
                    // from it would hand out clocks it already gave. Removed (a full disk allows that),
                    // it is no journal, and a restart starts a new epoch; it is written whole again
                    // once the disk takes writes.
                    unlink("\(directory)/\(Self.fileName)")
                }
                return
            }
        }
        // Compacting is the publisher's to start (``startCompaction()``). Half a mebibyte past where
        // it is due, or near the largest file a start reads, the file is written again at once,
        // whatever is in flight: it stays within ``largestFile(keeping:)`` however events come.
        if fileBytes > min(2 * keptBytes + (3 << 19), Self.largestFile(keeping: maximumBytes) - (1 << 19)) {
            try? rewrite()
        }
    }

    /// The events after `since` of the specs `matching` accepts (rescans when it accepts `nil`), in
    /// clock order, and the specs whose events after `since` were dropped.
    package func events(after since: Int, matching: (String?) -> Bool) -> (events: [Event], dropped: Set<String>) {
        var found: [Event] = []
        var dropped: Set<String> = []
        for (key, list) in events where matching(key.isEmpty ? nil : key) {
            if !key.isEmpty, floors[key, default: 0] > since {
                dropped.insert(key)
            } else {
                found += list.reversed().prefix { $0.sequence > since }
            }
        }
        for (key, floor) in floors where floor > since && events[key] == nil && matching(key) {
            dropped.insert(key)
        }
        return (found.sorted { $0.sequence < $1.sequence }, dropped)
    }

    /// Moves the journal to another folder (the output folder changed), keeping its epoch and sequence.
    package mutating func move(to directory: String) throws {
        try StateFolder.prepare(state: directory)
        if descriptor >= 0 { Glibc.close(descriptor) }
        descriptor = -1
        self.directory = directory
        do {
            try rewrite()
            isBehind = false
        } catch {
            isBehind = true
            throw error
        }
    }

    /// Writes the whole file again if it misses events; whether it is up to date.
    package mutating func writeIfBehind() -> Bool {
        guard isBehind else { return true }
        do {
            try rewrite()
            isBehind = false
        } catch {
            isBehind = true
        }
        return !isBehind
    }

    package func close() {
        if descriptor >= 0 { Glibc.close(descriptor) }
    }

    // MARK: Keeping

    package mutating func keep(_ event: Event) {
        sequence = event.sequence
        let key = event.spec ?? ""
        // A removal is all a subscriber needs of a spec's past: the events before it go, so specs that
        // come and go (folders moved away and back) cost one line each, not their whole history.
        if !key.isEmpty, event.kind == .removed {
            while events[key]?.isEmpty == false { drop(from: key) }
        }
        events[key, default: []].append(event.keptLean())
        order.append((event.sequence, key))
        keptBytes += event.lineBytes
        while let count = events[key]?.count, count > history {
            drop(from: key)
        }
        // The oldest event of all is the first in `order` still kept: the events before it were
        // dropped already, each spec's from its oldest.
        while keptBytes > maximumBytes, orderStart < order.count {
            let (oldest, oldestKey) = order[orderStart]
            orderStart += 1
            if events[oldestKey]?.first?.sequence == oldest { drop(from: oldestKey) }
        }
        if orderStart > 1024, orderStart > order.count / 2 {
            order.removeFirst(orderStart)
            orderStart = 0
        }
    }

    private mutating func drop(from key: String) {
        guard let event = events[key]?.first else { return }
        events[key]?.removeFirst()
        if events[key]?.isEmpty == true { events[key] = nil }
        keptBytes -= event.lineBytes
        if !key.isEmpty { floors[key] = max(floors[key, default: 0], event.sequence) }
    }

    // MARK: The file

    /// Writes everything kept to a temporary file, renames it into place and appends from there on.
    package mutating func rewrite() throws {
        let text = try wholeText()
        compaction = nil
        // What was dropped since the last write leaves the order too.
        forgetDropped()
        let path = "\(directory)/\(Self.fileName)"
        let temporary = "\(path).tmp-\(getpid())"
        guard JournalCompaction.writeSynced(text, to: temporary), rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw JournalError("cannot write \(path): \(reason)")
        }
        if descriptor >= 0 { Glibc.close(descriptor) }
        descriptor = Glibc.open(path, O_WRONLY | O_APPEND | O_CLOEXEC)
        fileBytes = text.utf8.count
    }

    /// The header, then every event kept, in clock order: the file written whole.
    private func wholeText() throws -> String {
        let (header, kept) = try wholeFile()
        return Self.text(header: header, events: kept)
    }

    /// The header's line and every event kept, in clock order: what ``text(header:events:)`` writes.
    private func wholeFile() throws -> (header: String, events: [Event]) {
        let header: [String: Any] = ["journal": Self.version, "epoch": epoch, "sequence": sequence, "floors": floors]
        let line = String(
            decoding: try JSONSerialization.data(withJSONObject: header, options: [.sortedKeys]),
            as: UTF8.self
        )
        return (line + "\n", events.values.joined().sorted(by: { $0.sequence < $1.sequence }))
    }

    /// The file's text: its header, then a line an event.
    static func text(header: String, events: [Event]) -> String {
        var text = header
        for event in events { text += Self.text(event) }
        return text
    }

    /// Keeps in ``order`` only the events still kept.
    private mutating func forgetDropped() {
        order = events.values.joined().map { ($0.sequence, $0.spec ?? "") }.sorted { $0.0 < $1.0 }
        orderStart = 0
    }

    // MARK: Compacting

    /// Whether the file has grown to twice what is kept and a mebibyte more, with no compaction in
    /// flight and nothing missing from it.
    package var isDueForCompaction: Bool {
        compaction == nil && !isBehind && descriptor >= 0 && fileBytes > 2 * keptBytes + (1 << 20)
    }

    /// Starts compacting the file when it is due.
    ///
    /// What is kept now goes to ``JournalCompaction/write()``, which writes and syncs it elsewhere.
    /// Events go on being appended to the file meanwhile.
    package mutating func startCompaction() -> JournalCompaction? {
        guard isDueForCompaction, let (header, kept) = try? wholeFile() else { return nil }
        let token = UInt64.random(in: 1...UInt64.max)
        compaction = token
        return JournalCompaction(
            token: token,
            header: header,
            events: kept,
            sequence: sequence,
            temporary: "\(directory)/\(Self.fileName).compacting-\(getpid())"
        )
    }

    /// Puts a compaction's file in place, with the events appended since it started; a compaction
    /// that failed, or that a rewrite (or another journal) made stale, is removed and the file kept
    /// as it is.
    package mutating func finishCompaction(_ finished: JournalCompaction, written: Bool) {
        guard finished.token == compaction else {
            unlink(finished.temporary)
            return
        }
        compaction = nil
        let later = events.values.joined().filter { $0.sequence > finished.sequence }
        let tail = later.sorted { $0.sequence < $1.sequence }.map(Self.text).joined()
        let path = "\(directory)/\(Self.fileName)"
        // The events since are appended as the file had them: written, not synced.
        var info = stat()
        guard written, descriptor >= 0, !isBehind, finished.append(tail), stat(finished.temporary, &info) == 0,
            rename(finished.temporary, path) == 0
        else {
            unlink(finished.temporary)
            return
        }
        Glibc.close(descriptor)
        descriptor = Glibc.open(path, O_WRONLY | O_APPEND | O_CLOEXEC)
        fileBytes = Int(info.st_size)
        forgetDropped()
    }

    private static func text(_ event: Event) -> String {
        var writer = JSONWriter(reservingCapacity: event.lineBytes + 64)
        writer.raw("[")
        writer.integer(event.sequence)
        writer.raw(",")
        if let spec = event.spec { writer.string(spec) } else { writer.raw("null") }
        writer.raw(",")
        writer.string(event.kind.rawValue)
        writer.raw(",")
        if let generation = event.generation { writer.integer(generation) } else { writer.raw("null") }
        writer.raw("]\t")
        writer.raw(event.line)
        writer.raw("\n")
        return writer.text
    }
}

/// A journal that cannot be read or written, with the reason.
package struct JournalError: Error, CustomStringConvertible {
    package var description: String
    package init(_ description: String) { self.description = description }
}
