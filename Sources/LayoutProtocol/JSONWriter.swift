/// A minimal streaming JSON writer for the documents layoutd publishes.
///
/// The output files are written field by field, in the order `daemon.md` documents and with one
/// element a line, rather than through `JSONEncoder`: a layout of a million cells is written in one
/// pass with no intermediate tree, and the key order stays the documented one.
public struct JSONWriter: Sendable {
    public private(set) var text: String = ""

    public init(reservingCapacity capacity: Int = 0) {
        text.reserveCapacity(capacity)
    }

    /// Appends raw JSON text.
    public mutating func raw(_ json: String) {
        text += json
    }

    /// Appends a JSON string literal with the characters JSON requires escaped.
    public mutating func string(_ value: String) {
        text += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                text.unicodeScalars.append(scalar)
            }
        }
        text += "\""
    }

    /// Appends a number in the shortest round-tripping form.
    public mutating func number(_ value: Double) {
        text += formatNumber(value)
    }

    /// Appends an integer.
    public mutating func integer(_ value: Int) {
        text += String(value)
    }

    /// Appends `[a, b, …]` of numbers.
    public mutating func numbers(_ values: Double...) {
        text += "["
        for (index, value) in values.enumerated() {
            if index > 0 { text += ", " }
            number(value)
        }
        text += "]"
    }
}
