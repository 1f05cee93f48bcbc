package import Foundation
import Glibc

/// Reading a journal's file back (``Journal``): the header, then each event line's
/// `[sequence, spec, kind, generation]` prefix, checked to be in clock order.
extension Journal {
    /// Opens the journal in `directory`, or starts a new epoch when it is missing or unreadable.
    ///
    /// - Parameters:
    ///   - directory: `OUTPUT/.layoutd`.
    ///   - history: the events kept per spec.
    ///   - maximumBytes: the most event text kept, over all specs.
    ///   - now: the unix time, the epoch of a new journal.
    /// - Returns: the journal, and what was found.
    /// - Throws: only when the folder or the file cannot be written.
    package static func open(
        directory: String,
        history: Int,
        maximumBytes: Int = defaultMaximumBytes,
        now: Int = Int(Date().timeIntervalSince1970)
    ) throws -> (
        journal: Journal, origin: Origin
    ) {
        try StateFolder.prepare(state: directory)
        let path = "\(directory)/\(fileName)"
        // A run that stopped while it wrote the file whole leaves its temporary file: the state
        // folder is this daemon's alone (the output folder's lock), so none is another's.
        for name in (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        where name.hasPrefix("\(fileName).tmp-") || name.hasPrefix("\(fileName).compacting-") {
            unlink("\(directory)/\(name)")
        }
        var journal = Journal(
            epoch: now,
            sequence: 0,
            history: history,
            maximumBytes: maximumBytes,
            directory: directory
        )
        var origin = Origin.created
        var info = stat()
        if stat(path, &info) == 0, Int(info.st_size) > largestFile(keeping: maximumBytes) {
            origin = .replaced(
                reason: "it is \(info.st_size) bytes, larger than any journal layoutd writes "
                    + "(\(largestFile(keeping: maximumBytes)))"
            )
        } else if FileManager.default.fileExists(atPath: path) {
            do {
                let (read, torn) = try Self.read(
                    Data(contentsOf: URL(fileURLWithPath: path)),
                    history: history,
                    maximumBytes: maximumBytes
                )
                journal = read
                journal.directory = directory
                origin = .resumed(events: journal.events.values.reduce(0) { $0 + $1.count }, discardedTornLine: torn)
            } catch {
                origin = .replaced(reason: "\(error)")
            }
        }
        try journal.rewrite()
        return (journal, origin)
    }

    /// A journal file's contents; throws when it cannot be trusted (the last line alone may be torn).
    package static func read(
        _ data: Data,
        history: Int,
        maximumBytes: Int = defaultMaximumBytes
    ) throws(JournalError) -> (Journal, discardedTornLine: Bool) {
        var lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        // Every complete line ends with a line break, so the last piece is empty unless torn.
        let torn = !(lines.popLast()?.isEmpty ?? true)
        guard let headerLine = lines.first,
            let header = try? JSONSerialization.jsonObject(with: Data(headerLine)) as? [String: Any],
            let version = header["journal"] as? Int, let epoch = header["epoch"] as? Int,
            let sequence = header["sequence"] as? Int
        else { throw JournalError("the header is not a layoutd journal's") }
        guard version == Self.version else {
            throw JournalError("it is a journal of format \(version), written by another version of layoutd")
        }
        guard (0...maximumSequence).contains(sequence), (0...maximumSequence).contains(epoch) else {
            throw JournalError("its epoch \(epoch) or sequence \(sequence) is out of range (0 to 2^53)")
        }
        var journal = Journal(
            epoch: epoch,
            sequence: sequence,
            history: history,
            maximumBytes: maximumBytes,
            directory: "",
            floors: (header["floors"] as? [String: Int]) ?? [:]
        )
        var last = 0
        for (number, line) in lines.dropFirst().enumerated() {
            guard let tab = line.firstIndex(of: UInt8(ascii: "\t")),
                var event = prefix(line[line.startIndex..<tab]), event.sequence > last,
                event.sequence <= maximumSequence
            else { throw JournalError("line \(number + 2) is not an event in clock order") }
            // The event goes to subscribers as it is: a line that is not a JSON object (a journal
            // someone edited) would reach them verbatim.
            let text = line[(tab + 1)...]
            guard text.first == UInt8(ascii: "{"), text.last == UInt8(ascii: "}"),
                (try? JSONSerialization.jsonObject(with: Data(text))) is [String: Any]
            else { throw JournalError("line \(number + 2)'s event is not a JSON object") }
            last = event.sequence
            event.line = String(decoding: text, as: UTF8.self)
            journal.keep(event)
        }
        // The header holds the sequence when the file was written; events appended since are later.
        journal.resume(at: max(sequence, last))
        return (journal, torn)
    }

    /// A line's `[sequence, spec, kind, generation]`, as an event without its line: read directly in
    /// the usual case (digits, `null` or a string without escapes, a kind, digits or `null`), which is
    /// most of the time a start takes; by a JSON reader otherwise.
    package static func prefix(_ bytes: Data.SubSequence) -> Event? {
        var scanner = PrefixScanner(bytes: bytes)
        guard scanner.take("["), let sequence = scanner.integer(), scanner.take(",") else {
            return generalPrefix(bytes)
        }
        let spec: String?
        if scanner.take("null") {
            spec = nil
        } else if let name = scanner.plainString() {
            spec = name
        } else {
            return generalPrefix(bytes)
        }
        guard scanner.take(","), let kindName = scanner.plainString(), let kind = Publication.Kind(rawValue: kindName),
            scanner.take(",")
        else { return generalPrefix(bytes) }
        let generation = scanner.take("null") ? nil : scanner.integer()
        guard generation != nil || kind != .layout && kind != .diff, scanner.take("]"), scanner.isAtEnd else {
            return generalPrefix(bytes)
        }
        return Event(sequence: sequence, spec: spec, kind: kind, generation: generation, line: "")
    }

    private static func generalPrefix(_ bytes: Data.SubSequence) -> Event? {
        guard let prefix = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [Any], prefix.count == 4,
            let sequence = prefix[0] as? Int, let kindName = prefix[2] as? String,
            let kind = Publication.Kind(rawValue: kindName)
        else { return nil }
        let spec = prefix[1] as? String
        guard spec != nil || prefix[1] is NSNull else { return nil }
        let generation = prefix[3] as? Int
        guard generation != nil || prefix[3] is NSNull, generation != nil || kind != .layout && kind != .diff else {
            return nil
        }
        return Event(sequence: sequence, spec: spec, kind: kind, generation: generation, line: "")
    }
}

/// Reads the plain parts of a journal line's prefix from its bytes, left to right.
private struct PrefixScanner {
    let bytes: Data.SubSequence
    var index: Data.Index

    init(bytes: Data.SubSequence) {
        self.bytes = bytes
        index = bytes.startIndex
    }

    var isAtEnd: Bool { index == bytes.endIndex }

    /// Takes `text` if the bytes go on with it.
    mutating func take(_ text: String) -> Bool {
        let end = index + text.utf8.count
        guard end <= bytes.endIndex, bytes[index..<end].elementsEqual(text.utf8) else { return false }
        index = end
        return true
    }

    /// Up to 17 decimal digits.
    mutating func integer() -> Int? {
        let start = index
        var value = 0
        while index < bytes.endIndex, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]), index - start < 17
        {
            value = value * 10 + Int(bytes[index] - UInt8(ascii: "0"))
            index += 1
        }
        return index > start ? value : nil
    }

    /// A JSON string without escapes or control characters.
    mutating func plainString() -> String? {
        guard index < bytes.endIndex, bytes[index] == UInt8(ascii: "\"") else { return nil }
        let start = index + 1
        var end = start
        while end < bytes.endIndex, bytes[end] != UInt8(ascii: "\"") {
            guard bytes[end] != UInt8(ascii: "\\"), bytes[end] >= 0x20 else { return nil }
            end += 1
        }
        guard end < bytes.endIndex else { return nil }
        index = end + 1
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
