import Foundation

/// The events the daemon pushes to subscribers on its socket, one JSON object a line
/// (protocol.md, "Events").
///
/// Documents are embedded as the same text the output folder holds, on one line, with the save's
/// `stats` where the daemon has them: ``JSONWriter`` escapes every control character inside strings,
/// so the line breaks in that text and the indentation after them are layout whitespace, and dropping
/// them keeps the JSON intact. The clock is the event's, never the document's: files carry none, so
/// that the same specs always give the same bytes.
public enum SocketEvent {
    /// `{"event": "layout", "spec", "clock", "generation", "layout": {…}}`; `fresh` when it stands in
    /// for diffs the subscriber cannot be given.
    public static func layout(_ file: LayoutFile, clock: String, fresh: Bool = false) -> String {
        layout(
            spec: file.spec,
            clock: clock,
            generation: file.generation,
            json: oneLine(file.json()),
            fresh: fresh
        )
    }

    /// The same event from a `layout.json` already on one line.
    public static func layout(spec: String, clock: String, generation: Int, json: String, fresh: Bool) -> String {
        var writer = JSONWriter()
        begin("layout", spec: spec, clock: clock, generation: generation, in: &writer)
        if fresh { writer.raw(", \"fresh\": true") }
        writer.raw(", \"layout\": ")
        writer.raw(json)
        writer.raw("}")
        return writer.text
    }

    /// `{"event": "diff", "spec", "clock", "generation", "diff": {…}}`.
    ///
    /// Written in one pass, the document on one line as it goes: this is what a save's subscribers
    /// wait for.
    public static func diff(_ file: DiffFile, clock: String) -> String {
        var writer = JSONWriter(reservingCapacity: 4096, oneLine: true)
        begin("diff", spec: file.spec, clock: clock, generation: file.to, in: &writer)
        writer.raw(", \"diff\": ")
        file.write(to: &writer)
        writer.raw("}")
        return writer.text
    }

    /// The same event from a `diff.json` already on one line.
    public static func diff(spec: String, clock: String, generation: Int, json: String) -> String {
        var writer = JSONWriter()
        begin("diff", spec: spec, clock: clock, generation: generation, in: &writer)
        writer.raw(", \"diff\": ")
        writer.raw(json)
        writer.raw("}")
        return writer.text
    }

    /// `{"event": "error", "spec", "clock", "errors": […]}`, the entries of `error.json`.
    public static func error(_ file: ErrorFile, clock: String) -> String {
        // error.json is {"spec": …, "errors": […]}: the event is the same object with "event" first
        // and "clock" after the spec.
        let document = oneLine(file.json())
        guard let errors = document.range(of: ", \"errors\": ") else { return document }
        var writer = JSONWriter()
        writer.raw("{\"event\": \"error\", \"spec\": ")
        writer.string(file.spec)
        writer.raw(", \"clock\": ")
        writer.string(clock)
        writer.raw(String(document[errors.lowerBound...]))
        return writer.text
    }

    /// `{"event": EVENT, "spec", "clock", "generation"`: how `layout` and `diff` events begin.
    private static func begin(
        _ event: String,
        spec: String,
        clock: String,
        generation: Int,
        in writer: inout JSONWriter
    ) {
        writer.raw("{\"event\": ")
        writer.string(event)
        writer.raw(", \"spec\": ")
        writer.string(spec)
        writer.raw(", \"clock\": ")
        writer.string(clock)
        writer.raw(", \"generation\": ")
        writer.integer(generation)
    }

    /// `{"event": "removed", "spec", "clock"}`.
    public static func removed(spec: String, clock: String) -> String {
        var writer = JSONWriter()
        writer.raw("{\"event\": \"removed\", \"spec\": ")
        writer.string(spec)
        writer.raw(", \"clock\": ")
        writer.string(clock)
        writer.raw("}")
        return writer.text
    }

    /// `{"event": "rescan", "clock", "reason"}`.
    public static func rescan(clock: String, reason: String) -> String {
        var writer = JSONWriter()
        writer.raw("{\"event\": \"rescan\", \"clock\": ")
        writer.string(clock)
        writer.raw(", \"reason\": ")
        writer.string(reason)
        writer.raw("}")
        return writer.text
    }

    /// The document a `layout` or `diff` event line carries (its `layout` or `diff`), for
    /// ``LayoutFile/decode(_:)`` and ``DiffFile/decode(_:)``; `nil` for other events.
    ///
    /// The document is the line's last member, so it is found without parsing the line: `, "layout": `
    /// and `, "diff": ` cannot occur earlier, as the quotes of every string before it are escaped.
    public static func document(in line: String) -> Substring? {
        let bytes = line.utf8
        guard let end = bytes.lastIndex(of: UInt8(ascii: "}")) else { return nil }
        for key in [", \"diff\": ", ", \"layout\": "] {
            let pattern = Array(key.utf8)
            var index = bytes.startIndex
            while index < end {
                if bytes[index...].starts(with: pattern) {
                    let start = bytes.index(index, offsetBy: pattern.count)
                    return start < end ? line[start..<end] : nil
                }
                index = bytes.index(after: index)
            }
        }
        return nil
    }

    /// The document's text without its line breaks and the indentation after them.
    public static func oneLine(_ json: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(json.utf8.count)
        var afterBreak = false
        for byte in json.utf8 {
            if byte == UInt8(ascii: "\n") {
                afterBreak = true
            } else if !(afterBreak && byte == UInt8(ascii: " ")) {
                afterBreak = false
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
