import Foundation
import LayoutEngine
import LayoutSpecFormat
import SwiftGeneration
import Testing

/// The record at the end of a generated Swift file keeps what a spec holds that is not layout code: read
/// back as a spec, its environments and items are the original's, for every golden fixture and
/// example the generator writes.
struct GeneratedSwiftHeaderTests {
    static var specs: [URL] {
        let examples = GoldenCase.goldenDirectory.deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("examples")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: examples.path)) ?? []
        return ["flow", "split", "compositional"].flatMap { GoldenCase.all(kind: $0).map(\.specURL) }
            + names.filter { $0.hasSuffix(".layout.yaml") }.sorted().map { examples.appendingPathComponent($0) }
    }

    /// The header's environments and items as a spec (with the flow layout's defaults; a split
    /// layout's items, whose widths may be `{columns: N}`, in left-side sections).
    static func spec(fromHeader file: String) -> String {
        let split = file.contains("UICollectionViewSplitLayout")
        var lines = split ? ["layout: {type: split, itemSize: [1, 1]}", "environments:"] : ["environments:"]
        var inEnvironments = false
        var inItems = false
        for line in file.split(separator: "\n", omittingEmptySubsequences: false) {
            // The record is the comment at the file's end.
            guard line.hasPrefix("//") else {
                (inEnvironments, inItems) = (false, false)
                continue
            }
            if line == "// layoutd environments:" {
                (inEnvironments, inItems) = (true, false)
            } else if line == "// layoutd items:" {
                (inEnvironments, inItems) = (false, true)
                lines.append("sections:")
            } else if line == "// layoutd measured:" || line == "// layoutd item variants:" {
                (inEnvironments, inItems) = (false, false)
            } else if inItems, split {
                lines.append(String(line.dropFirst(3).dropLast()) + ", side: left}")
            } else if inEnvironments || inItems {
                lines.append(String(line.dropFirst(3)))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test func theHeaderKeepsEnvironmentsAndItems() throws {
        var generated = 0
        for url in Self.specs {
            let document = try SpecParser().parse(String(contentsOf: url, encoding: .utf8), file: url.lastPathComponent)
            guard let file = try? SwiftGenerator.file(for: document, spec: url.lastPathComponent) else { continue }
            generated += 1
            let restored = try SpecParser().parse(Self.spec(fromHeader: file), file: "header.layout.yaml")
            #expect(restored.environments == document.environments, "\(url.lastPathComponent)")
            #expect(restored.sections.map(\.id) == document.sections.map(\.id), "\(url.lastPathComponent)")
            #expect(restored.sections.map(\.items) == document.sections.map(\.items), "\(url.lastPathComponent)")
        }
        #expect(generated > 0)
    }
}
