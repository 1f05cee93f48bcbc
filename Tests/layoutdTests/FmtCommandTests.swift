import Foundation
import Testing

/// `layoutd fmt`: a spec pasted from the app's Swift, which layoutd reads but YAML tools refuse
/// (`mapping values are not allowed here`, as the schema check and VS Code's YAML extension say),
/// quoted so that every tool reads it, and laid out the same.
struct FmtCommandTests {
    static let spec = """
        # Cards pasted from the section provider.
        layout:
          type: compositional
        sections:
          - id: cards
            items: 4
            contentInsets: NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
            group:
              horizontal:
                layoutSize: .init(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(120))
                subitems:
                  - item:
                      layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1.0))

        """

    @Test func pastesAreQuotedForYAMLToolsAndLayOutTheSame() throws {
        let folder = try LayoutdBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try LayoutdBinary.write(Self.spec, to: "cards.layout.yaml", in: folder)
        let spec = folder.appendingPathComponent("cards.layout.yaml").path
        let schema = try SchemaCommandTests.writtenSchema()
        // A YAML tool stops at the first paste.
        let before = try SchemaCommandTests.validate([spec], schema: schema)
        #expect(before.status != 0)
        #expect(before.output.contains("mapping values are not allowed here"), "\(before.output)")
        let frames = try LayoutdBinary.run(["compute", "cards.layout.yaml", "--format", "text"], in: folder)
        #expect(frames.status == 0, "\(frames.stderr)")

        let check = try LayoutdBinary.run(["fmt", "--check", "cards.layout.yaml"], in: folder)
        #expect(check.status == 1)
        #expect(check.stdout == "cards.layout.yaml: 3 pasted values to quote\n")
        #expect(try String(contentsOfFile: spec, encoding: .utf8) == Self.spec, "--check writes nothing")

        let fmt = try LayoutdBinary.run(["fmt", "cards.layout.yaml"], in: folder)
        #expect(fmt.status == 0, "\(fmt.stderr)")
        #expect(fmt.stdout == "cards.layout.yaml: quoted 3 pasted values\n")
        let quoted = try String(contentsOfFile: spec, encoding: .utf8)
        #expect(
            quoted.contains(
                "    contentInsets: 'NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)'\n"
            )
        )
        #expect(quoted.hasPrefix("# Cards pasted from the section provider.\n"))
        // Every tool reads it now, and layoutd lays it out as before.
        let after = try SchemaCommandTests.validate([spec], schema: schema)
        #expect(after.status == 0, "\(after.output)")
        let again = try LayoutdBinary.run(["compute", "cards.layout.yaml", "--format", "text"], in: folder)
        #expect(again.stdout == frames.stdout)
        #expect(try LayoutdBinary.run(["fmt", "--check", "cards.layout.yaml"], in: folder).status == 0)
    }
}
