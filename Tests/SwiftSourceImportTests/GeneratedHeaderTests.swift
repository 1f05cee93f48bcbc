import Foundation
import SpecImport
import Testing

@testable import SwiftSourceImport

/// The first comment of a generated file, which keeps the spec's environments and items, read back;
/// a line of it edited into something that is not a spec is an error at that line, never a spec
/// that does not check.
struct GeneratedHeaderTests {
    static let photos = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("GeneratedSwift/PhotosLayout.swift")

    @Test func theCommentGivesTheEnvironmentsAndItemsWithTheirLines() throws {
        let header = GeneratedHeader(try String(contentsOf: Self.photos, encoding: .utf8))
        #expect(header.specName == "photos")
        #expect(header.environments.first?.text == "  - name: \"iphone-15-landscape\"")
        #expect(header.environments.first?.source == 4)
        #expect(header.environments[1].text == "    device: \"iPhone 15\"" && header.environments[1].source == 5)
        #expect(!header.sections.isEmpty)
    }

    @Test(arguments: [
        // (the line replaced, its new text, where the error is, the message's end)
        (
            8, "//     scale: three", "PhotosLayout.swift:8:15: ",
            "scale: expected a number > 0 and ≤ 10, found \"three\""
        ),
        // YAML notices the unclosed bracket where the next key starts, two lines down.
        (5, "//     device: [", "PhotosLayout.swift:7:12: ", "invalid YAML: did not find expected ','"),
    ])
    func anEditedLineIsAnErrorAtThatLine(line: Int, text: String, place: String, message: String) throws {
        var lines = try String(contentsOf: Self.photos, encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines[line - 1] = text
        let error = #expect(throws: ImportFailure.self) {
            try SwiftSourceImport.spec(in: lines.joined(separator: "\n"), file: "PhotosLayout.swift")
        }
        let description = error?.description ?? ""
        #expect(
            description.hasPrefix(place + "error: this line of the layoutd comment does not read as a spec"),
            "\(description)"
        )
        #expect(description.contains(message), "\(description)")
    }
}
