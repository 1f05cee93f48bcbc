import Foundation
import Testing

/// `generate swift` of values and names too long for a line (`Tests/GeneratedSwift/LongValues`): the file is
/// written, not refused, its lines are broken as `swift format` breaks them (the real `swift format
/// lint --strict`, with the project's configuration, finds nothing), and it type-checks against UIKit.
struct GeneratedSwiftLineBreakTests {
    static let specs = ["long-values", "long-flow", "long-name"].map {
        "Tests/GeneratedSwift/LongValues/\($0).layout.yaml"
    }

    @Test func valuesTooLongForALineAreWrittenBrokenAsSwiftFormatBreaksThem() throws {
        let folder = try LayoutdBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try LayoutdBinary.run(["generate", "swift"] + Self.specs + ["-o", folder.path])
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        let files = result.stdout.split(separator: "\n").map(String.init)
        #expect(files.count == 3)
        let swiftc = try LayoutdBinary.runTool(
            URL(fileURLWithPath: "/usr/bin/env"),
            ["swiftc", "-typecheck", "-swift-version", "6", "-I", GeneratedSwiftTests.modules.path] + files
        )
        #expect(swiftc.status == 0, "\(swiftc.output)")
        let configuration = LayoutdBinary.packageRoot.appendingPathComponent(".swift-format").path
        let lint = try LayoutdBinary.runTool(
            URL(fileURLWithPath: "/usr/bin/env"),
            ["swift", "format", "lint", "--strict", "--configuration", configuration] + files
        )
        #expect(lint.status == 0 && lint.output.isEmpty, "\(lint.output)")
        // The places the spec made long are broken: the let's choice before its `?` and `:`, the
        // subitems filling lines with a trailing comma, the delegate's choice after its `return`.
        let code = try files.map { try String(contentsOfFile: $0, encoding: .utf8) }.joined()
        let lines = code.split(separator: "\n").map { $0.drop { $0 == " " } }
        #expect(lines.contains("let columns: CGFloat ="))
        #expect(lines.contains { $0.hasPrefix("? max(") } && lines.contains { $0.hasPrefix(": min(") })
        #expect(lines.contains { $0.hasPrefix("item, item2, item3,") && $0.hasSuffix(",") })
        #expect(lines.contains("item14, item15,"))
        #expect(lines.contains("return collectionView.traitCollection.horizontalSizeClass == .regular"))
        // A name of 130 characters: `let name:`, then the type and its value a level deeper.
        let name = String(repeating: "a", count: 130)
        #expect(
            lines.contains("let \(name):")
                && lines.contains("CGFloat = environment.container.effectiveContentSize.width / 4")
        )
        // Every other line fits in 120 characters.
        let others = code.split(separator: "\n").filter { !$0.hasPrefix("//") && !$0.contains(name) }
        #expect(others.allSatisfy { $0.count < 120 })
    }
}
