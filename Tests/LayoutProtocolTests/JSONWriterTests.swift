import Foundation
import LayoutProtocol
import Testing

/// The byte writer every output document goes through: numbers exactly as ``formatNumber(_:)``
/// prints them, strings escaped as JSON requires.
struct JSONWriterTests {
    /// Whole numbers take the writer's digit-by-digit path below 1e15; the rest go through
    /// `formatNumber`, and both must print the same text.
    @Test(arguments: [
        0.0, -0.0, 7, -7, 10, 1_795_252_420, -36_749_890, 123_456_789_012_345, 999_999_999_999_999,
        1e15, -1e15, 1e16, 9_007_199_254_740_992, 0.5, -112.5, 338.0 / 3.0, 1e-5, -2.5e-7,
        Double(Int32.max), Double(Int64(1) << 52),
    ])
    func numbersArePrintedAsFormatNumberPrintsThem(value: Double) {
        var writer = JSONWriter()
        writer.number(value)
        #expect(writer.text == formatNumber(value))
    }

    @Test(arguments: [0, 9, 10, 99, 100, -1, -10, 1_000_000, Int.max, Int.min + 1])
    func integersArePrintedInDecimal(value: Int) {
        var writer = JSONWriter()
        writer.integer(value)
        #expect(writer.text == String(value))
    }

    @Test func stringsAreEscapedAndReadBackUnchanged() throws {
        let value = "quote \" backslash \\ slash / line\nreturn\rtab\t bell \u{07} unit \u{1F} é 😀 end"
        var writer = JSONWriter()
        writer.string(value)
        #expect(
            writer.text
                == #""quote \" backslash \\ slash / line\nreturn\rtab\t bell \u0007 unit \u001f é 😀 end""#
        )
        let read = try JSONSerialization.jsonObject(with: Data(writer.bytes), options: .fragmentsAllowed)
        #expect(read as? String == value)
    }
}

/// The one-line mode socket events are written in, against the document's own text with its line
/// breaks taken out afterwards.
struct OneLineWriterTests {
    @Test func oneLineIsTheDocumentWithoutItsBreaksAndIndentation() {
        // Breaks inside one raw piece, across pieces (a break ending one, spaces starting the next),
        // and a value written right after a break followed by a space that must stay.
        let pieces: [(String, String?)] = [
            ("{\n  \"a\": ", "x \n  y"), (",\n", nil), ("  \"b\": [", nil), ("\n    ", "1"), (", ", "2.5"),
            ("\n  ]\n}\n", nil),
        ]
        var pretty = JSONWriter()
        var oneLine = JSONWriter(oneLine: true)
        for (raw, value) in pieces {
            pretty.raw(raw)
            oneLine.raw(raw)
            if let value {
                if let number = Double(value) {
                    pretty.number(number)
                    oneLine.number(number)
                } else {
                    pretty.string(value)
                    oneLine.string(value)
                }
            }
        }
        #expect(oneLine.text == SocketEvent.oneLine(pretty.text))
        #expect(oneLine.text == #"{"a": "x \n  y","b": [1, 2.5]}"#)
    }
}
