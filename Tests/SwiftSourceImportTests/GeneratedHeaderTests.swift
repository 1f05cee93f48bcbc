import Foundation
import SpecImport
import Testing

@testable import SwiftSourceImport

/// The record at the end of a generated file, which keeps the spec's environments and items, read back;
/// a line of it edited into something that is not a spec is an error at that line, never a spec
/// that does not check.
struct GeneratedHeaderTests {
    static let photos = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("GeneratedSwift/PhotosLayout.swift")

    /// The line of the record's `// layoutd environments:`.
    static func environmentsLine(_ text: String) -> Int {
        (text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0 == "// layoutd environments:" }
            ?? 0) + 1
    }

    @Test func theCommentGivesTheEnvironmentsAndItemsWithTheirLines() throws {
        let text = try String(contentsOf: Self.photos, encoding: .utf8)
        let header = GeneratedHeader(text)
        let marker = Self.environmentsLine(text)
        // The record is at the file's end, after the code.
        #expect(marker > 20)
        #expect(header.specName == "photos")
        #expect(header.environments.first?.text == "  - name: \"iphone-15-landscape\"")
        #expect(header.environments.first?.source == marker + 1)
        #expect(
            header.environments[1].text == "    device: \"iPhone 15\"" && header.environments[1].source == marker + 2
        )
        #expect(!header.sections.isEmpty)
    }

    @Test(arguments: [
        // (the line replaced, after the environments' marker, its new text, where the error is, after
        // the marker, and its column, the message's end)
        (5, "//     scale: three", 5, 15, "scale: expected a number > 0 and ≤ 10, found \"three\""),
        // YAML notices the unclosed bracket where the next key starts, two lines down.
        (2, "//     device: [", 4, 12, "invalid YAML: did not find expected ','"),
    ])
    func anEditedLineIsAnErrorAtThatLine(line: Int, text: String, at: Int, column: Int, message: String) throws {
        let original = try String(contentsOf: Self.photos, encoding: .utf8)
        let marker = Self.environmentsLine(original)
        var lines = original.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines[marker + line - 1] = text
        let error = #expect(throws: ImportFailure.self) {
            try SwiftSourceImport.spec(in: lines.joined(separator: "\n"), file: "PhotosLayout.swift")
        }
        let description = error?.description ?? ""
        let place = "PhotosLayout.swift:\(marker + at):\(column): "
        #expect(
            description.hasPrefix(place + "error: this line of the layoutd comment does not read as a spec"),
            "\(description)"
        )
        #expect(description.contains(message), "\(description)")
    }

    /// A name of `let:` edited into something that is not YAML is an error at its own line and
    /// column: in `columns: b: c` the second `:` is column 11, behind the comment's 5 characters
    /// (`//   `), so column 11 + 5 = 16 of the file's line.
    @Test func anEditedNameIsAnErrorAtItsLineAndColumn() throws {
        let url = Self.photos.deletingLastPathComponent().appendingPathComponent("StoreLayout.swift")
        var lines = try String(contentsOf: url, encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let at = try #require(lines.firstIndex { $0.hasPrefix("//   columns: ") })
        lines[at] = "//   columns: b: c"
        let error = #expect(throws: ImportFailure.self) {
            try SwiftSourceImport.spec(in: lines.joined(separator: "\n"), file: "StoreLayout.swift")
        }
        let description = error?.description ?? ""
        #expect(
            description.hasPrefix(
                "StoreLayout.swift:\(at + 1):16: error: this line of the layoutd comment does not read as a spec"
            ),
            "\(description)"
        )
    }
}
