import Foundation

/// Reading a journal's file back (``Journal``): the header, then each event line's `[sequence, spec]`
/// prefix, checked to be in clock order.
extension Journal {
    /// A journal file's contents; throws when it cannot be trusted (the last line alone may be torn).
    static func read(
        _ data: Data,
        history: Int,
        maximumBytes: Int = defaultMaximumBytes
    ) throws(JournalError) -> (Journal, discardedTornLine: Bool) {
        var lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        // Every complete line ends with a line break, so the last piece is empty unless torn.
        let torn = !(lines.popLast()?.isEmpty ?? true)
        guard let headerLine = lines.first,
            let header = try? JSONSerialization.jsonObject(with: Data(headerLine)) as? [String: Any],
            header["journal"] as? Int == 1, let epoch = header["epoch"] as? Int,
            let sequence = header["sequence"] as? Int
        else { throw JournalError("the header is not a layoutd journal's") }
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
                let (eventSequence, spec) = prefix(line[line.startIndex..<tab]), eventSequence > last,
                eventSequence <= maximumSequence
            else { throw JournalError("line \(number + 2) is not an event in clock order") }
            last = eventSequence
            journal.keep(
                Event(sequence: eventSequence, spec: spec, line: String(decoding: line[(tab + 1)...], as: UTF8.self))
            )
        }
        // The header holds the sequence when the file was written; events appended since are later.
        journal.resume(at: max(sequence, last))
        return (journal, torn)
    }

    /// A line's `[sequence, spec]`: read directly in the usual case (digits, then `null` or a string
    /// without escapes), which is most of the time a start takes; by a JSON reader otherwise.
    static func prefix(_ bytes: Data.SubSequence) -> (sequence: Int, spec: String?)? {
        var index = bytes.startIndex
        guard index < bytes.endIndex, bytes[index] == UInt8(ascii: "[") else { return nil }
        index += 1
        var sequence = 0
        let digitsStart = index
        while index < bytes.endIndex, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]),
            index - digitsStart < 17
        {
            sequence = sequence * 10 + Int(bytes[index] - UInt8(ascii: "0"))
            index += 1
        }
        guard index > digitsStart, index < bytes.endIndex, bytes[index] == UInt8(ascii: ","),
            bytes.last == UInt8(ascii: "]")
        else { return generalPrefix(bytes) }
        let rest = bytes[(index + 1)..<(bytes.endIndex - 1)]
        if rest.elementsEqual("null".utf8) { return (sequence, nil) }
        guard rest.count >= 2, rest.first == UInt8(ascii: "\""), rest.last == UInt8(ascii: "\""),
            !rest.contains(UInt8(ascii: "\\"))
        else { return generalPrefix(bytes) }
        let name = rest.dropFirst().dropLast()
        guard !name.contains(UInt8(ascii: "\"")), !name.contains(where: { $0 < 0x20 }) else { return nil }
        return (sequence, String(decoding: name, as: UTF8.self))
    }

    private static func generalPrefix(_ bytes: Data.SubSequence) -> (sequence: Int, spec: String?)? {
        guard let prefix = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [Any], prefix.count == 2,
            let sequence = prefix[0] as? Int
        else { return nil }
        if prefix[1] is NSNull { return (sequence, nil) }
        guard let spec = prefix[1] as? String else { return nil }
        return (sequence, spec)
    }

}
