/// A minimal streaming JSON writer for the documents layoutd publishes.
///
/// The output files are written field by field, in the order `output-format.md` documents and with one
/// element a line, rather than through `JSONEncoder`: a layout of a million cells is written in one
/// pass with no intermediate tree, and the key order stays the documented one. It appends UTF-8
/// bytes to one array and makes a `String` once at the end: appending to a `String` piece by piece
/// cost more than a third of writing a big layout.
public struct JSONWriter: Sendable {
    /// The UTF-8 bytes written so far.
    public private(set) var bytes: [UInt8] = []
    /// Whether the line breaks in raw text, and the indentation after them, are left out: the same
    /// document on one line, as socket events carry it.
    public let isOneLine: Bool
    /// In one-line mode, whether the last raw byte dropped was a line break (so spaces are dropped too).
    private var afterBreak = false

    public init(reservingCapacity capacity: Int = 0, oneLine: Bool = false) {
        bytes.reserveCapacity(capacity)
        isOneLine = oneLine
    }

    /// The JSON written so far.
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Appends raw JSON text; in one-line mode without its line breaks and the indentation after them.
    ///
    /// Only raw text has line breaks: ``string(_:)`` escapes every control character, so dropping
    /// them keeps the JSON intact.
    public mutating func raw(_ json: String) {
        // Literals, nearly every call, are stored contiguous: no copy to reach their bytes.
        if json.utf8.withContiguousStorageIfAvailable({ append(raw: $0) }) == nil {
            var json = json
            json.withUTF8 { append(raw: $0) }
        }
    }

    /// Appends raw UTF-8 text, span by span: byte by byte, appending cost half of writing a diff.
    private mutating func append(raw text: UnsafeBufferPointer<UInt8>) {
        guard isOneLine else {
            bytes.append(contentsOf: text)
            return
        }
        var spanStart = 0
        for index in text.indices {
            let byte = text[index]
            if byte == UInt8(ascii: "\n") {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[spanStart..<index]))
                afterBreak = true
                spanStart = index + 1
            } else if afterBreak {
                if byte == UInt8(ascii: " ") { spanStart = index + 1 } else { afterBreak = false }
            }
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[spanStart...]))
    }

    /// Appends a JSON string literal with the characters JSON requires escaped.
    public mutating func string(_ value: String) {
        afterBreak = false
        bytes.append(UInt8(ascii: "\""))
        // Names and ids rarely hold anything to escape: those are appended whole.
        let plain = value.utf8.withContiguousStorageIfAvailable { utf8 -> Bool in
            guard !utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) else {
                return false
            }
            bytes.append(contentsOf: utf8)
            return true
        }
        if plain == true {
            bytes.append(UInt8(ascii: "\""))
            return
        }
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "\""): raw("\\\"")
            case UInt8(ascii: "\\"): raw("\\\\")
            case UInt8(ascii: "\n"): raw("\\n")
            case UInt8(ascii: "\r"): raw("\\r")
            case UInt8(ascii: "\t"): raw("\\t")
            case 0..<0x20:
                raw("\\u00")
                bytes.append(Self.hexDigits[Int(byte >> 4)])
                bytes.append(Self.hexDigits[Int(byte & 0xF)])
            default:
                bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// Appends a number in the shortest round-tripping form (``formatNumber(_:)``).
    public mutating func number(_ value: Double) {
        // Whole numbers, most frames, are written digit by digit; Swift prints them the same way
        // below 1e16 (with a `.0` that layoutd drops).
        if value == value.rounded(.towardZero), abs(value) < 1e15, !(value == 0 && value.sign == .minus) {
            integer(Int(value))
        } else {
            raw(formatNumber(value))
        }
    }

    /// Appends an integer.
    public mutating func integer(_ value: Int) {
        afterBreak = false
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        // The digits, last first, into a buffer on the stack (20 digits hold any Int), then appended
        // in one go.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var start = digits.count
            repeat {
                start -= 1
                digits[start] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: digits[start...]))
        }
    }

    /// Appends `[a, b]`: a size or a point.
    public mutating func numbers(_ first: Double, _ second: Double) {
        afterBreak = false
        bytes.append(UInt8(ascii: "["))
        number(first)
        appendSeparator()
        number(second)
        bytes.append(UInt8(ascii: "]"))
    }

    /// Appends `[a, b, c, d]`: a frame.
    ///
    /// Two fixed arities rather than a variadic list, which would allocate an array for every frame.
    public mutating func numbers(_ first: Double, _ second: Double, _ third: Double, _ fourth: Double) {
        afterBreak = false
        bytes.append(UInt8(ascii: "["))
        number(first)
        appendSeparator()
        number(second)
        appendSeparator()
        number(third)
        appendSeparator()
        number(fourth)
        bytes.append(UInt8(ascii: "]"))
    }

    private mutating func appendSeparator() {
        bytes.append(UInt8(ascii: ","))
        bytes.append(UInt8(ascii: " "))
    }
}
