import Foundation
import Testing

/// Every spec the documentation shows is checked by the real `layoutd check`.
///
/// A fenced block whose info string is `yaml` is a whole spec. YAML that is not a spec says what it is
/// after the language (`yaml github-workflow`), from the list below, and is left alone.
struct DocsExamplesTests {
    /// What a YAML block that is not a spec may be.
    /// (`with-errors`: a spec that shows mistakes on purpose; `TourTests` checks what `check` says.)
    static let otherYAML: Set<String> = ["github-workflow", "with-errors"]

    struct Block {
        var document: String
        /// The line of the block's first line of YAML.
        var line: Int
        var info: String
        var text: String
    }

    /// The fenced blocks of a Markdown file whose language is `yaml`, their indentation (inside a list
    /// item) taken off.
    static func yamlBlocks(in url: URL) throws -> [Block] {
        let lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
        var blocks: [Block] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            let trimmed = line.drop { $0 == " " }
            let indent = line.count - trimmed.count
            guard trimmed.hasPrefix("```yaml") || trimmed.hasPrefix("```yml") else {
                index += 1
                continue
            }
            let info = String(trimmed.dropFirst(3))
            var body: [String] = []
            index += 1
            while index < lines.count, lines[index].drop(while: { $0 == " " }) != "```" {
                body.append(String(lines[index].dropFirst(min(indent, lines[index].prefix { $0 == " " }.count))))
                index += 1
            }
            blocks.append(
                Block(
                    document: url.lastPathComponent,
                    line: index - body.count + 1,
                    info: info,
                    text: body.joined(separator: "\n") + "\n"
                )
            )
            index += 1
        }
        return blocks
    }

    /// Checks the specs among `documents`' YAML blocks; returns what `check` said, and how many specs
    /// it checked.
    static func check(_ documents: [URL]) throws -> (errors: String, specs: Int) {
        let folder = try LayoutdBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        var names: [String] = []
        var errors = ""
        for document in documents {
            for block in try yamlBlocks(in: document) {
                let words = block.info.split(separator: " ").map(String.init)
                if words.count > 1 {
                    if !otherYAML.contains(words[1]) {
                        errors +=
                            "\(block.document):\(block.line): `\(block.info)`: not a spec, and not one of \(otherYAML.sorted())\n"
                    }
                    continue
                }
                // Named after where it is written, so that an error points there.
                let name = "\(block.document)-line-\(block.line).layout.yaml"
                try LayoutdBinary.write(block.text, to: name, in: folder)
                names.append(name)
            }
        }
        if !names.isEmpty {
            let checked = try LayoutdBinary.run(["check"] + names, in: folder)
            errors += checked.stderr
        }
        return (errors, names.count)
    }

    static var documents: [URL] {
        get throws {
            let root = LayoutdBinary.packageRoot
            let folder = root.appendingPathComponent("Documentation")
            let pages = try FileManager.default.contentsOfDirectory(atPath: folder.path)
                .filter { $0.hasSuffix(".md") }.sorted().map { folder.appendingPathComponent($0) }
            return [root.appendingPathComponent("README.md")] + pages
        }
    }

    @Test func everySpecInTheDocumentationChecks() throws {
        let (errors, specs) = try Self.check(try Self.documents)
        #expect(errors.isEmpty, "\(errors)")
        #expect(specs >= 17)
    }

    @Test func aBrokenExampleFailsAtItsPage() throws {
        let folder = try LayoutdBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try LayoutdBinary.write(
            """
            # A page

            1. A list item with a spec:

               ```yaml
               layout: {type: flow, itemSize: [100, 100]}
               sections:
                 - {items: 3, minimumLineSpacing: ten}
               ```

            ```yaml workflow
            on: [push]
            ```

            """,
            to: "planted.md",
            in: folder
        )
        let (errors, specs) = try Self.check([folder.appendingPathComponent("planted.md")])
        #expect(specs == 1)
        #expect(
            errors.contains(
                "planted.md-line-6.layout.yaml:3:36: error: sections[0].minimumLineSpacing: expected a number"
            ),
            "\(errors)"
        )
        #expect(errors.contains("planted.md:12: `yaml workflow`: not a spec"), "\(errors)")
    }
}
